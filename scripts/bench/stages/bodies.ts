import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contact, leadBody } from '../contacts.ts';
import { ROOT } from '../servers.ts';

/** A body the stage table is measured on: its text for lead n, and a wrk template of it. */
export interface StageBody {
  label: string;
  /** The body of the n-th lead (unique phone and email, as lead.lua sends them). */
  text: (n: number) => string;
  /** For wrk (lead.lua): undefined for the reference lead, which lead.lua builds itself. */
  templateFile?: string;
}

export const REFERENCE: StageBody = { label: 'reference lead (flat JSON, ~500 bytes)', text: leadBody };

const TALLY_FIXTURE = 'test/fixtures/tally-form-response.json';

/**
 * Tally's documented form response (test/fixtures): a labelled form-builder body, the person in
 * `data.fields[]` by label. Its phone and email are replaced by lead n's, so no lead is a duplicate.
 */
export function labelledFormBody(tempDir: string): StageBody {
  const fixture = readFileSync(path.join(ROOT, TALLY_FIXTURE), 'utf8');
  const fields = (JSON.parse(fixture) as { data: { fields: Array<{ type: string; value: unknown }> } }).data.fields;
  const valueOf = (type: string) => {
    const value = fields.find((field) => field.type === type)?.value;
    if (typeof value !== 'string')
      throw new Error(`${TALLY_FIXTURE} has no ${type} field: update scripts/bench/stages/bodies.ts`);
    return JSON.stringify(value);
  };
  const template = fixture
    .replace(valueOf('INPUT_PHONE_NUMBER'), '"{{phone}}"')
    .replace(valueOf('INPUT_EMAIL'), '"{{email}}"');
  const templateFile = path.join(tempDir, 'tally-template.json');
  writeFileSync(templateFile, template);
  return {
    label: `Tally form response (${TALLY_FIXTURE}, ${Buffer.byteLength(fixture)} bytes)`,
    text: (n) => {
      const { phone, email } = contact(n);
      return template.replace('{{phone}}', phone).replace('{{email}}', email);
    },
    templateFile,
  };
}
