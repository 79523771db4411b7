import type { Obj } from './json-object.ts';

/**
 * A question's options sent as two lists of one length side by side, named in any language: one of codes, one of the
 * texts shown for them (`{ตัวเลือก: ["G1", "G2"], ป้ายตัวเลือก: ["ซ่อมศูนย์", "ซ่อมอู่"], คำตอบ: "G1"}`), each code with its
 * text; null when the object holds no such pair. Codes are short texts with no space, all different; the texts are
 * all different, and one of them at least has a space or a letter past ASCII (words, not other codes).
 */
export function parallelOptions(item: Obj): Map<unknown, string> | null {
  let codes: string[] | null = null;
  let texts: string[] | null = null;
  let looked = 0;
  for (const key in item) {
    const list = item[key];
    if (!Array.isArray(list) || list.length < 2 || list.length > MAX_OPTIONS) continue;
    if (++looked > MAX_LISTS) return null;
    if (codes === null && isCodes(list)) codes = list as string[];
    else if (texts === null && isTexts(list)) texts = list as string[];
  }
  if (codes === null || texts === null || codes.length !== texts.length) return null;
  const table = new Map<unknown, string>();
  for (let i = 0; i < codes.length; i++) table.set(codes[i], texts[i]);
  return table;
}

const MAX_OPTIONS = 50;
// A question's few keys: an object of many lists is no question's.
const MAX_LISTS = 4;
const CODE = /^[\p{L}\p{N}_.-]{1,20}$/u;
const WORDY = /\s|[^\u0000-\u007f]/;

const isCodes = (list: unknown[]) =>
  list.every((code) => typeof code === 'string' && CODE.test(code)) && distinct(list);
const isTexts = (list: unknown[]) =>
  list.every((text) => typeof text === 'string' && text.trim() !== '' && text.length <= 200) &&
  list.some((text) => WORDY.test(text as string)) &&
  distinct(list);
const distinct = (list: unknown[]) => new Set(list).size === list.length;
