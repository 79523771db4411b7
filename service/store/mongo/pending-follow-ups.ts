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
 * This instance's follow-up writes (docs/api.md §3). A lead is answered as soon as its insert is
 * acknowledged; its batch's follow-ups run after it, at most `concurrency` batches at a time (a
 * stalled write holds its pooled connection until its deadline: unbounded, they would take the
 * whole pool from lead inserts and reads), the others queued in arrival order. A read that shows
 * what they write (a source's deliveries or count, a lead's submissions) first waits for the
 * pending ones it concerns, up to a bound, so that on this instance a delivery is listed right
 * after its lead's answer, while a stalled write of one source holds neither answers nor, past
 * the bound, any read: the read then answers what is stored.
 */
export class PendingFollowUps {
  private readonly pending = new Set<{ scope: FollowUpScope; done: Promise<void> }>();
  private running = 0;
  private readonly queued: Array<(run: boolean) => void> = [];
  private stopped = false;
  /** Leads whose batch's follow-ups have not had their first attempt yet. */
  backlog = 0;

  constructor(private readonly concurrency: number) {}

  /** Runs `work` (it never rejects) once a slot is free; reads concerned wait for it from now. */
  run(scope: FollowUpScope, leads: number, work: () => Promise<void>): void {
    this.backlog += leads;
    const done = this.slot().then(async (run) => {
      try {
        if (run) await work();
      } finally {
        this.running--;
        this.backlog -= leads;
        this.queued.shift()?.(!this.stopped);
      }
    });
    const entry = { scope, done };
    this.pending.add(entry);
    void done.then(() => this.pending.delete(entry));
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

  /** Some batches' follow-ups wait for a slot: the running ones are slow or stalled. */
  get behind(): boolean {
    return this.queued.length > 0;
  }

  async settled(): Promise<void> {
    await Promise.all([...this.pending].map((entry) => entry.done));
  }

  /** At close: queued follow-ups do not start (the client is going); answers how many batches were dropped. */
  stop(): number {
    this.stopped = true;
    const dropped = this.queued.length;
    for (const start of this.queued.splice(0)) start(false);
    return dropped;
  }

  private slot(): Promise<boolean> {
    this.running++;
    if (this.running <= this.concurrency) return Promise.resolve(!this.stopped);
    return new Promise((resolve) => this.queued.push(resolve));
  }
}
