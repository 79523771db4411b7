import { meaning } from '../lead/reader/labels.ts';
import { isNameRole } from '../lead/reader/vocabulary.ts';
import { isNameShaped } from '../lead/reader/shapes.ts';
import { HEADING_WORDS } from '../lead/reader/vocabulary-mail.ts';
import { fold } from '../lead/reader/label-words.ts';

// What a label of labelled lines (labelled-lines.ts) asks for: the person's contact, and the line that fits one.

// The line below an empty contact label is its value when it is one: a name as written (up to eight words, each
// capitalised, or in a script with no case: `Ana Lima`, `山本 美咲`; not a heading, `Your details`, `Project Details`),
// a number alone, an address.
export function fitsContact(label: string, line: string): boolean {
  const { role } = meaning(label);
  if (role === 'email') return line.includes('@');
  if (role === 'phone') return PHONE_LINE.test(line);
  const words = line.split(' ');
  return (
    isNameShaped(line) &&
    words.length <= 8 &&
    words.every((word) => !CASED_LOWER.test(word.charAt(0)) && !HEADING.has(fold(word).toLowerCase()))
  );
}
const PHONE_LINE = /^\+?[\d\s().-]{7,24}$/;
const HEADING = new Set(HEADING_WORDS);
const CASED_LOWER = /\p{Ll}/u;

/** A name's, a phone's or an email's label. */
export const isContact = (label: string) => {
  const { role } = meaning(label);
  return isNameRole(role) || role === 'phone' || role === 'email';
};
/** A name's label (`Name`, `Guardian name`, `お名前`). */
export const isNameLabel = (label: string) => isNameRole(meaning(label).role);
