/**
 * The kinds of character a text holds, read in one pass (shape-of.ts): a shape's pattern or loop is tried
 * only when the text may hold the characters it needs, so a fresh time, number or amount is read once, not
 * by a pattern per shape.
 * Each ASCII character is of one kind; beyond ASCII, a currency sign, a bullet or any other.
 */
export const DIGIT = 1 << 0;
const HEX_LOWER = 1 << 1; // a-f
const LOWER = 1 << 2; // g-z
export const HEX_UPPER = 1 << 3; // A-F
const UPPER = 1 << 4; // G-Z
export const SPACE = 1 << 5; // ' ' alone
export const WHITE = 1 << 6; // tab, line feed, vertical tab, form feed, carriage return
export const COLON = 1 << 7;
export const DOT = 1 << 8;
export const DASH = 1 << 9; // '-'
export const SLASH = 1 << 10;
const UNDERSCORE = 1 << 11;
export const PLUS = 1 << 12;
export const PAREN = 1 << 13; // ( )
const EQUALS = 1 << 14;
export const DOLLAR = 1 << 15;
export const MARK = 1 << 16; // * # (a mask's, beside x, X and •)
const OTHER = 1 << 17; // any other printable ASCII character (@ , ; ' …)
export const CONTROL = 1 << 18; // ASCII's other controls and DEL
export const CURRENCY = 1 << 19; // € £ ¥ ₹ ₽
export const BULLET = 1 << 20; // •
export const BEYOND = 1 << 21; // any other character past ASCII

export const HEX = DIGIT | HEX_LOWER | HEX_UPPER;
export const PAST_ASCII = CURRENCY | BULLET | BEYOND;

// Each ASCII character's kind, with a bit above the kinds for a letter and one for a digit: counted without a branch.
const LETTER_COUNT = 24;
const DIGIT_COUNT = 25;
const KINDS = (1 << 22) - 1;
const ASCII_KINDS = new Int32Array(128).map((_, code) => {
  const kind = asciiKind(code);
  const letter = kind >= HEX_LOWER && kind <= UPPER ? 1 : 0;
  return kind | (letter << LETTER_COUNT) | ((kind === DIGIT ? 1 : 0) << DIGIT_COUNT);
});

function asciiKind(code: number): number {
  if (code >= 48 && code <= 57) return DIGIT;
  if (code >= 97 && code <= 122) return code <= 102 ? HEX_LOWER : LOWER;
  if (code >= 65 && code <= 90) return code <= 70 ? HEX_UPPER : UPPER;
  if (code >= 9 && code <= 13) return WHITE;
  if (code < 32 || code === 127) return CONTROL;
  const marks: Record<string, number> = {
    ' ': SPACE,
    ':': COLON,
    '.': DOT,
    '-': DASH,
    '/': SLASH,
    _: UNDERSCORE,
    '+': PLUS,
    '(': PAREN,
    ')': PAREN,
    '=': EQUALS,
    $: DOLLAR,
    '*': MARK,
    '#': MARK,
  };
  return marks[String.fromCharCode(code)] ?? OTHER;
}

const pastAsciiKind = (code: number) =>
  code === 0x2022
    ? BULLET
    : code === 0x20ac || code === 0xa3 || code === 0xa5 || code === 0x20b9 || code === 0x20bd
      ? CURRENCY
      : BEYOND;

/**
 * What `readChars` last found: the kinds of character the text holds, its ASCII letters and its digits; or,
 * after `skipChars`, nothing known: every kind may be held, and as many letters and digits as any text has.
 */
export const chars = { known: false, kinds: 0, letters: 0, digits: 0 };
const ANY_COUNT = 0x3fffffff;

/** Nothing known of the next text's characters: every question below answers that it may. */
export function skipChars(): void {
  chars.known = false;
  chars.letters = ANY_COUNT;
  chars.digits = ANY_COUNT;
}

/** Reads a text's characters once into `chars`. */
export function readChars(text: string): void {
  let kinds = 0;
  let letters = 0;
  let digits = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const kind = code < 128 ? ASCII_KINDS[code] : pastAsciiKind(code);
    kinds |= kind;
    letters += (kind >>> LETTER_COUNT) & 1;
    digits += kind >>> DIGIT_COUNT;
  }
  chars.known = true;
  chars.kinds = kinds & KINDS;
  chars.letters = letters;
  chars.digits = digits;
}

/** May hold only characters of `kinds` (surely, once read: a text has at least one character). */
export const onlyOf = (kinds: number) => !chars.known || (chars.kinds & ~kinds) === 0;
/** May hold a character of `kinds` (surely, once read). */
export const anyOf = (kinds: number) => !chars.known || (chars.kinds & kinds) !== 0;

/** A text as trim() gives it: one whose ends are ASCII marks has nothing to trim (no white space is one), nearly every value. */
export const trimmed = (text: string) =>
  isMark(text.charCodeAt(0)) && isMark(text.charCodeAt(text.length - 1)) ? text : text.trim();
const isMark = (code: number) => code > 32 && code < 127;
