import type { LeadInput } from '../lead/lead-input.ts';

/** A lead as stored: what intake read (name, phone, email, notes, fields, test), where from and when, and who came back. */
export interface LeadRecord extends LeadInput {
  id: string;
  sourceId: string;
  createdAt: string;
  /** How many duplicates matched this lead: the same person coming back. */
  returns: number;
  /** The newest of them, or createdAt until the first. */
  lastSeenAt: string;
  /** Duplicates that sent another name or email (lead-conflicts.ts), oldest first: the newest CONFLICTS_KEPT. */
  conflicts: LeadConflict[];
}

/** A returning submission whose name or email differs from the lead's: someone else may have sent the phone first. */
export interface LeadConflict {
  name: string | null;
  email: string | null;
  sourceId: string;
  at: string;
}

/** A lead as intake hands it to the store, before anyone came back. */
export type NewLead = Omit<LeadRecord, 'returns' | 'lastSeenAt' | 'conflicts'>;

/** What one duplicate sent, kept on the lead it matched (docs/api.md §4, a person who comes back). */
export interface LeadSubmissionRecord extends Pick<
  LeadRecord,
  'sourceId' | 'name' | 'phone' | 'email' | 'notes' | 'fields'
> {
  at: string;
  /** Set when the submission was cut to SUBMISSION_MAX_BYTES. */
  truncated?: true;
}

export type AddLeadResult =
  { status: 'created'; lead: LeadRecord } | { status: 'duplicate'; matchedOn: 'phone' | 'email' };

/** How stores compare emails, for duplicates and searches: the whole address, lower-cased. */
export const emailKeyOf = (email: string | null | undefined): string | null => email?.toLowerCase() ?? null;

/** A real lead without a phone is a duplicate of any real lead with its email; test leads never are. */
export const isEmailOnly = (lead: Pick<LeadRecord, 'phone' | 'test'>): boolean => !lead.phone && !lead.test;

/** Submissions kept per lead besides the first from each source: this many matching the lead, and this many conflicting. */
export const SUBMISSIONS_NEWEST = 20;
