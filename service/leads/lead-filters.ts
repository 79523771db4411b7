import type { ErrorDetail } from '../../shared/error-detail.ts';
import type { LeadQuery } from '../store/lead-queries.ts';
import type { LeadStore } from '../store/lead-store.ts';
import { normalizePhone, validNationalE164 } from '../lead/schema/phone.ts';

export type LeadFilters = Pick<
  LeadQuery,
  'sourceId' | 'phone' | 'email' | 'since' | 'q' | 'qDigits' | 'qWords' | 'qPhones' | 'from' | 'to' | 'test'
>;

/** The filters as each door receives them: text from a query string, or typed values from a tool. */
export interface GivenFilters {
  sourceId?: string;
  phone?: string;
  email?: string;
  since?: string;
  q?: string;
  from?: string;
  to?: string;
  test?: string | boolean;
}

const Q_MIN = 3;
const MAX_WORDS = 8;
const Q_MAX = 200;

/**
 * The lead-search filters as every door reads them (`GET /api/leads`, its export and the MCP tool
 * `find_leads`; each keeps its own page limits): a phone is read like intake, with the default
 * country of the source the search is narrowed to; an email is trimmed (the store compares it
 * lower-cased); `q` is 3 to 200 characters, a `+` read as a space, its digits searched in phones when there are 3; times
 * are ISO 8601. Problems come back as details, for each door to answer in its own way.
 */
export async function readLeadFilters(
  store: LeadStore,
  given: GivenFilters,
): Promise<{ filters: LeadFilters; problems: ErrorDetail[] }> {
  const problems: ErrorDetail[] = [];
  const filters: LeadFilters = { sourceId: given.sourceId, email: given.email?.trim() || undefined };
  if (given.phone !== undefined) {
    const defaultCountry = given.sourceId ? ((await store.getSource(given.sourceId))?.defaultCountry ?? null) : null;
    const phone = normalizePhone(given.phone, defaultCountry);
    if (phone.ok) filters.phone = phone.e164;
    else problems.push({ field: 'phone', message: phone.message });
  }
  if (given.q !== undefined) {
    readSearch(given.q, filters, problems);
    if (filters.qDigits !== undefined) await readNationalPhones(store, given.sourceId, filters);
  }
  for (const key of ['since', 'from', 'to'] as const) {
    const text = given[key];
    if (text === undefined) continue;
    const time = isoTime(text);
    if (time === null)
      problems.push({
        field: key,
        message: `${key} "${text}" is not a time; use ISO 8601 such as 2026-11-01T00:00:00Z`,
      });
    else filters[key] = time;
  }
  if (given.test !== undefined) {
    if (given.test === true || given.test === 'true') filters.test = true;
    else if (given.test === false || given.test === 'false') filters.test = false;
    else problems.push({ field: 'test', message: 'test must be true (test leads only) or false (real leads only)' });
  }
  return { filters, problems };
}

function readSearch(raw: string, filters: LeadFilters, problems: ErrorDetail[]): void {
  const q = raw.trim();
  const length = [...q].length;
  if (length < Q_MIN || length > Q_MAX) {
    problems.push({
      field: 'q',
      message: `q must be ${Q_MIN} to ${Q_MAX} characters (a search of fewer finds too much to be useful)`,
    });
    return;
  }
  // No name or email holds them, and SQLite's search syntax cannot carry a NUL.
  if (/[\u0000-\u001F\u007F]/.test(q)) {
    problems.push({ field: 'q', message: 'q must be text without control characters' });
    return;
  }
  filters.q = q;
  // `Dubois Léa` finds Léa Dubois; a word of 1 or 2 characters cannot be looked up in a trigram
  // index, so such a q is searched as written only.
  const words = q.split(/\s+/);
  if (words.length > 1 && words.length <= MAX_WORDS && words.every((word) => [...word].length >= Q_MIN))
    filters.qWords = words;
  const digits = q.replace(/\D/g, '');
  if (digits.length >= Q_MIN) filters.qDigits = digits;
}

/** At most this many default countries read a search as a national number (each adds a term to the search). */
const MAX_SEARCH_COUNTRIES = 20;
const PHONE_LIKE = /^[\d\s().\-/+]+$/;

/**
 * A search typed as a phone is said in the sources' countries (`06 12 34 56 78` in France) also
 * matches that number in E.164 (`+33612345678`): read in the default country of the source
 * searched, else of every source's, as intake reads it (docs/api.md §4).
 */
async function readNationalPhones(store: LeadStore, sourceId: string | undefined, filters: LeadFilters): Promise<void> {
  const q = filters.q!;
  if (q.startsWith('+') || q.startsWith('00') || !PHONE_LIKE.test(q)) return;
  const sources = sourceId ? [await store.getSource(sourceId)] : await store.listSources({ includeDeleted: true });
  const countries = new Set(sources.map((source) => source?.defaultCountry).filter((c): c is string => !!c));
  const phones = new Set<string>();
  for (const country of [...countries].slice(0, MAX_SEARCH_COUNTRIES)) {
    const e164 = validNationalE164(q, country);
    if (e164 !== null && !e164.slice(1).includes(filters.qDigits!)) phones.add(e164);
  }
  if (phones.size > 0) filters.qPhones = [...phones];
}

// A date, or a date and time with an optional offset (none: UTC); the year in 4 digits.
const ISO_TIME = /^(\d{4}-\d{2}-\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?([Zz]|[+-]\d{2}(?::?\d{2})?)?)?$/;

/**
 * ISO 8601 as stored times are written (UTC, `Z`), or null. Date() alone would guess at anything
 * ("1", "Thu Nov 26") in the server's time zone, and read +010000 as a year whose ISO text sorts
 * before every stored time (the stores compare times as text).
 */
function isoTime(text: string): string | null {
  const m = ISO_TIME.exec(text.trim());
  if (!m) return null;
  const [, date, hh = '00', mm = '00', ss = '00', fraction = '', zone = 'Z'] = m;
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(3).replace(':', '') || '00'}`;
  // 2026-02-31 rolls over to March in Date(): a day the month does not have is not a time.
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) return null;
  const time = new Date(
    `${date}T${hh}:${mm}:${ss}${fraction ? `.${fraction.slice(0, 3).padEnd(3, '0')}` : ''}${offset}`,
  );
  if (Number.isNaN(time.getTime())) return null;
  const iso = time.toISOString();
  return /^\d{4}-/.test(iso) ? iso : null;
}
