import { emailKeyOf, type LeadConflict, type LeadRecord, type NewLead } from './lead-store.ts';

/** Conflicts a lead keeps: its newest (docs/api.md §3, "Another name or email"). */
export const CONFLICTS_KEPT = 20;

// Letters NFKD does not split into a base letter and a mark, folded as a reader would read them.
const LETTERS: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/**
 * A name's words, folded: compatibility forms (full-width letters), accents, letter case (ß as
 * ss) and the letters above; apostrophes and dots join (O'Brien, J.R.), any other character
 * separates words (spaces, hyphens, commas).
 */
function nameWords(name: string): string[] {
  const folded = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .toLowerCase()
    .replace(/[øæœłđðþı]/g, (letter) => LETTERS[letter]);
  return folded
    .replace(/['’.]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A word of one name stands for a word of the other: the same, or an initial of it. */
const standsFor = (word: string, other: string) => word === other || (word.length === 1 && other.startsWith(word));

/**
 * Two names are one person's when every word of the shorter stands for a word of the longer: "Jane"
 * and "Jane Doe", "Smith, John" and "John Smith", "J. Doe" and "Jane Doe". A missing name (or one
 * with no letter or digit) is never a difference.
 */
export function namesDiffer(a: string | null, b: string | null): boolean {
  if (a === b) return false; // a person sending the same form again: no folding needed
  const [x, y] = [nameWords(a ?? ''), nameWords(b ?? '')];
  if (x.length === 0 || y.length === 0) return false;
  const [shorter, longer] = x.length <= y.length ? [x, y] : [y, x];
  return !shorter.every((word) => longer.some((other) => standsFor(word, other) || standsFor(other, word)));
}

/** Emails are compared as duplicates are: whole, trimmed, ignoring letter case; a missing one is never a difference. */
export function emailsDiffer(a: string | null, b: string | null): boolean {
  if (!a?.trim() || !b?.trim()) return false;
  return emailKeyOf(a.trim()) !== emailKeyOf(b.trim());
}

/** The conflict a returning submission makes on the lead it matched, or null when it is the same person again. */
export function conflictOf(
  lead: Pick<LeadRecord, 'name' | 'email'>,
  sent: Pick<NewLead, 'name' | 'email' | 'sourceId'>,
  at: string,
): LeadConflict | null {
  if (!namesDiffer(lead.name, sent.name) && !emailsDiffer(lead.email, sent.email)) return null;
  return { name: sent.name, email: sent.email, sourceId: sent.sourceId, at };
}

/** A lead's conflicts with one more, the newest CONFLICTS_KEPT kept. */
export const withConflict = (conflicts: LeadConflict[], conflict: LeadConflict): LeadConflict[] =>
  [...conflicts, conflict].slice(-CONFLICTS_KEPT);
