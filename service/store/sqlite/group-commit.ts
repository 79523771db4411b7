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
    const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
    try {
      this.db.transaction(() => {
        for (const { write } of batch) {
          // A write that fails alone (a bug, not the disk) must not sink the others in its batch.
          this.db.exec('SAVEPOINT one_write');
          try {
            outcomes.push({ ok: true, value: write() });
            this.db.exec('RELEASE one_write');
          } catch (error) {
            this.db.exec('ROLLBACK TO one_write; RELEASE one_write');
            outcomes.push({ ok: false, error });
          }
        }
      }).immediate();
    } catch (error) {
      const failure = this.translateError(error);
      for (const { reject } of batch) reject(failure);
      return;
    }
    batch.forEach(({ resolve, reject }, i) => {
      const outcome = outcomes[i];
      if (outcome.ok) resolve(outcome.value);
      else reject(this.translateError(outcome.error));
    });
  }
}
