/** Case and accents folded, as SQLite's trigram index with remove_diacritics reads text. */
const foldText = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The `q` of GET /api/leads as a test on one lead (docs/api.md §4), for a store that scans instead
 * of asking an index: name contains q (case and accents ignored), email contains q (case ignored),
 * or the phone contains q's digits or is q read as a national number (`phones`).
 */
export function searchMatcher(q: string, digits: string | undefined, phones: string[] = []) {
  const folded = foldText(q);
  return (lead: { name?: string | null; emailKey?: string | null; phone?: string | null }): boolean =>
    (lead.name != null && foldText(lead.name).includes(folded)) ||
    (lead.emailKey != null && foldText(lead.emailKey).includes(folded)) ||
    (digits !== undefined && lead.phone != null && lead.phone.includes(digits)) ||
    (lead.phone != null && phones.some((e164) => lead.phone!.includes(e164)));
}
