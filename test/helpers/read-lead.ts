import { appendFileSync } from 'node:fs';
import { readMappedFields } from '../../service/lead/field-map/mapped-fields.ts';
import { readLeadInput } from '../../service/lead/lead-input.ts';
import { decodeJsonText } from '../../service/webhook/json-text.ts';
import { SourceMemory } from '../../service/webhook/source-memory.ts';

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

/**
 * One source's leads read in turn, as the intake reads them (prepared-body.ts, submit-lead.ts): each with what the ones
 * before it sent alike, each remembered once read; a refused one (422) teaches nothing and reads as null. `alsoBy`: each
 * is remembered that many times more as other people's (its email changed), for a longer row.
 */
export function readInTurn(bodies: Body[], country: string, memory = new SourceMemory(), source = 's', alsoBy = 0) {
  let others = 0;
  return bodies.map((body) => {
    const decoded = decodeJsonText(body);
    try {
      const lead = readLeadInput(readMappedFields(decoded.lead, {}), country, [], decoded.texts, memory.of(source));
      memory.remember(source, lead);
      for (let n = 0; n < alsoBy; n++)
        memory.remember(source, { ...lead, input: { ...lead.input, email: `someone.else.${others++}@example.com` } });
      return lead;
    } catch {
      return null;
    }
  });
}
