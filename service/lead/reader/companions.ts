import { meaning } from './labels.ts';
import { PathTree } from './path-tree.ts';
import { isListItem, type Reading } from './reading.ts';
import { isNameRole } from './vocabulary.ts';
import { isHolderWord } from './label-parties.ts';

/**
 * The other people of a list the person is one of (docs/api.md §2.4): a booking's tickets or
 * attendees (`tickets: [{holder: "Ada Tester"}, {holder: "Bob Stone"}]`), a list of names
 * (`participants: ["Ada Tester", "Bob Stone"]`: names alone; a list of the person's answers holding
 * their name is theirs). Where one row holds the person's own name under a person's key (isPersonKey),
 * the texts under the same key in the list's other rows are other people's names, and a list of names
 * holding the person's name names others too: someone else's (`otherParty`), out of the brief.
 * Null when the person has no name, or no list holds it (nearly every body).
 */
export function companions(readings: readonly Reading[], personName: string | null): ReadonlySet<Reading> | null {
  // Only a body holding a list of values or of objects may hold others beside the person (most hold none).
  if (personName === null || !readings.some(inList)) return null;
  const own = folded(personName);
  let found: Set<Reading> | null = null;
  // The lists (a row's path without its index) holding the person's name, and the key it is under: found token by token
  // (path-tree.ts), a path joined into one text copying every key above it for each value.
  let columns: PathTree<{ key: string | number | undefined }> | null = null;
  for (const reading of readings) {
    const { value } = reading;
    if (Array.isArray(value)) {
      if (
        value.length > 1 &&
        value.some((item) => typeof item === 'string' && isOwn(item, own)) &&
        value.every(isNameLike)
      )
        (found ??= new Set()).add(reading);
    } else if (
      typeof value === 'string' &&
      isListItem(reading.container) &&
      isOwn(value, own) &&
      isPersonKey(reading.key)
    )
      (columns ??= new PathTree(() => ({ key: undefined }))).at(reading.container, reading.container.length - 1).key =
        reading.key;
  }
  if (columns === null) return found;
  for (const reading of readings) {
    const { value } = reading;
    if (typeof value !== 'string' || !isListItem(reading.container) || isOwn(value, own)) continue;
    if (columns.find(reading.container, reading.container.length - 1)?.key === reading.key)
      (found ??= new Set()).add(reading);
  }
  return found;
}

// Folded only when its length allows (folding shortens a text by its extra white space alone): most texts are not.
const isOwn = (text: string, own: string) =>
  text.length >= own.length && text.length <= 2 * own.length + 4 && foldsTo(text, own);
const inList = ({ value, container }: Reading) => Array.isArray(value) || isListItem(container);
const folded = (text: string) => {
  const trimmed = text.trim();
  return (isFolded(trimmed) ? trimmed : trimmed.replace(/\s+/g, ' ')).toLowerCase();
};
// Nothing for the pattern to replace: ASCII, its only white space single spaces (a name as nearly everyone sends it).
function isFolded(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 127 || code < 32 || (code === 32 && text.charCodeAt(i + 1) === 32)) return false;
  }
  return true;
}
// Whether an ASCII text folds to `own` (folded's steps read in one pass, nothing made); past ASCII, folded and compared.
function foldsTo(text: string, own: string): boolean {
  let at = 0;
  let end = text.length;
  while (at < end && isAsciiSpace(text.charCodeAt(at))) at++;
  while (end > at && isAsciiSpace(text.charCodeAt(end - 1))) end--;
  let k = 0;
  for (let i = at; i < end; i++) {
    let code = text.charCodeAt(i);
    if (code > 127) return folded(text) === own;
    if (isAsciiSpace(code)) {
      while (i + 1 < end && isAsciiSpace(text.charCodeAt(i + 1))) i++;
      code = 32;
    } else if (code >= 65 && code <= 90) code += 32;
    if (k >= own.length || own.charCodeAt(k) !== code) return rest(text, i, end, own);
    k++;
  }
  return k === own.length;
}
// A text that stops matching may still hold a character past ASCII further on (folded differently): read it as folded does.
function rest(text: string, from: number, end: number, own: string): boolean {
  for (let i = from; i < end; i++) if (text.charCodeAt(i) > 127) return folded(text) === own;
  return false;
}
// The white space `trim` and `\s` find in ASCII: tab, line feed, vertical tab, form feed, carriage return, space.
const isAsciiSpace = (code: number) => code === 32 || (code >= 9 && code <= 13);
// A name's text: a few words, no digit, no `@` (a list of one person's answers holds their email or number too).
const isNameLike = (item: unknown) =>
  typeof item === 'string' && item.length <= 80 && !/[\d@]/.test(item) && item.split(' ').length <= 5;

// A key a person's name sits under in a row of people (`holder`, `attendee_name`, `guest`, `name`): a list of the
// person's own fields (`[{field_id, text}]`) holds their name under a field's key, and their answers beside it.
function isPersonKey(key: string | number): boolean {
  if (typeof key !== 'string') return false;
  const { role, leadParty, otherParty, words } = meaning(key);
  return isNameRole(role) || leadParty || otherParty || isHolderWord(words.slice(words.lastIndexOf(' ') + 1));
}
