import { setTimeout as sleep } from 'node:timers/promises';
import { MongoClient, MongoError } from 'mongodb';
import type { Logger } from 'pino';
import { timeOrderedId } from '../../time-ordered-id.ts';
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
import { BackgroundWrites } from './background-writes.ts';
import { ChangeFeed } from './change-feed.ts';
import { collections } from './collections.ts';
import { DeliveryPruner } from './delivery-pruner.ts';
import { DeliveryRecovery } from './delivery-recovery.ts';
import { LeadWriter, type PendingLead } from './lead-writer.ts';
import { eraseLead } from './lead-erasure.ts';
import { countLeads, findLeadPage } from './lead-search.ts';
import { parseSubmission } from '../lead-submission.ts';
import { unavailable } from './mongo-errors.ts';
import {
  clientOptions,
  MONGO_LIMITS,
  readMongoUri,
  readOptionsUntil,
  writeOptions,
  writeOptionsUntil,
  type MongoLimits,
} from './mongo-options.ts';
import type { ReadScope } from './pending-follow-ups.ts';
import { prepareDatabase } from './prepare-database.ts';
import { toDelivery, toFieldMapPairs, toLead, toSource } from './records.ts';
import { RefusalEntries } from './refusal-entries.ts';
import { SourceTokens } from './source-tokens.ts';
import { UniqueIndexWatch } from './unique-index-watch.ts';
import { MongoOutbox } from './outbox.ts';
import type {
  IntegrationTokenRecord,
  AttemptOutcome,
  NewSubscription,
  OutboundAttemptRecord,
  OutboundEventRecord,
  SubscriptionPatch,
  SubscriptionRecord,
} from '../outbound-records.ts';

export interface MongoStoreOptions extends Partial<MongoLimits> {
  /** The app's logger: the store's warnings go where, and at the level, the service logs. */
  logger: Logger;
}

/**
 * The production store, on a replica set. Writes use majority write concern with journaling and
 * every wait is bounded, so a 200 survives a failover or power cut and an outage answers 503.
 */
export class MongoStore implements LeadStore {
  private readonly c: ReturnType<typeof collections>;
  private readonly background: BackgroundWrites;
  private readonly pruner: DeliveryPruner;
  private readonly writer: LeadWriter;
  private readonly recovery: DeliveryRecovery;
  private readonly tokens: SourceTokens;
  private readonly refusals: RefusalEntries;
  private readonly indexes: UniqueIndexWatch;
  private readonly outbox: MongoOutbox;
  private readonly inFlight = new Set<Promise<unknown>>();
  // One batch in flight (group commit, as SQLite's writer): what queues meanwhile goes in the next.
  private readonly leadWrites = new TurnBatch<PendingLead, AddLeadResult>(
    (batch) => this.track(this.guard(() => this.writer.write(batch))),
    { oneAtATime: true },
  );
  private closing: Promise<void> | null = null;
  private feed: ChangeFeed | null = null;
  private readonly shares: SourceShares;

  private constructor(
    private readonly client: MongoClient,
    private readonly dbName: string,
    maxBsonObjectSize: number,
    private readonly limits: MongoLimits,
    private readonly logger: Logger,
  ) {
    this.c = collections(client.db(dbName));
    this.shares = new SourceShares({ maxQueued: limits.maxQueuedLeads, maxWaitMs: limits.maxQueueWaitMS });
    this.background = new BackgroundWrites(limits.repairRetryMS, logger);
    this.pruner = new DeliveryPruner(
      this.c.deliveries,
      { delayMs: limits.pruneDelayMS, maxTimeMS: limits.readMaxTimeMS },
      logger,
    );
    this.writer = new LeadWriter(this.c, maxBsonObjectSize, this.background, this.pruner, limits, logger, (leadId) =>
      this.outbox.leadReturned(leadId),
    );
    this.tokens = new SourceTokens(this.c, limits);
    this.indexes = new UniqueIndexWatch(
      client.db(dbName),
      { everyMS: limits.indexCheckMS, maxTimeMS: limits.readMaxTimeMS },
      logger,
    );
    this.refusals = new RefusalEntries(this.c, limits, this.pruner);
    this.outbox = new MongoOutbox(this.c, limits);
    this.recovery = new DeliveryRecovery(
      this.c,
      {
        insertDeliveries: (docs) => this.writer.insertDeliveries(docs),
        recount: (sourceIds) => this.writer.recount(sourceIds),
        // Not the first attempts of ordinary load (their leads are seconds old): writes late or failing.
        busy: () => this.writer.pending.behind || this.background.retrying || this.writer.unknown.busy,
      },
      {
        windowMS: limits.recoveryWindowMS,
        minAgeMS: limits.recoveryMinAgeMS,
        everyMS: limits.recoverySweepMS,
        maxTimeMS: limits.readMaxTimeMS,
      },
      logger,
    );
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
      const store = new MongoStore(client, dbName, maxBsonObjectSize, limits, logger);
      await store.outbox.load(); // intake decides a lead's events from these
      store.recovery.start(); // in the background: what a crashed instance lost (delivery-recovery.ts)
      store.indexes.start();
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
    return this.guard(async () => toSource(await this.tokens.createSource(source)));
  }

  listSources({ includeDeleted = false } = {}): Promise<SourceRecord[]> {
    return this.readAfterFollowUps('sources', async (read) =>
      (
        await this.c.sources
          .find(includeDeleted ? {} : { deletedAt: null }, read)
          .sort({ createdAt: 1, _id: 1 })
          .toArray()
      ).map(toSource),
    );
  }

  getSource(id: string): Promise<SourceRecord | null> {
    return this.readAfterFollowUps({ sourceId: id }, async (read) => {
      const doc = await this.c.sources.findOne({ _id: id, deletedAt: null }, read);
      return doc ? toSource(doc) : null;
    });
  }

  updateSource(id: string, patch: SourcePatch, at: string): Promise<SourceRecord | null> {
    return this.guard(async () => {
      const { fieldMap, ...rest } = patch;
      const set = { ...rest, ...(fieldMap ? { fieldMap: toFieldMapPairs(fieldMap) } : {}), updatedAt: at };
      const doc = await this.c.sources.findOneAndUpdate(
        { _id: id, deletedAt: null },
        { $set: set },
        { ...writeOptions(this.limits), returnDocument: 'after' },
      );
      return doc ? toSource(doc) : null;
    });
  }

  deleteSource(id: string, at: string): Promise<boolean> {
    return this.guard(() => this.tokens.deleteSource(id, at));
  }

  replaceToken(id: string, newToken: string, at: string): Promise<SourceRecord | null> {
    return this.guard(async () => {
      const doc = await this.tokens.replaceToken(id, newToken, at);
      return doc ? toSource(doc) : null;
    });
  }

  findWebhook(token: string): Promise<WebhookLookup | null> {
    return this.guard(async () => {
      const found = await this.tokens.findWebhook(token);
      if (!found) return null;
      const source = { ...toSource(found.source), token };
      return found.revoked ? { source, revoked: found.revoked } : { source, revoked: null };
    });
  }

  /** Queued for the next batch, or 503 at once when MongoDB falls behind (the rule of SQLite's writer). */
  addLead(lead: NewLead, delivery: LeadDelivery): Promise<AddLeadResult> {
    const refusal = this.indexes.problem ?? this.overloaded(lead.sourceId);
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

  /** Every POST is recorded, a refused sender's too: within one write deadline, then 503. */
  recordDelivery(sourceId: string, { id, ...delivery }: NewDelivery): Promise<void> {
    const deadline = Date.now() + this.limits.writeDeadlineMS;
    const bounds = () => writeOptionsUntil(this.limits, deadline);
    return this.guard(async () => {
      await this.writer.insertDeliveries([{ _id: id ?? timeOrderedId(), sourceId, ...delivery }], bounds);
      await this.refusals.counted(sourceId, delivery.status, bounds());
    });
  }

  recordRefusals(sourceId: string, tally: RefusalTally): Promise<DeliveryRecord> {
    return this.guard(() => this.refusals.add(sourceId, tally));
  }

  markDeliveriesSeen(sourceId: string): Promise<boolean> {
    return this.guard(() => this.refusals.markSeen(sourceId));
  }

  listDeliveries(sourceId: string, limit: number): Promise<DeliveryRecord[]> {
    return this.readAfterFollowUps({ sourceId }, async (read) => {
      const docs = await this.c.deliveries.find({ sourceId }, read).sort({ _id: -1 }).limit(limit).toArray();
      return docs.map(toDelivery);
    });
  }

  getDelivery(sourceId: string, id: string): Promise<DeliveryRecord | null> {
    return this.readAfterFollowUps({ sourceId }, async (read) => {
      const doc = await this.c.deliveries.findOne({ _id: id, sourceId }, read);
      return doc ? toDelivery(doc) : null;
    });
  }

  findLeads(query: LeadQuery): Promise<LeadPage> {
    return this.readAfterFollowUps('leads', (read) => findLeadPage(this.c.leads, query, read));
  }

  countLeads(filters: LeadFilterQuery, cap: number): Promise<LeadCount> {
    return this.readAfterFollowUps('leads', (read) => countLeads(this.c.leads, filters, cap, read));
  }

  listSubmissions(leadId: string): Promise<LeadSubmissionRecord[]> {
    return this.readAfterFollowUps({ leadId }, async (read) =>
      (await this.c.submissions.find({ leadId }, read).sort({ _id: 1 }).toArray()).map((doc) =>
        parseSubmission(doc.json),
      ),
    );
  }

  listLeadDeliveries(leadId: string, limit: number): Promise<DeliveryRecord[]> {
    return this.readAfterFollowUps({ leadId }, async (read) => {
      const docs = await this.c.deliveries
        .find({ $or: [{ leadId }, { matchedLeadId: leadId }] }, read)
        .sort({ _id: -1 })
        .limit(limit)
        .toArray();
      return docs.map(toDelivery);
    });
  }

  /** One deadline (the write budget) for the wait for the lead's follow-ups and every step of the erasure. */
  async eraseLead(id: string, needles: ErasureNeedles): Promise<ErasureReport | null> {
    const deadline = Date.now() + this.limits.writeDeadlineMS;
    // After the lead's pending follow-ups, so that the entries and submissions they write are erased too.
    await this.writer.pending.waitFor(
      { leadId: id },
      Math.min(Date.now() + this.limits.followUpReadWaitMS, deadline - MIN_READ_MS),
    );
    return this.guard(async () => {
      const read = { ...readOptionsUntil(this.limits, deadline), projection: { sourceId: 1 } };
      const sourceId = (await this.c.leads.findOne({ _id: id }, read))?.sourceId;
      const report = await eraseLead(
        this.c,
        id,
        needles,
        () => writeOptionsUntil(this.limits, deadline),
        (sourceId, bounds) => this.writer.recount([sourceId], bounds),
      );
      if (report && sourceId) await this.outbox.leadErased(id, sourceId, new Date().toISOString());
      return report;
    });
  }

  createSubscription(subscription: NewSubscription): Promise<SubscriptionRecord> {
    return this.guard(() => this.outbox.createSubscription(subscription));
  }

  listSubscriptions(): Promise<SubscriptionRecord[]> {
    return this.guard(() => this.outbox.listSubscriptions());
  }

  getSubscription(id: string): Promise<SubscriptionRecord | null> {
    return this.guard(() => this.outbox.getSubscription(id));
  }

  updateSubscription(id: string, patch: SubscriptionPatch, at: string): Promise<SubscriptionRecord | null> {
    return this.guard(() => this.outbox.updateSubscription(id, patch, at));
  }

  deleteSubscription(id: string): Promise<boolean> {
    return this.guard(() => this.outbox.deleteSubscription(id));
  }

  claimDueEvents(
    subscriptionId: string,
    at: string,
    leaseUntil: string,
    limit: number,
  ): Promise<OutboundEventRecord[]> {
    return this.guard(() => this.outbox.claimDueEvents(subscriptionId, at, leaseUntil, limit));
  }

  recordAttempt(attempt: OutboundAttemptRecord, outcome: AttemptOutcome): Promise<void> {
    return this.guard(() => this.outbox.recordAttempt(attempt, outcome));
  }

  listOutboundEvents(subscriptionId: string, limit: number): Promise<OutboundEventRecord[]> {
    return this.guard(() => this.outbox.listOutboundEvents(subscriptionId, limit));
  }

  listOutboundAttempts(subscriptionId: string, limit: number, eventId?: string): Promise<OutboundAttemptRecord[]> {
    return this.guard(() => this.outbox.listOutboundAttempts(subscriptionId, limit, eventId));
  }

  resendEvent(subscriptionId: string, eventId: string, at: string): Promise<boolean> {
    return this.guard(() => this.outbox.resendEvent(subscriptionId, eventId, at));
  }

  addTestEvent(subscriptionId: string, id: string, body: string, at: string): Promise<boolean> {
    return this.guard(() => this.outbox.addTestEvent(subscriptionId, id, body, at));
  }

  createIntegrationToken(token: IntegrationTokenRecord & { hash: string }): Promise<IntegrationTokenRecord> {
    return this.guard(() => this.outbox.createIntegrationToken(token));
  }

  listIntegrationTokens(): Promise<IntegrationTokenRecord[]> {
    return this.guard(() => this.outbox.listIntegrationTokens());
  }

  findIntegrationToken(hash: string): Promise<IntegrationTokenRecord | null> {
    return this.guard(() => this.outbox.findIntegrationToken(hash));
  }

  deleteIntegrationToken(id: string): Promise<boolean> {
    return this.guard(() => this.outbox.deleteIntegrationToken(id));
  }

  getLead(id: string): Promise<LeadRecord | null> {
    return this.readAfterFollowUps({ leadId: id }, async (read) => {
      const doc = await this.c.leads.findOne({ _id: id }, read);
      return doc ? toLead(doc) : null;
    });
  }

  /** Ready means writable: a majority-acknowledged write, so a lost majority shows as not ready. */
  ping(): Promise<void> {
    return this.guard(async () => {
      const problem = this.indexes.problem;
      if (problem) throw new StoreUnavailableError(new Error(problem));
      await this.c.readiness.updateOne(
        { _id: 'readiness' },
        { $set: { checkedAt: new Date().toISOString() } },
        { upsert: true, ...writeOptions(this.limits) },
      );
    });
  }

  /** Resolves once no background write (counter, delivery, pruning, crash recovery) is pending. */
  async settled(): Promise<void> {
    await this.recovery.settled();
    await this.writer.pending.settled(); // queued follow-ups start, then count as background writes
    await this.writer.unknown.settled(); // settling writes counters and deliveries
    await this.background.settled(); // a delivery written here schedules its pruning
    await this.pruner.settled();
  }

  /** Lets queued and in-flight batches and their follow-ups finish (up to closeWaitMS), then closes. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      const feedStopped = this.feed?.stop();
      await new Promise((resolve) => setImmediate(resolve)); // a batch queued this turn starts now
      const deadline = sleep(this.limits.closeWaitMS, 'timeout', { ref: false });
      await Promise.race([Promise.allSettled([...this.inFlight]).then(() => this.settled()), deadline]);
      this.recovery.stop();
      this.indexes.stop();
      const dropped = this.writer.pending.stop();
      if (dropped > 0)
        this.logger.error({ batches: dropped }, 'MongoDB follow-up writes lost at shutdown (not started)');
      this.writer.unknown.stop();
      this.background.stop();
      this.pruner.stop();
      await this.client.close();
      await feedStopped;
    })();
    return this.closing;
  }

  /**
   * A read of what follow-up writes change: it first waits for this instance's pending ones it
   * concerns (up to followUpReadWaitMS), then reads within what is left of its one deadline.
   */
  private async readAfterFollowUps<T>(
    scope: ReadScope,
    read: (options: ReturnType<typeof readOptionsUntil>) => Promise<T>,
  ): Promise<T> {
    const deadline = Date.now() + this.limits.readDeadlineMS;
    await this.writer.pending.waitFor(
      scope,
      Math.min(Date.now() + this.limits.followUpReadWaitMS, deadline - MIN_READ_MS),
    );
    return this.guard(() => read(readOptionsUntil(this.limits, deadline)));
  }

  private overloaded(sourceId: string): string | null {
    if (this.leadWrites.size >= this.limits.maxQueuedLeads)
      return `${this.leadWrites.size} leads are already waiting for MongoDB`;
    const behind = this.writer.pending.backlog;
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

  // Driver errors mean the store cannot serve: 503, with a cause that carries no lead data.
  private async guard<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      throw error instanceof MongoError || isDeadline(error) ? unavailable(error) : error;
    }
  }
}

/** A request's deadline ended before the driver started the operation (it throws the signal's reason). */
const isDeadline = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** What a read keeps of its deadline for itself, however long follow-ups are waited for. */
const MIN_READ_MS = 1_000;
