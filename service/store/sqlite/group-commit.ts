import type { Database } from 'better-sqlite3';

interface PendingWrite<T> {
  write: () => T;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: every write queued during one event-loop turn runs in one transaction, and each
 * caller's promise settles only after that transaction committed (synchronous=FULL makes the
 * commit durable). One fsync serves the whole batch instead of one per lead.
 */
export class GroupCommit {
  private pending: PendingWrite<unknown>[] = [];
  private scheduled = false;

  constructor(
    private readonly db: Database,
    private readonly translateError: (error: unknown) => unknown,
    /** Runs last inside each batch's transaction (e.g. to write counters summed over the batch)... */
    private readonly beforeCommit: () => void = () => {},
    /** ...and this after a batch rolled back, to forget what it had summed. */
    private readonly afterRollback: () => void = () => {},
  ) {}

  run<T>(write: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ write, resolve, reject } as PendingWrite<unknown>);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    const batch = this.pending;
    this.pending = [];
    this.scheduled = false;
    try {
      const results = this.commit(batch);
      batch.forEach(({ resolve }, i) => resolve(results[i]));
    } catch (error) {
      const failure = this.translateError(error);
      if (failure !== error || batch.length === 1) {
        // The store itself failed (disk, lock): nothing of the batch was stored.
        for (const { reject } of batch) reject(failure);
        return;
      }
      // One write's own fault (a bug, not the disk) must not sink the others: each alone.
      for (const write of batch) {
        try {
          write.resolve(this.commit([write])[0]);
        } catch (alone) {
          write.reject(this.translateError(alone));
        }
      }
    }
  }

  private commit(batch: PendingWrite<unknown>[]): unknown[] {
    try {
      return this.db.transaction(() => {
        const results = batch.map(({ write }) => write());
        this.beforeCommit();
        return results;
      }).immediate();
    } catch (error) {
      this.afterRollback();
      throw error;
    }
  }
}
