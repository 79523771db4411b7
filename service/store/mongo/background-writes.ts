import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { describe } from './mongo-errors.ts';

const MAX_RETRY_MS = 30_000;

/**
 * Writes that follow an acknowledged lead insert (its source's counter, its delivery entry). The
 * lead is answered `created` whether or not they succeed at once; one that fails is retried in the
 * background until it is written (each is idempotent), and any still unwritten at close are logged
 * as lost, never dropped silently.
 */
export class BackgroundWrites {
  private queue: Array<{ what: string; write: () => Promise<void> }> = [];
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private stopped = false;
  /** First attempts still running: the answer did not wait for them, close() does. */
  private attempting = 0;
  private delay: number;

  constructor(
    private readonly firstRetryMs: number,
    private readonly logger: Logger,
  ) {
    this.delay = firstRetryMs;
  }

  /** Tries `write` now; on failure queues `repair` (by default `write` again) for retry and resolves anyway. */
  async attempt(what: string, write: () => Promise<void>, repair: () => Promise<void> = write): Promise<void> {
    this.attempting++;
    try {
      await write();
    } catch (error) {
      // After close the client is gone: no retry (it would reconnect), logged as lost (the recovery sweep of the next start repairs deliveries and counts).
      if (this.stopped) return void this.logger.error({ lost: [what] }, 'MongoDB follow-up writes lost at shutdown');
      this.logger.warn({ what, cause: describe(error) }, 'MongoDB follow-up write failed; retrying in the background');
      this.queue.push({ what, write: repair });
      this.schedule();
    } finally {
      this.attempting--;
    }
  }

  /** Work that starts follow-up writes (reads first): counted as busy until it ends; never rejects. */
  async during(work: Promise<void>): Promise<void> {
    this.attempting++;
    try {
      await work;
    } catch (error) {
      this.logger.error({ cause: describe(error) }, 'MongoDB follow-up work failed');
    } finally {
      this.attempting--;
    }
  }

  /** Failed writes waiting for their retry (not the first attempts that run under ordinary load). */
  get retrying(): boolean {
    return this.queue.length > 0 || this.running;
  }

  get busy(): boolean {
    return this.queue.length > 0 || this.running || this.attempting > 0;
  }

  async settled(): Promise<void> {
    while (this.busy) await sleep(5);
  }

  /** At close: what could not be written is logged as lost. */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.queue.length > 0)
      this.logger.error({ lost: this.queue.map(({ what }) => what) }, 'MongoDB follow-up writes lost at shutdown');
    this.queue = [];
  }

  private schedule(): void {
    if (this.timer || this.running || this.stopped) return;
    this.timer = setTimeout(() => void this.retry(), this.delay);
    this.timer.unref();
  }

  private async retry(): Promise<void> {
    this.timer = null;
    this.running = true;
    const due = this.queue;
    this.queue = [];
    for (const item of due) {
      try {
        await item.write();
      } catch {
        this.queue.push(item);
      }
    }
    this.running = false;
    this.delay = this.queue.length > 0 ? Math.min(this.delay * 2, MAX_RETRY_MS) : this.firstRetryMs;
    if (this.queue.length > 0) this.schedule();
  }
}
