import { namesOrganisation, namesTrade } from './shapes.ts';
import { NAME_PARTICLES } from './vocabulary-introductions.ts';
import { isDatedText, isPhoneText } from './value-shapes.ts';

/**
 * A card written in one line, in any script (`彩虹美語｜台中市西區公益路 88 號｜04-2322-1188`, `מרפאת יופי – הרצל 12 חולון,
 * 03-5551234`, `Greenleaf Landscaping – 021 555 9876`): two to six parts between commas, bars, bullets or a spaced dash,
 * one of them a phone number alone and not the first, the others a few words each (a name, a street, a city; an address
 * or a site), no sentence among them: no `?` or `!`, no full stop after a word, no word in lower case but a name's
 * particle (`de`, `van`) or an abbreviation (`пр.`, `ul.`). A message naming a number writes the words around it
 * (`Hola, soy Ana – 600 111 222`, `mejor llamar a mi marido, 698…`). A name and a number alone are a card only when the
 * name is a business's. Read by its shape (contact-line.ts).
 */
export const isCardLine = (text: string) => cardPhone(text) !== null;

/** A card line's phone number (its part written alone), or null when the text is no card line. */
export function cardPhone(text: string): string | null {
  if (!holdsDigits(text, MIN_DIGITS)) return null;
  const parts = text.split(CARD_GAP);
  if (parts.length < 2 || parts.length > MAX_PARTS) return null;
  let phone: string | null = null;
  let lower = 0;
  let named = 0; // the parts of words besides the phone (a name, a street, a city)
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i].trim();
    if (part === '') return null;
    if ((isPhoneText(part) && !isDatedText(part)) || TRUNK_DIGITS.test(part)) {
      if (phone !== null || i === 0) return null;
      phone = part;
      continue;
    }
    if (part.includes('@') || part.startsWith('http') || part.startsWith('www.')) continue;
    if (SENTENCE.test(part) || (i === 0 && !LETTER.test(part))) return null;
    const words = part.split(/\s+/);
    if (words.length > MAX_PART_WORDS) return null;
    named++;
    for (const word of words) if (LOWER_LED.test(word) && !PARTICLES.has(word) && !word.endsWith('.')) lower++;
  }
  // A name and a number alone are a business's only where the name is one (`Greenleaf Landscaping – 021 555 9876`,
  // `Acme Corp, 555-0100`) or an address (its number): a person's written so (`Laura Gil, 622 334 455`, a parent's) is
  // theirs to call.
  // An address's part (`Шоурум: пр. Достык 97`) holds its number.
  const first = parts[0].trim();
  if (named === 1 && !DIGIT.test(first) && !namesTrade(first) && !namesOrganisation(first)) return null;
  return lower === 0 ? phone : null;
}

// A phone's digits at least, counted before anything is split.
function holdsDigits(text: string, least: number): boolean {
  let digits = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57 && ++digits >= least) return true;
  }
  return false;
}
const MIN_DIGITS = 7;
// A number written bare after a trunk `0` (`0114567890`): a card's phone, where bare digits elsewhere are an id.
const TRUNK_DIGITS = /^0\d{8,11}$/;

const MAX_PARTS = 6;
const MAX_PART_WORDS = 6;
// Commas of Latin, Arabic, Ethiopic, Chinese and Japanese scripts, bars (full-width too), bullets, a dash between spaces.
const CARD_GAP = /\s[–—-]\s|[,،፣，、|｜·•;]/;
// A question, an exclamation, or a full stop after a word of four letters or more and before another word: a sentence.
const SENTENCE = /[?؟!？！。]|\p{L}{4}\.\s/u;
const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;
// Lower case in a script with capitals (Latin, Greek, Cyrillic, Armenian): a sentence's words, not a name's or a street's.
const LOWER_LED = /^(?=\p{Ll})[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Armenian}]/u;
const PARTICLES = new Set([...NAME_PARTICLES, '&', 'and', 'y', 'e', 'et', 'und']);
