import {
  eventBody,
  erasedEventData,
  leadEventData,
  newMessageId,
  type LeadForEvent,
} from '../../outbound/event-body.ts';
import { timeOrderedId } from '../../base/time-ordered-id.ts';
import {
  type IntegrationTokenRecord,
  wants,
  type AttemptOutcome,
  type NewSubscription,
  type OutboundAttemptRecord,
  type OutboundEventRecord,
  type OutboundEventType,
  type SubscriptionPatch,
  type SubscriptionRecord,
} from '../outbound-records.ts';
import { claim, insertEvent, pruneLog, recordAttempt, resend } from './outbound-event-writes.ts';
import { toSubscription, type SubscriptionRow } from './outbound-rows.ts';
import type { LeadRow } from './rows.ts';
import type { Statements } from './statements.ts';
import {
  deleteIntegrationTokenRow,
  deleteSubscriptionRows,
  insertIntegrationToken,
  insertSubscription,
  updateSubscriptionRow,
} from './subscription-writes.ts';
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

  /**
   * A lead stored: a `lead.created` for each subscription that wants it, its body written at its
   * first claim (claim below) from the lead's row, which this same transaction stores: the lead's
   * write carries the event's row alone, not a second copy of the lead (issue 38, intake's CPU).
   */
  leadCreated(lead: LeadToStore): void {
    for (const subscription of this.wanting('lead.created', lead.sourceId))
      insertEvent(this.statements, {
        id: newMessageId(timeOrderedId()),
        subscriptionId: subscription.id,
        type: 'lead.created',
        leadId: lead.id,
        body: null,
        at: lead.createdAt,
      });
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
      insertEvent(this.statements, {
        id,
        subscriptionId: subscription.id,
        type: 'lead.erased',
        leadId: null,
        body: eventBody(id, 'lead.erased', at, erasedEventData(leadId, sourceId)),
        at,
      });
    }
  }

  createSubscription(s: NewSubscription): true {
    insertSubscription(this.statements, s);
    this.subscriptions = null;
    return true;
  }

  updateSubscription(id: string, patch: SubscriptionPatch, at: string): boolean {
    if (!updateSubscriptionRow(this.statements, id, patch, at)) return false;
    this.subscriptions = null;
    return true;
  }

  deleteSubscription(id: string): boolean {
    if (!deleteSubscriptionRows(this.statements, id)) return false;
    this.subscriptions = null;
    return true;
  }

  createIntegrationToken(t: IntegrationTokenRecord & { hash: string }): true {
    insertIntegrationToken(this.statements, t);
    return true;
  }

  deleteIntegrationToken(id: string): boolean {
    const owned = deleteIntegrationTokenRow(this.statements, id);
    if (owned === null) return false;
    for (const subscriptionId of owned) this.deleteSubscription(subscriptionId);
    return true;
  }

  /** Due events of one subscription, leased until `leaseUntil` (a try in flight is not claimed twice). */
  claim(subscriptionId: string, at: string, leaseUntil: string, limit: number): OutboundEventRecord[] {
    return claim(this.statements, subscriptionId, at, leaseUntil, limit).map((event) =>
      event.body === null && event.type === 'lead.created' && event.leadId ? this.withBody(event, event.leadId) : event,
    );
  }

  /**
   * A `lead.created` claimed for the first time: its body, the lead as stored now (the same as
   * when it was made, unless the person came back meanwhile), kept for every later try. Its
   * lead is there: erasing it deleted its pending events.
   */
  private withBody(event: OutboundEventRecord, leadId: string): OutboundEventRecord {
    const row = this.statements.get<[string], LeadRow>('SELECT * FROM leads WHERE id = ?').get(leadId);
    if (!row) return event;
    const body = eventBody(event.id, 'lead.created', row.created_at, this.leadData(leadOfRow(row)));
    this.statements.get('UPDATE outbound_events SET body = ? WHERE id = ?').run(body, event.id);
    return { ...event, body };
  }

  recordAttempt(attempt: OutboundAttemptRecord, outcome: AttemptOutcome): undefined {
    if (recordAttempt(this.statements, attempt, outcome)) this.subscriptions = null;
    this.prune(attempt.at);
    return undefined;
  }

  /** Send again: the event, delivered or failed or waiting, is due now with a fresh schedule (the same webhook-id). */
  resend(subscriptionId: string, eventId: string, at: string): boolean {
    return resend(this.statements, subscriptionId, eventId, at);
  }

  /** A test event (`lead.created` of a made-up test lead) to one subscription, due now. */
  testEvent(subscriptionId: string, id: string, body: string, at: string): boolean {
    if (!this.statements.get('SELECT 1 FROM subscriptions WHERE id = ?').get(subscriptionId)) return false;
    insertEvent(this.statements, { id, subscriptionId, type: 'lead.created', leadId: null, body, at });
    return true;
  }

  private prune(at: string): void {
    const now = Date.parse(at);
    if (now - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now;
    pruneLog(this.statements, now);
  }

  /** `lead.returned`, written with the duplicate: the lead as it is now. */
  private leadEvent(type: OutboundEventType, lead: LeadForEvent, wanting: SubscriptionRecord[]): void {
    if (wanting.length === 0) return;
    const data = this.leadData(lead);
    for (const subscription of wanting) {
      const id = newMessageId(timeOrderedId());
      insertEvent(this.statements, {
        id,
        subscriptionId: subscription.id,
        type,
        leadId: lead.id,
        body: eventBody(id, type, lead.lastSeenAt, data),
        at: lead.lastSeenAt,
      });
    }
  }

  private leadData(lead: LeadForEvent): string {
    const source = this.statements
      .get<[string], { name: string }>('SELECT name FROM sources WHERE id = ?')
      .get(lead.sourceId);
    return leadEventData(lead, { id: lead.sourceId, name: source?.name ?? '' });
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
