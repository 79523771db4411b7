import type { DeliveryRecord } from '../delivery-record.ts';
import type { LeadConflict } from '../lead-record.ts';
import type {
  OutboundAttemptRecord,
  OutboundEventState,
  OutboundEventType,
  SubscriptionRecord,
} from '../outbound-records.ts';
import type { Db } from 'mongodb';
import type { FieldMapValue } from '../../lead/field-map/field-map.ts';

export interface SourceDoc {
  _id: string;
  name: string;
  defaultCountry: string | null;
  googleKey: string | null;
  /** The field map as pairs in its order: pointers such as "/1.3" or "/$x" are data, never field paths. */
  fieldMap: FieldMapPair[];
  /** A plain HTML form's thank-you page (schema 4; null or absent: none). */
  redirectUrl?: string | null;
  /** The active webhook token: switched atomically here, so a source always has exactly one. */
  token: string;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  /** Real leads (test leads apart in testLeadCount, schema 5). */
  leadCount: number;
  testLeadCount?: number;
  lastLeadAt: string | null;
  /** Written by releases before schema 3 (the last lead batches counted); no longer read. */
  countedBatches?: string[];
  /** Refused deliveries since the admin last opened the log (absent: none). */
  unseenRefusals?: number;
}

export interface FieldMapPair {
  pointer: string;
  field: FieldMapValue;
}

export interface TokenDoc {
  _id: string; // the webhook token itself
  sourceId: string;
  /** The source id while this token is its active one; unique, so a source has at most one. */
  activeFor?: string;
  createdAt: string;
  revokedAt: string | null;
  revokedReason: 'regenerated' | 'deleted' | null;
}

export interface LeadDoc {
  _id: string;
  sourceId: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  emailKey: string | null;
  /**
   * Set on the first real lead stored with each email (unique index), phone or not: an email-only
   * lead is stored only as its email's holder, so it is a duplicate of any real lead with that
   * email, decided by the server even across instances.
   */
  emailHolderKey?: string;
  test: boolean;
  notes: string;
  // Kept as JSON text: submitted keys such as "$where" or "a.b" are data, never field paths.
  fieldsJson: string;
  createdAt: string;
  /**
   * The id of its `created` delivery, set at insert (absent on leads stored before it was kept):
   * a crash that loses that delivery's write is repaired from the database alone (delivery-recovery.ts).
   */
  deliveryId?: string;
  /**
   * Made by sending a refused delivery again: that delivery's id, so the recovery sweep that writes
   * this lead's lost `created` delivery links the refused one first (delivery-recovery.ts).
   */
  replayOf?: string;
  /** Duplicates that matched this lead (lead-returns.ts); absent = 0. */
  returns?: number;
  lastSeenAt?: string;
  /** The last submissions counted into `returns`: a retried count is applied once. */
  recentReturns?: string[];
  /** Returning submissions with another name or email (lead-returns.ts); absent (written by an older release) = []. */
  conflicts?: LeadConflict[];
  /** Its `lead.created` events, written with it, until the outbound worker moves them (outbox.ts). */
  outbox?: PendingLeadEvent[];
  /** Set while `outbox` is there: the worker finds such leads through a small partial index. */
  outboxPending?: true;
}

export interface PendingLeadEvent {
  /** The message id (`webhook-id`), the same on every try. */
  id: string;
  subscriptionId: string;
}

export type SubscriptionDoc = Omit<SubscriptionRecord, 'id'> & { _id: string };

export interface OutboundEventDoc {
  _id: string;
  subscriptionId: string;
  type: OutboundEventType;
  leadId: string | null;
  body: string | null;
  createdAt: string;
  state: OutboundEventState;
  attempts: number;
  nextAt: string | null;
  leaseUntil: string | null;
  finishedAt: string | null;
}

export type OutboundAttemptDoc = OutboundAttemptRecord & { _id: string };

export interface IntegrationTokenDoc {
  _id: string;
  name: string;
  /** SHA-256 of the token (hex); the token itself is never stored. */
  hash: string;
  createdAt: string;
}

/** What one duplicate sent, kept on the lead it matched; _id is the duplicate's delivery id. */
export interface SubmissionDoc {
  _id: string;
  leadId: string;
  sourceId: string;
  firstFromSource: boolean;
  /** Another name or email than the lead's (kept apart from matching ones); absent on older ones = false. */
  conflicting?: boolean;
  /** The submission as JSON text: submitted keys such as "$where" stay data. */
  json: string;
}

export interface DeliveryDoc {
  /** The delivery's id (time-ordered). */
  _id: string;
  sourceId: string;
  at: string;
  status: number;
  outcome: 'created' | 'duplicate' | 'rejected';
  leadId?: string;
  matchedLeadId?: string;
  /** A refused delivery sent again: the lead that became of it, the first kept (migration 10). */
  becameLeadId?: string;
  erased?: true;
  /** Written again by the crash recovery: the body was lost with the process. */
  recovered?: true;
  error?: { code: string; message: string };
  body?: string;
  /**
   * The keys an erasure finds a kept refused or duplicate body by (body-contacts.ts; index
   * body_contacts); empty on a created delivery (found by its leadId). Absent: written before.
   */
  contacts?: string[];
  requestId?: string;
  contentType?: string;
  // How the lead was read (issue 24): absent on deliveries logged before, and on refusals.
  picked?: DeliveryRecord['picked'];
  decodedText?: string[];
  warnings?: Array<{ field: string; message: string }>;
  // Why each field was picked, and every other value's role (issue 35): absent on deliveries logged before.
  reasons?: DeliveryRecord['reasons'];
  /** The roles as JSON text: their keys are pointers (`/1.3`, `/$sig`), data a field name must not be. */
  rolesJson?: string;
  /** A tally of refusals (refusal-entries.ts): its key, never shown, and what it counts. */
  refusalKey?: string;
  count?: number;
  firstAt?: string;
  lastAt?: string;
}

/**
 * An erasure past its lead's delete and not yet finished (lead-erasure.ts): what a retry needs to
 * finish it. Deleted when it finishes; expires after a day (index `expire`).
 */
export interface ErasureDoc {
  _id: string; // the erased lead's id
  sourceId: string;
  /** The email the lead held for duplicate checks, to pass on. */
  emailHolderKey?: string;
  at: Date;
}

export interface MetaDoc {
  _id: 'schema';
  version: number;
  /** The oldest schema version whose releases can use the data (absent: written before it existed, = version). */
  readableFrom?: number;
}

export function collections(db: Db) {
  return {
    sources: db.collection<SourceDoc>('sources'),
    webhookTokens: db.collection<TokenDoc>('webhookTokens'),
    leads: db.collection<LeadDoc>('leads'),
    deliveries: db.collection<DeliveryDoc>('deliveries'),
    submissions: db.collection<SubmissionDoc>('submissions'),
    readiness: db.collection<{ _id: string; checkedAt: string }>('readiness'),
    subscriptions: db.collection<SubscriptionDoc>('subscriptions'),
    outboundEvents: db.collection<OutboundEventDoc>('outboundEvents'),
    outboundAttempts: db.collection<OutboundAttemptDoc>('outboundAttempts'),
    integrationTokens: db.collection<IntegrationTokenDoc>('integrationTokens'),
    meta: db.collection<MetaDoc>('meta'),
    erasures: db.collection<ErasureDoc>('erasures'),
  };
}
export type Collections = ReturnType<typeof collections>;
