import type { ErrorDetail } from '../../../shared/error-detail.ts';
import { normalizePhone, validNationalE164 } from '../schema/phone.ts';
import type { Chosen } from './chosen.ts';
import { isoCountry } from './phone-objects.ts';
import type { Ranked } from './ranked.ts';
import { distance, type Reading } from './reading.ts';
import { phoneOfLink } from './shapes.ts';
import { internationalWithoutPlus } from './phone-digits.ts';

export function firstPhone(
  candidates: Ranked[],
  defaultCountry: string | null,
  problems: ErrorDetail[],
  countries: Reading[] | null,
): Chosen['phone'] {
  let problem: ErrorDetail | null = null;
  let farReads = 0;
  let tried = 0;
  for (const { reading, tier } of candidates) {
    if (tried++ === MAX_TRIED) break;
    const { value } = reading;
    const country = reading.country ?? defaultCountry;
    const read =
      typeof value === 'string' || typeof value === 'number'
        ? normalizePhone(value, country)
        : { ok: false as const, message: 'phone must be text such as "+14155550123" or a number' };
    if (read.ok) {
      const named =
        countries === null || reading.country !== undefined
          ? null
          : namedInstead(value, read.e164, country, reading, countries);
      return { e164: named ?? read.e164, reading };
    }
    if (tier >= 3) continue;
    const local =
      countries === null
        ? null
        : (inCountryNearby(value, reading, countries) ??
          (farReads++ < MAX_FAR_READS ? validNamed(value, reading, countries, null) : null));
    if (local !== null) return { e164: local, reading };
    // Digits the default country cannot read (or there is none) that are a valid number with a `+` (a sender's `447911…`).
    const international = internationalWithoutPlus(value, null, 11);
    if (international !== null) return { e164: international, reading };
    // A phone written as a link (`tel:+1…`, `whatsapp:+1…`) or after a short letter tag (`p:+91…`) under a phone's label.
    const linked = typeof value === 'string' ? phoneOfLink(value, true) : null;
    const fromLink = linked !== null ? normalizePhone(linked, defaultCountry) : null;
    if (fromLink?.ok) return { e164: fromLink.e164, reading };
    // A value read only by its shape was never asked to be a phone.
    problem ??= { field: 'phone', message: read.message };
  }
  if (problem) problems.push(problem);
  return null;
}

/**
 * A number the default country reads only as one that cannot exist there (possible, not valid: `087 214 5583`, ten
 * digits, in the US; digits taken for international for want of a `+`, `31987654321`), read in a country the body names
 * where it is valid (an Irish mobile, a Brazilian one), the nearest first; null when it is valid in the default country,
 * written with its `+` or `00`, or valid in no country named.
 */
function namedInstead(
  value: unknown,
  e164: string,
  country: string | null,
  reading: Reading,
  countries: Reading[],
): string | null {
  const digits = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (digits.startsWith('+') || digits.startsWith('00')) return null;
  if (country !== null && validNationalE164(digits, country) === e164) return null;
  return validNamed(value, reading, countries, country);
}

// Numbers tried, in their rank's order: each costs a few libphonenumber parses (about 100 µs), and a person's phone is
// among the first ranked, so a body of thousands of numbers no country reads costs a few milliseconds (docs/api.md §2.2).
const MAX_TRIED = 32;

// Numbers read in every country the body names (up to ten each): a few, so a body of thousands of numbers no phone costs
// no more than a few reads each (docs/api.md §2.2).
const MAX_FAR_READS = 4;

// The number as a valid one of the nearest country named in the body in which it is (but `skip`), else null; each
// country asked once.
function validNamed(value: unknown, reading: Reading, countries: Reading[], skip: string | null): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const near = countries
    .map((country) => ({
      iso: isoCountry(country.value as string),
      steps: distance(country.container, reading.container),
    }))
    .sort((a, b) => a.steps - b.steps);
  const asked = new Set<string | undefined>([undefined, skip ?? undefined]);
  for (const { iso } of near) {
    if (asked.has(iso)) continue;
    asked.add(iso);
    const valid = validNationalE164(String(value), iso!);
    if (valid !== null) return valid;
  }
  return null;
}

/**
 * A national number the default country cannot read (or there is none), read in the country an
 * address beside it names (`{"phone": "020 …", "address": {"country": "GB"}}`): the nearest
 * country within two steps of the phone's object.
 */
function inCountryNearby(value: unknown, reading: Reading, countries: Reading[]): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  let nearest: string | undefined;
  let away = 3;
  for (const country of countries) {
    const steps = distance(country.container, reading.container);
    const iso = steps < away ? isoCountry(country.value as string) : undefined;
    if (iso !== undefined) {
      nearest = iso;
      away = steps;
    }
  }
  if (nearest === undefined) return null;
  const read = normalizePhone(value, nearest);
  return read.ok ? read.e164 : null;
}
