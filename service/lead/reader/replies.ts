import { fold, termsOf } from './label-words.ts';
import { REPLY_WORDS } from './vocabulary-replies.ts';

const REPLIES = termsOf(REPLY_WORDS);
const FIRST_WORD = /^[^\s,.;:!?()]+/u;

/**
 * A short reply: a yes or a no in any language, alone or before a comma and four words at most (`Yes`, `Oui, maison de
 * 1975`, `Nein, zur Miete`); not a name starting so (`Nao Tanaka`, `Non assigné`) nor a staff member's sentence.
 */
export function isReply(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 60) return false;
  const text = value.trim();
  const word = FIRST_WORD.exec(text);
  if (word === null || word[0].length > 8 || !REPLIES.has(fold(word[0]).toLowerCase())) return false;
  const rest = text.slice(word[0].length);
  return rest === '' || /^[.!]$/.test(rest) || (rest.startsWith(',') && rest.trim().split(/\s+/).length <= 5);
}
