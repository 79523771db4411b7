import {
  eventBody,
  erasedEventData,
  leadEventData,
  newMessageId,
  type LeadForEvent,
} from '../../outbound/event-body.ts';
import { timeOrderedId } from '../../time-ordered-id.ts';
import {
  type IntegrationTokenRecord,
  DISABLE_AFTER_FAILING_MS,
  OUTBOUND_LOG_KEPT_MS,
  wants,
  type AttemptOutcome,
  type NewSubscription,
  type OutboundAttemptRecord,
  type OutboundEventRecord,
  type OutboundEventType,
  type SubscriptionPatch,
  type SubscriptionRecord,
} from '../outbound-records.ts';
import {
  toOutboundEvent,
  toSubscription,
  EVENT_COLUMNS,
  type OutboundEventRow,
  type SubscriptionRow,
} from './outbound-rows.ts';
import type { LeadRow } from './rows.ts';
import type { Statements } from './statements.ts';
import type { LeadToStore } from './write-ops.ts';

/** The log is pruned at most this often, inside a batch's transaction. */
const PRUNE_EVERY_MS = 60_000;

/**
 * The outbox's writes, in the writer thread: a lead's events go in the transaction that stores the
 * lead (or the duplicate, or the erasure), so an event exists exactly when its cause does. The
 * subscriptions are cached here: every write of them passes through this same thread.
 */
export class OutboxWrites {
  private subscriptions: SubscriptionRecord[] | null = null;
  private prunedAt = 0;

  constructor(private readonly statements: Statements) {}

  /** A batch rolled back: the cache may hold what it wrote. */
  forget(): void {
    this.subscriptions = null;
  }

  /** A lead stored: a `lead.created` for each subscription that wants it. */
  leadCreated(lead: LeadToStore): void {
    const wanting = this.wanting('lead.created', lead.sourceId);
    if (wanting.length > 0)
      this.leadEvent('lead.created', { ...lead, returns: 0, lastSeenAt: lead.createdAt, conflictsJson: '[]' }, wanting);
  }

  /** A duplicate kept on the lead it matched: `lead.returned`, with the lead as it is now. */
  leadReturned(leadId: string): void {
    if (!this.anyWants('lead.returned')) return;
    const row = this.statements.get<[string], LeadRow>('SELECT * FROM leads WHERE id = ?').get(leadId);
    if (row) this.leadEvent('lead.returned', leadOfRow(row), this.wanting('lead.returned', row.source_id));
  }

  /** Before the lead goes: its pending events go, the bytes of the sent ones too; then `lead.erased` (ids only). */
  leadErased(leadId: string, sourceId: string, at: string): void {
    this.statements.get("DELETE FROM outbound_events WHERE lead_id = ? AND state = 'pending'").run(leadId);
    this.statements
      .get(
        'UPDATE outbound_attempts SET answer = NULL WHERE event_id IN (SELECT id FROM outbound_events WHERE lead_id = ?)',
      )
      .run(leadId);
    this.statements.get('UPDATE outbound_events SET body = NULL WHERE lead_id = ?').run(leadId);
    for (const subscription of this.wanting('lead.erased', sourceId)) {
      const id = newMessageId(timeOrderedId());
      this.insertEvent(
        id,
        subscription.id,
        'lead.erased',
        null,
        eventBody(id, 'lead.erased', at, erasedEventData(leadId, sourceId)),
        at,
      );
    }
  }

  createSubscription(s: NewSubscription): true {
    this.statements
      .get(
        `INSERT INTO subscriptions (id, url, events, source_ids, secret, enabled, created_at, updated_at, owner_token_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        s.id,
        s.url,
        JSON.stringify(s.events),
        jsonOrNull(s.sourceIds),
        s.secret,
        s.enabled ? 1 : 0,
        s.at,
        s.at,
        s.ownerTokenId,
      );
    this.subscriptions = null;
    return true;
  }

  updateSubscription(id: string, patch: SubscriptionPatch, at: string): boolean {
    const row = this.statements.get<[string], SubscriptionRow>('SELECT * FROM subscriptions WHERE id = ?').get(id);
    if (!row) return false;
    const current = toSubscription(row);
    const enabled = patch.enabled ?? current.enabled;
    this.statements
      .get(
        `UPDATE subscriptions SET url = ?, events = ?, source_ids = ?, enabled = ?, disabled_reason = ?, failing_since = ?,
           secret = ?, previous_secret = ?, previous_secret_until = ?, updated_at = ? WHERE id = ?`,
      )
      .run(
        patch.url ?? current.url,
        JSON.stringify(patch.events ?? current.events),
        jsonOrNull(patch.sourceIds === undefined ? current.sourceIds : patch.sourceIds),
        enabled ? 1 : 0,
        enabled ? null : current.disabledReason,
        // Turned on again by hand: its 5 days start anew.
        patch.enabled === true ? null : current.failingSince,
        patch.rotate?.secret ?? current.secret,
        patch.rotate ? current.secret : current.previousSecret,
        patch.rotate?.previousSecretUntil ?? current.previousSecretUntil,
        at,
        id,
      );
    this.subscriptions = null;
    return true;
  }

  deleteSubscription(id: string): boolean {
    const deleted = this.statements.get('DELETE FROM subscriptions WHERE id = ?').run(id).changes > 0;
    if (!deleted) return false;
    this.statements.get('DELETE FROM outbound_attempts WHERE subscription_id = ?').run(id);
    this.statements.get('DELETE FROM outbound_events WHERE subscription_id = ?').run(id);
    this.subscriptions = null;
    return true;
  }

  createIntegrationToken(t: IntegrationTokenRecord & { hash: string }): true {
    this.statements
      .get('INSERT INTO integration_tokens (id, name, hash, created_at) VALUES (?, ?, ?, ?)')
      .run(t.id, t.name, t.hash, t.createdAt);
    return true;
  }

  deleteIntegrationToken(id: string): boolean {
    if (this.statements.get('DELETE FROM integration_tokens WHERE id = ?').run(id).changes === 0) return false;
    const owned = this.statements
      .get<[string], { id: string }>('SELECT id FROM subscriptions WHERE owner_token_id = ?')
      .all(id);
    for (const subscription of owned) this.deleteSubscription(subscription.id);
    return true;
  }

  /** Due events of one subscription, leased until `leaseUntil` (a try in flight is not claimed twice). */
  claim(subscriptionId: string, at: string, leaseUntil: string, limit: number): OutboundEventRecord[] {
    const rows = this.statements
      .get<[string, string, string, number], OutboundEventRow>(
        `SELECT ${EVENT_COLUMNS} FROM outbound_events WHERE subscription_id = ? AND state = 'pending' AND next_at <= ?
         AND (lease_until IS NULL OR lease_until <= ?) ORDER BY next_at LIMIT ?`,
      )
      .all(subscriptionId, at, at, limit);
    const lease = this.statements.get('UPDATE outbound_events SET lease_until = ? WHERE id = ?');
    for (const row of rows) lease.run(leaseUntil, row.id);
    return rows.map(toOutboundEvent);
  }

  recordAttempt(attempt: OutboundAttemptRecord, outcome: AttemptOutcome): undefined {
    const { eventId, subscriptionId, at } = attempt;
    this.statements
      .get(
        `INSERT INTO outbound_attempts (event_id, subscription_id, at, status, latency_ms, error, answer)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(eventId, subscriptionId, at, attempt.status, attempt.latencyMs, attempt.error, attempt.answer);
    const pending = outcome.kind === 'retry';
    this.statements
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
    if (outcome.kind === 'delivered')
      this.statements
        .get(
          `UPDATE subscriptions SET last_success_at = ?, failing_since = NULL WHERE id = ?
           AND (failing_since IS NOT NULL OR last_success_at IS NULL OR last_success_at < ?)`,
        )
        .run(at, subscriptionId, new Date(Date.parse(at) - 60_000).toISOString());
    else this.failing(subscriptionId, at);
    this.prune(at);
    return undefined;
  }

  /** Send again: the event, delivered or failed or waiting, is due now with a fresh schedule (the same webhook-id). */
  resend(subscriptionId: string, eventId: string, at: string): boolean {
    return (
      this.statements
        .get(
          `UPDATE outbound_events SET state = 'pending', attempts = 0, next_at = ?, lease_until = NULL, finished_at = NULL
           WHERE id = ? AND subscription_id = ? AND body IS NOT NULL`,
        )
        .run(at, eventId, subscriptionId).changes > 0
    );
  }

  /** A test event (`lead.created` of a made-up test lead) to one subscription, due now. */
  testEvent(subscriptionId: string, id: string, body: string, at: string): boolean {
    if (!this.statements.get('SELECT 1 FROM subscriptions WHERE id = ?').get(subscriptionId)) return false;
    this.insertEvent(id, subscriptionId, 'lead.created', null, body, at);
    return true;
  }

  private failing(subscriptionId: string, at: string): void {
    this.statements
      .get('UPDATE subscriptions SET failing_since = coalesce(failing_since, ?) WHERE id = ?')
      .run(at, subscriptionId);
    const disabled = this.statements
      .get(
        `UPDATE subscriptions SET enabled = 0, disabled_reason = 'failing' WHERE id = ? AND enabled = 1 AND failing_since <= ?`,
      )
      .run(subscriptionId, new Date(Date.parse(at) - DISABLE_AFTER_FAILING_MS).toISOString());
    if (disabled.changes > 0) this.subscriptions = null;
  }

  private prune(at: string): void {
    const now = Date.parse(at);
    if (now - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now;
    const before = new Date(now - OUTBOUND_LOG_KEPT_MS).toISOString();
    this.statements.get("DELETE FROM outbound_events WHERE state != 'pending' AND finished_at < ?").run(before);
    this.statements.get('DELETE FROM outbound_attempts WHERE at < ?').run(before);
  }

  private leadEvent(type: OutboundEventType, lead: LeadForEvent, wanting: SubscriptionRecord[]): void {
    if (wanting.length === 0) return;
    const source = this.statements
      .get<[string], { name: string }>('SELECT name FROM sources WHERE id = ?')
      .get(lead.sourceId);
    const data = leadEventData(lead, { id: lead.sourceId, name: source?.name ?? '' });
    const at = type === 'lead.created' ? lead.createdAt : lead.lastSeenAt;
    for (const subscription of wanting) {
      const id = newMessageId(timeOrderedId());
      this.insertEvent(id, subscription.id, type, lead.id, eventBody(id, type, at, data), at);
    }
  }

  private insertEvent(
    id: string,
    subscriptionId: string,
    type: OutboundEventType,
    leadId: string | null,
    body: string,
    at: string,
  ): void {
    this.statements
      .get(
        `INSERT INTO outbound_events (id, subscription_id, type, lead_id, body, created_at, state, next_at)
         VALUES (?, ?, ?, ?, ?, ?, 'pending', ?)`,
      )
      .run(id, subscriptionId, type, leadId, body, at, at);
  }

  private anyWants(type: OutboundEventType): boolean {
    return this.all().some((s) => s.enabled && s.events.includes(type));
  }

  private wanting(type: OutboundEventType, sourceId: string): SubscriptionRecord[] {
    const all = this.all();
    return all.length === 0 ? all : all.filter((s) => wants(s, type, sourceId));
  }

  private all(): SubscriptionRecord[] {
    this.subscriptions ??= this.statements
      .get<[], SubscriptionRow>('SELECT * FROM subscriptions WHERE enabled = 1')
      .all()
      .map(toSubscription);
    return this.subscriptions;
  }
}

const jsonOrNull = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

const leadOfRow = (row: LeadRow): LeadForEvent => ({
  id: row.id,
  sourceId: row.source_id,
  name: row.name,
  phone: row.phone,
  email: row.email,
  notes: row.notes,
  fieldsJson: row.fields,
  test: row.test === 1,
  createdAt: row.created_at,
  returns: row.returns,
  lastSeenAt: row.last_seen_at ?? row.created_at,
  conflictsJson: row.conflicts,
});
