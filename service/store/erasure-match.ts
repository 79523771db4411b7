import type { ErasureNeedles } from './erasure-records.ts';

/** The body as the digits needles are looked for in: separators a sender puts between digits removed. */
export const withoutSeparators = (body: string): string => body.replace(/[\s\-.()/+]|%20|%2B|%28|%29/gi, '');

/**
 * The body as the text needles are looked for in: JSON's \uXXXX escapes and form encoding's %XX
 * read as the characters they stand for. A form sends jane+leads@… as jane%2Bleads%40…, and a JSON
 * writer may escape any character; the person's address is in the body all the same.
 */
export function unescaped(lower: string): string {
  const json = lower.replace(/\\u([0-9a-f]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return json.replace(/(?:%[0-9a-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run; // not UTF-8: kept as written
    }
  });
}

/** Whether a kept body carries the person. */
export function bodyCarries(body: string, needles: ErasureNeedles): boolean {
  const lower = body.toLowerCase();
  if (needles.texts.some((text) => lower.includes(text))) return true;
  if (needles.texts.length > 0 && /\\u|%/.test(lower)) {
    const plain = unescaped(lower).toLowerCase();
    if (needles.texts.some((text) => plain.includes(text))) return true;
  }
  if (needles.digits.length === 0) return false;
  const bare = withoutSeparators(body);
  return needles.digits.some((digits) => bare.includes(digits));
}
