import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';

const MAX_RETRY_MS = 30_000;

/**
 * Leads answered 503 whose insert was sent but whose outcome is unknown (the majority lost, a
 * connection cut after the write): they may be stored already, or later. Each is settled in the
 * background by sending it again with its own _id until the outcome is known (`settle` answers
 * those still unknown): stored (then counted and its delivery logged) or not (a duplicate, e.g.
 * of the sender's own retry). Ids only are kept in logs; the leads themselves stay in memory, at
 * most `limit` of them.
 */
export class UnknownLeads<T extends { lead: { id: string } }> {
  private readonly pending = new Map<string, T>();
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private stopped = false;
  private delay: number;

  constructor(
    private readonly settle: (items: T[]) => Promise<T[]>,
    private readonly options: { firstRetryMs: number; limit: number },
    private readonly logger: Logger,
  ) {
    this.delay = options.firstRetryMs;
  }

  add(items: T[]): void {
    for (const item of items) {
      if (this.pending.size >= this.options.limit) {
        this.logger.error(
          { leadId: item.lead.id },
          'MongoDB: too many leads of unknown outcome held; this one is not settled (if stored, the recovery sweep logs and counts it)',
        );
        continue;
      }
      this.pending.set(item.lead.id, item);
    }
    this.schedule();
  }

  get busy(): boolean {
    return !this.stopped && (this.pending.size > 0 || this.running);
  }

  async settled(): Promise<void> {
    while (this.busy) await sleep(5);
  }

  /** At close: what is still unknown is logged by id (it may be stored, uncounted, without its delivery). */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.size > 0)
      this.logger.error(
        { leadIds: [...this.pending.keys()] },
        'MongoDB leads of unknown outcome left unsettled at shutdown',
      );
  }

  private schedule(): void {
    if (this.timer || this.running || this.stopped || this.pending.size === 0) return;
    this.timer = setTimeout(() => void this.run(), this.delay);
    this.timer.unref();
  }

  private async run(): Promise<void> {
    this.timer = null;
    this.running = true;
    const items = [...this.pending.values()];
    let unknown: T[];
    try {
      unknown = await this.settle(items);
    } catch (error) {
      this.logger.warn(
        { cause: error instanceof Error ? error.message : String(error) },
        'MongoDB: settling leads of unknown outcome failed; retrying',
      );
      unknown = items;
    }
    const still = new Set(unknown.map((item) => item.lead.id));
    for (const item of items) if (!still.has(item.lead.id)) this.pending.delete(item.lead.id);
    this.running = false;
    this.delay = still.size > 0 ? Math.min(this.delay * 2, MAX_RETRY_MS) : this.options.firstRetryMs;
    this.schedule();
  }
}
