interface Pending<I, O> {
  item: I;
  queuedAt: number;
  resolve: (value: O) => void;
  reject: (reason: unknown) => void;
}

export interface TurnBatchOptions {
  /**
   * Hand `write` one batch at a time: what callers queue while a batch is being written goes in
   * the next one (group commit with one commit in flight). Off: a batch per turn, overlapping.
   */
  oneAtATime?: boolean;
}

/**
 * Collects what callers queue during one event-loop turn and hands it to `write` as one batch;
 * each caller's promise settles with its own entry of the batch's outcomes.
 */
export class TurnBatch<I, O> {
  private pending: Pending<I, O>[] = [];
  private scheduled = false;
  /** Batches handed to `write` and not yet settled: their size and their oldest item's queue time. */
  private readonly writing = new Set<{ count: number; since: number }>();
  private idle: Array<() => void> = [];

  constructor(
    private readonly write: (items: I[]) => Promise<PromiseSettledResult<O>[]>,
    private readonly options: TurnBatchOptions = {},
  ) {}

  add(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.pending.push({ item, queuedAt: performance.now(), resolve, reject });
      this.schedule();
    });
  }

  /** Items queued or being written, not yet settled. */
  get size(): number {
    let count = this.pending.length;
    for (const batch of this.writing) count += batch.count;
    return count;
  }

  /** How long the oldest unsettled item has waited, in ms (0 when none). */
  oldestWaitMs(now = performance.now()): number {
    let since = this.pending[0]?.queuedAt ?? now;
    for (const batch of this.writing) since = Math.min(since, batch.since);
    return now - since;
  }

  /** Resolves once nothing is queued or being written. */
  whenIdle(): Promise<void> {
    if (this.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private schedule(): void {
    if (this.scheduled || this.pending.length === 0 || (this.options.oneAtATime && this.writing.size > 0)) return;
    this.scheduled = true;
    setImmediate(() => void this.flush());
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    this.scheduled = false;
    const writing = { count: batch.length, since: batch[0].queuedAt };
    this.writing.add(writing);
    let outcomes: PromiseSettledResult<O>[] | undefined;
    let failure: unknown;
    try {
      outcomes = await this.write(batch.map(({ item }) => item));
    } catch (error) {
      failure = error;
    }
    this.writing.delete(writing);
    // One at a time: what queued meanwhile is handed over before these callers are answered, so
    // the writer works on it while this thread sends their answers.
    if (this.options.oneAtATime && this.pending.length > 0) void this.flush();
    batch.forEach(({ resolve, reject }, i) => {
      const outcome = outcomes?.[i];
      if (outcome?.status === 'fulfilled') resolve(outcome.value);
      else reject(outcome ? outcome.reason : failure);
    });
    if (this.size === 0) for (const resolve of this.idle.splice(0)) resolve();
  }
}
