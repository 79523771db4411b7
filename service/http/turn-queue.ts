/**
 * Work that may wait for other requests: at most `perTurn` waiters go per turn of the event loop
 * (a setImmediate), in arrival order. What a request does once it may go runs in that turn, and
 * the I/O that arrived meanwhile (other requests, the writer's answers) runs before the next one.
 */
export class TurnQueue {
  private readonly waiting: Array<() => void> = [];
  private scheduled = false;

  constructor(readonly perTurn: number) {}

  /** Resolves at the first turn with room for it; never in the turn it was called. */
  next(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      if (!this.scheduled) this.schedule();
    });
  }

  get length(): number {
    return this.waiting.length;
  }

  private schedule(): void {
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      for (const resolve of this.waiting.splice(0, this.perTurn)) resolve();
      if (this.waiting.length > 0) this.schedule();
    });
  }
}
