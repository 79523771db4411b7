import { PLACEHOLDER_NAME_WORDS } from './vocabulary-placeholder-names.ts';

const WORDS = new Set(PLACEHOLDER_NAME_WORDS);

/** Whether a name is a tool's placeholder for none (`WIRELESS CALLER`, `Unknown`, `Guest`): only its words. */
export function isPlaceholderName(value: string): boolean {
  if (value.length > 40) return false;
  const text = value.trim();
  // Its first word first: a person's name fails there, with one word made.
  const space = text.indexOf(' ');
  if (!WORDS.has((space < 0 ? text : text.slice(0, space)).toLowerCase())) return false;
  return (
    space < 0 ||
    text
      .toLowerCase()
      .split(/\s+/)
      .every((word) => WORDS.has(word))
  );
}
