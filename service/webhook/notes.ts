// Line breaks and other control characters (C0, DEL, C1, U+2028, U+2029) inside a value would let a
// sender write lines that look like the notes' own, or the fence an agent reads them in.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const CONTROL_BUT_LINES = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;
const CONTROL_ONE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

/** A value on one line: every control character a space. */
export const oneLine = (text: string) => text.replace(CONTROL, ' ');

/**
 * The notes an AI calling agent reads: the submitted notes (their own line breaks kept, every other
 * control character a space), then one `label: value` line per entry. A list of values is joined
 * with ", "; nested values are flattened so every key and every scalar shows.
 */
export function buildNotes(submitted: string | undefined, entries: Array<[string, unknown]>): string {
  let text = '';
  for (const [key, value] of entries) {
    if (text !== '') text += '\n';
    text += `${key}: ${typeof value === 'string' ? value : renderValue(value, true)}`;
  }
  // Nearly always no line holds a control character: one look at them all, then each line only if needed.
  if (CONTROL_ONE.test(text) || newlines(text) !== entries.length - 1) {
    text = entries.map(([key, value]) => oneLine(`${key}: ${renderValue(value, true)}`)).join('\n');
  }
  if (!submitted?.trim()) return text;
  const head = submitted.replace(/\r\n?/g, '\n').replace(CONTROL_BUT_LINES, ' ');
  return text === '' ? head : `${head}\n${text}`;
}

function newlines(text: string): number {
  let count = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) count++;
  return count;
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
