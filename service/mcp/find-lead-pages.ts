import type { LeadQuery, LeadRecord, LeadStore } from '../store/lead-store.ts';

/** Store pages one find_leads call reads at most: 10 windows of search matches (100,000 on SQLite, 50,000 on MongoDB). */
const FIND_PAGES = 10;

/**
 * A search page may hold fewer than `limit` leads, even none, with a cursor (each page examines a
 * bounded window of matches, docs/api.md). find_leads takes no cursor, so it reads on until it has
 * `limit` leads, nothing older is left, or FIND_PAGES pages are read (`unsearched`: older leads left).
 */
export async function findLeadPages(
  store: LeadStore,
  query: LeadQuery,
): Promise<{ leads: LeadRecord[]; unsearched: boolean }> {
  const leads: LeadRecord[] = [];
  let beforeId = query.beforeId;
  for (let page = 0; page < FIND_PAGES; page++) {
    const found = await store.findLeads({
      ...query,
      limit: query.limit - leads.length,
      ...(beforeId ? { beforeId } : {}),
    });
    leads.push(...found.leads);
    if (found.nextBeforeId === null || leads.length >= query.limit) return { leads, unsearched: false };
    beforeId = found.nextBeforeId;
  }
  return { leads, unsearched: true };
}
