import { timeOrderedId } from '../time-ordered-id.ts';
import { tokenMatches } from '../http/bearer-auth.ts';
import { HttpError } from '../http/errors.ts';
import type { AddLeadResult, LeadStore, SourceRecord } from '../store/lead-store.ts';
import { readLeadInput } from './lead-input.ts';
import { readSenderBody } from './senders/sender-body.ts';

/**
 * The intake use case, as the contract reads: recognise the sender's format, validate and
 * normalise, build notes, store (the store decides duplicates atomically), answer. The delivery
 * is logged with the lead.
 */
export async function submitLead(
  store: LeadStore,
  source: SourceRecord,
  body: { value: Record<string, unknown>; text: string },
): Promise<AddLeadResult> {
  const sender = readSenderBody(body.value);
  if (source.googleKey && sender.format === 'google-ads' && !googleKeyMatches(sender.googleKey, source.googleKey)) {
    throw new HttpError(401, 'invalid_google_key', 'The google_key in this Google Ads lead does not match the key set on this lead source; copy the same key into both places.');
  }
  const input = readLeadInput(sender, source.defaultCountry);
  const at = new Date().toISOString();
  return store.addLead({ id: timeOrderedId(), sourceId: source.id, ...input, createdAt: at }, { at, body: body.text });
}

const googleKeyMatches = (sent: unknown, expected: string) => typeof sent === 'string' && tokenMatches(sent, expected);
