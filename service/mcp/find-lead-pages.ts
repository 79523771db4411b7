import type { LeadQuery } from '../store/lead-queries.ts';
import type { LeadRecord } from '../store/lead-record.ts';
import type { LeadStore } from '../store/lead-store.ts';

/** Store pages one find_leads call reads at most: 10 windows of search matches (100,000 on SQLite, 50,000 on MongoDB). */
const FIND_PAGES = 10;
/**
 * The store work one call may take, in ms (on SQLite, whose reads run on the event loop in slices
 * of a few ms, about that much CPU): past it the call answers what it found and a cursor to go on.
 */
export const CALL_BUDGET_MS = 100;

export interface FoundLeads {
  leads: LeadRecord[];
  /** Where a next call goes on (the lead id to read below), null when nothing older is left. */
  nextBeforeId: string | null;
  /** Stopped by its budget or its pages with older leads left unsearched. */
  unsearched: boolean;
}

/**
 * A search page may hold fewer than `limit` leads, even none, with a cursor (each page examines a
 * bounded window of matches, docs/api.md): find_leads reads on until it has `limit` leads, nothing
 * older is left, or it has spent its budget or FIND_PAGES pages (`unsearched`: older leads left,
 * and `nextBeforeId` where the agent's next call, with that cursor, goes on).
 */
export async function findLeadPages(
  store: LeadStore,
  query: LeadQuery,
  budgetMs = CALL_BUDGET_MS,
): Promise<FoundLeads> {
  const leads: LeadRecord[] = [];
  let beforeId = query.beforeId;
  let spent = 0;
  for (let page = 0; page < FIND_PAGES; page++) {
    const started = performance.now();
    const found = await store.findLeads({
      ...query,
      limit: query.limit - leads.length,
      ...(beforeId ? { beforeId } : {}),
    });
    spent += performance.now() - started;
    leads.push(...found.leads);
    if (found.nextBeforeId === null || leads.length >= query.limit)
      return { leads, nextBeforeId: found.nextBeforeId, unsearched: false };
    beforeId = found.nextBeforeId;
    if (spent >= budgetMs) break;
  }
  return { leads, nextBeforeId: beforeId ?? null, unsearched: true };
}
