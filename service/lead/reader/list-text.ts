/**
 * A short list of texts as the brief joins them (notes.ts), read for its role as one text (role-features.ts): a multiple
 * choice as a person reads it (`["Test drive", "Trade-in"]`, `["Probefahrt", "Finanzierung"]`, `["見学を希望する"]`):
 * each item words of letters (spaces, hyphens, apostrophes) that start with a capital, hold a space, or are in a script
 * without case. '' for any other list: codes and tags (`vip_tier2`, `["hot", "facebook"]`), numbers, objects, a long one.
 */
export function listText(list: unknown[]): string {
  if (list.length === 0 || list.length > 20) return '';
  let text = '';
  for (const item of list) {
    if (typeof item !== 'string' || item.length > 200 || !isChoiceText(item)) return '';
    text += text === '' ? item.trim() : `, ${item.trim()}`;
  }
  return text;
}

const WORDS = /^\s*[\p{L}\p{M}][\p{L}\p{M}'’ -]*$/u;
const SHOWN_FIRST = /^\s*[\p{Lu}\p{Lt}\p{Lo}]/u;
const isChoiceText = (item: string) => WORDS.test(item) && (SHOWN_FIRST.test(item) || item.trim().includes(' '));

/** The first of a list's first texts holding a space, else its first text (its shape read as the list's: role-features.ts). */
export function listShape(list: unknown[]): string {
  for (let i = 0; i < list.length && i < 20; i++) {
    const item = list[i];
    if (typeof item === 'string' && item.includes(' ')) return item;
  }
  return list[0] as string;
}
