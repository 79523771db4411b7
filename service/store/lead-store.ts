import type { FieldMap } from '../webhook/field-map/field-map.ts';
import type { PickReasons, ValueRoles } from '../webhook/reader/explanation.ts';
import type { OutboundStore } from './outbound-records.ts';

/** Plain records the stores hold; no driver type leaves a store module. Timestamps are ISO 8601 UTC. */
export interface SourceRecord {
  id: string;
  name: string;
  defaultCountry: string | null;
  /** When set, Google Ads lead form bodies must carry this google_key. */
  googleKey: string | null;
  /** JSON Pointers into each lead → the field they fill, winning over every built-in reading; in order. */
  fieldMap: FieldMap;
  /** Where a plain HTML form's visitor is sent (303) once their lead is taken (docs/api.md §2.7); null: none. */
  redirectUrl: string | null;
  /** The active webhook token; the only credential of the source's webhook URL. */
  token: string;
  createdAt: string;
  updatedAt: string;
  /** Real leads; test leads are counted apart in testLeadCount. */
  leadCount: number;
  testLeadCount: number;
  lastLeadAt: string | null;
  /** Set once the source is deleted (its token then revoked, `token` empty); listed only when asked. */
  deletedAt: string | null;
  /** Refused deliveries (countsAsUnseenRefusal) since the admin last opened the delivery log. */
  unseenRefusals: number;
}

export interface LeadRecord {
  id: string;
  sourceId: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  notes: string;
  fields: Record<string, unknown>;
  /** A test lead (Google's is_test, or `test: true`): never a duplicate, never blocks a real lead. */
  test: boolean;
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

export type DeliveryOutcome = 'created' | 'duplicate' | 'rejected';

export interface DeliveryRecord {
  /** Time-ordered (a UUIDv7). */
  id: string;
  at: string;
  status: number;
  outcome: DeliveryOutcome;
  leadId?: string;
  /** On a duplicate: the lead it matched (deliveries logged before this was kept have none). */
  matchedLeadId?: string;
  /** The person it carried was erased: the body is gone. */
  erased?: true;
  /** MongoDB: written again after the instance that answered its lead died before writing it; no body. */
  recovered?: true;
  error?: { code: string; message: string };
  body?: string;
  /** The X-Request-Id of the request that made it (absent on deliveries logged before ids were kept). */
  requestId?: string;
  /** The Content-Type the kept body is read with (absent when the request had none). */
  contentType?: string;
  /** Where the stored lead's fields came from: JSON Pointers into the lead object the field map reads (docs/api.md §3). */
  picked?: Partial<Record<'name' | 'firstName' | 'lastName' | 'phone' | 'email', string>>;
  /** The values sent as JSON text and read decoded (`/rawRequest`): pointers in `picked` go through them. */
  decodedText?: string[];
  /** Problems that did not stop the lead (docs/api.md §2.1). */
  warnings?: Array<{ field: string; message: string }>;
  /** Why each picked field was picked, strongest reason first, as the reader weighed it then (docs/api.md §3). */
  reasons?: PickReasons;
  /** What every other value read was taken for (at most 500 pointers): which reached the notes, which stayed out. */
  roles?: ValueRoles;
  /** Refusals before the body (410, 429) are one entry per token and status: how many, from when to when. */
  count?: number;
  firstAt?: string;
  lastAt?: string;
}

/** A delivery to log: its id made by the caller (so the live feed names the same one), or else by the store. */
export type NewDelivery = Omit<DeliveryRecord, 'id'> & { id?: string };

/**
 * Refusals of one kind (`key`: status, code and which token) counted in memory since the last
 * write; the store adds them to the source's one entry of that key, which becomes its newest.
 */
export interface RefusalTally {
  key: string;
  /** The entry's new id (time-ordered, so it is listed as of its last refusal). */
  id: string;
  status: number;
  error: { code: string; message: string };
  count: number;
  firstAt: string;
  lastAt: string;
}

/** Refused deliveries the admin is told about (docs/api.md §3): every 4xx but a revoked URL or a rate limit. */
export const countsAsUnseenRefusal = (status: number): boolean =>
  status >= 400 && status < 500 && status !== 410 && status !== 429;

/** What addLead logs beside the lead; status and outcome follow from the write. */
export type LeadDelivery = Pick<
  NewDelivery,
  'id' | 'at' | 'body' | 'requestId' | 'contentType' | 'picked' | 'decodedText' | 'warnings' | 'reasons' | 'roles'
> & {
  /** The HTTP status the lead is answered with when not 200: 303, a form's visitor sent to the thank-you page. */
  status?: number;
  /**
   * An admin sending a kept body again: a duplicate it makes is not the person coming back (sending
   * a created lead's body again would count the lead returning to itself), so no submission is kept.
   */
  replayed?: true;
};

export type RevocationReason = 'regenerated' | 'deleted';

/** What a webhook token points at: an active source, or a source the token no longer serves. */
export type WebhookLookup =
  { source: SourceRecord; revoked: null } | { source: SourceRecord; revoked: { reason: RevocationReason; at: string } };

export type AddLeadResult =
  { status: 'created'; lead: LeadRecord } | { status: 'duplicate'; matchedOn: 'phone' | 'email' };

export interface NewSource {
  id: string;
  name: string;
  defaultCountry: string | null;
  googleKey: string | null;
  token: string;
  at: string;
}

export interface SourcePatch {
  name?: string;
  defaultCountry?: string | null;
  googleKey?: string | null;
  /** Replaces the whole map. */
  fieldMap?: FieldMap;
  redirectUrl?: string | null;
}

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

/** What an erasure touched (the log line names counts and ids only). */
export interface ErasureReport {
  erasedDeliveries: number;
}

/** What an erasure looks for in kept delivery bodies besides the deliveries linked to the lead. */
export interface ErasureNeedles {
  /** Lower-cased texts, any of which in a lower-cased body marks it. */
  texts: string[];
  /** Digit strings, any of which in a body with its separators removed marks it. */
  digits: string[];
}

/**
 * The one storage interface. Duplicates are decided inside the store (unique index plus, for
 * email-only leads, a check inside the same serialized write), never by callers.
 * Store failures surface as StoreUnavailableError.
 */
export interface LeadStore extends OutboundStore {
  createSource(source: NewSource): Promise<SourceRecord>;
  /** Active sources, oldest first; with includeDeleted the deleted ones too. */
  listSources(options?: { includeDeleted?: boolean }): Promise<SourceRecord[]>;
  /** Active (not deleted) source by id. */
  getSource(id: string): Promise<SourceRecord | null>;
  updateSource(id: string, patch: SourcePatch, at: string): Promise<SourceRecord | null>;
  deleteSource(id: string, at: string): Promise<boolean>;
  replaceToken(id: string, newToken: string, at: string): Promise<SourceRecord | null>;
  findWebhook(token: string): Promise<WebhookLookup | null>;

  /** Stores the lead unless it is a duplicate, and logs the delivery in the same durable write. */
  addLead(lead: NewLead, delivery: LeadDelivery): Promise<AddLeadResult>;
  recordDelivery(sourceId: string, delivery: NewDelivery): Promise<void>;
  /** Adds the tally to the source's entry for its key (one entry per key, whatever the count); answers the entry. */
  recordRefusals(sourceId: string, tally: RefusalTally): Promise<DeliveryRecord>;
  /** Sets the source's unseenRefusals to 0; false when the source is unknown or deleted. */
  markDeliveriesSeen(sourceId: string): Promise<boolean>;
  listDeliveries(sourceId: string, limit: number): Promise<DeliveryRecord[]>;
  /** One delivery of the source's log, by id; null when unknown or pruned. */
  getDelivery(sourceId: string, id: string): Promise<DeliveryRecord | null>;
  findLeads(query: LeadQuery): Promise<LeadPage>;
  /**
   * How many leads `filters` give, counting at most `cap`; with `q`, only among the leads a search
   * page examines (the newest `cap` index matches on SQLite, the newest `cap` leads of the other
   * filters on MongoDB), `capped` when more are left (docs/api.md §4).
   */
  countLeads(filters: LeadFilterQuery, cap: number): Promise<LeadCount>;
  getLead(id: string): Promise<LeadRecord | null>;
  /**
   * The submissions kept on a lead, oldest first: the first from each source, the newest
   * SUBMISSIONS_NEWEST of those that match the lead and the newest SUBMISSIONS_NEWEST of those that conflict with it.
   */
  listSubmissions(leadId: string): Promise<LeadSubmissionRecord[]>;
  /** The kept deliveries that created or matched the lead, newest first. */
  listLeadDeliveries(leadId: string, limit: number): Promise<DeliveryRecord[]>;
  /** Erases the lead, its submissions, and the bodies of deliveries that carry it; null when unknown. */
  eraseLead(id: string, needles: ErasureNeedles): Promise<ErasureReport | null>;

  /** Resolves when the store can take a write now (what /readyz reports). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** How stores compare emails, for duplicates and searches: the whole address, lower-cased. */
export const emailKeyOf = (email: string | null | undefined): string | null => email?.toLowerCase() ?? null;

/** A real lead without a phone is a duplicate of any real lead with its email; test leads never are. */
export const isEmailOnly = (lead: Pick<LeadRecord, 'phone' | 'test'>): boolean => !lead.phone && !lead.test;

/** Submissions kept per lead besides the first from each source: this many matching the lead, and this many conflicting. */
export const SUBMISSIONS_NEWEST = 20;

/** How many deliveries each source keeps: its newest, pruned per source (docs/api.md §3). */
export const DELIVERIES_KEPT = 1000;
