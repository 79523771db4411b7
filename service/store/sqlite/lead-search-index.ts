import type Database from 'better-sqlite3';

/**
 * The statement that indexes for search (leads_search, migration 3) every lead row from `firstRowid` on: the same
 * values migration 3 indexes existing leads with (the phone without its "+", so its digits match).
 * One statement per batch of new leads, in the transaction that inserted them, instead of a
 * per-row trigger: a trigger cost the writer 30-38 µs a lead, this 11-25 µs (docs/performance.md,
 * Round 3). The FTS rowid is the lead's rowid: lead-page.ts walks searches by it.
 *
 * Every path that inserts leads must call it before its commit (the writer, the bench's filler,
 * tests writing rows directly): a lead row without its index entry is not found by q. Rows from
 * `firstRowid` on must all be new and unindexed: call it before anything deletes a lead.
 */
export const INDEX_LEADS_FROM = `INSERT INTO leads_search (rowid, name, email, phone, lead_id)
  SELECT rowid, name, email, substr(phone, 2), id FROM leads WHERE rowid >= ?`;

/** INDEX_LEADS_FROM for the paths that write rows outside the writer (the bench's filler, tests); the writer keeps it prepared. */
export function indexLeadsFrom(db: Database.Database, firstRowid: number): void {
  db.prepare(INDEX_LEADS_FROM).run(firstRowid);
}

/**
 * Migration 3 was changed in place before its release: files migrated by its first builds have a
 * per-row insert trigger, which beside the writer's statement would index each new lead twice (a
 * constraint failure: every lead refused). Read first, so an up-to-date file is not written to.
 */
export function dropPreReleaseInsertTrigger(db: Database.Database): void {
  if (db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'trigger' AND name = 'leads_search_insert'").get()) {
    db.exec('DROP TRIGGER leads_search_insert');
  }
}
