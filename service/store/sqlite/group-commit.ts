import type { Database } from 'better-sqlite3';
import { TurnBatch } from '../turn-batch.ts';

type Write = () => unknown;

/**
 * Group commit: every write queued during one event-loop turn runs in one transaction, and each
 * caller's promise settles only after that transaction committed (synchronous=FULL makes the
 * commit durable). One fsync serves the whole batch instead of one per lead.
 */
export class GroupCommit {
  private readonly batch = new TurnBatch<Write, unknown>(async (writes) => this.commitBatch(writes));

  constructor(
    private readonly db: Database,
    private readonly translateError: (error: unknown) => unknown,
    /** Runs last inside each batch's transaction (e.g. to write counters summed over the batch)... */
    private readonly beforeCommit: () => void = () => {},
    /** ...and this after a batch rolled back, to forget what it had summed. */
    private readonly afterRollback: () => void = () => {},
  ) {}

  run<T>(write: () => T): Promise<T> {
    return this.batch.add(write) as Promise<T>;
  }

  private commitBatch(writes: Write[]): PromiseSettledResult<unknown>[] {
    try {
      return this.commit(writes).map((value) => ({ status: 'fulfilled', value }));
    } catch (error) {
      const failure = this.translateError(error);
      if (failure !== error || writes.length === 1) {
        // The store itself failed (disk, lock): nothing of the batch was stored.
        return writes.map(() => ({ status: 'rejected', reason: failure }));
      }
      // One write's own fault (a bug, not the disk) must not sink the others: each alone.
      return writes.map((write) => {
        try {
          return { status: 'fulfilled', value: this.commit([write])[0] };
        } catch (alone) {
          return { status: 'rejected', reason: this.translateError(alone) };
        }
      });
    }
  }

  private commit(writes: Write[]): unknown[] {
    try {
      return this.db.transaction(() => {
        const results = writes.map((write) => write());
        this.beforeCommit();
        return results;
      }).immediate();
    } catch (error) {
      this.afterRollback();
      throw error;
    }
  }
}
