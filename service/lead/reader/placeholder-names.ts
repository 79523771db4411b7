import { PLACEHOLDER_NAMES, PLACEHOLDER_NAME_WORDS } from './vocabulary-placeholder-names.ts';

const WORDS = new Set(PLACEHOLDER_NAME_WORDS);
const ALONE = new Set(PLACEHOLDER_NAMES);

/**
 * Whether a whole name is a tool's placeholder for none (`WIRELESS CALLER`, `Unknown`): two words or more of
 * PLACEHOLDER_NAME_WORDS, or one of PLACEHOLDER_NAMES. Never asked of a first or last name (`Guest`, `No` are surnames).
 */
export function isPlaceholderName(value: string): boolean {
  if (value.length > 40) return false;
  const text = value.trim();
  const space = text.indexOf(' ');
  if (space < 0) return ALONE.has(text.toLowerCase());
  // Its first word first: a person's name fails there, with one word made.
  if (!WORDS.has(text.slice(0, space).toLowerCase())) return false;
  return text
    .toLowerCase()
    .split(/\s+/)
    .every((word) => WORDS.has(word));
}
