import type { LabelMeaning } from './label-meaning.ts';
import { meaning } from './labels.ts';
import { GATEWAY_WORDS } from './vocabulary-outcomes.ts';
import type { Reading, Tokens } from './reading.ts';

/**
 * A tool's text for one of its own codes, beside that code (docs/api.md §2.4): `pp_ResponseMessage: "Thank you for using
 * …, your transaction was successful."` beside `pp_ResponseCode: "000"`, `x_response_reason_text` beside
 * `x_response_reason_code: "1"`, `status_message` beside `status_code: 200`, `error_message` beside `error: "E000"`.
 * The key's words before its text's word (CODE_TEXT_WORDS) name a status, a reply or a fault, and a value beside keyed
 * by those words and `code` (a fault's by those words alone) holds a code: digits, or capitals and digits. Never what
 * the person chose or wrote by a kind or a status (`project_type` beside `project_type_description`, `status: "urgent"`
 * beside `status_description`, `answer` beside `answer_text`: no code's key, no code). Looked for only when a label so
 * ends (readings-outline.ts), in one pass over the readings after a few such texts are found. A text led by its own
 * code needs no key beside it (`payment_message: "00::Transaction success"`).
 */
export function codeMessages(
  readings: readonly Reading[],
  meanings: ReadonlyArray<LabelMeaning | null>,
): ReadonlySet<Reading> | null {
  const texts: Array<{ reading: Reading; code: string; fault: boolean; container: Tokens }> = [];
  let found: Set<Reading> | null = null;
  for (let i = 0; i < readings.length && texts.length < MAX_TEXTS; i++) {
    const label = meanings[i];
    const { value } = readings[i];
    if (label === null || !label.roleWords.codeText || typeof value !== 'string') continue;
    const stem = label.words.slice(0, label.words.lastIndexOf(' '));
    const named = meaning(stem).roleWords;
    // A status led by the gateway's own code (`payment_message: "00::Transaction success"`, `00-Aprobada`) under a key
    // naming a status, a reply, a fault or the payment's side: a person's `A4-Landscape prints` under `order_details` is none.
    if (CODE_LED.test(value) && (named.event || named.reply || named.fault || GATEWAY.has(stem.split(' ')[0]))) {
      (found ??= new Set()).add(readings[i]);
      continue;
    }
    // A fault's only as its message (`error_message`; an appliance's `error_description`, `fault_details` are the person's).
    const fault = named.fault && !named.event && !named.reply;
    if ((named.event || named.reply || named.fault) && !(fault && !MESSAGES.has(label.words.slice(stem.length + 1))))
      texts.push({ reading: readings[i], code: `${stem} code`, fault, container: readings[i].container });
  }
  if (texts.length === 0) return found;
  for (let j = 0; j < readings.length; j++) {
    const { container, value } = readings[j];
    const words = meanings[j]?.words;
    if (words === undefined || !isCode(value)) continue;
    for (const text of texts)
      if (text.container === container && (words === text.code || (text.fault && `${words} code` === text.code)))
        (found ??= new Set()).add(text.reading);
  }
  return found;
}

// A code, then `::` (`00::Transaction success`), or a code with a leading zero then `-` and no space (`00-Aprobada`),
// then a status of three words at most: `2-bedroom flat`, `0 - not urgent`, `A2-Yes please call` are none.
const CODE_LED = /^(?:[A-Z0-9]{1,8}::\s*|0\d{0,3}-)\p{L}[\p{L}'’.]*(?: [\p{L}'’.]+){0,2}$/u;
const GATEWAY = new Set(GATEWAY_WORDS);
// A body holds a few such texts: one of thousands of keys so named is read no further.
const MAX_TEXTS = 8;
const MESSAGES = new Set(['message', 'msg']);
// A code as a tool writes one (`000`, `E000`, `APPROVED`, `1`): digits, or capitals and digits; or a whole number.
const CODE = /^[A-Z0-9][A-Z0-9_.-]{0,11}$/;
const isCode = (value: unknown) =>
  (typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && CODE.test(value));
