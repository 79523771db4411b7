import type { Entries } from './field-keys.ts';
import { answerEntries, type Answer } from './labelled-answers.ts';
import { isRecord, labelAt, listAt, scalarOrListAt } from './sender-values.ts';

// Webflow form_submission webhook: https://developers.webflow.com/data/reference/webhooks/events/form-submission
export const isWebflowBody = (body: Record<string, unknown>) =>
  body.triggerType === 'form_submission' && isRecord(body.payload);

/**
 * The person is in `payload.data`, keyed by the designer's labels (a phone may be a JSON number);
 * `payload.schema` says which inputs are email or phone fields. `payload.name` is the form's name.
 */
export function readWebflow(body: Record<string, unknown>): Entries {
  const payload = body.payload as Record<string, unknown>;
  const kinds = new Map<string, Answer['kind']>();
  listAt(payload.schema).forEach((field, i) => {
    if (!isRecord(field)) return;
    const name = labelAt(field.fieldName, `payload.schema[${i}].fieldName`);
    const type = labelAt(field.fieldType, `payload.schema[${i}].fieldType`) ?? '';
    if (name !== undefined) kinds.set(name, /email/i.test(type) ? 'email' : /phone|tel/i.test(type) ? 'phone' : undefined);
  });
  const data = isRecord(payload.data) ? payload.data : {};
  const answers = Object.entries(data).map(([label, value]): Answer =>
    ({ label, value: scalarOrListAt(value, `payload.data.${label}`), kind: kinds.get(label) }));
  const entries = answerEntries(answers);
  const formName = labelAt(payload.name, 'payload.name');
  if (formName) entries.push(['form', formName]);
  const path = labelAt(payload.publishedPath, 'payload.publishedPath');
  if (path) entries.push(['page', path]);
  return entries;
}
