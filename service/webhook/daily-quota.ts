const DAY_MS = 86_400_000;

/**
 * Leads per source per UTC day (WEBHOOK_DAILY_QUOTA), counted in this process: a sender under its
 * rate limit still cannot fill the disk in a day. Kept in memory, so it is per instance (N
 * instances admit N times the quota) and a restart starts the day's count again.
 */
export class DailyQuota {
  private day = -1;
  private readonly taken = new Map<string, number>();

  constructor(
    readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** 0 when the source may send today, else the whole seconds to the next UTC midnight. */
  wait(sourceId: string): number {
    if (this.limit <= 0) return 0;
    this.rollOver();
    if ((this.taken.get(sourceId) ?? 0) < this.limit) return 0;
    return Math.max(1, Math.ceil((DAY_MS - (this.now() % DAY_MS)) / 1000));
  }

  /** Counts a request's leads once its body is read (a batch that crosses the quota is taken whole). */
  add(sourceId: string, leads: number): void {
    if (this.limit <= 0) return;
    this.rollOver();
    this.taken.set(sourceId, (this.taken.get(sourceId) ?? 0) + leads);
  }

  private rollOver(): void {
    const day = Math.floor(this.now() / DAY_MS);
    if (day === this.day) return;
    this.day = day;
    this.taken.clear();
  }
}
