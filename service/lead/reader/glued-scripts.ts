import { fold } from './label-words.ts';
import { GLUED_BUSINESS_WORDS, GLUED_OTHER_WORDS } from './vocabulary-glued.ts';
import { LEAD_PARTIES } from './vocabulary-lead-parties.ts';
import type { Role } from './vocabulary.ts';

// Where the scripts written without spaces between words begin (Thai, Lao, Myanmar, Khmer, CJK, kana; Hangul's keys too).
export const UNSPACED_SCRIPTS = 0x0e00;
const inScripts = (words: string[]) => words.filter((word) => word.charCodeAt(0) >= UNSPACED_SCRIPTS).map(fold);
const BUSINESS = inScripts(GLUED_BUSINESS_WORDS);
const OTHERS = inScripts(GLUED_OTHER_WORDS);
// Longest first: a word holding another is found whole (`被推荐人`, the one referred).
const LEAD_PARTY = inScripts(LEAD_PARTIES).sort((a, b) => b.length - a.length);
// A name's character or word in those scripts (`名`, `名称`, Thai `ชื่อ`).
const NAME_WORDS = ['名', 'ชื่อ'].map(fold);

// A key of one token in such a script opening with a list's term (`担当者メール`, `ค่าธรรมเนียมระบบ`): the term's.
// A head of three characters or more: two open other words too (`销售渠道`, a sales channel, opens with `销售`, sales staff).
export const unspacedHeads = (terms: string[]) =>
  terms.filter((term) => term.charCodeAt(0) >= UNSPACED_SCRIPTS && term.length >= 3);
export function opensWith(heads: string[], list: string[]): boolean {
  if (list.length !== 1 || list[0].charCodeAt(0) < UNSPACED_SCRIPTS) return false;
  const word = list[0];
  return heads.some((head) => word.length > head.length && word.startsWith(head));
}

// A key of one token in such a script holding one of the words and more (`商户电话`; Thai writes the qualifier after the
// noun: `เบอร์ผู้แนะนำ`): the word, or undefined.
function heldIn(words: string[], list: string[]): string | undefined {
  if (list.length !== 1 || list[0].charCodeAt(0) < UNSPACED_SCRIPTS) return undefined;
  const key = list[0];
  return words.find((word) => key.length > word.length && key.includes(word));
}

/** The person's word as a business's customer glued to another (`客户电话`, `เบอร์ลูกค้า`): qualifies the term as `customer_phone`. */
export const gluedLeadParty = (list: string[]): string | undefined => heldIn(LEAD_PARTY, list);

/** A key glued of a word naming someone else than the person, a referrer (`推荐人电话`), not the one referred (`被推荐人电话`). */
export const gluedOther = (list: string[]): boolean =>
  heldIn(OTHERS, list) !== undefined && gluedLeadParty(list) === undefined;

/** A key glued of the business's word and a name's or a contact's (`商户名称`, `店舗電話番号`, `ชื่อร้านค้า`). */
export const gluedBusinessContact = (list: string[], role: Role | null): boolean =>
  heldIn(BUSINESS, list) !== undefined &&
  (role === 'phone' || role === 'email' || NAME_WORDS.some((word) => list[0].includes(word)));
