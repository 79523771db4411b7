import type { Logger } from 'pino';
import { DELIVERIES_KEPT } from '../delivery-record.ts';
import type { Collections, DeliveryDoc, LeadDoc } from './collections.ts';
import { describe } from './mongo-errors.ts';
import type { ReplayLink } from './replay-links.ts';

interface RecoveryOptions {
  /** How far back a sweep looks (the index `created` bounds the read). */
  windowMS: number;
  /** Leads younger than this are left to the instance that answered them (its follow-ups may still run). */
  minAgeMS: number;
  /** A sweep runs at start and then this often. */
  everyMS: number;
  maxTimeMS: number;
}

interface RecoveryWrites {
  /** Idempotent by _id, checked against erasures, each replay's link first (LeadWriter.insertDeliveries). */
  insertDeliveries(docs: DeliveryDoc[], replayLinks: ReplayLink[]): Promise<void>;
  recount(sourceIds: Iterable<string>): Promise<void>;
  /** This instance has follow-up writes late or failing, or unknown leads, of its own: they would write with the body. */
  busy(): boolean;
}

const PAGE = 500;
type Found = Pick<LeadDoc, '_id' | 'sourceId' | 'createdAt' | 'deliveryId' | 'replayOf'>;

/**
 * Repairs what a killed process loses after answering (docs/operations.md, "Crashes"): its queued
 * delivery and counter writes, and the leads of unknown outcome it held in memory. Needs no memory
 * of them: each lead carries the id of its `created` delivery, so a sweep over recent leads finds
 * those whose delivery does not exist, writes it with that _id (a duplicate _id means another
 * instance wrote it first: idempotent, so any instance may sweep at any time), marked recovered and
 * without the body (gone with the process), and recounts their sources. A delivery the log has
 * pruned since (older than the source's newest DELIVERIES_KEPT) is not brought back; an erased lead
 * has no document, so nothing is recovered for it.
 */
export class DeliveryRecovery {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  /** Each sweep after the first reads only the leads that aged past minAgeMS since the previous one. */
  private coveredTo: number | null = null;
  private stopped = false;

  constructor(
    private readonly c: Collections,
    private readonly writes: RecoveryWrites,
    private readonly options: RecoveryOptions,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.run();
    this.timer = setInterval(() => this.run(), this.options.everyMS);
    this.timer.unref();
  }

  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private run(): void {
    if (this.running || this.stopped) return;
    this.running = this.sweep()
      .then(
        (recovered) => {
          if (recovered > 0)
            this.logger.warn(
              { recovered },
              'MongoDB: created deliveries lost by a stopped instance were written again (recovered, without body)',
            );
        },
        (error: unknown) =>
          this.logger.warn(
            { cause: describe(error) },
            'MongoDB: the sweep for deliveries lost in a crash failed; it runs again later',
          ),
      )
      .finally(() => (this.running = null));
  }

  /** One sweep: answers how many deliveries it wrote. */
  private async sweep(): Promise<number> {
    // Deferred while this instance's own late writes are pending: they carry the bodies.
    if (this.writes.busy()) return 0;
    const now = Date.now();
    const to = now - this.options.minAgeMS;
    // Overlapping the previous sweep by minAgeMS: a lead stamped by an instance whose clock is behind.
    const from = Math.max(now - this.options.windowMS, (this.coveredTo ?? -Infinity) - this.options.minAgeMS);
    if (from >= to) return 0;
    // Page by page, each a query of its own: a cursor's maxTimeMS counts across all its getMores
    // (manual, cursor.maxTimeMS(): "cumulative"), so one cursor over a large hour would fail
    // every sweep. Pages go on from the last createdAt read, leaving out the leads of that
    // instant already read.
    let recovered = 0;
    let after = { createdAt: new Date(from).toISOString(), read: new Set<string>() };
    for (;;) {
      if (this.stopped) return recovered;
      const limit = PAGE + after.read.size;
      const page = await this.c.leads
        .find<Found>(
          { createdAt: { $gte: after.createdAt, $lt: new Date(to).toISOString() }, deliveryId: { $type: 'string' } },
          {
            projection: { _id: 1, sourceId: 1, createdAt: 1, deliveryId: 1, replayOf: 1 },
            maxTimeMS: this.options.maxTimeMS,
            sort: { createdAt: 1 },
            limit,
            batchSize: limit,
          },
        )
        .toArray();
      recovered += await this.recover(page.filter((lead) => !after.read.has(lead._id)));
      if (page.length < limit) break;
      const last = page[page.length - 1].createdAt;
      const read = new Set(last === after.createdAt ? after.read : []);
      for (const lead of page) if (lead.createdAt === last) read.add(lead._id);
      after = { createdAt: last, read };
    }
    this.coveredTo = to;
    return recovered;
  }

  private async recover(leads: Found[]): Promise<number> {
    if (leads.length === 0) return 0;
    const ids = leads.map((lead) => lead.deliveryId!);
    const written = await this.c.deliveries
      .find({ _id: { $in: ids } }, { projection: { _id: 1 }, maxTimeMS: this.options.maxTimeMS })
      .toArray();
    const present = new Set(written.map((delivery) => delivery._id));
    const missing = leads.filter((lead) => !present.has(lead.deliveryId!));
    const docs: DeliveryDoc[] = [];
    const links: ReplayLink[] = [];
    const oldestKept = new Map<string, string | null>();
    for (const lead of missing) {
      if (!oldestKept.has(lead.sourceId)) oldestKept.set(lead.sourceId, await this.oldestKept(lead.sourceId));
      const floor = oldestKept.get(lead.sourceId);
      if (floor && lead.deliveryId! < floor) continue; // pruned since (ids are time-ordered), or would be at once
      docs.push({
        _id: lead.deliveryId!,
        sourceId: lead.sourceId,
        at: lead.createdAt,
        status: 200,
        outcome: 'created',
        leadId: lead._id,
        recovered: true,
      });
      // A lead a replay made: its refused delivery's link was lost with the entry (replay-links.ts).
      if (lead.replayOf) links.push({ sourceId: lead.sourceId, refusedId: lead.replayOf, leadId: lead._id });
    }
    if (docs.length === 0) return 0;
    await this.writes.insertDeliveries(docs, links);
    await this.writes.recount(docs.map((doc) => doc.sourceId));
    return docs.length;
  }

  /** The source's DELIVERIES_KEPT-th newest delivery id: what the pruner keeps starts there. */
  private async oldestKept(sourceId: string): Promise<string | null> {
    const kept = await this.c.deliveries
      .find({ sourceId }, { projection: { _id: 1 }, maxTimeMS: this.options.maxTimeMS })
      .sort({ _id: -1 })
      .skip(DELIVERIES_KEPT - 1)
      .limit(1)
      .next();
    return kept?._id ?? null;
  }
}
