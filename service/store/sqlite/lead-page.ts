import type { Database } from 'better-sqlite3';
import type { LeadCount, LeadFilterQuery, LeadPage, LeadQuery } from '../lead-queries.ts';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { isSearch, leadQuerySql, SEARCH_EXAMINED } from './lead-query-sql.ts';
import { toLead, type LeadRow } from './rows.ts';

/**
 * GET /api/leads on SQLite: one page, newest first. One extra row tells whether another page exists;
 * a search page that examined its whole window of index matches (`examined`, lead-query-sql.ts)
 * goes on from the window's last match, even when it found fewer than `limit` leads (or none).
 */
export function findLeadPage(db: Database, query: LeadQuery, examined?: number): LeadPage {
  const { sql, params, windowEnd } = leadQuerySql({ ...query, limit: query.limit + 1 }, examined);
  // One snapshot for both reads: a write committed between them would shift the window's end.
  return db.transaction((): LeadPage => {
    const rows = db
      .prepare<unknown[], LeadRow>(sql)
      .all(...params)
      .map(toLead);
    const leads = rows.slice(0, query.limit);
    if (rows.length > query.limit) return { leads, nextBeforeId: leads[leads.length - 1].id };
    const end = windowEnd ? db.prepare<unknown[], { lead_id: string }>(windowEnd.sql).all(...windowEnd.params) : [];
    return { leads, nextBeforeId: end.length === 2 ? end[0].lead_id : null };
  })();
}

/** Index matches one slice of a search examines: a few milliseconds of the event loop at most. */
const SLICE_EXAMINED = 1_000;

/**
 * A page as findLeadPage reads it, a search in slices of SLICE_EXAMINED matches with the event loop
 * free between them (reads are synchronous here: a window of 10,000 matches held it about 40 ms,
 * during which no lead was taken in). The page still examines at most SEARCH_EXAMINED matches.
 */
export async function findLeadPageInSlices(db: Database, query: LeadQuery): Promise<LeadPage> {
  if (!isSearch(query)) return findLeadPage(db, query);
  const leads: LeadPage['leads'] = [];
  let beforeId = query.beforeId;
  for (let examined = SLICE_EXAMINED; ; examined += SLICE_EXAMINED) {
    const slice = findLeadPage(db, { ...query, limit: query.limit - leads.length, beforeId }, SLICE_EXAMINED);
    leads.push(...slice.leads);
    if (slice.nextBeforeId === null || leads.length >= query.limit || examined >= SEARCH_EXAMINED)
      return { leads, nextBeforeId: slice.nextBeforeId };
    beforeId = slice.nextBeforeId;
    await nextTurn();
  }
}

/** LeadStore.countLeads on SQLite: the page's own query, counted, at most `cap` rows (a search: in its first `cap` matches). */
export function countLeads(db: Database, filters: LeadFilterQuery, cap: number): LeadCount {
  const { sql, params, windowEnd } = leadQuerySql({ ...filters, limit: cap + 1 }, cap);
  return db.transaction((): LeadCount => {
    const { n } = db.prepare<unknown[], { n: number }>(`SELECT count(*) AS n FROM (${sql})`).get(...params)!;
    if (n > cap) return { total: cap, capped: true };
    const end = windowEnd ? db.prepare<unknown[], { lead_id: string }>(windowEnd.sql).all(...windowEnd.params) : [];
    return { total: n, capped: end.length === 2 };
  })();
}
