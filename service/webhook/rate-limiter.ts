interface Bucket {
  tokens: number;
  refilledAt: number;
}

// Buckets that have refilled completely hold no information; they are dropped past this many.
const SWEEP_THRESHOLD = 10_000;
// A hard cap whatever the rate: past it the oldest buckets go, a tenth at a time (their keys start afresh, full).
const MAX_BUCKETS = 100_000;

/** Token bucket per key: `ratePerSecond` sustained, bursts up to `burstFactor` times that. */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly capacity: number;
  private newSinceSweep = 0;

  constructor(
    private readonly ratePerSecond: number,
    burstFactor = 4,
    private readonly now: () => number = () => performance.now(),
  ) {
    // At least one request: under a rate of one per burstFactor seconds a full bucket held less than
    // one token, so every request was refused for ever, each told to retry after 1 s.
    this.capacity = Math.max(1, ratePerSecond * burstFactor);
  }

  /** Takes one token; returns 0 when allowed, else the whole seconds to wait before retrying. */
  take(key: string): number {
    if (this.ratePerSecond <= 0) return 0;
    const bucket = this.refilled(key);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return this.secondsUntil(bucket, 1);
  }

  /**
   * For a cost known only afterwards (a body's bytes): 0 while the key owes nothing, else the
   * whole seconds until it has paid back what `spend` took beyond its bucket.
   */
  debtWait(key: string): number {
    if (this.ratePerSecond <= 0) return 0;
    const bucket = this.refilled(key);
    return bucket.tokens > 0 ? 0 : this.secondsUntil(bucket, Number.MIN_VALUE);
  }

  /** Takes `cost` from the key's bucket, however far below zero: its next requests wait (debtWait). */
  spend(key: string, cost: number): void {
    if (this.ratePerSecond <= 0) return;
    this.refilled(key).tokens -= cost;
  }

  private refilled(key: string): Bucket {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.capacity, refilledAt: now };
    bucket.tokens = Math.min(this.capacity, bucket.tokens + ((now - bucket.refilledAt) / 1000) * this.ratePerSecond);
    bucket.refilledAt = now;
    if (!this.buckets.has(key)) this.remember(key, bucket);
    return bucket;
  }

  private secondsUntil(bucket: Bucket, tokens: number): number {
    return Math.max(1, Math.ceil((tokens - bucket.tokens) / this.ratePerSecond));
  }

  /**
   * Charges what a request turned out to cost past its first token (a batch: one per lead, at most
   * the burst). It is never refused here, its body being read already: the bucket may go below
   * zero, and the URL's next requests wait until it has refilled.
   */
  charge(key: string, cost: number): void {
    const bucket = this.buckets.get(key);
    if (this.ratePerSecond <= 0 || !bucket || cost <= 1) return;
    bucket.tokens -= Math.min(cost, this.capacity) - 1;
  }

  get size(): number {
    return this.buckets.size;
  }

  private remember(key: string, bucket: Bucket): void {
    if (++this.newSinceSweep >= SWEEP_THRESHOLD) this.sweep();
    // The oldest tenth at once: deleting one at a time from a Map's front, each look-up of the first key
    // walks the deleted entries before it until the table is rebuilt (a million keys took a minute).
    if (this.buckets.size >= MAX_BUCKETS) {
      let evict = MAX_BUCKETS / 10;
      for (const oldest of this.buckets.keys()) {
        this.buckets.delete(oldest);
        if (--evict === 0) break;
      }
    }
    this.buckets.set(key, bucket);
  }

  private sweep(): void {
    this.newSinceSweep = 0;
    const now = this.now();
    for (const [key, bucket] of this.buckets) {
      const tokens = bucket.tokens + ((now - bucket.refilledAt) / 1000) * this.ratePerSecond;
      if (tokens >= this.capacity) this.buckets.delete(key);
    }
  }
}
