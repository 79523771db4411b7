import { fold } from './label-words.ts';
import { GLUED_BUSINESS_WORDS, GLUED_OTHER_WORDS } from './vocabulary-glued.ts';

// Where the scripts written without spaces between words begin (Thai, Lao, Myanmar, Khmer, CJK, kana; Hangul's keys too).
const UNSPACED_SCRIPTS = 0x0e00;
const BUSINESS = GLUED_BUSINESS_WORDS.map(fold);
const OTHERS = [...BUSINESS, ...GLUED_OTHER_WORDS.map(fold)];

// A key of one token in such a script opening with a list's term (`担当者メール`, `ค่าธรรมเนียมระบบ`): the term's.
// A head of three characters or more: two open other words too (`销售渠道`, a sales channel, opens with `销售`, sales staff).
export const unspacedHeads = (terms: string[]) =>
  terms.filter((term) => term.charCodeAt(0) >= UNSPACED_SCRIPTS && term.length >= 3);
export function opensWith(heads: string[], list: string[]): boolean {
  if (list.length !== 1 || list[0].charCodeAt(0) < UNSPACED_SCRIPTS) return false;
  const word = list[0];
  return heads.some((head) => word.length > head.length && word.startsWith(head));
}

// A key of one token in such a script holding a word (`商户电话`; Thai writes the qualifier after: `เบอร์ผู้แนะนำ`), and
// another unless the word alone may be the key.
function holds(words: string[], list: string[], alone: boolean): boolean {
  if (list.length !== 1 || list[0].charCodeAt(0) < UNSPACED_SCRIPTS) return false;
  const key = list[0];
  return words.some((word) => (alone || key.length > word.length) && key.includes(word));
}

/** A key of the business's word, alone or glued to another (`门店`, `商户名称`, `店舗電話番号`): the business's own value. */
export const gluedBusiness = (list: string[]): boolean => holds(BUSINESS, list, true);

/** A key glued of a word naming someone else than the person, the business or a referrer (`推荐人电话`): their value. */
export const gluedOther = (list: string[]): boolean => holds(OTHERS, list, false);
