import { FILLER } from './vocabulary.ts';
import { GLUED_HEADS, GLUED_TAILS } from './vocabulary-glued.ts';

/**
 * How a key or label and a vocabulary term are written alike before they are compared (docs/api.md
 * §2.4): lower case, accents dropped, camelCase and every separator a space, a question's number
 * and leading filler ("What's your", "Ihre") dropped.
 */

// Terms read as labels are (wordsOf below): a Japanese ド loses its mark as a label's does.
// Accents dropped, and the letters no decomposition reaches read as their base letter (Turkish ı, Polish ł,
// Nordic ø, Icelandic ð and þ, Azerbaijani ə): a label and a term fold alike, so "Adınız Soyadınız" meets "adiniz
// soyadiniz", and a name meets its address (`Sigríður` → `sigridur`).
// prettier-ignore
const UNDECOMPOSED: Record<string, string> = {
  ı: 'i', ł: 'l', Ł: 'L', ø: 'o', Ø: 'O', đ: 'd', Đ: 'D', ß: 'ss', ð: 'd', Ð: 'D', þ: 'th', Þ: 'Th', æ: 'ae', Æ: 'Ae',
  ə: 'a', Ə: 'A', œ: 'oe', Œ: 'Oe',
};
// Marks are accents only where a letter stands without them (Latin, Greek, Cyrillic, Hebrew's and Arabic's vowel points,
// kana's voicing): dropped there. In the scripts of South and South-East Asia a mark is a vowel (Thai `ชื่อ`, name, is
// ช ื ่ อ; Hindi `मोबाइल`): dropped, `ชื่อ` would be `ชอ`, the letters of `ชอบ`, to like. Kept there, but for the nukta, a
// dot many leave out (`फ़ोन` and `फोन`, phone, fold alike).
// A run of marks after its letter: kept after a letter of those scripts, dropped after any other (and at the start).
const MARKS = /(^|[^\p{M}])(\p{M}+)/gu;
const KEEPS_MARKS =
  /[\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}\p{sc=Devanagari}\p{sc=Bengali}\p{sc=Gurmukhi}\p{sc=Gujarati}\p{sc=Oriya}\p{sc=Tamil}\p{sc=Telugu}\p{sc=Kannada}\p{sc=Malayalam}\p{sc=Sinhala}\p{sc=Tibetan}]/u;
const keptMarks = (run: string, letter: string) => (letter !== '' && KEEPS_MARKS.test(letter) ? run : letter);
const NUKTA = /[\u093c\u09bc\u0a3c\u0abc\u0b3c\u0cbc]/g;
// An ASCII text (nearly every key, host and address) has no decomposition, no mark and no letter of the table: it is its own fold.
export const fold = (text: string) =>
  isAscii(text)
    ? text
    : text
        .normalize('NFD')
        .replace(MARKS, keptMarks)
        .replace(NUKTA, '')
        .replace(/[ıłŁøØđĐßðÐþÞæÆəƏœŒ]/g, (letter) => UNDECOMPOSED[letter]);
function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}
export const termsOf = (list: string[]) => new Set(list.map(fold));
// Longest filler first, so "what is your" goes before "what".
const FILLERS = [...FILLER].sort((a, b) => b.length - a.length).map((phrase) => `${phrase} `);
const QUESTION_NUMBER = /^q\d+ /;
const NOT_LETTERS = /[^a-z]+/;
/** A text's words of letters, accents folded, lower case (`Andrea.Salinas` → `andrea`, `salinas`). */
export const letterWords = (text: string) => fold(text).toLowerCase().split(NOT_LETTERS);

/** Lower case, no accents, camelCase and every separator a space, question numbers and filler dropped. */
export function wordsOf(label: string): string {
  let text = fold(label.replace(/([a-z\d])([A-Z])/g, '$1 $2')).toLowerCase();
  text = text
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()
    .replace(QUESTION_NUMBER, '');
  for (let stripped = true; stripped;) {
    stripped = false;
    for (const filler of FILLERS) {
      if (text.startsWith(filler) && text.length > filler.length) {
        text = text.slice(filler.length);
        stripped = true;
      }
    }
  }
  return unglued(text);
}

// A key of one lower-case word: a party's word and a field's glued (`customername`), read as the two (vocabulary-glued.ts).
const HEADS = new Set(GLUED_HEADS.filter((word) => /^[a-z]+$/.test(word)));
const GLUED = /^[a-z]{6,30}$/;
function unglued(text: string): string {
  if (!GLUED.test(text)) return text;
  for (const tail of GLUED_TAILS)
    if (text.endsWith(tail) && HEADS.has(text.slice(0, -tail.length))) return `${text.slice(0, -tail.length)} ${tail}`;
  return text;
}

// Every contiguous run of words, to find a term inside a longer question.
export function* runsOf(words: string[]): Generator<string> {
  for (let start = 0; start < words.length; start++) {
    for (let end = Math.min(words.length, start + 4); end > start; end--) yield words.slice(start, end).join(' ');
  }
}

/** A word without the digits ending it (`param` of `param12`), cut char by char: `/\d+$/` tries each digit of a run before a letter (`111…1a1`), quadratic. */
export function withoutTrailingDigits(word: string): string {
  let end = word.length;
  while (end > 0 && word.charCodeAt(end - 1) >= 48 && word.charCodeAt(end - 1) <= 57) end--;
  return word.slice(0, end);
}
