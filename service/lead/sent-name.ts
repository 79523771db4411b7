import type { MappedFields } from './field-map/mapped-fields.ts';
import { oneLine } from './notes.ts';
import type { BodyReading } from './body-reading.ts';
import { VIETNAMESE_LETTERS } from './reader/name-parts.ts';

/**
 * The name as sent: mapped, or chosen (a full name, or first and last joined into one line); a part
 * that is not text is handed to the schema as it is, so it says why.
 */
export function sentNameOf(
  mapped: MappedFields,
  chosen: BodyReading['chosen']['name'],
): { value: unknown; text: boolean } {
  const { name, firstName, lastName } = mapped.fields;
  // One text chosen, nothing mapped (nearly every lead): its one trimmed line, no list made.
  if (name === undefined && firstName === undefined && lastName === undefined && chosen.length === 1) {
    const { value } = chosen[0].reading;
    if (typeof value === 'string') return { value: oneLine(namedParts(value).trim()).trim() || undefined, text: true };
  }
  const sent: unknown[] =
    name !== undefined
      ? [name]
      : firstName !== undefined || lastName !== undefined
        ? [firstName, lastName].filter((part) => part !== undefined)
        : inBodyOrder(chosen).map(({ reading }) => reading.value);
  if (sent.length === 0) return { value: undefined, text: false };
  const notText = sent.find((part) => typeof part !== 'string');
  if (notText !== undefined) return { value: notText, text: false };
  // One part (nearly every lead) is what joining its one trimmed line gives: no list made for it.
  const text = oneLine(
    sent.length === 1
      ? namedParts(sent[0] as string).trim()
      : sent
          .map((part) => namedParts(part as string).trim())
          .filter(Boolean)
          .join(' '),
  ).trim();
  return { value: text || undefined, text: true };
}

// One value holding both parts, as some form tools send a name field: "first = Ada\nlast = Tester".
// Read line by line, each line's pattern with no two quantifiers taking the same character: one
// pattern over the whole value backtracked cubically over a run of spaces or line breaks (a 2 KB
// body held the process for seconds).
const FIRST_PART = /^first\s*(?:name\s*)?[=:]\s*(.*)$/i;
const LAST_PART = /^last\s*(?:name\s*)?[=:]\s*(.*)$/i;
const FIRST_WORD = /^\s*first/i;
function namedParts(text: string): string {
  if (!FIRST_WORD.test(text)) return text;
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const first = lines.length === 2 ? FIRST_PART.exec(lines[0]) : null;
  const last = first ? LAST_PART.exec(lines[1]) : null;
  return first && last ? `${first[1].trim()} ${last[1].trim()}` : text;
}

// A first and a last name both in Chinese, Japanese or Korean script, in the order the body gives them:
// a form asking the family name first (`sei`, `mei`) writes the name that way (`高橋 美咲`). In any
// other script, first name first.
const EAST_ASIAN = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー・]+$/u;
const isEastAsian = (value: unknown) =>
  typeof value === 'string' && value.length <= 40 && EAST_ASIAN.test(value.trim());
// A last name in Vietnamese letters (name-parts.ts VIETNAMESE_LETTERS): a Vietnamese name is written family name first
// (`Nguyễn Thị Thu`), however the body orders its parts.
const isVietnamese = (value: unknown) =>
  typeof value === 'string' && value.length <= 60 && VIETNAMESE_LETTERS.test(value);
function inBodyOrder(chosen: BodyReading['chosen']['name']): BodyReading['chosen']['name'] {
  if (chosen.length !== 2) return chosen;
  const [first, last] = chosen;
  if (first.role === 'firstName' && last.role === 'lastName' && isVietnamese(last.reading.value)) return [last, first];
  if (first.reading.order < last.reading.order) return chosen;
  return isEastAsian(chosen[0].reading.value) && isEastAsian(chosen[1].reading.value) ? [chosen[1], chosen[0]] : chosen;
}
