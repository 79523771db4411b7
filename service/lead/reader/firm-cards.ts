import { emailAddress } from './email-address.ts';
import { letterWords } from './label-words.ts';
import { nameWords } from './mail-providers.ts';
import { type Obj, ownKey } from './json-object.ts';
import { meaning } from './labels.ts';
import { isNameRole } from './vocabulary.ts';
import type { Reading, Tokens } from './reading.ts';

/**
 * A firm's card (docs/api.md §2.4): an object holding an address whose domain spells a word of a text beside it, the
 * firm's own name (`{nazwa: "Multiagencja Polisa-Plus", osoba, telefon, email: "biuro@polisaplus-example.pl"}`), and
 * whose part before the `@` spells no word of any text there (a person's own address at their firm spells them:
 * `dana.whitfield@whitfieldroofing.com` beside "Dana Whitfield"; and so do a name's initials, `dw@`). No key of it asks
 * for a person's name: a contact with a `name` or a `first_name` is someone's, at their own domain
 * (`hello@mariagonzalez.com`) or their firm's office (`office@whitfieldroofing.com`), whatever its address says.
 */
export function isFirmCard(object: Obj): boolean {
  const entries: Array<[string, unknown]> = [];
  for (const key in object) {
    if (!ownKey(object, key)) continue;
    if (entries.length >= MAX_KEYS) return false;
    entries.push([key, object[key]]);
  }
  return isFirmEntries(entries);
}

/** The same card read from the readings of one object (its values below it, such as `name: {first, last}`, not among them). */
export function isFirmBlock(container: Tokens, readings: readonly Reading[]): boolean {
  const entries: Array<[string, unknown]> = [];
  for (const reading of readings)
    if (reading.container === container && typeof reading.key === 'string' && !reading.labelled) {
      if (entries.length >= MAX_KEYS) return false;
      entries.push([reading.key, reading.value]);
    }
  return isFirmEntries(entries);
}

function isFirmEntries(entries: ReadonlyArray<[string, unknown]>): boolean {
  let address: string | null = null;
  for (const [, value] of entries)
    if (typeof value === 'string' && value.includes('@')) {
      address = emailAddress(value);
      if (address !== null) break;
    }
  if (address === null) return false;
  const at = address.lastIndexOf('@');
  const local = letterWords(address.slice(0, at)).join('');
  const domain = address.slice(at + 1).toLowerCase();
  const site = letterWords(domain.slice(0, Math.max(0, domain.lastIndexOf('.')))).join('');
  let firm = false;
  let texts = 0;
  for (const [key, value] of entries) {
    // A name's key, whatever it holds (`name: {first, last}`, a form's name field): a person's card.
    if (isNameRole(meaning(key).role)) return false;
    if (typeof value !== 'string' || value.includes('@')) continue;
    if (value.length > MAX_TEXT || ++texts > MAX_TEXTS) continue;
    const words = nameWords(value);
    if (words.some((word) => local.includes(word))) return false;
    if (words.length >= 2 && local === words.map((word) => word[0]).join('')) return false;
    if (words.some((word) => word.length >= WORD_MIN && site.includes(word))) firm = true;
  }
  return firm;
}

// A firm's name's word this long or longer, in the domain (`polisa` in polisaplus-example.pl).
const WORD_MIN = 4;
// A card holds a few keys and short texts: an object of thousands is no card, and is read no further than these.
const MAX_TEXTS = 12;
const MAX_KEYS = 40;
const MAX_TEXT = 80;
