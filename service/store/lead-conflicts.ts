import { emailKeyOf, type LeadConflict, type LeadRecord, type NewLead } from './lead-record.ts';

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

/**
 * Each word of `shorter` is a word of `longer` or, written as one letter, its initial; each word of
 * `longer` counts once, and at least one word must match whole: "J. Doe" is Jane Doe, but a name
 * padded with every initial (Mallory Evil a b c … z) or initials alone stand for nobody's name.
 */
function covers(shorter: string[], longer: string[]): boolean {
  const unused = [...longer];
  let whole = 0;
  for (const word of shorter) {
    let at = unused.indexOf(word);
    if (at >= 0) whole++;
    else if (word.length === 1) at = unused.findIndex((other) => other.startsWith(word));
    if (at < 0) return false;
    unused.splice(at, 1);
  }
  return whole > 0;
}

// What a reader sees of a name: nothing when it holds only spaces and punctuation (" - ").
const shownName = (name: string | null): string => (/[^\p{P}\p{Z}\s]/u.test(name ?? '') ? name!.trim() : '');

/**
 * Two names are one person's when the shorter's words are the longer's (covers above): "Jane" and
 * "Jane Doe", "Smith, John" and "John Smith", "J. Doe" and "Jane Doe". A missing name is never a
 * difference, nor one of punctuation only; a name with no letter or digit (letter-like symbols: 🅼🅰🅻🅻🅾🆁🆈) is still read by a
 * person, so it is compared as written.
 */
export function namesDiffer(a: string | null, b: string | null): boolean {
  if (a === b) return false; // a person sending the same form again: no folding needed
  const [ta, tb] = [shownName(a), shownName(b)];
  if (!ta || !tb) return false;
  const [x, y] = [nameWords(ta), nameWords(tb)];
  if (x.length === 0 || y.length === 0)
    return ta.normalize('NFKC').toLowerCase() !== tb.normalize('NFKC').toLowerCase();
  if (x.length === y.length) return !covers(x, y) && !covers(y, x);
  return x.length < y.length ? !covers(x, y) : !covers(y, x);
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
