import type { Entries } from './field-keys.ts';
import { answerEntries, type Answer } from './labelled-answers.ts';
import { isRecord, labelAt, listAt, scalarAt, scalarOrListAt } from './sender-values.ts';

// Tally webhook: https://tally.so/help/webhooks ("Example webhook event")
export const isTallyBody = (body: Record<string, unknown>) =>
  body.eventType === 'FORM_RESPONSE' && isRecord(body.data);

const TYPED: Record<string, Answer['kind']> = { INPUT_EMAIL: 'email', INPUT_PHONE_NUMBER: 'phone' };
const CHOICES = new Set(['MULTIPLE_CHOICE', 'CHECKBOXES', 'DROPDOWN', 'MULTI_SELECT', 'RANKING']);
// Uploads and signatures are links that carry access tokens: only their file names are kept.
const FILES = new Set(['FILE_UPLOAD', 'SIGNATURE']);
const SCALAR_TYPES = /^(INPUT_\w+|TEXTAREA|HIDDEN_FIELDS|CALCULATED_FIELDS|RATING|LINEAR_SCALE)$/;

/**
 * `data.fields[{key, label, type, value}]`: email and phone by type, the name by label; choice values
 * are option ids, written as the options' text. Tally repeats each checkbox as one true/false field
 * per option ("Label (Option)"): a copy of the same answer, left out.
 */
export function readTally(body: Record<string, unknown>): Entries {
  const data = body.data as Record<string, unknown>;
  const answers: Answer[] = [];
  listAt(data.fields).forEach((field, i) => {
    if (!isRecord(field)) return;
    const path = `data.fields[${i}]`;
    const type = labelAt(field.type, `${path}.type`) ?? '';
    const label = labelAt(field.label, `${path}.label`) ?? labelAt(field.key, `${path}.key`) ?? `field ${i + 1}`;
    if (type === 'CHECKBOXES' && typeof field.value === 'boolean') return;
    answers.push({ label, value: fieldValue(field, type, path), kind: TYPED[type] });
  });
  const entries = answerEntries(answers);
  const formName = labelAt(data.formName, 'data.formName');
  if (formName) entries.push(['form', formName]);
  return entries;
}

function fieldValue(field: Record<string, unknown>, type: string, path: string): unknown {
  if (FILES.has(type)) {
    return scalarOrListAt(listAt(field.value).map((file, i) => (isRecord(file) ? scalarAt(file.name, `${path}.value[${i}].name`) : null)), `${path}.value`);
  }
  if (CHOICES.has(type) && Array.isArray(field.options)) {
    const texts = new Map<unknown, unknown>();
    field.options.forEach((option, i) => {
      if (isRecord(option)) texts.set(option.id, scalarAt(option.text, `${path}.options[${i}].text`));
    });
    const ids = Array.isArray(field.value) ? field.value : [field.value];
    return scalarOrListAt(ids.map((id, i) => texts.get(scalarAt(id, `${path}.value[${i}]`)) ?? id), `${path}.value`);
  }
  // Matrices and payments are structured by design; the notes flatten them.
  return SCALAR_TYPES.test(type) || CHOICES.has(type) ? scalarOrListAt(field.value, `${path}.value`) : field.value;
}
