import { PLACEHOLDER_NAME_WORDS } from './vocabulary-placeholder-names.ts';

const WORDS = new Set(PLACEHOLDER_NAME_WORDS);

/** Whether a name is a tool's placeholder for none (`WIRELESS CALLER`, `Unknown`, `Guest`): only its words. */
export function isPlaceholderName(value: string): boolean {
  if (value.length > 40) return false;
  const words = value.trim().toLowerCase().split(/\s+/);
  return words.every((word) => WORDS.has(word));
}
