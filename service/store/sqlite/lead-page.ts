import type { Database } from 'better-sqlite3';
import type { LeadCount, LeadFilterQuery, LeadPage, LeadQuery } from '../lead-store.ts';
import { leadQuerySql } from './lead-query-sql.ts';
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
