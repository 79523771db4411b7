import { isTextable } from './item-keys.ts';
import type { Ranked } from './ranked.ts';
import type { Reading } from './reading.ts';
import { isMessage, lastDigits } from './value-shapes.ts';

// A lead has a few phones: a body with more is a list, not told apart this way.
const MAX_PHONES = 16;
// The digits a message holds, read past its separators (`01558-903217`, `(720) 555 0177`).
const SEPARATORS = /[\s().-]+/g;

/**
 * Marks the phones a message of the body writes again (docs/api.md §2.4, feature `writtenAgain`, before
 * the label): `… আমার নাম্বার 01558-903217` beside `recent_phone_numbers: [{phone_number: "01558-903217"}]`.
 * The person gives their number in what they write; a page's or a shop's own line beside it, under our
 * own key (`page: {phone}`), is written nowhere else. Only where two phones compete; a message that is
 * itself a candidate's value (a number read from its text) repeats nothing.
 */
export function markWrittenPhones(phones: readonly Ranked[], readings: readonly Reading[]): void {
  if (phones.length < 2 || phones.length > MAX_PHONES) return;
  const own = new Set<unknown>();
  for (const { reading } of phones) own.add(reading.value);
  let written: string[] | null = null;
  for (const { value } of readings)
    if (typeof value === 'string' && !own.has(value) && isMessage(value))
      (written ??= []).push(value.replace(SEPARATORS, ''));
  if (written === null) return;
  for (const phone of phones) {
    // An object sent under `phone` is none: `String` of it calls its `toString` key.
    if (!isTextable(phone.reading.value)) continue;
    const tail = lastDigits(String(phone.reading.value));
    if (tail.length === 7 && written.some((text) => text.includes(tail))) phone.writtenAgain = true;
  }
}
