import type Database from 'better-sqlite3';
import { compactNameSql } from '../name-joiners.ts';

/**
 * The statement that indexes for search (leads_search, migrations 3 and 9) every lead row from `firstRowid` on: the
 * same values migration 9 indexes existing leads with (the phone without its "+", so its digits match; the name
 * also without its spaces and punctuation, searchValues).
 * One statement per batch of new leads, in the transaction that inserted them, instead of a
 * per-row trigger: a trigger cost the writer 30-38 µs a lead, this 11-25 µs (docs/performance.md,
 * Round 3). The FTS rowid is the lead's rowid: lead-page.ts walks searches by it.
 *
 * Every path that inserts leads must call it before its commit (the writer, the bench's filler,
 * tests writing rows directly): a lead row without its index entry is not found by q. Rows from
 * `firstRowid` on must all be new and unindexed: call it before anything deletes a lead.
 */
export const INDEX_LEADS_FROM = `INSERT INTO leads_search (rowid, name, email, phone, lead_id)
  SELECT ${searchValues('')} FROM leads WHERE rowid >= ?`;

/**
 * A lead row's values in the search index; `prefix` is `old.` in the delete trigger. The name column
 * holds the name as written and, after a U+0001 no q can hold (lead-filters.ts refuses control
 * characters, so no match spans it), the name without its spaces and punctuation (name-joiners.ts).
 */
export function searchValues(prefix: string): string {
  const p = prefix;
  return `${p}rowid, ${p}name || char(1) || ${compactNameSql(`${p}name`)}, ${p}email, substr(${p}phone, 2), ${p}id`;
}

/**
 * Migration 9 (issue 36 item 9): every lead indexed again with its name also without punctuation.
 * `delete-all` empties a contentless index whole (no trace of the old entries is left); the delete
 * trigger then hands the index the new values (see migration 3 on why it needs them).
 */
export function reindexWithCompactNames(db: Database.Database): void {
  db.exec(`
    DROP TRIGGER IF EXISTS leads_search_delete;
    INSERT INTO leads_search (leads_search) VALUES ('delete-all');
    INSERT INTO leads_search (rowid, name, email, phone, lead_id) SELECT ${searchValues('')} FROM leads;
    CREATE TRIGGER leads_search_delete AFTER DELETE ON leads BEGIN
      INSERT INTO leads_search (leads_search, rowid, name, email, phone, lead_id)
        SELECT 'delete', ${searchValues('old.')};
    END;
  `);
}

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
