// Codes made of words a reader can read: a tool's name for an option (text-features.ts kindCode), a name someone gave
// in words (a campaign's slug, a choice with `_` for its spaces: value-shapes.ts isCountedIdToken).

/**
 * A code made of words (`SINGLE_FAMILY`, `MARRIED`, `within-30-days`): parts joined by `_` or `-`, each a word
 * holding a vowel or a number, one word of three letters or more; `SFR`, `VT2` and `PT_04` are codes of none.
 */
export function isWordCode(value: string): boolean {
  if (value.length < 3 || value.length > 40) return false;
  let word = false;
  let partLetters = 0;
  let partDigits = 0;
  let vowel = false;
  for (let i = 0; i <= value.length; i++) {
    const code = i === value.length ? 95 : value.charCodeAt(i);
    const lower = code | 32;
    if (code === 95 || code === 45) {
      // A part's end: a word with a vowel, or a number; never letters and digits mixed, nor an empty part.
      if (partLetters > 0 === partDigits > 0 || (partLetters > 0 && !vowel)) return false;
      if (partLetters >= 3) word = true;
      partLetters = partDigits = 0;
      vowel = false;
    } else if (lower >= 97 && lower <= 122) {
      partLetters++;
      if (VOWELS.has(lower)) vowel = true;
    } else if (code >= 48 && code <= 57) partDigits++;
    else return false;
  }
  return word;
}
const VOWELS = new Set([97, 101, 105, 111, 117, 121]); // a e i o u y

// A slug's word is written as a person writes one, lower case or capitalised (`/^(?:[a-z]{2,}|[A-Z][a-z]+)$/`);
// capitals are a tool's code (`ORDER`, `NOTIFY`). A short number is `/^(?:[a-zA-Z]?\d{1,4}|\d{1,3}[a-zA-Z])$/`.
const NEITHER = 0;
const SHORT = 1;
const WORD = 2;

/**
 * A name someone gave in words (`spring_sale_2026`, `ehr-integrations-q4`, a campaign's or a plan's):
 * words joined by `-` or `_`, beside a short number or two (`2026`, `q4`, `b2`) they outnumber, one
 * word of four letters or more. An id's parts are generated (`rec_8Hq2ZkLm41Pq`, `KH-2026-08812`).
 * Its parts are read in place, as `split(/[-_]/)` would cut them (an empty part is neither). A
 * choice's text with its spaces turned to `_` (an ad platform's lead form: `1_bedroom_(35_sqm)`,
 * `10%_downpayment,_balance_over_36_months`) keeps a writer's marks at its words' edges, which no
 * generated id holds: with one, its numbers may equal its words. With none they may not (an attacker's
 * pass, /work/attack49: `acct_2041_lead_77`, `Order-1042-Item-3` are ids).
 */
export function isWordSlug(value: string): boolean {
  let parts = 0;
  let words = 0;
  let long = false;
  let marked = false;
  for (let start = 0; start <= value.length; start++) {
    let end = start;
    while (end < value.length && value.charCodeAt(end) !== 45 && value.charCodeAt(end) !== 95) end++;
    parts++;
    let from = start;
    let to = end;
    while (from < to && value.charCodeAt(from) === 40 /* ( */) from++;
    while (to > from && isClosingMark(value.charCodeAt(to - 1))) to--;
    marked ||= from !== start || to !== end;
    const kind = slugPart(value, from, to);
    if (kind === NEITHER) return false;
    if (kind === WORD) {
      words++;
      long ||= to - from >= 4;
    }
    start = end;
  }
  return long && (marked ? words >= parts - words : words > parts - words);
}
// `)`, `%`, `,`: a writer's marks after a word or a number.
const isClosingMark = (code: number) => code === 41 || code === 37 || code === 44;

// What `value.slice(start, end)` is in a slug: a word, a short number, or neither (the two patterns above).
function slugPart(value: string, start: number, end: number): number {
  const length = end - start;
  if (length === 0) return NEITHER;
  const first = value.charCodeAt(start);
  let lower = 0;
  let digits = 0;
  for (let i = start + 1; i < end; i++) {
    const code = value.charCodeAt(i);
    if (code >= 97 && code <= 122) lower++;
    else if (code >= 48 && code <= 57) digits++;
  }
  const letterFirst = isAsciiLetter(first);
  if (letterFirst && length >= 2 && lower === length - 1) return WORD;
  if (letterFirst) return digits === length - 1 && length >= 2 && length <= 5 ? SHORT : NEITHER;
  if (first < 48 || first > 57) return NEITHER;
  if (digits === length - 1) return length <= 4 ? SHORT : NEITHER;
  return digits === length - 2 && length <= 4 && isAsciiLetter(value.charCodeAt(end - 1)) ? SHORT : NEITHER;
}
const isAsciiLetter = (code: number) => (code | 32) >= 97 && (code | 32) <= 122;
