import type { LeadRecord } from './lead-record.ts';

export interface SourceLeadCounts {
  /** Real leads created. */
  added: number;
  /** Test leads created (counted apart: no person to call). */
  addedTest: number;
  lastLeadAt: string;
}

/** Leads created per source during one batch: each source's counters take one update, not one per lead. */
export class LeadCounts {
  private readonly bySource = new Map<string, SourceLeadCounts>();

  add(lead: Pick<LeadRecord, 'sourceId' | 'createdAt' | 'test'>): void {
    const counted = this.bySource.get(lead.sourceId);
    this.bySource.set(lead.sourceId, {
      added: (counted?.added ?? 0) + (lead.test ? 0 : 1),
      addedTest: (counted?.addedTest ?? 0) + (lead.test ? 1 : 0),
      lastLeadAt: counted && counted.lastLeadAt > lead.createdAt ? counted.lastLeadAt : lead.createdAt,
    });
  }

  /** Each source's counts and newest lead time, emptying the tally for the next batch. */
  take(): Array<[sourceId: string, counts: SourceLeadCounts]> {
    const taken = [...this.bySource];
    this.bySource.clear();
    return taken;
  }

  clear(): void {
    this.bySource.clear();
  }
}
