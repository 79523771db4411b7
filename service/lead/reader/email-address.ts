import type { ErrorDetail } from '../../../shared/error-detail.ts';
import { emailOf } from '../schema/lead-schema.ts';
import type { Chosen } from './chosen.ts';
import type { Ranked } from './ranked.ts';

const WHITE_SPACE = /\s/;

/**
 * `local@domain.tld` roughly: one `@` after a first character, no white space, and a dot in the
 * domain with a character on each side; as the pattern `^[^\s@]+@[^\s@]+\.[^\s@]+$` says, read in
 * one pass (that pattern backtracked quadratically over a domain of many dots ending in an `@`).
 */
export function roughEmail(text: string): boolean {
  const at = text.indexOf('@');
  if (at < 1 || text.indexOf('@', at + 1) >= 0 || WHITE_SPACE.test(text)) return false;
  const dot = text.indexOf('.', at + 2);
  return dot > 0 && dot < text.length - 1;
}

/** An address as the lead's schema reads one (lead-schema.ts), after a cheap look at its shape. */
export function emailAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return roughEmail(text) ? emailOf(text) : null;
}

export function firstEmail(candidates: Ranked[], problems: ErrorDetail[]): Chosen['email'] {
  let asked = false;
  for (const { reading, tier } of candidates) {
    const address = emailAddress(reading.value);
    if (address !== null) return { address, reading };
    if (tier < 3) asked = true;
  }
  if (asked) problems.push({ field: 'email', message: 'email must be a valid address such as jane@example.com' });
  return null;
}

/** A short contact line holding an email among its words (`Tel 02 5550 1234 · desk@clinic.example`): someone's contact, not a message. */
export const holdsEmail = (text: string): boolean =>
  text.length <= 60 &&
  text.includes('@') &&
  text.split(/\s+/).some((word) => word.includes('@') && emailAddress(word) !== null);
