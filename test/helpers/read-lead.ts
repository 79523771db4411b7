import { appendFileSync } from 'node:fs';
import { readMappedFields } from '../../service/lead/field-map/mapped-fields.ts';
import { readLeadInput } from '../../service/lead/lead-input.ts';
import { decodeJsonText } from '../../service/webhook/json-text.ts';

type Body = Record<string, unknown>;

// scripts/reader-diff.ts runs the reader tests with READER_CORPUS set: every body they read is kept,
// one JSON line each, so two readers can be compared over all of them.
const corpus = process.env.READER_CORPUS;
function kept(body: Body, country: string | null): void {
  if (corpus === undefined) return;
  const line = JSON.stringify({ body, country });
  // Hostile bodies (megabytes of repetition) test cost, not choice.
  if (line !== undefined && line.length < 200_000) appendFileSync(corpus, `${line}\n`);
}

/** The whole reading of one lead object, as submitLead runs it (docs/api.md §2.4): JSON text decoded, no field map. */
export const readLead = (body: Body, country: string | null = 'US') => {
  kept(body, country);
  const decoded = decodeJsonText(body);
  return readLeadInput(readMappedFields(decoded.lead, {}), country, [], decoded.texts);
};

/** The lead input read from a body. */
export const readInput = (body: Body, country: string | null = 'US') => readLead(body, country).input;

/** The person read from a body: name, phone and email only. */
export function personOf(body: Body, country: string | null = 'US') {
  const { name, phone, email } = readInput(body, country);
  return { name, phone, email };
}
