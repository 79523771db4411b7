import { BSON } from 'mongodb';
import { timeOrderedId } from '../../time-ordered-id.ts';
import { LeadCounts } from '../lead-counts.ts';
import { emailKeyOf, type AddLeadResult, type LeadDelivery, type NewLead } from '../lead-store.ts';
import { LeadTooLargeError } from '../store-errors.ts';
import type { BackgroundWrites } from './background-writes.ts';
import type { Collections, DeliveryDoc, LeadDoc } from './collections.ts';
import type { DeliveryPruner } from './delivery-pruner.ts';
import { insertLeads } from './lead-insert.ts';
import { LeadReturns } from './lead-returns.ts';
import { accountedWriteErrors, duplicateIndexOf } from './mongo-errors.ts';

export interface PendingLead {
  lead: NewLead;
  delivery: LeadDelivery;
}

const COUNTED_BATCHES_KEPT = 50;

/**
 * Writes the leads of one event-loop turn. Each lead's answer comes from its insert alone
 * (created = acknowledged by a majority, journaled); its source's counter and its delivery entry
 * follow, and a failure there is repaired in the background instead of failing a stored lead.
 */
export class LeadWriter {
  private readonly returns: LeadReturns;

  constructor(
    private readonly c: Collections,
    private readonly maxBsonObjectSize: number,
    private readonly background: BackgroundWrites,
    private readonly pruner: DeliveryPruner,
  ) {
    this.returns = new LeadReturns(c);
  }

  async write(batch: PendingLead[]): Promise<PromiseSettledResult<AddLeadResult>[]> {
    const results: PromiseSettledResult<AddLeadResult>[] = new Array(batch.length);
    const docs: LeadDoc[] = [];
    const positions: number[] = [];
    batch.forEach(({ lead }, i) => {
      const doc = toLeadDoc(lead);
      const bytes = BSON.calculateObjectSize(doc, { ignoreUndefined: true });
      // The driver refuses such a document before sending anything, failing the whole insertMany.
      if (bytes >= this.maxBsonObjectSize) results[i] = { status: 'rejected', reason: new LeadTooLargeError(bytes, this.maxBsonObjectSize) };
      else docs.push(doc), positions.push(i);
    });
    (await insertLeads(this.c.leads, docs)).forEach((outcome, k) => {
      const { lead } = batch[positions[k]];
      results[positions[k]] = outcome.kind === 'stored' ? { status: 'fulfilled', value: { status: 'created', lead: { ...lead, returns: 0, lastSeenAt: lead.createdAt } } }
        : outcome.kind === 'duplicate' ? { status: 'fulfilled', value: { status: 'duplicate', matchedOn: outcome.matchedOn } }
          : { status: 'rejected', reason: outcome.error };
    });

    const counts = new LeadCounts();
    for (const result of results) if (result.status === 'fulfilled' && result.value.status === 'created') counts.add(result.value.lead);
    const perSource = counts.take();
    // A duplicate's submission is kept on the lead it matched, written like its delivery entry (lead-returns.ts).
    const matched = await this.returns.matchedIds(batch.map((pending) => pending.lead), results);
    const perLead = batch.map((pending, i) => this.deliveryOf(pending, results[i], matched[i]));
    const deliveries = perLead.flat();
    const returning = perLead.flatMap((docs, i) => (matched[i] && docs[0] && !batch[i].delivery.replayed ? [{ leadId: matched[i]!, sent: batch[i].lead, doc: docs[0] }] : []));
    const batchId = timeOrderedId();
    await Promise.all([
      ...returning.map(({ leadId, sent, doc }) =>
        this.background.attempt(`submission ${doc._id}`, () => this.returns.record(leadId, sent, doc._id, doc.at))),
      perSource.length > 0 && this.background.attempt(`lead counts of batch ${batchId}`, () => this.count(batchId, perSource)),
      deliveries.length > 0 && this.background.attempt(`${deliveries.length} deliveries of batch ${batchId}`, () => this.insertDeliveries(deliveries)),
    ]);
    return results;
  }

  /** Idempotent: a delivery keeps its _id across attempts, and a duplicate _id means it is written. */
  async insertDeliveries(deliveries: DeliveryDoc[]): Promise<void> {
    try {
      await this.c.deliveries.insertMany(deliveries, { ordered: false });
    } catch (error) {
      const writeErrors = accountedWriteErrors(error, deliveries.length);
      if (!writeErrors || [...writeErrors.values()].some((writeError) => duplicateIndexOf(writeError) !== '_id_')) throw error;
    }
    this.pruner.touched(new Set(deliveries.map((delivery) => delivery.sourceId)));
  }

  /** Idempotent: each source remembers the last batches it counted. */
  private async count(batchId: string, perSource: ReturnType<LeadCounts['take']>): Promise<void> {
    await this.c.sources.bulkWrite(perSource.map(([sourceId, { added, lastLeadAt }]) => ({
      updateOne: {
        filter: { _id: sourceId, countedBatches: { $ne: batchId } },
        update: { $inc: { leadCount: added }, $max: { lastLeadAt }, $push: { countedBatches: { $each: [batchId], $slice: -COUNTED_BATCHES_KEPT } } },
      },
    })), { ordered: false });
  }

  private deliveryOf({ lead, delivery }: PendingLead, result: PromiseSettledResult<AddLeadResult>, matchedLeadId?: string): DeliveryDoc[] {
    const { id, at, body, requestId, contentType } = delivery;
    const base = { _id: id ?? timeOrderedId(), sourceId: lead.sourceId, at, ...(requestId ? { requestId } : {}), ...(contentType ? { contentType } : {}) };
    if (result.status === 'fulfilled') {
      const created = result.value.status === 'created';
      return [{ ...base, body, status: 200, outcome: result.value.status, ...(created ? { leadId: lead.id } : {}), ...(matchedLeadId ? { matchedLeadId } : {}) }];
    }
    if (!(result.reason instanceof LeadTooLargeError)) return []; // a 503 is not logged (contract §3)
    const refused: DeliveryDoc = { ...base, status: 413, outcome: 'rejected', error: { code: 'payload_too_large', message: result.reason.message } };
    const withBody = { ...refused, body };
    return [BSON.calculateObjectSize(withBody, { ignoreUndefined: true }) < this.maxBsonObjectSize ? withBody : refused];
  }
}

const toLeadDoc = (lead: NewLead): LeadDoc => ({
  _id: lead.id, sourceId: lead.sourceId, name: lead.name, phone: lead.phone, email: lead.email, emailKey: emailKeyOf(lead.email),
  ...(lead.email && !lead.test ? { emailHolderKey: emailKeyOf(lead.email)! } : {}),
  notes: lead.notes, fieldsJson: JSON.stringify(lead.fields), test: lead.test, createdAt: lead.createdAt,
});

