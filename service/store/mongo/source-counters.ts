import type { SourceLeadCounts } from '../lead-counts.ts';
import type { Collections } from './collections.ts';
import { writeOptions, type MongoLimits } from './mongo-options.ts';

type PerSource = Array<[sourceId: string, counts: SourceLeadCounts]>;

/**
 * A source's `leadCount` and `lastLeadAt`. After each batch they take one `$inc` per source (a
 * retryable write: mongod applies the driver's retry once). When that write fails, or its outcome
 * is unknown, or leads of unknown outcome were settled later, the source's counters are recomputed
 * from its leads instead of sent again, so a repair can never count a lead twice, however late.
 * A recount racing another batch's `$inc` of the same source counts again after its write, until
 * two counts agree (at most three times); under steady traffic to that source it can still be off
 * by a batch until the source's next repair (docs/operations.md).
 */
export class SourceCounters {
  constructor(
    private readonly c: Collections,
    private readonly limits: MongoLimits,
  ) {}

  async add(perSource: PerSource): Promise<void> {
    await this.c.sources.bulkWrite(
      perSource.map(([sourceId, { added, addedTest, lastLeadAt }]) => ({
        updateOne: {
          filter: { _id: sourceId },
          update: { $inc: { leadCount: added, testLeadCount: addedTest }, $max: { lastLeadAt } },
        },
      })),
      { ordered: false, ...writeOptions(this.limits) },
    );
  }

  /**
   * Recomputes each source's counters from its leads (an index count on source_newest, one newest
   * lead). Another batch may store and count leads between the count and the write, which the write
   * would then undo: the leads are counted again after it, and the recount repeated (at most
   * RECOUNTS times) until the two counts agree.
   */
  async recount(sourceIds: Iterable<string>, bounds = () => writeOptions(this.limits)): Promise<void> {
    for (const sourceId of new Set(sourceIds)) {
      let counts = await this.countsOf(sourceId, bounds());
      for (let attempt = 1; ; attempt++) {
        const write = bounds();
        await this.c.sources.updateOne({ _id: sourceId }, { $set: counts }, write);
        const again = await this.countsOf(sourceId, write);
        if (attempt >= RECOUNTS || sameCounts(again, counts)) break;
        counts = again;
      }
    }
  }

  private async countsOf(sourceId: string, write: ReturnType<typeof writeOptions>): Promise<Counts> {
    const leadCount = await this.c.leads.countDocuments({ sourceId, test: false }, write);
    const testLeadCount = await this.c.leads.countDocuments({ sourceId, test: true }, write);
    const newest = await this.c.leads
      .find({ sourceId }, { ...write, projection: { createdAt: 1 } })
      .sort({ _id: -1 })
      .limit(1)
      .next();
    return { leadCount, testLeadCount, lastLeadAt: newest?.createdAt ?? null };
  }
}

// A source under steady traffic may never hold still between two counts: the write is repeated at most this often.
const RECOUNTS = 3;

type Counts = { leadCount: number; testLeadCount: number; lastLeadAt: string | null };
const sameCounts = (a: Counts, b: Counts) =>
  a.leadCount === b.leadCount && a.testLeadCount === b.testLeadCount && a.lastLeadAt === b.lastLeadAt;
