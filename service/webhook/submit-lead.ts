import type { LeadEvents } from '../events/lead-events.ts';
import { tokenMatches } from '../base/tokens.ts';
import type { ErrorDetail } from '../../shared/error-detail.ts';
import { invalidGoogleKey } from '../http/errors.ts';
import type { LeadDelivery } from '../store/delivery-record.ts';
import type { AddLeadResult, NewLead } from '../store/lead-record.ts';
import type { LeadStore } from '../store/lead-store.ts';
import type { SourceRecord } from '../store/source-record.ts';
import { isoTime } from '../base/iso-time.ts';
import { timeOrderedId } from '../base/time-ordered-id.ts';
import type { ReadLead } from '../lead/lead-input.ts';
import type { SourceMemory } from './source-memory.ts';

/** Where a body came from, as the delivery log keeps it beside the body. */
export interface DeliveryOrigin {
  /** The X-Request-Id of the request. */
  requestId?: string;
  /** The Content-Type the kept body is read with. */
  contentType?: string;
  /** An admin sending a kept body again: the secrets masked in it are not checked again. */
  replayed: boolean;
  /** The logged delivery an admin sends again (one lead, not a batch's): the store links it to the lead it becomes. */
  replayOf?: string;
  /** The status a lead taken is answered with, when not 200 (303: a form's visitor sent to the thank-you page). */
  status?: number;
}

export interface LeadSubmission {
  /** The lead as the reader read it (prepared-body.ts), its secrets already masked. */
  read: ReadLead;
  /** The JSON Pointers of JSON texts decoded in it. */
  decodedText: string[];
  /** Its top-level secrets as sent (by normalised key), e.g. `googlekey`. */
  secrets: Map<string, unknown>;
  /** What the delivery log keeps as its body. */
  logText: string;
  origin: DeliveryOrigin;
}

export interface LeadTarget {
  store: LeadStore;
  events: LeadEvents;
  source: SourceRecord;
  /** Where the source's leads teach what they send alike (a webhook's; a body sent again teaches nothing). */
  memory?: SourceMemory;
}

/** What a webhook answers for one lead: the store's result, with the problems that did not stop it. */
export type LeadAnswer = AddLeadResult & { warnings?: ErrorDetail[] };

/**
 * One lead, read (prepared-body.ts: JSON sent as text decoded, the source's mapped keys, the
 * reader by meaning, validation and normalisation, notes), then its Google key, the store
 * (the store decides duplicates atomically and logs the delivery in the same write), then the
 * live page. Throws an HttpError when refused.
 */
export async function submitLead(
  { store, events, source, memory }: LeadTarget,
  submission: LeadSubmission,
): Promise<LeadAnswer> {
  const { origin, read } = submission;
  if (
    !origin.replayed &&
    source.googleKey &&
    read.format === 'google-ads' &&
    !googleKeyMatches(submission.secrets.get('googlekey'), source.googleKey)
  ) {
    throw invalidGoogleKey();
  }
  const at = isoTime(Date.now());
  // Built once, field by field: the delivery log and the live feed share it (no spread per lead).
  const delivery: LeadDelivery & { id: string } = { id: timeOrderedId(), at, body: submission.logText };
  if (origin.requestId) delivery.requestId = origin.requestId;
  if (origin.contentType) delivery.contentType = origin.contentType;
  if (origin.status) delivery.status = origin.status;
  if (Object.keys(read.picked).length > 0) delivery.picked = read.picked;
  if (submission.decodedText.length > 0) delivery.decodedText = submission.decodedText;
  if (read.warnings.length > 0) delivery.warnings = read.warnings;
  delivery.reasons = read.reasons;
  delivery.roles = read.roles;
  const { input } = read;
  const lead: NewLead = {
    id: timeOrderedId(),
    sourceId: source.id,
    name: input.name,
    phone: input.phone,
    email: input.email,
    notes: input.notes,
    fields: input.fields,
    test: input.test,
    createdAt: at,
  };
  const result = await store.addLead(lead, origin.replayed ? replayedDelivery(delivery, origin.replayOf) : delivery);
  memory?.remember(source.id, read);
  // The live feed's events are built only for a page that listens (none, most of the time).
  if (events.listened) {
    if (result.status === 'created') events.publish({ type: 'lead', sourceId: source.id, lead: result.lead });
    events.publish({
      type: 'delivery',
      sourceId: source.id,
      delivery: {
        ...delivery,
        status: delivery.status ?? 200,
        outcome: result.status,
        ...(result.status === 'created' ? { leadId: result.lead.id } : {}),
      },
    });
  }
  return read.warnings.length > 0 ? { ...result, warnings: read.warnings } : result;
}

/** The delivery fields an origin fills. */
export const originFields = ({ requestId, contentType }: DeliveryOrigin) => ({
  ...(requestId ? { requestId } : {}),
  ...(contentType ? { contentType } : {}),
});

const googleKeyMatches = (sent: unknown, expected: string) => typeof sent === 'string' && tokenMatches(sent, expected);

/** A replay's delivery: no submission kept for its duplicate, and the refused delivery it sends again to link. */
const replayedDelivery = (delivery: LeadDelivery, replayOf: string | undefined): LeadDelivery =>
  replayOf ? { ...delivery, replayed: true, replayOf } : { ...delivery, replayed: true };
