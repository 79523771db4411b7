import { partOfText, sameTokens, type Reading, type Tokens } from './reading.ts';
import { phoneOf } from './text-phone.ts';

/**
 * A phone a chat marks in its message's text (Telegram's `entities: [{type: "phone_number", offset,
 * length}]` beside `text`): the marked part, read as a phone in the source's country. Read only when
 * the body has no phone field at all (choose.ts), and only inside the text the mark sits beside.
 */

const PHONE_MARKS = new Set(['phone_number', 'phone']);
/** Marks looked at: a message marks a few parts; a hostile body of thousands costs no more. */
const MAX_MARKS = 20;
const MAX_LENGTH = 30;

export function entityPhone(
  readings: Reading[],
  defaultCountry: string | null,
): { e164: string; reading: Reading } | null {
  let marks = 0;
  for (const mark of readings) {
    if (mark.key !== 'type' || typeof mark.value !== 'string' || !PHONE_MARKS.has(mark.value)) continue;
    const entity = mark.container;
    if (entity.length < 2 || typeof entity[entity.length - 1] !== 'number') continue;
    if (++marks > MAX_MARKS) return null;
    const offset = numberAt(readings, entity, 'offset');
    const length = numberAt(readings, entity, 'length');
    if (offset === null || length === null || length > MAX_LENGTH) continue;
    const message = entity.slice(0, -2);
    const text = readings.find((reading) => reading.key === 'text' && sameTokens(reading.container, message));
    if (text === undefined || typeof text.value !== 'string' || offset >= text.value.length) continue;
    const number = markedNumber(text.value, offset, length);
    if (number === null) continue;
    const e164 = phoneOf(number, defaultCountry);
    // The number is read out of the text, which stays whole in `fields` (as text-phone.ts reads one).
    if (e164 !== null) return { e164, reading: partOfText(text, number, offset) };
  }
  return null;
}

// A number as people write one (text-phone.ts), within a few hundred characters of the mark.
const NUMBER = /\+?\(?\d[\d \t\u00a0().-]{5,22}\d/g;
const REACH = 200;

/**
 * The number-shaped run the mark overlaps: a sender counting offsets in bytes or code points, not
 * UTF-16 units, shifts the mark by a few characters, never off the number it marks.
 */
function markedNumber(text: string, offset: number, length: number): string | null {
  const from = Math.max(0, offset - REACH);
  const near = text.slice(from, offset + length + REACH);
  NUMBER.lastIndex = 0;
  for (let found = NUMBER.exec(near); found !== null; found = NUMBER.exec(near)) {
    const start = from + found.index;
    if (start < offset + length && start + found[0].length > offset) return found[0];
  }
  return null;
}

function numberAt(readings: Reading[], entity: Tokens, key: string): number | null {
  const found = readings.find((reading) => reading.key === key && sameTokens(reading.container, entity));
  return found !== undefined && typeof found.value === 'number' && Number.isInteger(found.value) && found.value >= 0
    ? found.value
    : null;
}
