/**
 * Values that say what they are by their shape alone, whatever their key (docs/api.md §2.4): an
 * RFC 5322 mailbox (`Ada Tester <ada@example.com>`, what email relays post as `from`) and a number
 * written internationally (`+16505550142`, what SMS relays post as `From`). Cheap character checks
 * come first: most values of a body are neither, and the parsers are the costly part.
 */

// `"Tester, Ada" <ada@example.com>` or `Ada Tester <ada@example.com>` (RFC 5322 §3.4 name-addr).
const MAILBOX = /^\s*(?:"((?:[^"\\\r\n]|\\.)*)"|([^<>"\r\n]*?))\s*<([^<>\s]+)>\s*$/;

/** A mailbox's address (still to be checked as one) and display name (empty when none); null when the text is no mailbox. */
export function mailboxOf(text: string): { address: string; displayName: string } | null {
  if (text.length > 500 || text.charCodeAt(text.length - 1) !== 62 /* > */ && !text.trimEnd().endsWith('>')) return null;
  const found = MAILBOX.exec(text);
  if (found === null) return null;
  const displayName = (found[1] !== undefined ? found[1].replace(/\\(.)/g, '$1') : found[2] ?? '').trim();
  return { address: found[3], displayName };
}

// A `+`, then 7 to 15 digits (E.164) with the separators people write: a national number or an id never starts with `+`.
const INTERNATIONAL = /^\+[\d\s().-]{7,24}$/;

/** Whether a value is written like an international phone number, before the phone parser is asked. */
export function looksInternational(value: unknown): value is string {
  if (typeof value !== 'string' || value.charCodeAt(0) !== 43 /* + */ || !INTERNATIONAL.test(value)) return false;
  let digits = 0;
  for (let i = 1; i < value.length; i++) if (value.charCodeAt(i) >= 48 && value.charCodeAt(i) <= 57) digits++;
  return digits >= 7 && digits <= 15;
}
