import { BSON } from 'mongodb';
import type { Logger } from 'pino';
import { timeOrderedId } from '../../base/time-ordered-id.ts';
import { LeadCounts } from '../lead-counts.ts';
import type { AddLeadResult } from '../lead-record.ts';
import { LeadTooLargeError } from '../store-errors.ts';
import type { BackgroundWrites } from './background-writes.ts';
import { withContacts } from './body-contacts.ts';
import type { Collections, DeliveryDoc, LeadDoc } from './collections.ts';
import { deliveryEntriesOf } from './delivery-entries.ts';
import type { DeliveryPruner } from './delivery-pruner.ts';
import { forgetIfErased } from './lead-erasure.ts';
import { toLeadDoc, type PendingLead } from './lead-doc.ts';
import { insertLeads } from './lead-insert.ts';
import { LeadReturns } from './lead-returns.ts';
import { accountedWriteErrors, describe, duplicateIndexOf } from './mongo-errors.ts';
import { writeOptions, type MongoLimits, type RequestBounds } from './mongo-options.ts';
import { PendingFollowUps, type FollowUpScope } from './pending-follow-ups.ts';
import { replayLinksOf, writeReplayLinks, type ReplayLink } from './replay-links.ts';
import { SourceCounters } from './source-counters.ts';
import { UnknownLeads } from './unknown-leads.ts';

/**
 * Writes one batch of leads (those queued while the previous batch was written). Each lead's
 * answer comes from its insert alone (created = acknowledged by a majority, journaled), within the
 * batch's one deadline; its source's counter and its delivery entry follow off the answer path
 * (the reads that show them wait for them: PendingFollowUps), and a failure there is repaired in
 * the background instead of failing a stored lead.
 */
export class LeadWriter {
  private readonly returns: LeadReturns;

  constructor(
    private readonly c: Collections,
    private readonly maxBsonObjectSize: number,
    private readonly background: BackgroundWrites,
    private readonly pruner: DeliveryPruner,
    private readonly limits: MongoLimits,
    private readonly logger: Logger,
    /** After a returning person's submission is kept: the `lead.returned` events. */
    private readonly returned: (leadId: string) => Promise<void> = async () => {},
  ) {
    this.returns = new LeadReturns(c, limits);
    this.pending = new PendingFollowUps(limits.followUpConcurrency);
    this.counters = new SourceCounters(c, limits);
    this.unknown = new UnknownLeads(
      (items) => this.settle(items),
      { firstRetryMs: limits.repairRetryMS, limit: limits.maxQueuedLeads },
      logger,
    );
  }

  private readonly counters: SourceCounters;
  /** Follow-ups on their first attempt, which reads of what they write wait for. */
  readonly pending: PendingFollowUps;
  /** Leads answered 503 after an insert whose outcome is unknown, settled in the background. */
  readonly unknown: UnknownLeads<PendingLead>;

  async write(batch: PendingLead[]): Promise<PromiseSettledResult<AddLeadResult>[]> {
    const { results, unknown } = await this.insert(batch);
    if (unknown.length > 0) this.unknown.add(unknown);
    // The answer does not wait for the follow-ups: the reads that show them do (pending-follow-ups.ts).
    this.pending.run(scopeOf(batch, results), batch.length, () =>
      this.background.during(this.followUps(batch, results)),
    );
    return results;
  }

  /** Inserts the batch's leads within one deadline: each lead's result, and the leads whose outcome is unknown. */
  private async insert(
    batch: PendingLead[],
  ): Promise<{ results: PromiseSettledResult<AddLeadResult>[]; unknown: PendingLead[] }> {
    const deadline = { at: Date.now() + this.limits.leadDeadlineMS, maxTimeMS: this.limits.writeMaxTimeMS };
    const results: PromiseSettledResult<AddLeadResult>[] = new Array(batch.length);
    const unknown: PendingLead[] = [];
    const docs: LeadDoc[] = [];
    const positions: number[] = [];
    batch.forEach(({ lead, delivery, events }, i) => {
      const doc = toLeadDoc(lead, delivery.id, events, delivery.replayOf);
      const bytes = BSON.calculateObjectSize(doc, { ignoreUndefined: true });
      // The driver refuses such a document before sending anything, failing the whole insertMany.
      if (bytes >= this.maxBsonObjectSize)
        results[i] = { status: 'rejected', reason: new LeadTooLargeError(bytes, this.maxBsonObjectSize) };
      else {
        docs.push(doc);
        positions.push(i);
      }
    });
    (await insertLeads(this.c.leads, docs, deadline)).forEach((outcome, k) => {
      const { lead } = batch[positions[k]];
      if (outcome.kind === 'failed' && outcome.unknown) unknown.push(batch[positions[k]]);
      results[positions[k]] =
        outcome.kind === 'stored'
          ? {
              status: 'fulfilled',
              value: { status: 'created', lead: { ...lead, returns: 0, lastSeenAt: lead.createdAt, conflicts: [] } },
            }
          : outcome.kind === 'duplicate'
            ? { status: 'fulfilled', value: { status: 'duplicate', matchedOn: outcome.matchedOn } }
            : { status: 'rejected', reason: outcome.error };
    });
    return { results, unknown };
  }

  /**
   * Sends leads of unknown outcome again (same _ids): stored ones (a duplicate on _id_ = the first
   * insert got through) are counted, by a recount of their sources, and their deliveries logged as
   * created; duplicates and refusals are settled as not stored (their 503 stays unlogged). Answers
   * the leads whose outcome is still unknown.
   */
  private async settle(items: PendingLead[]): Promise<PendingLead[]> {
    const { results, unknown } = await this.insert(items);
    const stored = items.filter(
      (_item, i) => results[i].status === 'fulfilled' && (results[i].value as AddLeadResult).status === 'created',
    );
    if (stored.length === 0) return unknown;
    await this.counters.recount(stored.map(({ lead }) => lead.sourceId));
    const created = (item: PendingLead): AddLeadResult => ({
      status: 'created',
      lead: { ...item.lead, returns: 0, lastSeenAt: item.lead.createdAt, conflicts: [] },
    });
    const settled = stored.map((item) => ({ status: 'fulfilled', value: created(item) }) as const);
    await this.insertDeliveries(
      stored.flatMap((item, i) => deliveryEntriesOf(item, settled[i], this.maxBsonObjectSize)),
      undefined,
      replayLinksOf(stored, settled),
    );
    return unknown;
  }

  /** Recomputes sources' counters from their leads (a repair: it can never count a lead twice). */
  recount(sourceIds: Iterable<string>, bounds?: () => RequestBounds): Promise<void> {
    return this.counters.recount(sourceIds, bounds);
  }

  /**
   * After the inserts: each lead's outcome (created, duplicate, refused) reaches here, for the
   * writes that follow it; resolves once each was tried once (a failed one is repaired later).
   */
  private async followUps(batch: PendingLead[], results: PromiseSettledResult<AddLeadResult>[]): Promise<void> {
    const counts = new LeadCounts();
    for (const result of results)
      if (result.status === 'fulfilled' && result.value.status === 'created') counts.add(result.value.lead);
    const perSource = counts.take();
    const batchId = timeOrderedId();
    const attempts: Array<Promise<void>> = [];
    if (perSource.length > 0) {
      const sourceIds = perSource.map(([sourceId]) => sourceId);
      attempts.push(
        this.background.attempt(
          `lead counts of batch ${batchId}`,
          () => this.counters.add(perSource),
          () => this.counters.recount(sourceIds),
        ),
      );
    }
    // A duplicate's submission is kept on the lead it matched, written like its delivery entry (lead-returns.ts).
    // Reading which lead failed: the deliveries go without matchedLeadId and no submission is kept, logged.
    const matched: Array<string | null | undefined> = await this.returns
      .matchedIds(
        batch.map((pending) => pending.lead),
        results,
      )
      .catch((error: unknown) => {
        this.logger.warn(
          { cause: describe(error) },
          'MongoDB: the leads that duplicates matched could not be read; their submissions are not kept',
        );
        return batch.map(() => undefined);
      });
    const perLead = batch.map((pending, i) =>
      deliveryEntriesOf(pending, results[i], this.maxBsonObjectSize, matched[i]),
    );
    const deliveries = perLead.flat();
    const returning = perLead.flatMap((docs, i) =>
      matched[i] && docs[0] && !batch[i].delivery.replayed
        ? [{ leadId: matched[i]!, sent: batch[i].lead, doc: docs[0] }]
        : [],
    );
    for (const { leadId, sent, doc } of returning)
      attempts.push(
        this.background.attempt(`submission ${doc._id}`, async () => {
          await this.returns.record(leadId, sent, doc._id, doc.at);
          await this.returned(leadId);
        }),
      );
    const links = replayLinksOf(batch, results, matched);
    if (deliveries.length > 0)
      attempts.push(
        this.background.attempt(`${deliveries.length} deliveries of batch ${batchId}`, () =>
          this.insertDeliveries(deliveries, undefined, links),
        ),
      );
    await Promise.all(attempts);
  }

  /**
   * Idempotent: a delivery keeps its _id across attempts, and a duplicate _id means it is written.
   * An entry may land after its lead's erasure (written after the answer, a duplicate's racing the
   * erasure, any by a retry seconds later, a stalled one past the erasure's wait for it): each is
   * checked after the write.
   */
  async insertDeliveries(
    deliveries: DeliveryDoc[],
    bounds: () => RequestBounds = () => writeOptions(this.limits),
    replayLinks: ReplayLink[] = [],
  ): Promise<void> {
    await writeReplayLinks(this.c, replayLinks, bounds());
    try {
      await this.c.deliveries.insertMany(deliveries.map(withContacts), { ordered: false, ...bounds() });
    } catch (error) {
      const writeErrors = accountedWriteErrors(error, deliveries.length);
      if (!writeErrors || [...writeErrors.values()].some((writeError) => duplicateIndexOf(writeError) !== '_id_'))
        throw error;
    }
    const links = deliveries.flatMap((d) =>
      d.matchedLeadId ? [{ id: d._id, leadId: d.matchedLeadId }] : d.leadId ? [{ id: d._id, leadId: d.leadId }] : [],
    );
    await forgetIfErased(this.c, links, bounds());
    this.pruner.touched(new Set(deliveries.map((delivery) => delivery.sourceId)));
  }
}

/** What a batch's follow-ups write: its sources' counters and deliveries, its leads' entries, a duplicate's matched lead. */
function scopeOf(batch: PendingLead[], results: PromiseSettledResult<AddLeadResult>[]): FollowUpScope {
  const created = results.flatMap((result) =>
    result.status === 'fulfilled' && result.value.status === 'created' ? [result.value.lead.id] : [],
  );
  return {
    sourceIds: new Set(batch.map(({ lead }) => lead.sourceId)),
    leadIds: new Set(created),
    anyLead: results.some((result) => result.status === 'fulfilled' && result.value.status === 'duplicate'),
  };
}
