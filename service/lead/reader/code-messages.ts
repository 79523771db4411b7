import type { LabelMeaning } from './label-meaning.ts';
import { meaning } from './labels.ts';
import type { Reading } from './reading.ts';

/**
 * A tool's text for one of its own codes, beside that code (docs/api.md §2.4): `pp_ResponseMessage: "Thank you for using
 * …, your transaction was successful."` beside `pp_ResponseCode: "000"`, `x_response_reason_text` beside
 * `x_response_reason_code`, `status_message` beside `status_code`, `error_message` beside `error: "E000"`. The key's words
 * before its text's word (CODE_TEXT_WORDS) name a status, a reply or a fault, and a value beside keyed by those words (with
 * `code` or `status` after them, or alone) holds a code: one short token. Never what the person chose by a code
 * (`enquiry_reason_text`, `product_description`: their stems name no status). Looked for only when a label so ends
 * (readings-outline.ts), among the readings of the object holding it.
 */
export function codeMessages(
  readings: readonly Reading[],
  meanings: ReadonlyArray<LabelMeaning | null>,
): ReadonlySet<Reading> | null {
  let found: Set<Reading> | null = null;
  let looks = 0;
  for (let i = 0; i < readings.length && looks < MAX_TEXTS; i++) {
    const label = meanings[i];
    if (label === null || !label.roleWords.codeText || typeof readings[i].value !== 'string') continue;
    looks++;
    const stem = label.words.slice(0, label.words.lastIndexOf(' '));
    const named = meaning(stem).roleWords;
    if (!named.event && !named.reply && !named.fault) continue;
    const { container } = readings[i];
    for (let j = 0; j < readings.length; j++) {
      const code = readings[j];
      const words = meanings[j]?.words;
      if (code.container !== container || words === undefined || !isCode(code.value)) continue;
      if (words === stem || words === `${stem} code` || words === `${stem} status`) {
        (found ??= new Set()).add(readings[i]);
        break;
      }
    }
  }
  return found;
}

// A body holds a few such texts: one of thousands of keys so named is read no further.
const MAX_TEXTS = 8;
// One short token (`000`, `E000`, `APPROVED`, `1`), or a whole number.
const isCode = (value: unknown) =>
  (typeof value === 'number' && Number.isInteger(value)) ||
  (typeof value === 'string' && value.length > 0 && value.length <= 12 && !/\s/.test(value));
