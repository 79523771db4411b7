// A code a tool names an option by, made of words a reader can read (text-features.ts kindCode).

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
