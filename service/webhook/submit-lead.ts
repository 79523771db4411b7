import type { LeadEvents } from '../events/lead-events.ts';
import { tokenMatches } from '../tokens.ts';
import { invalidGoogleKey } from '../http/errors.ts';
import type { AddLeadResult, LeadStore, SourceRecord } from '../store/lead-store.ts';
import { timeOrderedId } from '../time-ordered-id.ts';
import { readLeadInput } from './lead-input.ts';
import { readSenderBody } from './senders/sender-body.ts';

export interface LeadSubmission {
  /** The lead object, its secrets already masked. */
  lead: Record<string, unknown>;
  /** Its top-level secrets as sent (by normalised key), e.g. `googlekey`. */
  secrets: Map<string, unknown>;
  /** What the delivery log keeps as its body. */
  logText: string;
  skippedFiles: string[];
}

export interface LeadTarget {
  store: LeadStore;
  events: LeadEvents;
  source: SourceRecord;
}

/**
 * One lead, as the contract reads: recognise the sender's format, check its Google key, validate
 * and normalise, build notes, store (the store decides duplicates atomically and logs the delivery
 * in the same write), then tell the live page. Throws an HttpError when the lead is refused.
 */
export async function submitLead({ store, events, source }: LeadTarget, submission: LeadSubmission): Promise<AddLeadResult> {
  const sender = readSenderBody(submission.lead);
  if (source.googleKey && sender.format === 'google-ads' && !googleKeyMatches(submission.secrets.get('googlekey'), source.googleKey)) {
    throw invalidGoogleKey();
  }
  const input = readLeadInput(sender, source.defaultCountry, submission.skippedFiles);
  const at = new Date().toISOString();
  const result = await store.addLead({ id: timeOrderedId(), sourceId: source.id, ...input, createdAt: at }, { at, body: submission.logText });
  if (result.status === 'created') events.publish({ type: 'lead', sourceId: source.id, lead: result.lead });
  events.publish({
    type: 'delivery',
    sourceId: source.id,
    delivery: {
      at: result.status === 'created' ? result.lead.createdAt : new Date().toISOString(),
      status: 200, outcome: result.status, body: submission.logText,
      ...(result.status === 'created' ? { leadId: result.lead.id } : {}),
    },
  });
  return result;
}

const googleKeyMatches = (sent: unknown, expected: string) => typeof sent === 'string' && tokenMatches(sent, expected);
