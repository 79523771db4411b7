import type { Entries } from './field-keys.ts';
import { answerEntries } from './labelled-answers.ts';
import { isRecord, scalarOrListAt } from './sender-values.ts';

/**
 * Google Forms through an Apps Script on the responses sheet, posting the form-submit event's
 * `namedValues`: `{"Question title": ["answer", ...]}` (https://developers.google.com/apps-script/guides/triggers/events).
 */
export const isGoogleFormsBody = (body: Record<string, unknown>) => isRecord(body.namedValues);

export function readGoogleForms(body: Record<string, unknown>): Entries {
  const answers = Object.entries(body.namedValues as Record<string, unknown>)
    // The sheet's own submission time, not an answer.
    .filter(([question]) => question !== 'Timestamp')
    .map(([label, value]) => ({ label, value: scalarOrListAt(value, `namedValues.${label}`) }));
  const entries = answerEntries(answers);
  for (const [key, value] of Object.entries(body)) if (key !== 'namedValues') entries.push([key, value]);
  return entries;
}
