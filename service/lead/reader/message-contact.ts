import { emailAddress } from './email-address.ts';
import { personTexts } from './message-texts.ts';
import { partOfText, type Reading } from './reading.ts';
import { phoneOf } from './text-phone.ts';
import { isDatedText } from './value-shapes.ts';

/**
 * A phone or an email written in the person's message (docs/api.md §2.4), read only when the body
 * gives neither by any field, label or shape (a chat whose only contact is an opaque user id and
 * the text `… call me back on 081-234-5678`, `… my email is a@b.co`): the lead would be refused
 * otherwise. Only in a text of words (never an id's digits), never under someone else's key; a
 * number must be one the default country reads as valid (or written with its `+`), not a date.
 * The message stays whole in `fields` and in the brief. Bounded as text-phone.ts is.
 */

const NUMBER = /\+?\(?\d[\d \t\u00a0().-]{5,22}\d/g;
const EMAIL = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+\.[^\s<>()[\]"',;:]*[^\s<>()[\]"',;:.]/g;
const MAX_CHARACTERS = 50_000;
const MAX_LOOKS = 200;
const MAX_PARSES = 20;

type Found<T> = (T & { reading: Reading }) | null;

export function contactInMessage(
  readings: Reading[],
  defaultCountry: string | null,
): { phone: Found<{ e164: string }>; email: Found<{ address: string }> } | null {
  let phone: Found<{ e164: string }> = null;
  let email: Found<{ address: string }> = null;
  let looks = MAX_LOOKS;
  let parses = MAX_PARSES;
  for (const [reading, text] of personTexts(readings, MAX_CHARACTERS)) {
    if (email === null && text.includes('@'))
      for (const found of text.matchAll(EMAIL)) {
        if (looks-- <= 0) break;
        const address = emailAddress(found[0]);
        if (address !== null) {
          email = { address, reading: partOfText(reading, found[0], found.index) };
          break;
        }
      }
    if (phone === null)
      for (const found of text.matchAll(NUMBER)) {
        if (looks-- <= 0) break;
        const number = found[0];
        const end = found.index + number.length;
        // Not running on into letters or digits (`120x80`, an id), and not a date.
        if (end < text.length && /[\p{L}\d]/u.test(text[end])) continue;
        if (found.index > 0 && /[\p{L}\d]/u.test(text[found.index - 1])) continue;
        if (isDatedText(number)) continue;
        if (parses-- <= 0) break;
        const e164 = phoneOf(number, defaultCountry);
        if (e164 !== null) {
          phone = { e164, reading: partOfText(reading, number, found.index) };
          break;
        }
      }
    if ((phone !== null && email !== null) || looks <= 0) break;
  }
  return phone === null && email === null ? null : { phone, email };
}
