import type { LeadRecord } from './lead-record.ts';

export interface LeadQuery {
  sourceId?: string;
  phone?: string;
  email?: string;
  since?: string;
  /** Name (case and accents ignored) or email contains it, or the phone contains `qDigits` or is one of `qPhones`. */
  q?: string;
  /** The digits of q, when it has at least 3. */
  qDigits?: string;
  /** q's words, when it has several and each has 3 or more characters: each in the name or the email, in any order. */
  qWords?: string[];
  /** q read as a national number in the searched sources' default countries: E.164 numbers the phone may equal. */
  qPhones?: string[];
  /** createdAt >= from. */
  from?: string;
  /** createdAt < to. */
  to?: string;
  test?: boolean;
  /** Return leads with ids below this one (ids are time-ordered). */
  beforeId?: string;
  limit: number;
}

/** The filters of a LeadQuery without its page: what a count counts. */
export type LeadFilterQuery = Omit<LeadQuery, 'beforeId' | 'limit'>;

/** How many leads the filters give: `capped` when counting stopped at its cap (then `total` is the cap). */
export interface LeadCount {
  total: number;
  capped: boolean;
}

/** A page of leads, newest first; nextBeforeId is where the next page starts, null when nothing older is left. */
export interface LeadPage {
  leads: LeadRecord[];
  nextBeforeId: string | null;
}
