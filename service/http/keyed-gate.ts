export interface GateLimits {
  /** Tasks of one key at once. */
  running: number;
  /** Tasks of one key waiting for a place; past them, refused at once. */
  queued: number;
  /** How long a task may wait for a place before it is refused, in ms. */
  maxWaitMs: number;
}

interface Waiter {
  enter: (release: (() => void) | null) => void;
  timer: NodeJS.Timeout;
}

interface Slot {
  running: number;
  waiting: Waiter[];
}

/**
 * At most `running` tasks of one key (a lead source) at once: more wait in a short bounded queue,
 * first come first served, and are refused when it is full or they waited too long. Other keys
 * never wait for this one.
 */
export class KeyedGate {
  private readonly slots = new Map<string, Slot>();

  constructor(readonly limits: GateLimits) {}

  /** A release function once the task may run, or null when it is refused. */
  enter(key: string): Promise<(() => void) | null> {
    const slot = this.slots.get(key) ?? { running: 0, waiting: [] };
    if (slot.running < this.limits.running) {
      slot.running++;
      this.slots.set(key, slot);
      return Promise.resolve(this.releaser(key, slot));
    }
    if (slot.waiting.length >= this.limits.queued) return Promise.resolve(null);
    return new Promise((enter) => {
      const waiter: Waiter = {
        enter,
        timer: setTimeout(() => {
          slot.waiting.splice(slot.waiting.indexOf(waiter), 1);
          enter(null);
        }, this.limits.maxWaitMs),
      };
      slot.waiting.push(waiter);
    });
  }

  /** Tasks of the key running now. */
  running(key: string): number {
    return this.slots.get(key)?.running ?? 0;
  }

  private releaser(key: string, slot: Slot): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = slot.waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.enter(this.releaser(key, slot));
        return;
      }
      if (--slot.running === 0) this.slots.delete(key);
    };
  }
}
