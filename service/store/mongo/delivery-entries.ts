import { BSON } from 'mongodb';
import { timeOrderedId } from '../../base/time-ordered-id.ts';
import type { AddLeadResult } from '../lead-record.ts';
import { LeadTooLargeError } from '../store-errors.ts';
import type { DeliveryDoc } from './collections.ts';
import type { PendingLead } from './lead-doc.ts';

/** A lead's entries in the delivery log, from the outcome of its insert (none for a 503). */
export function deliveryEntriesOf(
  { lead, delivery }: PendingLead,
  result: PromiseSettledResult<AddLeadResult>,
  maxBsonObjectSize: number,
  matchedLeadId?: string | null,
): DeliveryDoc[] {
  const {
    id,
    at,
    body,
    requestId,
    contentType,
    picked,
    decodedText,
    warnings,
    reasons,
    roles,
    status = 200,
  } = delivery;
  const base = {
    _id: id ?? timeOrderedId(),
    sourceId: lead.sourceId,
    at,
    ...(requestId ? { requestId } : {}),
    ...(contentType ? { contentType } : {}),
  };
  if (result.status === 'fulfilled') {
    const created = result.value.status === 'created';
    // A duplicate of a lead no longer there: erased after this lead's insert was refused, and
    // after the erasure's passes over the log, so nothing else would empty this entry. Where the
    // lead was read stays (pointers, not values); the body and the decoded text go.
    if (!created && matchedLeadId === null)
      return [{ ...base, status: 200, outcome: 'duplicate', erased: true, ...(picked ? { picked } : {}) }];
    // How the lead was read (issue 24), kept on created and duplicate deliveries alike.
    const reading = {
      ...(picked ? { picked } : {}),
      ...(decodedText ? { decodedText } : {}),
      ...(warnings ? { warnings } : {}),
      ...(reasons ? { reasons } : {}),
      ...(roles ? { rolesJson: JSON.stringify(roles) } : {}),
    };
    return [
      {
        ...base,
        body,
        status,
        outcome: result.value.status,
        ...(created ? { leadId: lead.id } : {}),
        ...(matchedLeadId ? { matchedLeadId } : {}),
        ...reading,
      },
    ];
  }
  if (!(result.reason instanceof LeadTooLargeError)) return []; // a 503 is not logged (contract §3)
  const refused: DeliveryDoc = {
    ...base,
    status: 413,
    outcome: 'rejected',
    error: { code: 'payload_too_large', message: result.reason.message },
  };
  const withBody = { ...refused, body };
  return [BSON.calculateObjectSize(withBody, { ignoreUndefined: true }) < maxBsonObjectSize ? withBody : refused];
}
