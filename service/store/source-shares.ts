/**
 * How many of a write queue's entries each lead source holds, so that one source cannot take the
 * queue from the others (docs/api.md §5): a source may hold at most half of the queue's bound, and
 * once the queue falls behind (its oldest entry has waited half the time bound) a source holding
 * half or more of what waits, beside other sources, is refused first. A lone source keeps the
 * whole time bound.
 */
export class SourceShares {
  private readonly held = new Map<string, number>();

  constructor(private readonly limits: { maxQueued: number; maxWaitMs: number }) {}

  /** Why the source's next write is refused, or null. */
  refusal(sourceId: string, queued: number, oldestWaitMs: number): string | null {
    const held = this.held.get(sourceId) ?? 0;
    if (held > 0 && held >= this.limits.maxQueued / 2)
      return `this source's ${held} writes already wait, half of the ${this.limits.maxQueued} the queue holds`;
    if (oldestWaitMs > this.limits.maxWaitMs / 2 && held < queued && held * 2 >= queued)
      return `the queue is falling behind and this source holds ${held} of the ${queued} writes waiting`;
    return null;
  }

  /** Counts a queued write of the source until it settles. */
  track<T>(sourceId: string, write: Promise<T>): Promise<T> {
    this.held.set(sourceId, (this.held.get(sourceId) ?? 0) + 1);
    // `then` with both arms rather than `finally`, which adds two promises and their turns per write;
    // a method, not a named closure per write (under tsx each one also costs a `defineProperty`).
    return write.then(
      (value) => {
        this.release(sourceId);
        return value;
      },
      (error: unknown) => {
        this.release(sourceId);
        throw error;
      },
    );
  }

  private release(sourceId: string): void {
    const left = this.held.get(sourceId)! - 1;
    if (left === 0) this.held.delete(sourceId);
    else this.held.set(sourceId, left);
  }
}
