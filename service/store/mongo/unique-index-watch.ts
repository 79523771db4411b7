import type { Db, Document } from 'mongodb';
import type { Logger } from 'pino';
import { UNIQUE_INDEXES } from './indexes.ts';
import { describe } from './mongo-errors.ts';

/**
 * Checks every `everyMS` that the unique indexes duplicates depend on are there and ready. One
 * dropped by hand, or rebuilt and failed, lets the same phone be stored twice as `created`: while
 * one is missing, the store is not ready (/readyz 503) and refuses leads (503), since no write of
 * a lead would be safe. A check that cannot read the indexes changes nothing (the store's own
 * reads and writes then fail and say so).
 */
export class UniqueIndexWatch {
  private missing: string[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: { everyMS: number; maxTimeMS: number },
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.check(), this.options.everyMS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Why writes are not safe now, or null. */
  get problem(): string | null {
    return this.missing.length > 0 ? `the unique index ${this.missing.join(', ')} is missing or not ready` : null;
  }

  check(): Promise<void> {
    this.running ??= this.read().finally(() => (this.running = null));
    return this.running;
  }

  private async read(): Promise<void> {
    const missing: string[] = [];
    try {
      for (const [collection, names] of UNIQUE_INDEXES) {
        const ready = await this.readyIndexNames(collection);
        missing.push(...names.filter((name) => !ready.has(name)).map((name) => `${collection}.${name}`));
      }
    } catch (error) {
      this.logger.warn({ cause: describe(error) }, 'MongoDB: the unique indexes could not be checked');
      return;
    }
    if (missing.join() === this.missing.join()) return;
    if (missing.length > 0)
      this.logger.error({ missing }, 'MongoDB: a unique index is missing; leads are refused (503) until it is built');
    else this.logger.warn('MongoDB: the unique indexes are back; leads are taken again');
    this.missing = missing;
  }

  /** Ready indexes only: a build in progress (listed with its buildUUID) does not enforce its constraint. */
  private async readyIndexNames(collection: string): Promise<Set<string>> {
    const answer = await this.db.command(
      { listIndexes: collection, includeBuildUUIDs: true, cursor: {}, maxTimeMS: this.options.maxTimeMS },
      { signal: AbortSignal.timeout(this.options.maxTimeMS) },
    );
    return new Set(
      (answer.cursor.firstBatch as Document[]).filter((entry) => !entry.buildUUID).map((entry) => String(entry.name)),
    );
  }
}
