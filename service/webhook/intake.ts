import { v7 as uuidv7 } from 'uuid';
import type { AddLeadResult, LeadStore, SourceRecord } from '../store/lead-store.ts';
import { readLeadInput } from './lead-input.ts';

/**
 * The intake use case, as the contract reads: validate and normalise, build notes, store
 * (the store decides duplicates atomically), answer. The delivery is logged with the lead.
 */
export async function submitLead(
  store: LeadStore,
  source: SourceRecord,
  body: { value: Record<string, unknown>; text: string },
): Promise<AddLeadResult> {
  const input = readLeadInput(body.value, source.defaultCountry);
  const at = new Date().toISOString();
  return store.addLead({ id: uuidv7(), sourceId: source.id, ...input, createdAt: at }, { at, body: body.text });
}
