const DAY_MS = 86_400_000;

/**
 * Leads created per source per UTC day (WEBHOOK_DAILY_QUOTA), counted in this process: a sender
 * under its rate limit still cannot fill the disk in a day. Counted per webhook URL (keyed by its
 * token), so a regenerated URL starts a fresh allowance: a leaked URL that used it up is cut off
 * by regenerating, and the source is not locked out until midnight. Kept in memory, so it is per
 * instance (N instances admit N times the quota) and a restart starts the day's count again.
 */
export class DailyQuota {
  private day = -1;
  private readonly taken = new Map<string, number>();

  constructor(
    readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** 0 when the URL may send today, else the whole seconds to the next UTC midnight. */
  wait(token: string): number {
    if (this.limit <= 0) return 0;
    this.rollOver();
    if ((this.taken.get(token) ?? 0) < this.limit) return 0;
    return Math.max(1, Math.ceil((DAY_MS - (this.now() % DAY_MS)) / 1000));
  }

  /** Counts the leads a request created (a batch that crosses the quota is taken whole). */
  add(token: string, leads: number): void {
    if (this.limit <= 0 || leads === 0) return;
    this.rollOver();
    this.taken.set(token, (this.taken.get(token) ?? 0) + leads);
  }

  private rollOver(): void {
    const day = Math.floor(this.now() / DAY_MS);
    if (day === this.day) return;
    this.day = day;
    this.taken.clear();
  }
}
