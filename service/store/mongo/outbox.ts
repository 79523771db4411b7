import { newMessageId } from '../../outbound/event-body.ts';
import { timeOrderedId } from '../../base/time-ordered-id.ts';
import type { NewLead } from '../lead-record.ts';
import {
  type IntegrationTokenRecord,
  OUTBOUND_LOG_KEPT_MS,
  wants,
  type AttemptOutcome,
  type NewSubscription,
  type OutboundAttemptRecord,
  type OutboundEventRecord,
  type OutboundStore,
  type SubscriptionPatch,
  type SubscriptionRecord,
} from '../outbound-records.ts';
import type { Collections, PendingLeadEvent, SubscriptionDoc } from './collections.ts';
import { leadErased, leadReturned, materialize } from './lead-outbound-events.ts';
import { writeOptions, type MongoLimits } from './mongo-options.ts';
import { claimEvents, recordAttemptOutcome } from './outbound-claims.ts';
import { toEvent, toSubscription, toToken } from './outbound-docs.ts';
import { insertEvent } from './outbound-event-writes.ts';

const PRUNE_EVERY_MS = 60_000;

/**
 * The outbox on MongoDB, with no multi-document transaction (docs/operations.md): a lead's pending
 * `lead.created` events ride inside the lead document's own insert (`outbox`), so they exist exactly
 * when the lead does. A worker moves them into `outboundEvents` (keyed by the message id, so doing
 * it twice is harmless) and claims each there with a conditional update: a lease, so one instance
 * at a time sends it. Other events (`lead.returned`, `lead.erased`, tests) go to `outboundEvents`
 * directly, after the write they follow (a crash between the two loses them, as it loses the
 * submission, docs/api.md §4).
 */
export class MongoOutbox implements OutboundStore {
  /** Enabled subscriptions as last read: intake decides a lead's events from these without a read. */
  private cached: SubscriptionRecord[] = [];
  private prunedAt = 0;

  constructor(
    private readonly c: Collections,
    private readonly limits: MongoLimits,
  ) {}

  /** Reads the subscriptions into the cache (at open, and at each listing: the worker lists them every poll). */
  async load(): Promise<SubscriptionRecord[]> {
    const all = (await this.c.subscriptions.find({}).sort({ createdAt: 1, _id: 1 }).toArray()).map(toSubscription);
    this.cached = all.filter((s) => s.enabled);
    return all;
  }

  /** The events a new lead carries in its own insert. */
  pendingFor(lead: NewLead): PendingLeadEvent[] | undefined {
    if (this.cached.length === 0) return undefined;
    const wanting = this.cached.filter((s) => wants(s, 'lead.created', lead.sourceId));
    return wanting.length === 0
      ? undefined
      : wanting.map((s) => ({ id: newMessageId(timeOrderedId()), subscriptionId: s.id }));
  }

  async createSubscription(s: NewSubscription): Promise<SubscriptionRecord> {
    const doc: SubscriptionDoc = {
      _id: s.id,
      url: s.url,
      events: s.events,
      sourceIds: s.sourceIds,
      secret: s.secret,
      previousSecret: null,
      previousSecretUntil: null,
      enabled: s.enabled,
      disabledReason: null,
      createdAt: s.at,
      updatedAt: s.at,
      lastSuccessAt: null,
      failingSince: null,
      ownerTokenId: s.ownerTokenId,
    };
    await this.c.subscriptions.insertOne(doc, writeOptions(this.limits));
    await this.load();
    return toSubscription(doc);
  }

  listSubscriptions(): Promise<SubscriptionRecord[]> {
    return this.load();
  }

  async getSubscription(id: string): Promise<SubscriptionRecord | null> {
    const doc = await this.c.subscriptions.findOne({ _id: id });
    return doc ? toSubscription(doc) : null;
  }

  async updateSubscription(id: string, patch: SubscriptionPatch, at: string): Promise<SubscriptionRecord | null> {
    const current = await this.getSubscription(id);
    if (!current) return null;
    const set: Partial<SubscriptionDoc> = { updatedAt: at };
    if (patch.url !== undefined) set.url = patch.url;
    if (patch.events !== undefined) set.events = patch.events;
    if (patch.sourceIds !== undefined) set.sourceIds = patch.sourceIds;
    if (patch.enabled !== undefined) set.enabled = patch.enabled;
    if (patch.enabled === true) Object.assign(set, { disabledReason: null, failingSince: null });
    if (patch.rotate)
      Object.assign(set, {
        secret: patch.rotate.secret,
        previousSecret: current.secret,
        previousSecretUntil: patch.rotate.previousSecretUntil,
      });
    const doc = await this.c.subscriptions.findOneAndUpdate(
      { _id: id },
      { $set: set },
      { ...writeOptions(this.limits), returnDocument: 'after' },
    );
    await this.load();
    return doc ? toSubscription(doc) : null;
  }

  async deleteSubscription(id: string): Promise<boolean> {
    const deleted = await this.c.subscriptions.deleteOne({ _id: id }, writeOptions(this.limits));
    if (deleted.deletedCount === 0) return false;
    await this.c.outboundEvents.deleteMany({ subscriptionId: id });
    await this.c.outboundAttempts.deleteMany({ subscriptionId: id });
    await this.load();
    return true;
  }

  async claimDueEvents(
    subscriptionId: string,
    at: string,
    leaseUntil: string,
    limit: number,
  ): Promise<OutboundEventRecord[]> {
    await this.materialize(at);
    return claimEvents(this.c, this.limits, subscriptionId, at, leaseUntil, limit);
  }

  async recordAttempt(attempt: OutboundAttemptRecord, outcome: AttemptOutcome): Promise<void> {
    if (await recordAttemptOutcome(this.c, this.limits, attempt, outcome)) await this.load();
    await this.prune(attempt.at);
  }

  async listOutboundEvents(subscriptionId: string, limit: number): Promise<OutboundEventRecord[]> {
    return (await this.c.outboundEvents.find({ subscriptionId }).sort({ _id: -1 }).limit(limit).toArray()).map(toEvent);
  }

  async listOutboundAttempts(
    subscriptionId: string,
    limit: number,
    eventId?: string,
  ): Promise<OutboundAttemptRecord[]> {
    const filter = eventId === undefined ? { subscriptionId } : { subscriptionId, eventId };
    return (await this.c.outboundAttempts.find(filter).sort({ _id: -1 }).limit(limit).toArray()).map(
      ({ _id, ...attempt }) => attempt,
    );
  }

  async resendEvent(subscriptionId: string, eventId: string, at: string): Promise<boolean> {
    const updated = await this.c.outboundEvents.updateOne(
      { _id: eventId, subscriptionId, body: { $type: 'string' } },
      { $set: { state: 'pending', attempts: 0, nextAt: at, leaseUntil: null, finishedAt: null } },
      writeOptions(this.limits),
    );
    return updated.matchedCount > 0;
  }

  async addTestEvent(subscriptionId: string, id: string, body: string, at: string): Promise<boolean> {
    if (!(await this.c.subscriptions.findOne({ _id: subscriptionId }, { projection: { _id: 1 } }))) return false;
    await insertEvent(this.c, this.limits, { id, subscriptionId, type: 'lead.created', leadId: null, body, at });
    return true;
  }

  async createIntegrationToken(t: IntegrationTokenRecord & { hash: string }): Promise<IntegrationTokenRecord> {
    await this.c.integrationTokens.insertOne(
      { _id: t.id, name: t.name, hash: t.hash, createdAt: t.createdAt },
      writeOptions(this.limits),
    );
    return { id: t.id, name: t.name, createdAt: t.createdAt };
  }

  async listIntegrationTokens(): Promise<IntegrationTokenRecord[]> {
    return (await this.c.integrationTokens.find({}).sort({ createdAt: 1, _id: 1 }).toArray()).map(toToken);
  }

  async findIntegrationToken(hash: string): Promise<IntegrationTokenRecord | null> {
    const doc = await this.c.integrationTokens.findOne({ hash });
    return doc ? toToken(doc) : null;
  }

  async deleteIntegrationToken(id: string): Promise<boolean> {
    const deleted = await this.c.integrationTokens.deleteOne({ _id: id }, writeOptions(this.limits));
    if (deleted.deletedCount === 0) return false;
    for (const owned of await this.c.subscriptions.find({ ownerTokenId: id }, { projection: { _id: 1 } }).toArray())
      await this.deleteSubscription(owned._id);
    return true;
  }

  /** After a duplicate's submission was kept on the lead: `lead.returned`, with the lead as it is now. */
  leadReturned(leadId: string): Promise<void> {
    return leadReturned(this.c, this.limits, () => this.cached, leadId);
  }

  /** Erasure: the lead's pending events go, the bytes of its sent ones too; then `lead.erased` (ids only). */
  leadErased(leadId: string, sourceId: string, at: string): Promise<void> {
    return leadErased(this.c, this.limits, () => this.load(), leadId, sourceId, at);
  }

  /** Moves the events new leads carry into outboundEvents, where they are claimed. */
  private async materialize(at: string): Promise<void> {
    await materialize(this.c, this.limits);
    if (Date.parse(at) - this.prunedAt >= PRUNE_EVERY_MS) await this.prune(at);
  }

  private async prune(at: string): Promise<void> {
    const now = Date.parse(at);
    if (now - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now;
    const before = new Date(now - OUTBOUND_LOG_KEPT_MS).toISOString();
    await this.c.outboundEvents.deleteMany({ state: { $ne: 'pending' }, finishedAt: { $lt: before } });
    await this.c.outboundAttempts.deleteMany({ at: { $lt: before } });
  }
}
