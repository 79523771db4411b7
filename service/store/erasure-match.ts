import type { ErasureNeedles } from './lead-store.ts';

/** The body as the digits needles are looked for in: separators a sender puts between digits removed. */
const withoutSeparators = (body: string): string => body.replace(/[\s\-.()/+]|%20|%2B|%28|%29/gi, '');

/** Whether a kept body carries the person. */
export function bodyCarries(body: string, needles: ErasureNeedles): boolean {
  const lower = body.toLowerCase();
  if (needles.texts.some((text) => lower.includes(text))) return true;
  if (needles.digits.length === 0) return false;
  const bare = withoutSeparators(body);
  return needles.digits.some((digits) => bare.includes(digits));
}
