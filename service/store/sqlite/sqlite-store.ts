import Database from 'better-sqlite3';
import type { DeliveryRecord, LeadDelivery, NewDelivery, RefusalTally } from '../delivery-record.ts';
import type { ErasureNeedles, ErasureReport } from '../erasure-records.ts';
import type { LeadPage, LeadCount, LeadFilterQuery, LeadQuery } from '../lead-queries.ts';
import type { AddLeadResult, LeadRecord, LeadSubmissionRecord, NewLead } from '../lead-record.ts';
import type { LeadStore } from '../lead-store.ts';
import type { NewSource, SourcePatch, SourceRecord, WebhookLookup } from '../source-record.ts';
import type {
  IntegrationTokenRecord,
  AttemptOutcome,
  NewSubscription,
  OutboundAttemptRecord,
  OutboundEventRecord,
  SubscriptionPatch,
  SubscriptionRecord,
} from '../outbound-records.ts';
import { privateDataFile } from './data-files.ts';
import {
  EVENT_COLUMNS,
  toOutboundAttempt,
  toOutboundEvent,
  toSubscription,
  type OutboundAttemptRow,
  type OutboundEventRow,
  type SubscriptionRow,
} from './outbound-rows.ts';
import { parseSubmission } from '../lead-submission.ts';
import { countLeads, findLeadPageInSlices } from './lead-page.ts';
import { timeOrderedId } from '../../time-ordered-id.ts';
import {
  DELIVERY_COLUMNS,
  toDelivery,
  toLead,
  toSource,
  type DeliveryRow,
  type LeadRow,
  type SourceRow,
} from './rows.ts';
import { prepareDatabase } from './schema.ts';
import { translateSqliteError } from './sqlite-errors.ts';
import type { DeliveryToStore, LeadToStore, WriteOp } from './write-ops.ts';
import { WriterThread, type WriteQueueLimits } from './writer-thread.ts';
import { Statements } from './statements.ts';

// A deleted source has no active token: its token reads '' (docs/api.md §4, deleted sources have no webhookUrl).
const SOURCE_COLUMNS = `s.id, s.name, s.default_country, s.google_key, s.field_map, s.redirect_url, coalesce(t.token, '') AS token, s.created_at, s.updated_at,
  s.lead_count, s.test_lead_count, s.last_lead_at, s.deleted_at, s.unseen_refusals
  FROM sources s LEFT JOIN webhook_tokens t ON t.source_id = s.id AND t.revoked_at IS NULL`;

/**
 * The embedded default store: one SQLite file in DATA_DIR. Writes go to the writer thread
 * (writer-thread.ts), which commits them in batches off the event loop; reads run here on a
 * connection of their own (WAL lets them see every committed batch, and never wait on a write).
 */
export class SqliteStore implements LeadStore {
  private readonly db: Database.Database;
  private readonly statements: Statements;
  private readonly writer: WriterThread;
  /** Webhook lookups by token (known tokens only); this process is the file's only writer, so its own writes clear it. */
  private readonly webhooks = new Map<string, WebhookLookup>();

  constructor(dataDir: string, limits?: WriteQueueLimits) {
    const file = privateDataFile(dataDir);
    this.db = new Database(file);
    this.statements = new Statements(this.db);
    try {
      prepareDatabase(this.db); // migrations run here, before the writer thread opens the file
      // One process per file: a lease left by a process that died is nobody's now.
      this.db
        .prepare("UPDATE outbound_events SET lease_until = NULL WHERE state = 'pending' AND lease_until IS NOT NULL")
        .run();
    } catch (error) {
      this.db.close();
      throw error;
    }
    this.writer = new WriterThread(file, limits);
  }

  async createSource(source: NewSource): Promise<SourceRecord> {
    await this.writeSources({ kind: 'createSource', source });
    return (await this.getSource(source.id))!;
  }

  async listSources({ includeDeleted = false } = {}): Promise<SourceRecord[]> {
    const which = includeDeleted ? '' : 'WHERE s.deleted_at IS NULL';
    return this.read(() =>
      this.prepare<[], SourceRow>(`SELECT ${SOURCE_COLUMNS} ${which} ORDER BY s.created_at, s.id`).all().map(toSource),
    );
  }

  async getSource(id: string): Promise<SourceRecord | null> {
    return this.read(() => {
      const row = this.prepare<[string], SourceRow>(
        `SELECT ${SOURCE_COLUMNS} WHERE s.id = ? AND s.deleted_at IS NULL`,
      ).get(id);
      return row ? toSource(row) : null;
    });
  }

  async updateSource(id: string, patch: SourcePatch, at: string): Promise<SourceRecord | null> {
    return (await this.writeSources({ kind: 'updateSource', id, patch, at })) ? this.getSource(id) : null;
  }

  async deleteSource(id: string, at: string): Promise<boolean> {
    return (await this.writeSources({ kind: 'deleteSource', id, at })) === true;
  }

  async replaceToken(id: string, newToken: string, at: string): Promise<SourceRecord | null> {
    return (await this.writeSources({ kind: 'replaceToken', id, newToken, at })) ? this.getSource(id) : null;
  }

  async findWebhook(token: string): Promise<WebhookLookup | null> {
    const cached = this.webhooks.get(token);
    if (cached) return cached;
    const found = this.lookUpWebhook(token);
    if (found) {
      if (this.webhooks.size >= 10_000) this.webhooks.clear();
      this.webhooks.set(token, found);
    }
    return found;
  }

  private lookUpWebhook(token: string): WebhookLookup | null {
    return this.read(() => {
      const hit = this.prepare<
        [string],
        { source_id: string; revoked_at: string | null; revoked_reason: string | null }
      >('SELECT source_id, revoked_at, revoked_reason FROM webhook_tokens WHERE token = ?').get(token);
      if (!hit) return null;
      const row = this.prepare<[string], SourceRow>(
        `SELECT s.id, s.name, s.default_country, s.google_key, s.field_map, s.redirect_url, '' AS token, s.created_at, s.updated_at, s.lead_count, s.test_lead_count, s.last_lead_at, s.deleted_at
         FROM sources s WHERE s.id = ?`,
      ).get(hit.source_id)!;
      const source = { ...toSource(row), token };
      return hit.revoked_at
        ? { source, revoked: { reason: hit.revoked_reason as 'regenerated' | 'deleted', at: hit.revoked_at } }
        : { source, revoked: null };
    });
  }

  async addLead(lead: NewLead, delivery: LeadDelivery): Promise<AddLeadResult> {
    // Named field by field: an object rest or spread per lead costs more than the write's message.
    const toStore: LeadToStore = {
      id: lead.id,
      sourceId: lead.sourceId,
      name: lead.name,
      phone: lead.phone,
      email: lead.email,
      notes: lead.notes,
      fieldsJson: JSON.stringify(lead.fields),
      test: lead.test,
      createdAt: lead.createdAt,
    };
    const result = await this.writer.write({ kind: 'addLead', lead: toStore, delivery: deliveryToStore(delivery) });
    const answer = result as Exclude<AddLeadResult, { status: 'created' }> | { status: 'created' };
    return answer.status === 'created' ? { status: 'created', lead: storedLead(lead) } : answer;
  }

  async recordDelivery(sourceId: string, delivery: NewDelivery): Promise<void> {
    await this.writer.write({
      kind: 'recordDelivery',
      sourceId,
      delivery: { ...delivery, id: delivery.id ?? timeOrderedId() },
    });
  }

  async recordRefusals(sourceId: string, tally: RefusalTally): Promise<DeliveryRecord> {
    await this.writer.write({ kind: 'recordRefusals', sourceId, tally });
    return (await this.getDelivery(sourceId, tally.id))!;
  }

  async markDeliveriesSeen(sourceId: string): Promise<boolean> {
    return (await this.writer.write({ kind: 'markDeliveriesSeen', sourceId })) === true;
  }

  async listDeliveries(sourceId: string, limit: number): Promise<DeliveryRecord[]> {
    return this.read(() =>
      this.prepare<[string, number], DeliveryRow>(
        `SELECT ${DELIVERY_COLUMNS} FROM deliveries WHERE source_id = ? ORDER BY seq DESC LIMIT ?`,
      )
        .all(sourceId, limit)
        .map(toDelivery),
    );
  }

  // Within one source's log (at most DELIVERIES_KEPT rows, through deliveries_source): no index on id to update per delivery.
  async getDelivery(sourceId: string, id: string): Promise<DeliveryRecord | null> {
    return this.read(() => {
      const row = this.prepare<[string, string], DeliveryRow>(
        `SELECT ${DELIVERY_COLUMNS} FROM deliveries WHERE source_id = ? AND id = ?`,
      ).get(sourceId, id);
      return row ? toDelivery(row) : null;
    });
  }

  async findLeads(query: LeadQuery): Promise<LeadPage> {
    try {
      return await findLeadPageInSlices(this.db, query);
    } catch (error) {
      throw translateSqliteError(error);
    }
  }

  async countLeads(filters: LeadFilterQuery, cap: number): Promise<LeadCount> {
    return this.read(() => countLeads(this.db, filters, cap));
  }

  async listSubmissions(leadId: string): Promise<LeadSubmissionRecord[]> {
    return this.read(() =>
      this.prepare<[string], { submission: string }>(
        'SELECT submission FROM lead_submissions WHERE lead_id = ? ORDER BY seq',
      )
        .all(leadId)
        .map((row) => parseSubmission(row.submission)),
    );
  }

  async listLeadDeliveries(leadId: string, limit: number): Promise<DeliveryRecord[]> {
    return this.read(() =>
      this.prepare<[string, string, number], DeliveryRow>(
        `SELECT ${DELIVERY_COLUMNS} FROM deliveries WHERE lead_id = ? OR matched_lead_id = ? ORDER BY seq DESC LIMIT ?`,
      )
        .all(leadId, leadId, limit)
        .map(toDelivery),
    );
  }

  async eraseLead(id: string, needles: ErasureNeedles): Promise<ErasureReport | null> {
    const report = await this.writer.write({ kind: 'eraseLead', id, needles, at: new Date().toISOString() });
    return report === false ? null : (report as ErasureReport);
  }

  async getLead(id: string): Promise<LeadRecord | null> {
    return this.read(() => {
      const row = this.prepare<[string], LeadRow>('SELECT * FROM leads WHERE id = ?').get(id);
      return row ? toLead(row) : null;
    });
  }

  async createSubscription(subscription: NewSubscription): Promise<SubscriptionRecord> {
    await this.writer.write({ kind: 'createSubscription', subscription });
    return (await this.getSubscription(subscription.id))!;
  }

  async listSubscriptions(): Promise<SubscriptionRecord[]> {
    return this.read(() =>
      this.prepare<[], SubscriptionRow>('SELECT * FROM subscriptions ORDER BY created_at, id')
        .all()
        .map(toSubscription),
    );
  }

  async getSubscription(id: string): Promise<SubscriptionRecord | null> {
    return this.read(() => {
      const row = this.prepare<[string], SubscriptionRow>('SELECT * FROM subscriptions WHERE id = ?').get(id);
      return row ? toSubscription(row) : null;
    });
  }

  async updateSubscription(id: string, patch: SubscriptionPatch, at: string): Promise<SubscriptionRecord | null> {
    return (await this.writer.write({ kind: 'updateSubscription', id, patch, at })) ? this.getSubscription(id) : null;
  }

  async deleteSubscription(id: string): Promise<boolean> {
    return (await this.writer.write({ kind: 'deleteSubscription', id })) === true;
  }

  async claimDueEvents(
    subscriptionId: string,
    at: string,
    leaseUntil: string,
    limit: number,
  ): Promise<OutboundEventRecord[]> {
    // Asked every poll: a read answers "nothing due" without a write.
    const due = this.read(() =>
      this.prepare<[string, string, string]>(
        `SELECT 1 FROM outbound_events WHERE subscription_id = ? AND state = 'pending' AND next_at <= ?
         AND (lease_until IS NULL OR lease_until <= ?) LIMIT 1`,
      ).get(subscriptionId, at, at),
    );
    if (!due) return [];
    return (await this.writer.write({
      kind: 'claimEvents',
      subscriptionId,
      at,
      leaseUntil,
      limit,
    })) as OutboundEventRecord[];
  }

  async recordAttempt(attempt: OutboundAttemptRecord, outcome: AttemptOutcome): Promise<void> {
    await this.writer.write({ kind: 'recordAttempt', attempt, outcome });
  }

  async listOutboundEvents(subscriptionId: string, limit: number): Promise<OutboundEventRecord[]> {
    return this.read(() =>
      this.prepare<[string, number], OutboundEventRow>(
        `SELECT ${EVENT_COLUMNS} FROM outbound_events WHERE subscription_id = ? ORDER BY seq DESC LIMIT ?`,
      )
        .all(subscriptionId, limit)
        .map(toOutboundEvent),
    );
  }

  async listOutboundAttempts(
    subscriptionId: string,
    limit: number,
    eventId?: string,
  ): Promise<OutboundAttemptRecord[]> {
    return this.read(() =>
      (eventId === undefined
        ? this.prepare<[string, number], OutboundAttemptRow>(
            'SELECT * FROM outbound_attempts WHERE subscription_id = ? ORDER BY seq DESC LIMIT ?',
          ).all(subscriptionId, limit)
        : this.prepare<[string, string, number], OutboundAttemptRow>(
            'SELECT * FROM outbound_attempts WHERE event_id = ? AND subscription_id = ? ORDER BY seq DESC LIMIT ?',
          ).all(eventId, subscriptionId, limit)
      ).map(toOutboundAttempt),
    );
  }

  async resendEvent(subscriptionId: string, eventId: string, at: string): Promise<boolean> {
    return (await this.writer.write({ kind: 'resendEvent', subscriptionId, eventId, at })) === true;
  }

  async addTestEvent(subscriptionId: string, id: string, body: string, at: string): Promise<boolean> {
    return (await this.writer.write({ kind: 'testEvent', subscriptionId, id, body, at })) === true;
  }

  async createIntegrationToken(token: IntegrationTokenRecord & { hash: string }): Promise<IntegrationTokenRecord> {
    await this.writer.write({ kind: 'createIntegrationToken', token });
    return { id: token.id, name: token.name, createdAt: token.createdAt };
  }

  async listIntegrationTokens(): Promise<IntegrationTokenRecord[]> {
    return this.read(() =>
      this.prepare<[], IntegrationTokenRecord>(
        'SELECT id, name, created_at AS createdAt FROM integration_tokens ORDER BY created_at, id',
      ).all(),
    );
  }

  async findIntegrationToken(hash: string): Promise<IntegrationTokenRecord | null> {
    return this.read(
      () =>
        this.prepare<[string], IntegrationTokenRecord>(
          'SELECT id, name, created_at AS createdAt FROM integration_tokens WHERE hash = ?',
        ).get(hash) ?? null,
    );
  }

  async deleteIntegrationToken(id: string): Promise<boolean> {
    return (await this.writer.write({ kind: 'deleteIntegrationToken', id })) === true;
  }

  /** Ready means writable: a durable one-row write, batched with the other writes. */
  async ping(): Promise<void> {
    await this.writer.write({ kind: 'ping', at: new Date().toISOString() });
  }

  /** Waits for the writes already queued, then closes both connections. */
  async close(): Promise<void> {
    await this.writer.close();
    if (this.db.open) this.db.close();
  }

  /** A write to sources or tokens: cached webhook lookups may be stale after it. */
  private async writeSources(op: WriteOp): Promise<unknown> {
    try {
      return await this.writer.write(op);
    } finally {
      this.webhooks.clear();
    }
  }

  private prepare<P extends unknown[] = unknown[], R = unknown>(sql: string): Database.Statement<P, R> {
    return this.statements.get<P, R>(sql);
  }

  private read<T>(query: () => T): T {
    try {
      return query();
    } catch (error) {
      throw translateSqliteError(error);
    }
  }
}

/** A lead just created, as the store lists it. */
const storedLead = (lead: NewLead): LeadRecord => ({
  id: lead.id,
  sourceId: lead.sourceId,
  name: lead.name,
  phone: lead.phone,
  email: lead.email,
  notes: lead.notes,
  fields: lead.fields,
  test: lead.test,
  createdAt: lead.createdAt,
  returns: 0,
  lastSeenAt: lead.createdAt,
  conflicts: [],
});

// Named field by field, as the lead is: its reasons and roles go as their JSON.
function deliveryToStore(delivery: LeadDelivery): DeliveryToStore {
  const { reasons, roles } = delivery;
  return {
    id: delivery.id ?? timeOrderedId(),
    at: delivery.at,
    body: delivery.body,
    requestId: delivery.requestId,
    contentType: delivery.contentType,
    picked: delivery.picked,
    decodedText: delivery.decodedText,
    warnings: delivery.warnings,
    replayed: delivery.replayed,
    status: delivery.status,
    reasonsJson: reasons === undefined ? undefined : JSON.stringify(reasons),
    rolesJson: roles === undefined ? undefined : JSON.stringify(roles),
  };
}
