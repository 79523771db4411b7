import { setTimeout as sleep } from 'node:timers/promises';
import { MongoClient } from 'mongodb';
import type { Logger } from 'pino';
import { timeOrderedId } from '../../base/time-ordered-id.ts';
import type { DeliveryRecord, LeadDelivery, NewDelivery, RefusalTally } from '../delivery-record.ts';
import type { ErasureNeedles, ErasureReport } from '../erasure-records.ts';
import type { LeadCount, LeadFilterQuery, LeadPage, LeadQuery } from '../lead-queries.ts';
import type { AddLeadResult, LeadRecord, LeadSubmissionRecord, NewLead } from '../lead-record.ts';
import type { LeadStore } from '../lead-store.ts';
import type { NewSource, SourcePatch, SourceRecord, WebhookLookup } from '../source-record.ts';
import { SourceShares } from '../source-shares.ts';
import { StoreUnavailableError } from '../store-errors.ts';
import { TurnBatch } from '../turn-batch.ts';
import type { FeedSink } from '../../events/lead-events.ts';
import { ChangeFeed } from './change-feed.ts';
import type { PendingLead } from './lead-doc.ts';
import { clientOptions, MONGO_LIMITS, readMongoUri, type MongoLimits } from './mongo-options.ts';
import { OutboundMethods } from './outbound-methods.ts';
import { prepareDatabase } from './prepare-database.ts';
import * as deliveryLog from './store-delivery-log.ts';
import { eraseLead } from './store-erasure.ts';
import { guard } from './store-guard.ts';
import * as leadReads from './store-lead-reads.ts';
import { storeParts, type StoreParts } from './store-parts.ts';
import { ping } from './store-readiness.ts';
import * as sources from './store-sources.ts';

export interface MongoStoreOptions extends Partial<MongoLimits> {
  /** The app's logger: the store's warnings go where, and at the level, the service logs. */
  logger: Logger;
}

/**
 * The production store, on a replica set. Writes use majority write concern with journaling and
 * every wait is bounded, so a 200 survives a failover or power cut and an outage answers 503.
 */
export class MongoStore extends OutboundMethods implements LeadStore {
  private readonly inFlight = new Set<Promise<unknown>>();
  // One batch in flight (group commit, as SQLite's writer): what queues meanwhile goes in the next.
  private readonly leadWrites = new TurnBatch<PendingLead, AddLeadResult>(
    (batch) => this.track(guard(() => this.p.writer.write(batch))),
    { oneAtATime: true },
  );
  private closing: Promise<void> | null = null;
  private feed: ChangeFeed | null = null;
  private readonly shares: SourceShares;

  private constructor(
    private readonly client: MongoClient,
    private readonly dbName: string,
    private readonly p: StoreParts,
    private readonly limits: MongoLimits,
    private readonly logger: Logger,
  ) {
    super(p.outbox);
    this.shares = new SourceShares({ maxQueued: limits.maxQueuedLeads, maxWaitMs: limits.maxQueueWaitMS });
  }

  /** Refuses weakening URI options and standalone servers (ConfigError), migrates, reconciles indexes. */
  static async open(uri: string, options: MongoStoreOptions): Promise<MongoStore> {
    const { logger, ...overrides } = options;
    const limits = { ...MONGO_LIMITS, ...overrides };
    const { dbName } = readMongoUri(uri);
    const maxBsonObjectSize = await prepareDatabase(uri, dbName, limits, logger);
    const client = new MongoClient(uri, clientOptions(limits));
    try {
      await client.connect();
      const parts = storeParts(client, dbName, maxBsonObjectSize, limits, logger);
      const store = new MongoStore(client, dbName, parts, limits, logger);
      await store.outbox.load(); // intake decides a lead's events from these
      store.p.recovery.start(); // in the background: what a crashed instance lost (delivery-recovery.ts)
      store.p.indexes.start();
      return store;
    } catch (error) {
      await client.close().catch(() => {});
      throw error;
    }
  }

  /** Starts this process's live feed of every instance's new leads and deliveries into `sink`; close() stops it. */
  async startFeed(sink: FeedSink): Promise<void> {
    this.feed ??= new ChangeFeed(
      this.client.db(this.dbName),
      sink,
      { awaitMS: this.limits.feedAwaitMS, retryMS: this.limits.repairRetryMS },
      this.logger,
    );
    await this.feed.start();
  }

  createSource(source: NewSource): Promise<SourceRecord> {
    return sources.createSource(this.p, source);
  }

  listSources(options: { includeDeleted?: boolean } = {}): Promise<SourceRecord[]> {
    return sources.listSources(this.p, options);
  }

  getSource(id: string): Promise<SourceRecord | null> {
    return sources.getSource(this.p, id);
  }

  updateSource(id: string, patch: SourcePatch, at: string): Promise<SourceRecord | null> {
    return sources.updateSource(this.p, id, patch, at);
  }

  deleteSource(id: string, at: string): Promise<boolean> {
    return sources.deleteSource(this.p, id, at);
  }

  replaceToken(id: string, newToken: string, at: string): Promise<SourceRecord | null> {
    return sources.replaceToken(this.p, id, newToken, at);
  }

  findWebhook(token: string): Promise<WebhookLookup | null> {
    return sources.findWebhook(this.p, token);
  }

  /** Queued for the next batch, or 503 at once when MongoDB falls behind (the rule of SQLite's writer). */
  addLead(lead: NewLead, delivery: LeadDelivery): Promise<AddLeadResult> {
    const refusal = this.p.indexes.problem ?? this.overloaded(lead.sourceId);
    if (refusal) return Promise.reject(new StoreUnavailableError(new Error(refusal)));
    // The delivery's id (time-ordered) is taken on arrival, so the log keeps arrival order even
    // when a delivery is written late, in the background.
    const write = this.leadWrites.add({
      lead,
      delivery: { ...delivery, id: delivery.id ?? timeOrderedId() },
      events: this.outbox.pendingFor(lead),
    });
    return this.shares.track(lead.sourceId, write);
  }

  recordDelivery(sourceId: string, delivery: NewDelivery): Promise<void> {
    return deliveryLog.recordDelivery(this.p, sourceId, delivery);
  }

  recordRefusals(sourceId: string, tally: RefusalTally): Promise<DeliveryRecord> {
    return deliveryLog.recordRefusals(this.p, sourceId, tally);
  }

  markDeliveriesSeen(sourceId: string): Promise<boolean> {
    return deliveryLog.markDeliveriesSeen(this.p, sourceId);
  }

  listDeliveries(sourceId: string, limit: number): Promise<DeliveryRecord[]> {
    return deliveryLog.listDeliveries(this.p, sourceId, limit);
  }

  getDelivery(sourceId: string, id: string): Promise<DeliveryRecord | null> {
    return deliveryLog.getDelivery(this.p, sourceId, id);
  }

  findLeads(query: LeadQuery): Promise<LeadPage> {
    return leadReads.findLeads(this.p, query);
  }

  countLeads(filters: LeadFilterQuery, cap: number): Promise<LeadCount> {
    return leadReads.countLeads(this.p, filters, cap);
  }

  listSubmissions(leadId: string): Promise<LeadSubmissionRecord[]> {
    return leadReads.listSubmissions(this.p, leadId);
  }

  listLeadDeliveries(leadId: string, limit: number): Promise<DeliveryRecord[]> {
    return deliveryLog.listLeadDeliveries(this.p, leadId, limit);
  }

  eraseLead(id: string, needles: ErasureNeedles): Promise<ErasureReport | null> {
    return eraseLead(this.p, id, needles);
  }

  getLead(id: string): Promise<LeadRecord | null> {
    return leadReads.getLead(this.p, id);
  }

  ping(): Promise<void> {
    return ping(this.p);
  }

  /** Resolves once no background write (counter, delivery, pruning, crash recovery) is pending. */
  async settled(): Promise<void> {
    await this.p.recovery.settled();
    await this.p.writer.pending.settled(); // queued follow-ups start, then count as background writes
    await this.p.writer.unknown.settled(); // settling writes counters and deliveries
    await this.p.background.settled(); // a delivery written here schedules its pruning
    await this.p.pruner.settled();
  }

  /** Lets queued and in-flight batches and their follow-ups finish (up to closeWaitMS), then closes. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      const feedStopped = this.feed?.stop();
      await new Promise((resolve) => setImmediate(resolve)); // a batch queued this turn starts now
      const deadline = sleep(this.limits.closeWaitMS, 'timeout', { ref: false });
      await Promise.race([Promise.allSettled([...this.inFlight]).then(() => this.settled()), deadline]);
      this.p.recovery.stop();
      this.p.indexes.stop();
      const dropped = this.p.writer.pending.stop();
      if (dropped > 0)
        this.logger.error({ batches: dropped }, 'MongoDB follow-up writes lost at shutdown (not started)');
      this.p.writer.unknown.stop();
      this.p.background.stop();
      this.p.pruner.stop();
      await this.client.close();
      await feedStopped;
    })();
    return this.closing;
  }

  private overloaded(sourceId: string): string | null {
    if (this.leadWrites.size >= this.limits.maxQueuedLeads)
      return `${this.leadWrites.size} leads are already waiting for MongoDB`;
    const behind = this.p.writer.pending.backlog;
    if (behind >= this.limits.maxQueuedLeads)
      return `the follow-up writes of ${behind} stored leads are waiting for MongoDB`;
    const waited = this.leadWrites.oldestWaitMs();
    if (waited > this.limits.maxQueueWaitMS)
      return `the oldest queued lead has waited ${Math.round(waited)} ms for MongoDB`;
    return this.shares.refusal(sourceId, this.leadWrites.size, waited);
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise)).catch(() => {});
    return promise;
  }
}
