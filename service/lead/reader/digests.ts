/**
 * A hash, a signature or encoded bytes by their shape (shape-of.ts DIGEST): a machine's, under any key. Read char by
 * char: most texts fail on their first few.
 */

/** A hash or signature: 32 or more hex digits (HEX_DIGEST, read char by char: most texts fail on their first few). */
export const isDigest = (value: string) =>
  (value.length >= 32 && allHex(value, 0, value.length)) || isPaddedBase64(value);

/**
 * Bytes written in base64 with its padding, sixteen characters or more (`AAABBhZZZAAAAAAAAAAAAAAAAAA=`, a card network's
 * authentication value; an HMAC): a machine's, whatever its letters. Its length a multiple of four, one or two `=` last.
 */
function isPaddedBase64(value: string): boolean {
  const { length } = value;
  if (length < 16 || length > 1024 || length % 4 !== 0 || value.charCodeAt(length - 1) !== 61) return false;
  const end = value.charCodeAt(length - 2) === 61 ? length - 2 : length - 1;
  for (let i = 0; i < end; i++) {
    const code = value.charCodeAt(i);
    const lower = code | 32;
    if (!((lower >= 97 && lower <= 122) || (code >= 48 && code <= 57) || code === 43 || code === 47)) return false;
  }
  return true;
}

/** Hex digits only (`[\da-f]` case-blind) from `start` to `end`. */
export function allHex(value: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const code = value.charCodeAt(i);
    const lower = code | 32;
    if (!((code >= 48 && code <= 57) || (lower >= 97 && lower <= 102))) return false;
  }
  return true;
}
