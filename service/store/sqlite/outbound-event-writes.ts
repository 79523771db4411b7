import {
  DISABLE_AFTER_FAILING_MS,
  OUTBOUND_LOG_KEPT_MS,
  type AttemptOutcome,
  type OutboundAttemptRecord,
  type OutboundEventRecord,
  type NewOutboundEvent,
} from '../outbound-records.ts';
import { toOutboundEvent, EVENT_COLUMNS, type OutboundEventRow } from './outbound-rows.ts';
import type { Statements } from './statements.ts';

/** The writes of the outbox's events and their tries, in the writer thread. */

/** Due events of one subscription, leased until `leaseUntil` (a try in flight is not claimed twice). */
export function claim(
  statements: Statements,
  subscriptionId: string,
  at: string,
  leaseUntil: string,
  limit: number,
): OutboundEventRecord[] {
  const rows = statements
    .get<[string, string, string, number], OutboundEventRow>(
      `SELECT ${EVENT_COLUMNS} FROM outbound_events WHERE subscription_id = ? AND state = 'pending' AND next_at <= ?
         AND (lease_until IS NULL OR lease_until <= ?) ORDER BY next_at LIMIT ?`,
    )
    .all(subscriptionId, at, at, limit);
  const lease = statements.get('UPDATE outbound_events SET lease_until = ? WHERE id = ?');
  for (const row of rows) lease.run(leaseUntil, row.id);
  return rows.map(toOutboundEvent);
}

/** The try logged and the event moved on; true when its failing subscription was turned off by it. */
export function recordAttempt(
  statements: Statements,
  attempt: OutboundAttemptRecord,
  outcome: AttemptOutcome,
): boolean {
  const { eventId, subscriptionId, at } = attempt;
  statements
    .get(
      `INSERT INTO outbound_attempts (event_id, subscription_id, at, status, latency_ms, error, answer)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(eventId, subscriptionId, at, attempt.status, attempt.latencyMs, attempt.error, attempt.answer);
  const pending = outcome.kind === 'retry';
  statements
    .get(
      `UPDATE outbound_events SET state = ?, attempts = attempts + 1, next_at = ?, lease_until = NULL, finished_at = ?
         WHERE id = ? AND state = 'pending'`,
    )
    .run(
      outcome.kind === 'retry' ? 'pending' : outcome.kind,
      pending ? outcome.nextAt : null,
      pending ? null : at,
      eventId,
    );
  // A success marks the subscription at most once a minute: not a page write per delivered event.
  if (outcome.kind === 'delivered') {
    statements
      .get(
        `UPDATE subscriptions SET last_success_at = ?, failing_since = NULL WHERE id = ?
           AND (failing_since IS NOT NULL OR last_success_at IS NULL OR last_success_at < ?)`,
      )
      .run(at, subscriptionId, new Date(Date.parse(at) - 60_000).toISOString());
    return false;
  }
  return failing(statements, subscriptionId, at);
}

/** Send again: the event, delivered or failed or waiting, is due now with a fresh schedule (the same webhook-id). */
export function resend(statements: Statements, subscriptionId: string, eventId: string, at: string): boolean {
  return (
    statements
      .get(
        `UPDATE outbound_events SET state = 'pending', attempts = 0, next_at = ?, lease_until = NULL, finished_at = NULL
           WHERE id = ? AND subscription_id = ? AND body IS NOT NULL`,
      )
      .run(at, eventId, subscriptionId).changes > 0
  );
}

export function insertEvent(
  statements: Statements,
  { id, subscriptionId, type, leadId, body, at }: NewOutboundEvent,
): void {
  statements
    .get(
      `INSERT INTO outbound_events (id, subscription_id, type, lead_id, body, created_at, state, next_at)
         VALUES (?, ?, ?, ?, ?, ?, 'pending', ?)`,
    )
    .run(id, subscriptionId, type, leadId, body, at, at);
}

/** The log's finished events and tries older than OUTBOUND_LOG_KEPT_MS go. */
export function pruneLog(statements: Statements, now: number): void {
  const before = new Date(now - OUTBOUND_LOG_KEPT_MS).toISOString();
  statements.get("DELETE FROM outbound_events WHERE state != 'pending' AND finished_at < ?").run(before);
  statements.get('DELETE FROM outbound_attempts WHERE at < ?').run(before);
}

/** True when the subscription, failing for DISABLE_AFTER_FAILING_MS, was turned off now. */
function failing(statements: Statements, subscriptionId: string, at: string): boolean {
  statements
    .get('UPDATE subscriptions SET failing_since = coalesce(failing_since, ?) WHERE id = ?')
    .run(at, subscriptionId);
  const disabled = statements
    .get(
      `UPDATE subscriptions SET enabled = 0, disabled_reason = 'failing' WHERE id = ? AND enabled = 1 AND failing_since <= ?`,
    )
    .run(subscriptionId, new Date(Date.parse(at) - DISABLE_AFTER_FAILING_MS).toISOString());
  return disabled.changes > 0;
}
