import { emailAddress } from './email-address.ts';
import { partOfText, sameTokens, type Reading } from './reading.ts';
import { looksLikePersonName } from './shapes.ts';
import { NAME_PARTICLES } from './vocabulary-introductions.ts';
import { isPhoneText } from './value-shapes.ts';
import { spellsName } from './contact-line.ts';

/**
 * The name in the one line a chosen number or address was read from, where the line is the person's contact alone
 * between separators (`Dimas Prasetyo / 0812-8845-3307 / dimas.prasetyo@yahoo.co.id`: a payment page's free field the
 * checkout fills): two to four parts, each a phone number, an address, or one name written as names are (capitalised, no
 * trade's or company's word), the address in it spelling a word of the name before its `@`. Words beside the name
 * (`Kirim ke Ibu Sari`), any other part (a sentence), or an address spelling none of it (a place, `San Diego / … /
 * kbarnes@…`; a company, a gift's recipient beside the buyer's address) read none. Null where no chosen contact came from
 * such a line.
 */
export function lineName(readings: readonly Reading[], near: readonly Reading[]): Reading | null {
  for (const contact of near) {
    const line = readings.find(
      (reading) => reading.key === contact.key && sameTokens(reading.container, contact.container),
    );
    if (line === undefined || typeof line.value !== 'string' || line.value.length > MAX_LINE) continue;
    const text = line.value;
    const parts = text.split(GAP);
    if (parts.length < 2 || parts.length > 4) continue;
    let name: string | null = null;
    let address: string | null = null;
    for (const part of parts) {
      const trimmed = part.trim();
      if (isPhoneText(trimmed)) continue;
      if (emailAddress(trimmed) !== null) {
        address = trimmed;
        continue;
      }
      if (name !== null || !looksLikePersonName(trimmed) || !isWrittenName(trimmed)) {
        name = null;
        break;
      }
      name = trimmed;
    }
    if (name !== null && address !== null && spellsName(address, name))
      return partOfText(line, name, text.indexOf(name));
  }
  return null;
}

// Two words or more, each capitalised but a surname's particle between them (`Ana dos Santos`; not `Kirim ke Ibu Sari`), or
// in a script without capitals.
function isWrittenName(text: string): boolean {
  const words = text.split(/\s+/);
  if (words.length < 2) return false;
  return words.every((word, i) => !LOWER.test(word) || (i > 0 && i < words.length - 1 && PARTICLES.has(word)));
}
const LOWER = /^\p{Ll}/u;
const PARTICLES = new Set(NAME_PARTICLES);
// A contact's parts: between slashes, bars or semicolons, each spaced (`a / b`; not `24/7` nor a date).
const GAP = /\s[/|;]\s|\s?[｜]\s?/;
const MAX_LINE = 160;
