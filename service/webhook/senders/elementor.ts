import type { Entries } from './field-keys.ts';
import { answerEntries, type Answer } from './labelled-answers.ts';
import { isRecord, labelAt, scalarOrListAt } from './sender-values.ts';

// Elementor Pro form "Webhook" action with "Advanced Data" on: form-encoded `form[id]`, `form[name]`,
// `fields[<id>][id|type|title|value|raw_value|required]`, `meta[<key>][title|value]`, which the body
// parser nests (docs/api.md §2.5). Simple mode (labels as keys) is read as any plain body.
export const isElementorAdvancedBody = (body: Record<string, unknown>) =>
  isRecord(body.form) && isRecord(body.fields) && Object.values(body.fields).some(isRecord);

const TYPED: Record<string, Answer['kind']> = { email: 'email', tel: 'phone' };
// Meta rows a caller would use; the others (date, time, user agent, remote IP, "Powered by") are not the lead.
const KEPT_META = new Set(['page_url', 'page_title']);

export function readElementorAdvanced(body: Record<string, unknown>): Entries {
  const answers: Answer[] = [];
  for (const [id, field] of Object.entries(body.fields as Record<string, unknown>)) {
    if (!isRecord(field)) continue;
    const path = `fields[${id}]`;
    const type = labelAt(field.type, `${path}[type]`) ?? '';
    const label = labelAt(field.title, `${path}[title]`) || id;
    answers.push({ label, value: scalarOrListAt(field.value, `${path}[value]`), kind: TYPED[type] });
  }
  const entries = answerEntries(answers);
  const form = body.form as Record<string, unknown>;
  const formName = labelAt(form.name, 'form[name]');
  if (formName) entries.push(['form', formName]);
  const meta = isRecord(body.meta) ? body.meta : {};
  for (const [key, row] of Object.entries(meta)) {
    if (!KEPT_META.has(key) || !isRecord(row)) continue;
    entries.push([labelAt(row.title, `meta[${key}][title]`) || key, scalarOrListAt(row.value, `meta[${key}][value]`)]);
  }
  return entries;
}

// Simple mode's metadata rows, under Elementor's English titles: the submission's bookkeeping.
const SIMPLE_MODE_NOISE = new Set(['Date', 'Time', 'User Agent', 'Remote IP', 'Powered by', 'form_id']);

/**
 * Elementor's simple mode sends field labels as keys (read as any plain body) plus its metadata
 * rows and `form_id`/`form_name`: the rows are left out, and the form's name kept as `form`.
 */
export function trimElementorSimple(entries: Entries): Entries {
  if (!entries.some(([key]) => key === 'form_name')) return entries;
  const keys = new Set(entries.map(([key]) => key));
  const isElementor = keys.has('form_id') && keys.has('form_name') && (keys.has('Remote IP') || keys.has('User Agent') || keys.has('Powered by'));
  if (!isElementor) return entries;
  return entries
    .filter(([key]) => !SIMPLE_MODE_NOISE.has(key))
    .map(([key, value]) => [key === 'form_name' ? 'form' : key, value]);
}
