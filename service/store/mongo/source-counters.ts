import type { Collections } from './collections.ts';
import { writeOptions, type MongoLimits } from './mongo-options.ts';

type PerSource = Array<[sourceId: string, counts: { added: number; lastLeadAt: string }]>;

/**
 * A source's `leadCount` and `lastLeadAt`. After each batch they take one `$inc` per source (a
 * retryable write: mongod applies the driver's retry once). When that write fails, or its outcome
 * is unknown, or leads of unknown outcome were settled later, the source's counters are recomputed
 * from its leads instead of sent again, so a repair can never count a lead twice, however late.
 * A recount racing another batch's `$inc` of the same source can be off by that batch until the
 * source's next repair (docs/operations.md).
 */
export class SourceCounters {
  constructor(
    private readonly c: Collections,
    private readonly limits: MongoLimits,
  ) {}

  async add(perSource: PerSource): Promise<void> {
    await this.c.sources.bulkWrite(
      perSource.map(([sourceId, { added, lastLeadAt }]) => ({
        updateOne: { filter: { _id: sourceId }, update: { $inc: { leadCount: added }, $max: { lastLeadAt } } },
      })),
      { ordered: false, ...writeOptions(this.limits) },
    );
  }

  /** Recomputes each source's counters from its leads (an index count on source_newest, one newest lead). */
  async recount(sourceIds: Iterable<string>, bounds = () => writeOptions(this.limits)): Promise<void> {
    for (const sourceId of new Set(sourceIds)) {
      const write = bounds();
      const leadCount = await this.c.leads.countDocuments({ sourceId }, write);
      const newest = await this.c.leads
        .find({ sourceId }, { ...write, projection: { createdAt: 1 } })
        .sort({ _id: -1 })
        .limit(1)
        .next();
      await this.c.sources.updateOne(
        { _id: sourceId },
        { $set: { leadCount, lastLeadAt: newest?.createdAt ?? null } },
        write,
      );
    }
  }
}
