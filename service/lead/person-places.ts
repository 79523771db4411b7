import { parsePointer } from './field-map/json-pointer.ts';
import type { MappedFields } from './field-map/mapped-fields.ts';
import { meaning } from './reader/labels.ts';
import type { Reading, Tokens } from './reader/walk.ts';
import { sameTokens } from './reader/reading.ts';
import { sameNameWords } from './reader/shapes.ts';
import { fillsOut } from './reader/name-in-message.ts';
import { isStaff } from './reader/ranked.ts';
import { PathTree } from './reader/path-tree.ts';

// Each place once: the notes check every value against each. A few places (nearly every lead) are
// compared token by token, building no key string; many (a body repeating the email everywhere)
// by their tokens, so the cost stays linear.
export function distinct(places: Tokens[]): Tokens[] {
  if (places.length > 8) {
    // Found token by token (path-tree.ts): joined paths under a long key hash alike and compare in full (review27).
    const seen = new PathTree(() => ({ kept: false }));
    return places.filter((place) => {
      const at = seen.at(place, place.length);
      if (at.kept) return false;
      at.kept = true;
      return true;
    });
  }
  const kept: Tokens[] = [];
  for (const place of places) if (!kept.some((seen) => sameTokens(seen, place))) kept.push(place);
  return kept;
}

function isNamePart(reading: Reading): boolean {
  const { role, words } = meaning(reading.label);
  return role === 'firstName' || role === 'lastName' || role === 'name' || /\b(first|last|given|family)\b/.test(words);
}

// The length of the longest of a text's words (split at spaces), read without splitting it.
function longestWordOf(text: string): number {
  let longest = 0;
  let start = 0;
  for (let i = 0; i <= text.length; i++)
    if (i === text.length || text.charCodeAt(i) === 32) {
      longest = Math.max(longest, i - start);
      start = i + 1;
    }
  return longest;
}

// Whether a text's digits, in order, are `digits` (digitsOf(text) === digits, without making the string).
function sameDigits(text: string, digits: string): boolean {
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) continue;
    if (at >= digits.length || code !== digits.charCodeAt(at)) return false;
    at++;
  }
  return at === digits.length;
}

/**
 * Whether a text's digits are a number's national part (`5035550181`, `07700 900123`): its digits but a calling code
 * of one to three before them, a trunk `0` first or not (the person's number written as a form asks for it, beside
 * the international one a CRM keeps).
 */
function isNationalCopy(text: string, digits: string): boolean {
  const count = nationalDigits(text, null, 0);
  const offset = digits.length - count;
  return count >= 6 && offset >= 1 && offset <= 3 && nationalDigits(text, digits, offset) === count;
}

// The count of a text's digits but a first `0`; given digits, of those matching them from `offset` on (-1 at a miss).
function nationalDigits(text: string, digits: string | null, offset: number): number {
  let count = 0;
  let first = true;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) continue;
    const trunk = first && code === 48;
    first = false;
    if (trunk) continue;
    if (digits !== null && code !== digits.charCodeAt(offset + count)) return -1;
    count++;
  }
  return count;
}

function digitsOf(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const text = String(value);
  // Digits alone, or a `+` and digits (E.164: nearly every pick), are their digits without the pattern.
  const from = text.charCodeAt(0) === 43 ? 1 : 0;
  for (let i = from; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) return text.replace(/\D/g, '');
  }
  return from === 0 ? text : text.slice(1);
}

// Whether a character starts a text or one of its words (after a space).
function startsAWord(text: string, code: number): boolean {
  for (let i = 0; i < text.length; i++)
    if (text.charCodeAt(i) === code && (i === 0 || text.charCodeAt(i - 1) === 32)) return true;
  return false;
}

// A name's last word cut to its initial, with or without its dot (`Kenji W.`, `Kenji W`): looked at before any pattern.
const mayBeInitialled = (text: string) =>
  text.length >= 4 && (text.charCodeAt(text.length - 1) === 46 || text.charCodeAt(text.length - 2) === 32);

/**
 * The copies of the person's contact values among the others (their object is the person's place), and `rewritten`:
 * their number written another way only (nationally or internationally, `5035550181` beside `+15035550181`, the E.164
 * `chosen.e164`), out of the brief, its object no place of the person's (a call's record holding the caller's number).
 */
export function copiesOf(
  readings: Reading[],
  used: ReadonlySet<Reading>,
  chosen: { phone: unknown; e164: string | null; email: string | null; name: string | null },
): { copies: Reading[]; rewritten: Reading[] } {
  const rewritten: Reading[] = [];
  const phone = digitsOf(chosen.phone);
  const e164 = digitsOf(chosen.e164);
  const email = chosen.email?.toLowerCase();
  const name = chosen.name?.toLowerCase() ?? '';
  // A first or last name beside a full name (Netlify, Pipedrive send both) is a copy too: its
  // words are split only when a value is short enough to be one.
  let nameWords: string[] | null = null;
  const longestWord = longestWordOf(name);
  const copies: Reading[] = [];
  let cut: Reading[] | null = null;
  let whole = false;
  for (const reading of readings) {
    if (used.has(reading)) continue;
    const { value } = reading;
    if (typeof value === 'number') {
      if (phone.length >= 6 && String(value) === phone) copies.push(reading);
      continue;
    }
    if (typeof value !== 'string' || value.length < 3) continue;
    // Cheap looks first: an email copy holds "@", a phone copy starts like one, a name copy is as long.
    const start = value.charCodeAt(0);
    if (value.includes('@')) {
      if (value.trim().toLowerCase() === email) copies.push(reading);
    } else if (start === 43 || start === 40 || (start >= 48 && start <= 57) || start <= 32) {
      // A phone written another way has its digits and a few separators: a long text is no copy of it.
      if (phone.length >= 6 && value.length <= 2 * phone.length + 6) {
        if (value.length >= phone.length && sameDigits(value, phone)) copies.push(reading);
        else if (e164.length >= 6 && (sameDigits(value, e164) || isNationalCopy(value, e164))) rewritten.push(reading);
      }
    } else if (name && value.length < name.length && mayBeInitialled(value) && fillsOut(value, chosen.name!)) {
      // The name cut to its last name's initial (`Kenji W.`, a marketplace's display name): the person's, shown short;
      // never under someone else's key (`assigned_to: {name: "Maria G."}`, a colleague of the same initials), nor where
      // the name is written whole again (a conversation's other side `Maria Garcia`: the cut one is someone else).
      if (!reading.underOther && !isStaff(reading)) (cut ??= []).push(reading);
    } else if (name && (value.length === name.length || value.length <= longestWord + 2)) {
      // An ASCII first character is the trimmed text's, lower-cased: a copy's starts the name or one of its words.
      if (start < 128 && !startsAWord(name, start >= 65 && start <= 90 ? start + 32 : start)) continue;
      const text = value.trim().toLowerCase();
      if (text === name) whole = true;
      if (
        text === name ||
        ((nameWords ??= name.split(' ')).includes(text) && isNamePart(reading)) ||
        // The same words in another order (a carrier's `INVENTED DANA` for `Dana Invented`).
        (text.length === name.length && text.includes(' ') && sameNameWords(text, name))
      )
        copies.push(reading);
    }
  }
  if (cut !== null && !whole) copies.push(...cut);
  return { copies, rewritten };
}

// With every field mapped, the person is where the map found them.
export function mappedContainers(mapped: MappedFields): Tokens[] {
  const containers = Object.values(mapped.pointers).map((pointer) => (parsePointer(pointer) ?? []).slice(0, -1));
  return containers.length > 0 ? containers : [[]];
}
