import type { LeadRecord } from './lead-store.ts';

/** Leads created per source during one batch: each source's counters take one update, not one per lead. */
export class LeadCounts {
  private readonly bySource = new Map<string, { added: number; lastLeadAt: string }>();

  add(lead: Pick<LeadRecord, 'sourceId' | 'createdAt'>): void {
    const counted = this.bySource.get(lead.sourceId);
    this.bySource.set(lead.sourceId, {
      added: (counted?.added ?? 0) + 1,
      lastLeadAt: counted && counted.lastLeadAt > lead.createdAt ? counted.lastLeadAt : lead.createdAt,
    });
  }

  /** Each source's count and newest lead time, emptying the tally for the next batch. */
  take(): Array<[sourceId: string, counts: { added: number; lastLeadAt: string }]> {
    const taken = [...this.bySource];
    this.bySource.clear();
    return taken;
  }

  clear(): void {
    this.bySource.clear();
  }
}
