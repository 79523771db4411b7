import { countsAsUnseenRefusal, type DeliveryRecord, type RefusalTally } from '../delivery-record.ts';
import type { Collections, DeliveryDoc } from './collections.ts';
import type { DeliveryPruner } from './delivery-pruner.ts';
import { writeOptions, type MongoLimits, type RequestBounds } from './mongo-options.ts';
import { toDelivery } from './records.ts';

/**
 * Refusals counted per token and status (docs/api.md §3) and the refused deliveries a source's
 * admin has not seen. Each source's entries, not a collection of their own: they are listed and
 * pruned with its deliveries.
 */
export class RefusalEntries {
  constructor(
    private readonly c: Collections,
    private readonly limits: MongoLimits,
    private readonly pruner: DeliveryPruner,
  ) {}

  /**
   * The key's entry is replaced by one with the sums and the new id (an _id never changes). Another
   * instance may replace it at the same time: whoever deletes the old entry carries its count on,
   * the other writes its own count only, so two entries may exist for a while but no refusal is
   * counted twice.
   */
  async add(sourceId: string, t: RefusalTally): Promise<DeliveryRecord> {
    const write = writeOptions(this.limits); // one deadline for the three steps
    const before = await this.c.deliveries.findOne(
      { sourceId, refusalKey: t.key },
      {
        ...write,
        maxTimeMS: Math.min(write.maxTimeMS, this.limits.readMaxTimeMS),
        projection: { count: 1, firstAt: 1 },
      },
    );
    const carried =
      before && (await this.c.deliveries.deleteOne({ _id: before._id }, write)).deletedCount === 1 ? before : null;
    const entry: DeliveryDoc = {
      _id: t.id,
      sourceId,
      at: t.lastAt,
      status: t.status,
      outcome: 'rejected',
      error: t.error,
      refusalKey: t.key,
      count: t.count + (carried?.count ?? 0),
      firstAt: carried?.firstAt ?? t.firstAt,
      lastAt: t.lastAt,
    };
    await this.c.deliveries.insertOne(entry, write);
    this.pruner.touched([sourceId]);
    return toDelivery(entry);
  }

  /** After a delivery is logged; not in its write (the counter is advice, a repeat of it is harmless). */
  async counted(sourceId: string, status: number, bounds: RequestBounds): Promise<void> {
    if (countsAsUnseenRefusal(status))
      await this.c.sources.updateOne({ _id: sourceId }, { $inc: { unseenRefusals: 1 } }, bounds);
  }

  async markSeen(sourceId: string): Promise<boolean> {
    const { matchedCount } = await this.c.sources.updateOne(
      { _id: sourceId, deletedAt: null },
      { $set: { unseenRefusals: 0 } },
      writeOptions(this.limits),
    );
    return matchedCount === 1;
  }
}
