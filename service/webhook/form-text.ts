/**
 * A form-encoded text sent as one value (`data: "name=Rosa+Lind&email=rosa%40…&phone=…"`, a form
 * backend's "form URL encoded" webhook; or written unencoded, `buyer_name=Ada Tester&…`): two
 * `key=value` pairs or more joined by `&`, keys of the characters a form's field names are encoded
 * with, no line break. A sentence (`size=large & color=red`: a space after `&`) is none, and nor is a
 * link's query (`https://…?a=1&b=2`): its first key would hold `:` and `/`.
 */
export function looksLikeFormText(text: string): boolean {
  // Two pairs take 7 characters at least (`a=1&b=2`). Most values hold no `=` near their start (one native scan, no
  // loop here); only a first key of key characters goes on.
  if (text.length < 7) return false;
  const equals = text.indexOf('=');
  if (equals <= 0 || equals > MAX_FIRST_KEY || text.indexOf('&', equals) < 0) return false;
  for (let i = 0; i < equals; i++) if (!isKeyCode(text.charCodeAt(i))) return false;
  return FORM_TEXT.test(text);
}

const MAX_FIRST_KEY = 200;
// Letters, digits, `_ . - [ ]`, `%` (an escaped byte: a key in another script arrives so) and `+` (a space, in a field
// named by its question: `What+are+you+looking+for%3F`).
const isKeyCode = (code: number) =>
  (code >= 97 && code <= 122) ||
  (code >= 65 && code <= 90) ||
  (code >= 48 && code <= 57) ||
  code === 95 ||
  code === 46 ||
  code === 45 ||
  code === 91 ||
  code === 93 ||
  code === 37 ||
  code === 43;
// Linear: a key's characters never include `=`, a value's never `&`, so each character has one way to match.
const FORM_TEXT = /^[\w.\-[\]%+]+=[^&\r\n]*(?:&[\w.\-[\]%+]+=[^&\r\n]*)+&?$/;
