/** What one batch's follow-up writes change: its sources (counters, deliveries) and leads. */
export interface FollowUpScope {
  sourceIds: ReadonlySet<string>;
  /** Leads created by the batch (their `created` delivery). */
  leadIds: ReadonlySet<string>;
  /** A duplicate's submission and return count land on a lead known only once it is read: any lead. */
  anyLead: boolean;
}

/** What a read shows: one source, every source, one lead, or the leads' return counts. */
export type ReadScope = { sourceId: string } | { leadId: string } | 'sources' | 'leads';

const concerns = (scope: FollowUpScope, read: ReadScope): boolean => {
  if (read === 'sources') return scope.sourceIds.size > 0;
  if (read === 'leads') return scope.anyLead;
  if ('sourceId' in read) return scope.sourceIds.has(read.sourceId);
  return scope.anyLead || scope.leadIds.has(read.leadId);
};

/**
 * This instance's follow-up writes still on their first attempt (docs/api.md §3). A lead is
 * answered as soon as its insert is acknowledged; a read that shows what its follow-ups write
 * (a source's deliveries or count, a lead's submissions) first waits for the pending ones it
 * concerns, up to a bound, so that on this instance a delivery is listed right after its lead's
 * answer, while a stalled write of one source holds neither answers nor other sources' reads.
 * Past the bound the read answers what is stored.
 */
export class PendingFollowUps {
  private readonly pending = new Set<{ scope: FollowUpScope; done: Promise<void> }>();

  track(scope: FollowUpScope, work: Promise<void>): void {
    const entry = { scope, done: work.then(() => {}, () => {}) };
    this.pending.add(entry);
    void entry.done.then(() => this.pending.delete(entry));
  }

  /** Waits for the follow-ups pending now that `read` concerns, until `until` (epoch ms) at most. */
  async waitFor(read: ReadScope, until: number): Promise<void> {
    const waits = [...this.pending].filter((entry) => concerns(entry.scope, read)).map((entry) => entry.done);
    const left = until - Date.now();
    if (waits.length === 0 || left <= 0) return;
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, left)));
    try {
      await Promise.race([Promise.all(waits), bound]);
    } finally {
      clearTimeout(timer);
    }
  }
}
