import type { LeadEvents } from '../events/lead-events.ts';
import { tokenMatches } from '../tokens.ts';
import { invalidGoogleKey } from '../http/errors.ts';
import type { AddLeadResult, LeadDelivery, LeadStore, SourceRecord } from '../store/lead-store.ts';
import { timeOrderedId } from '../time-ordered-id.ts';
import { readMappedFields } from './field-map/mapped-fields.ts';
import { readLeadInput } from './lead-input.ts';
import { readSenderBody } from './senders/sender-body.ts';

/** Where a body came from, as the delivery log keeps it beside the body. */
export interface DeliveryOrigin {
  /** The X-Request-Id of the request. */
  requestId?: string;
  /** The Content-Type the kept body is read with. */
  contentType?: string;
  /** An admin sending a kept body again: the secrets masked in it are not checked again. */
  replayed: boolean;
}

export interface LeadSubmission {
  /** The lead object, its secrets already masked. */
  lead: Record<string, unknown>;
  /** Its top-level secrets as sent (by normalised key), e.g. `googlekey`. */
  secrets: Map<string, unknown>;
  /** What the delivery log keeps as its body. */
  logText: string;
  skippedFiles: string[];
  origin: DeliveryOrigin;
}

export interface LeadTarget {
  store: LeadStore;
  events: LeadEvents;
  source: SourceRecord;
}

/**
 * One lead, as the contract reads: the source's mapped keys first, then the sender's format, its
 * Google key, validation and normalisation, notes, store (the store decides duplicates atomically
 * and logs the delivery in the same write), then the live page. Throws an HttpError when refused.
 */
export async function submitLead({ store, events, source }: LeadTarget, submission: LeadSubmission): Promise<AddLeadResult> {
  const { origin } = submission;
  const mapped = readMappedFields(submission.lead, source.fieldMap);
  const sender = readSenderBody(mapped.rest);
  if (!origin.replayed && source.googleKey && sender.format === 'google-ads' && !googleKeyMatches(submission.secrets.get('googlekey'), source.googleKey)) {
    throw invalidGoogleKey();
  }
  const input = readLeadInput(sender, source.defaultCountry, submission.skippedFiles, mapped.fields);
  const at = new Date().toISOString();
  const delivery = { id: timeOrderedId(), at, body: submission.logText, ...originFields(origin) } satisfies LeadDelivery;
  const result = await store.addLead({ id: timeOrderedId(), sourceId: source.id, ...input, createdAt: at }, origin.replayed ? { ...delivery, replayed: true } : delivery);
  if (result.status === 'created') events.publish({ type: 'lead', sourceId: source.id, lead: result.lead });
  events.publish({
    type: 'delivery',
    sourceId: source.id,
    delivery: { ...delivery, status: 200, outcome: result.status, ...(result.status === 'created' ? { leadId: result.lead.id } : {}) },
  });
  return result;
}

/** The delivery fields an origin fills. */
export const originFields = ({ requestId, contentType }: DeliveryOrigin) =>
  ({ ...(requestId ? { requestId } : {}), ...(contentType ? { contentType } : {}) });

const googleKeyMatches = (sent: unknown, expected: string) => typeof sent === 'string' && tokenMatches(sent, expected);
