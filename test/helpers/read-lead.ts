import { readMappedFields } from '../../service/webhook/field-map/mapped-fields.ts';
import { readLeadInput } from '../../service/webhook/lead-input.ts';
import { decodeJsonText } from '../../service/webhook/reader/json-text.ts';

type Body = Record<string, unknown>;

/** The whole reading of one lead object, as submitLead runs it (docs/api.md §2.4): JSON text decoded, no field map. */
export const readLead = (body: Body, country: string | null = 'US') =>
  readLeadInput(readMappedFields(decodeJsonText(body).lead, {}), country);

/** The lead input read from a body. */
export const readInput = (body: Body, country: string | null = 'US') => readLead(body, country).input;

/** The person read from a body: name, phone and email only. */
export function personOf(body: Body, country: string | null = 'US') {
  const { name, phone, email } = readInput(body, country);
  return { name, phone, email };
}
