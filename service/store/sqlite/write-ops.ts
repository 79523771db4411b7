import type { DeliveryRecord, LeadDelivery, RefusalTally } from '../delivery-record.ts';
import type { ErasureNeedles, ErasureReport } from '../erasure-records.ts';
import type { AddLeadResult, NewLead } from '../lead-record.ts';
import type { NewSource, SourcePatch } from '../source-record.ts';
import type {
  IntegrationTokenRecord,
  AttemptOutcome,
  NewSubscription,
  OutboundAttemptRecord,
  OutboundEventRecord,
  SubscriptionPatch,
} from '../outbound-records.ts';

/**
 * Every write of the embedded store, as plain data: the main thread sends these to the writer
 * thread, which runs each batch of them in one transaction.
 */
export type WriteOp =
  | { kind: 'createSource'; source: NewSource }
  | { kind: 'updateSource'; id: string; patch: SourcePatch; at: string }
  | { kind: 'deleteSource'; id: string; at: string }
  | { kind: 'replaceToken'; id: string; newToken: string; at: string }
  | { kind: 'addLead'; lead: LeadToStore; delivery: DeliveryToStore }
  | { kind: 'recordDelivery'; sourceId: string; delivery: DeliveryRecord }
  | { kind: 'recordRefusals'; sourceId: string; tally: RefusalTally }
  | { kind: 'markDeliveriesSeen'; sourceId: string }
  | { kind: 'eraseLead'; id: string; needles: ErasureNeedles; at: string }
  | { kind: 'ping'; at: string }
  | { kind: 'createSubscription'; subscription: NewSubscription }
  | { kind: 'updateSubscription'; id: string; patch: SubscriptionPatch; at: string }
  | { kind: 'deleteSubscription'; id: string }
  | { kind: 'claimEvents'; subscriptionId: string; at: string; leaseUntil: string; limit: number }
  | { kind: 'recordAttempt'; attempt: OutboundAttemptRecord; outcome: AttemptOutcome }
  | { kind: 'resendEvent'; subscriptionId: string; eventId: string; at: string }
  | { kind: 'testEvent'; subscriptionId: string; id: string; body: string; at: string }
  | { kind: 'createIntegrationToken'; token: IntegrationTokenRecord & { hash: string } }
  | { kind: 'deleteIntegrationToken'; id: string };

/** A lead as the writer stores it: its fields already in the JSON the column holds. */
export type LeadToStore = Omit<NewLead, 'fields'> & { fieldsJson: string };

/**
 * A lead's delivery as the writer stores it: its reasons and roles already in the JSON their
 * columns hold (a string crosses to the writer thread for far less than a few dozen objects).
 */
export type DeliveryToStore = Omit<LeadDelivery, 'reasons' | 'roles'> & {
  id: string;
  reasonsJson?: string;
  rolesJson?: string;
};

/** What each write answers: whether it changed something, or how a lead fared (the lead itself stays on the main thread). */
export type WriteResult =
  | boolean
  | undefined
  | ErasureReport
  | { status: 'created' }
  | Exclude<AddLeadResult, { status: 'created' }>
  | OutboundEventRecord[];

/** A write's failure as it crosses threads: SQLite's error code decides 503 or 500 on the main thread. */
export interface WriteFailure {
  code?: string;
  message: string;
}

export type WriteOutcome = { ok: true; value: WriteResult } | { ok: false; error: WriteFailure };

export const toWriteFailure = (error: unknown): WriteFailure => ({
  code: (error as { code?: unknown }).code === undefined ? undefined : String((error as { code: unknown }).code),
  message: error instanceof Error ? error.message : String(error),
});
