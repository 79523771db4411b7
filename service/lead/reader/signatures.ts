import { isCapitalised, looksLikePersonName } from './shapes.ts';
import { NAME_CLOSINGS } from './vocabulary-introductions.ts';
import { isThingWord } from './thing-words.ts';

/**
 * A message signed with the writer's name and their number on the next line, no label before it (a mail's signature:
 * `Juan Miguel Santos` then `0917 812 4455`): text-phone.ts reads the number, name-in-message.ts the name. The name's line
 * is a name written as names are, two words or more; the number's line holds the number alone.
 */

const MAX_NAME_LINE = 60;
// A number alone on its line, as people write one (a digit first and last, separators between).
const NUMBER_LINE = /^\+?\(?\d[\d \t().-]{5,22}\d$/;

/** The name on the line above the one starting at `lineStart`, when that line is a signer's name; else null. */
function signerAbove(text: string, lineStart: number): string | null {
  if (lineStart < 2) return null;
  const nameStart = text.lastIndexOf('\n', lineStart - 2) + 1;
  if (lineStart - 1 - nameStart > MAX_NAME_LINE + 8) return null;
  const name = text.slice(nameStart, lineStart - 1).trim();
  return name.length <= MAX_NAME_LINE && name.includes(' ') && looksLikePersonName(name) && isCapitalised(name)
    ? name
    : null;
}

/** Whether the number at `start`…`end` stands alone on its line right under a signer's name (text-phone.ts). */
export function isSignedNumber(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', end);
  if (text.slice(lineStart, start).trim() !== '' || text.slice(end, lineEnd < 0 ? text.length : lineEnd).trim() !== '')
    return false;
  return signerAbove(text, lineStart) !== null;
}

/** The first signer's name in a text (a name's line right above a number's line) and where it starts, or null. */
export function signedName(text: string): { name: string; at: number } | null {
  for (let start = 0; start < text.length;) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    if (end - start <= 32 && NUMBER_LINE.test(text.slice(start, end).trim())) {
      const name = signerAbove(text, start);
      if (name !== null) return { name, at: text.lastIndexOf(name, start) };
    }
    start = end + 1;
  }
  return null;
}

/**
 * A name a message ends with after a closing (`… Lp, Ivana Kovačić`, `Saludos,\nMarta Gil Romero`): two to four words
 * written as a person's name is (looksLikePersonName), nothing after them; else null. Read only to fill out a name cut
 * to an initial (name-in-message.ts): standing in for none, it was a doctor thanked, a greeting, a firm signing.
 */
export function signedOff(text: string): { name: string; at: number } | null {
  const end = text.trimEnd();
  const found = SIGNED_OFF.exec(end.slice(-MAX_TAIL));
  if (found === null) return null;
  const name = found[1].replace(/\s+/g, ' ');
  if (!looksLikePersonName(name) || name.split(' ').some((word) => isThingWord(word.toLowerCase()))) return null;
  return { name: found[1], at: end.length - found[1].length };
}
// A closing in either case (`Lp`, `LP`, `lp`): each letter its two cases, no flag making the name's capitals any case.
const anyCase = (closing: string) =>
  [...closing]
    .map((c) => (c.toUpperCase() === c ? c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : `[${c}${c.toUpperCase()}]`))
    .join('');
// A closing after the text's start, a sentence's end, a comma or a line break, then a comma or a line break at most, then
// two to four capitalised words to the end.
const SIGNED_OFF = new RegExp(
  `(?:^|[.!?,;\\s])(?:${NAME_CLOSINGS.map(anyCase).join('|')})[ \\t]*[,!.]?[ \\t]*\\n?[ \\t]*(\\p{Lu}[\\p{L}\\p{M}'’-]+(?:[ \\t]+\\p{Lu}[\\p{L}\\p{M}'’-]+){1,3})$`,
  'u',
);
const MAX_TAIL = 120;
