/**
 * Work that may wait for other requests: at most `perTurn` waiters go per turn of the event loop
 * (a setImmediate), in arrival order. What a request does once it may go runs in that turn, and
 * the I/O that arrived meanwhile (other requests, the writer's answers) runs before the next one.
 */
const COMPACT_AT = 1024;

export class TurnQueue {
  // Waiters from `head` on: taking a turn's waiters costs O(perTurn), not a splice of the whole queue.
  private waiting: Array<() => void> = [];
  private head = 0;
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
    return this.waiting.length - this.head;
  }

  private schedule(): void {
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      const { waiting } = this;
      const end = Math.min(waiting.length, this.head + this.perTurn);
      for (; this.head < end; this.head++) waiting[this.head]();
      if (this.head === waiting.length) {
        this.waiting = [];
        this.head = 0;
        return;
      }
      // A queue never empty (a flood that lasts) drops the waiters gone once they are half of it: amortised O(1).
      if (this.head >= COMPACT_AT && this.head * 2 >= waiting.length) {
        this.waiting = waiting.slice(this.head);
        this.head = 0;
      }
      this.schedule();
    });
  }
}
