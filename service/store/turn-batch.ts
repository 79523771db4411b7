interface Pending<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (reason: unknown) => void;
}

/**
 * Collects what callers queue during one event-loop turn and hands it to `write` as one batch;
 * each caller's promise settles with its own entry of the batch's outcomes.
 */
export class TurnBatch<I, O> {
  private pending: Pending<I, O>[] = [];
  private scheduled = false;

  constructor(private readonly write: (items: I[]) => Promise<PromiseSettledResult<O>[]>) {}

  add(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    this.scheduled = false;
    try {
      const outcomes = await this.write(batch.map(({ item }) => item));
      batch.forEach(({ resolve, reject }, i) => {
        const outcome = outcomes[i];
        if (outcome.status === 'fulfilled') resolve(outcome.value);
        else reject(outcome.reason);
      });
    } catch (error) {
      for (const { reject } of batch) reject(error);
    }
  }
}
