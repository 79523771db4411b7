import { setTimeout as sleep } from 'node:timers/promises';
import type { Collection } from 'mongodb';
import type { Logger } from 'pino';
import { DELIVERIES_KEPT } from '../delivery-record.ts';
import type { DeliveryDoc } from './collections.ts';
import { describe } from './mongo-errors.ts';

/**
 * Keeps each source's newest DELIVERIES_KEPT deliveries (contract §7), pruning the sources that
 * logged something, shortly after, off the answer path: one indexed read and one delete per source.
 */
export class DeliveryPruner {
  private readonly dirty = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private stopped = false;

  constructor(
    private readonly deliveries: Collection<DeliveryDoc>,
    private readonly options: { delayMs: number; maxTimeMS: number },
    private readonly logger: Logger,
  ) {}

  touched(sourceIds: Iterable<string>): void {
    for (const id of sourceIds) this.dirty.add(id);
    this.schedule();
  }

  async settled(): Promise<void> {
    while (!this.stopped && (this.timer || this.running || this.dirty.size > 0)) await sleep(5);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    if (this.timer || this.running || this.stopped || this.dirty.size === 0) return;
    this.timer = setTimeout(() => void this.run(), this.options.delayMs);
    this.timer.unref();
  }

  private async run(): Promise<void> {
    this.timer = null;
    this.running = true;
    const sourceIds = [...this.dirty];
    this.dirty.clear();
    let failed = false;
    for (const sourceId of sourceIds) {
      try {
        await this.prune(sourceId);
      } catch (error) {
        failed = true;
        this.dirty.add(sourceId);
        this.logger.warn({ sourceId, cause: describe(error) }, 'delivery log pruning failed; will retry');
      }
    }
    this.running = false;
    if (failed) await sleep(Math.max(this.options.delayMs, 1000));
    this.schedule();
  }

  private async prune(sourceId: string): Promise<void> {
    const oldestKept = await this.deliveries
      .find({ sourceId }, { projection: { _id: 1 }, maxTimeMS: this.options.maxTimeMS })
      .sort({ _id: -1 })
      .skip(DELIVERIES_KEPT - 1)
      .limit(1)
      .next();
    if (oldestKept) await this.deliveries.deleteMany({ sourceId, _id: { $lt: oldestKept._id } });
  }
}
