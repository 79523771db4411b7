import type { Entries } from './field-keys.ts';
import { answerEntries, type Answer } from './labelled-answers.ts';
import { embeddedJsonObject, isRecord, labelAt, scalarAt, scalarOrListAt } from './sender-values.ts';

// Jotform webhook (multipart/form-data): https://www.jotform.com/help/245-how-to-setup-a-webhook-with-jotform/
export const isJotformBody = (body: Record<string, unknown>) => typeof body.rawRequest === 'string';

// Answers are keyed q<question number>_<unique name>; the other keys are Jotform's bookkeeping.
const ANSWER_KEY = /^q\d+_(.+)$/;

/**
 * `rawRequest` is the submission as a JSON string: `q3_fullName: {first, last}`, `q4_email`,
 * `q5_phoneNumber: {full}`. `formTitle` is the form's name and `username` the Jotform account: neither
 * is the person. `pretty` repeats the answers as one line and is left out.
 */
export function readJotform(body: Record<string, unknown>): Entries {
  const raw = embeddedJsonObject(body.rawRequest as string, 'rawRequest', 'the submission, as Jotform sends it,');
  const answers: Answer[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const label = ANSWER_KEY.exec(key)?.[1];
    if (label !== undefined) answers.push({ label, value: answerValue(value, `rawRequest.${key}`) });
  }
  const entries = answerEntries(answers);
  const title = labelAt(body.formTitle, 'formTitle');
  if (title) entries.push(['form', title]);
  const submission = scalarAt(body.submissionID, 'submissionID');
  if (submission) entries.push(['submission_id', submission]);
  return entries;
}

// Compound answers are objects of parts: a name's {prefix, first, middle, last, suffix}, a phone's
// {full} or {area, phone}, an address's lines, a date's {month, day, year}.
function answerValue(value: unknown, path: string): unknown {
  if (!isRecord(value)) return scalarOrListAt(value, path);
  if (value.full !== undefined) return scalarAt(value.full, `${path}.full`);
  const parts = Object.entries(value).map(([part, inner]) => scalarOrListAt(inner, `${path}.${part}`));
  const present = parts.filter((part) => part !== null && part !== undefined && part !== '');
  return present.length === 0 ? undefined : present.join(value.month !== undefined ? '-' : ' ');
}
