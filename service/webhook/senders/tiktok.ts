import type { Entries } from './field-keys.ts';
import { normalizeKey } from './field-keys.ts';
import { isRecord, labelAt, listAt, scalarAt } from './sender-values.ts';

// Fields of a TikTok lead form's changes that are the person (Meta's notification has `leadgen` instead).
const PERSON_FIELDS = new Set(['name', 'fullname', 'firstname', 'lastname', 'email', 'phone', 'phonenumber']);

const changesOf = (body: Record<string, unknown>) =>
  listAt(body.entry).flatMap((entry) => (isRecord(entry) ? listAt(entry.changes) : []));

/** TikTok lead form webhook: `entry[].changes[]` whose `field`s are person fields, with the answers as values. */
export const isTikTokBody = (body: Record<string, unknown>) =>
  changesOf(body).some((change) => isRecord(change) && typeof change.field === 'string' && PERSON_FIELDS.has(normalizeKey(change.field)));

export function readTikTok(body: Record<string, unknown>): Entries {
  const entries: Entries = [];
  listAt(body.entry).forEach((entry, e) => {
    if (!isRecord(entry)) return;
    listAt(entry.changes).forEach((change, c) => {
      if (!isRecord(change)) return;
      const path = `entry[${e}].changes[${c}]`;
      const field = labelAt(change.field, `${path}.field`);
      if (field !== undefined) entries.push([field, scalarAt(change.value, `${path}.value`)]);
    });
    // The entry's own ids (lead, form, ad) identify the lead in TikTok; its time and changes are read above.
    for (const [key, value] of Object.entries(entry)) {
      if (key !== 'changes' && key !== 'time' && (typeof value === 'string' || typeof value === 'number')) entries.push([key, value]);
    }
  });
  return entries;
}
