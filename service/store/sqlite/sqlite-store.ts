import type Database from 'better-sqlite3';
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
import { countLeads, findLeadPageInSlices } from './lead-page.ts';
import { timeOrderedId } from '../../base/time-ordered-id.ts';
import { openReadConnection } from './read-connection.ts';
import { translateSqliteError } from './sqlite-errors.ts';
import type { WriteOp } from './write-ops.ts';
import { WriterThread, type WriteQueueLimits } from './writer-thread.ts';
import { Statements } from './statements.ts';
import { getSource, listSources, lookUpWebhook } from './source-reads.ts';
import { getDelivery, listDeliveries, listLeadDeliveries } from './delivery-log-reads.ts';
import { getLead, listSubmissions } from './lead-reads.ts';
import { deliveryToStore, leadToStore, storedLead } from './lead-to-store.ts';
import { SqliteOutboundStore } from './sqlite-outbound-store.ts';
import { WebhookCache } from './webhook-cache.ts';

/**
 * The embedded default store: one SQLite file in DATA_DIR. Writes go to the writer thread
 * (writer-thread.ts), which commits them in batches off the event loop; reads run here on a
 * connection of their own (WAL lets them see every committed batch, and never wait on a write).
 */
export class SqliteStore implements LeadStore {
  private readonly db: Database.Database;
  private readonly statements: Statements;
  private readonly writer: WriterThread;
  private readonly outbound: SqliteOutboundStore;
  private readonly webhooks = new WebhookCache();

  constructor(dataDir: string, limits?: WriteQueueLimits) {
    const file = privateDataFile(dataDir);
    this.db = openReadConnection(file);
    this.statements = new Statements(this.db);
    this.writer = new WriterThread(file, limits);
    this.outbound = new SqliteOutboundStore(this.statements, this.writer, (query) => this.read(query));
  }

  async createSource(source: NewSource): Promise<SourceRecord> {
    await this.writeSources({ kind: 'createSource', source });
    return (await this.getSource(source.id))!;
  }

  async listSources({ includeDeleted = false } = {}): Promise<SourceRecord[]> {
    return this.read(() => listSources(this.statements, includeDeleted));
  }

  async getSource(id: string): Promise<SourceRecord | null> {
    return this.read(() => getSource(this.statements, id));
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
    return this.webhooks.find(token, () => this.read(() => lookUpWebhook(this.statements, token)));
  }

  // Not async: the writer's promise with one `then` is what the caller awaits, no promise of its own per lead.
  addLead(lead: NewLead, delivery: LeadDelivery): Promise<AddLeadResult> {
    let op: WriteOp;
    try {
      op = { kind: 'addLead', lead: leadToStore(lead), delivery: deliveryToStore(delivery) };
    } catch (error) {
      return Promise.reject(error);
    }
    return this.writer.write(op).then((result) => {
      const answer = result as Exclude<AddLeadResult, { status: 'created' }> | { status: 'created' };
      return answer.status === 'created' ? { status: 'created', lead: storedLead(lead) } : answer;
    });
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
    return this.read(() => listDeliveries(this.statements, sourceId, limit));
  }

  async getDelivery(sourceId: string, id: string): Promise<DeliveryRecord | null> {
    return this.read(() => getDelivery(this.statements, sourceId, id));
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
    return this.read(() => listSubmissions(this.statements, leadId));
  }

  async listLeadDeliveries(leadId: string, limit: number): Promise<DeliveryRecord[]> {
    return this.read(() => listLeadDeliveries(this.statements, leadId, limit));
  }

  async eraseLead(id: string, needles: ErasureNeedles): Promise<ErasureReport | null> {
    const report = await this.writer.write({ kind: 'eraseLead', id, needles, at: new Date().toISOString() });
    return report === false ? null : (report as ErasureReport);
  }

  async getLead(id: string): Promise<LeadRecord | null> {
    return this.read(() => getLead(this.statements, id));
  }

  createSubscription(subscription: NewSubscription): Promise<SubscriptionRecord> {
    return this.outbound.createSubscription(subscription);
  }

  listSubscriptions(): Promise<SubscriptionRecord[]> {
    return this.outbound.listSubscriptions();
  }

  getSubscription(id: string): Promise<SubscriptionRecord | null> {
    return this.outbound.getSubscription(id);
  }

  updateSubscription(id: string, patch: SubscriptionPatch, at: string): Promise<SubscriptionRecord | null> {
    return this.outbound.updateSubscription(id, patch, at);
  }

  deleteSubscription(id: string): Promise<boolean> {
    return this.outbound.deleteSubscription(id);
  }

  claimDueEvents(
    subscriptionId: string,
    at: string,
    leaseUntil: string,
    limit: number,
  ): Promise<OutboundEventRecord[]> {
    return this.outbound.claimDueEvents(subscriptionId, at, leaseUntil, limit);
  }

  recordAttempt(attempt: OutboundAttemptRecord, outcome: AttemptOutcome): Promise<void> {
    return this.outbound.recordAttempt(attempt, outcome);
  }

  listOutboundEvents(subscriptionId: string, limit: number): Promise<OutboundEventRecord[]> {
    return this.outbound.listOutboundEvents(subscriptionId, limit);
  }

  listOutboundAttempts(subscriptionId: string, limit: number, eventId?: string): Promise<OutboundAttemptRecord[]> {
    return this.outbound.listOutboundAttempts(subscriptionId, limit, eventId);
  }

  resendEvent(subscriptionId: string, eventId: string, at: string): Promise<boolean> {
    return this.outbound.resendEvent(subscriptionId, eventId, at);
  }

  addTestEvent(subscriptionId: string, id: string, body: string, at: string): Promise<boolean> {
    return this.outbound.addTestEvent(subscriptionId, id, body, at);
  }

  createIntegrationToken(token: IntegrationTokenRecord & { hash: string }): Promise<IntegrationTokenRecord> {
    return this.outbound.createIntegrationToken(token);
  }

  listIntegrationTokens(): Promise<IntegrationTokenRecord[]> {
    return this.outbound.listIntegrationTokens();
  }

  findIntegrationToken(hash: string): Promise<IntegrationTokenRecord | null> {
    return this.outbound.findIntegrationToken(hash);
  }

  deleteIntegrationToken(id: string): Promise<boolean> {
    return this.outbound.deleteIntegrationToken(id);
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

  private read<T>(query: () => T): T {
    try {
      return query();
    } catch (error) {
      throw translateSqliteError(error);
    }
  }
}
