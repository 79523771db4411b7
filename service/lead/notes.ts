import { HtmlCopies } from './html-copies.ts';
import { htmlText } from './reader/html-text.ts';

// Line breaks and other control characters (C0, DEL, C1, U+2028, U+2029) inside a value would let a
// sender write lines that look like the notes' own, or the fence an agent reads them in.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const CONTROL_BUT_LINES = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

// Whether a text holds one of CONTROL's characters: a short one read char by char, a longer one by the class's
// pattern (the engine's scan is cheaper past about ten characters: 30 characters 48 -> 33 ns, 71 characters 95 -> 50).
const HAS_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
function hasControl(text: string): boolean {
  if (text.length > 10) return HAS_CONTROL.test(text);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && (code <= 0x9f || code === 0x2028 || code === 0x2029))) return true;
  }
  return false;
}

/** A value on one line: every control character a space. */
export const oneLine = (text: string) => (hasControl(text) ? text.replace(CONTROL, ' ') : text);

/** The length past which context lines give way to one line saying how many more are in `fields`. */
export const BRIEF_BUDGET = 2000;

/**
 * The notes an AI calling agent reads: the submitted notes (their own line breaks kept, every other
 * control character a space), then one `label: value` line per entry: the first `answers` whole,
 * the rest (context) while the notes stay within BRIEF_BUDGET, then `… and N more values in fields`.
 * A list of values is joined with ", "; nested values are flattened so every key and scalar shows.
 */
export function buildNotes(
  submitted: string | undefined,
  entries: Array<[string, unknown]>,
  answers = entries.length,
): string {
  // Nearly always the notes hold no control character: then there is nothing to replace.
  const head = !submitted?.trim()
    ? ''
    : hasControl(submitted)
      ? submitted.replace(/\r\n?/g, '\n').replace(CONTROL_BUT_LINES, ' ')
      : submitted;
  let text = head;
  let copies: HtmlCopies | null = null;
  for (let i = 0; i < entries.length; i++) {
    // Read by index: a destructured pair goes through the array iterator (a fifth of this function's time, profiled).
    const key = entries[i][0];
    const value = entries[i][1];
    // A value sent as HTML reads as its text (`<p>Hi</p>` → `Hi`).
    const shown = typeof value === 'string' ? htmlText(value) : renderValue(value, true);
    // The same text sent again as HTML under its key and a format's word (`note` and `note_safe_html`): said once.
    if (shown !== value && typeof value === 'string' && (copies ??= new HtmlCopies(entries)).has(key, shown)) continue;
    // Nearly always no line holds a control character. Its parts are looked at before they are
    // joined: a joined string would be copied flat for the first character read.
    const line = hasControl(key) || hasControl(shown) ? oneLine(`${key}: ${shown}`) : `${key}: ${shown}`;
    if (i >= answers && text.length + 1 + line.length > BRIEF_BUDGET) {
      return `${text}\n… and ${entries.length - i} more values in fields`;
    }
    text = text === '' ? line : `${text}\n${line}`;
  }
  return text;
}

const isScalar = (value: unknown) => value === null || typeof value !== 'object';

function renderValue(value: unknown, top = false): string {
  if (Array.isArray(value)) {
    // Checkboxes and multi-selects read as the person chose them: "Solar, Battery".
    if (top && value.every(isScalar)) return value.map((item) => String(item)).join(', ');
    return `[${value.map((item) => renderValue(item)).join(', ')}]`;
  }
  if (value !== null && typeof value === 'object') {
    const pairs = Object.entries(value).map(([key, inner]) => `${key}: ${renderValue(inner)}`);
    return `{${pairs.join(', ')}}`;
  }
  return String(value);
}
