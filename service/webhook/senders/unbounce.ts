import type { Entries } from './field-keys.ts';
import { answerEntries } from './labelled-answers.ts';
import { embeddedJsonObject, labelAt, scalarOrListAt } from './sender-values.ts';

// Unbounce webhook (form-encoded): https://documentation.unbounce.com/hc/en-us/articles/203510044-Using-a-Webhook
export const isUnbounceBody = (body: Record<string, unknown>) => typeof body['data.json'] === 'string';

// Unbounce's own rows in data.json: the submission's bookkeeping, or copies of the page fields.
const BOOKKEEPING = new Set(['ip_address', 'page_uuid', 'variant', 'time_submitted', 'date_submitted', 'page_url', 'page_name']);

/**
 * `data.json` is a JSON string of `{field: [value, ...]}`; `data.xml` repeats it and is left out.
 * `page_name` is the landing page, not the person.
 */
export function readUnbounce(body: Record<string, unknown>): Entries {
  const data = embeddedJsonObject(body['data.json'] as string, 'data.json', 'the form fields, as Unbounce sends them,');
  const answers = Object.entries(data)
    .filter(([field]) => !BOOKKEEPING.has(field))
    .map(([label, value]) => ({ label, value: scalarOrListAt(value, `data.json.${label}`) }));
  const entries = answerEntries(answers);
  const page = labelAt(body.page_name, 'page_name');
  if (page) entries.push(['page', page]);
  const url = labelAt(body.page_url, 'page_url');
  if (url) entries.push(['page_url', url]);
  return entries;
}
