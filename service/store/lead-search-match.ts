import { compactName } from './name-joiners.ts';

/** Case and accents folded, as SQLite's trigram index with remove_diacritics reads text. */
const foldText = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The `q` of GET /api/leads as a test on one lead (docs/api.md §4), for a store that scans instead
 * of asking an index: name contains q (case and accents ignored; also both without spaces and
 * punctuation, name-joiners.ts), email contains q (case ignored),
 * each of q's `words` is in one of them, or the phone contains q's digits or q read as a national
 * number (`phones`).
 */
export function searchMatcher(q: string, digits: string | undefined, phones: string[] = [], words: string[] = []) {
  const folded = foldText(q);
  const compact = compactName(folded);
  const foldedWords = words.map(foldText);
  return (lead: { name?: string | null; emailKey?: string | null; phone?: string | null }): boolean =>
    (lead.name != null && foldText(lead.name).includes(folded)) ||
    ([...compact].length >= 3 && lead.name != null && compactName(foldText(lead.name)).includes(compact)) ||
    (lead.emailKey != null && foldText(lead.emailKey).includes(folded)) ||
    (foldedWords.length > 0 && everyWordIn(foldedWords, lead)) ||
    (digits !== undefined && lead.phone != null && lead.phone.includes(digits)) ||
    (lead.phone != null && phones.some((e164) => lead.phone!.includes(e164)));
}

/** Each word in the name or the email (either, for each word; in the name also without punctuation), as SQLite's search reads q's words. */
function everyWordIn(words: string[], lead: { name?: string | null; emailKey?: string | null }): boolean {
  const name = lead.name != null ? foldText(lead.name) : '';
  const email = lead.emailKey != null ? foldText(lead.emailKey) : '';
  const compactNamed = compactName(name);
  return words.every((word) => {
    const compact = compactName(word);
    return name.includes(word) || email.includes(word) || ([...compact].length >= 3 && compactNamed.includes(compact));
  });
}
