import type { Database } from 'better-sqlite3';
import { v7 as uuidv7 } from 'uuid';

export function initialSchema(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS sources (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      default_country TEXT,
      google_key TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      deleted_at TEXT,
      lead_count INTEGER NOT NULL DEFAULT 0,
      last_lead_at TEXT
    );
    CREATE TABLE IF NOT EXISTS webhook_tokens (
      token TEXT PRIMARY KEY,
      source_id TEXT NOT NULL REFERENCES sources (id),
      created_at TEXT NOT NULL,
      revoked_at TEXT,
      revoked_reason TEXT
    );
    CREATE UNIQUE INDEX IF NOT EXISTS webhook_tokens_one_active
      ON webhook_tokens (source_id) WHERE revoked_at IS NULL;

    CREATE TABLE IF NOT EXISTS leads (
      id TEXT PRIMARY KEY,
      source_id TEXT NOT NULL,
      name TEXT,
      phone TEXT,
      email TEXT,
      email_key TEXT,
      notes TEXT NOT NULL,
      fields TEXT NOT NULL,
      test INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS leads_source ON leads (source_id, id);
    -- Duplicates by phone are decided by this index, not by a read before the write. Test leads
    -- stand outside it: they never block a real lead.
    CREATE UNIQUE INDEX IF NOT EXISTS leads_phone_unique_real ON leads (phone) WHERE phone IS NOT NULL AND test = 0;
    -- Searches by phone read the index above for real leads and this small one for test leads.
    CREATE INDEX IF NOT EXISTS leads_phone_test ON leads (phone) WHERE phone IS NOT NULL AND test = 1;
    -- Searches by email come out newest first straight from the index, however many leads share it.
    CREATE INDEX IF NOT EXISTS leads_email_key_id ON leads (email_key, id) WHERE email_key IS NOT NULL;

    CREATE TABLE IF NOT EXISTS deliveries (
      seq INTEGER PRIMARY KEY,
      source_id TEXT NOT NULL,
      at TEXT NOT NULL,
      status INTEGER NOT NULL,
      outcome TEXT NOT NULL,
      lead_id TEXT,
      error_code TEXT,
      error_message TEXT,
      body TEXT
    );
    CREATE INDEX IF NOT EXISTS deliveries_source ON deliveries (source_id, seq);

    -- /readyz writes here: a disk that cannot take a write is not ready, even if reads still work.
    CREATE TABLE IF NOT EXISTS readiness (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at TEXT NOT NULL);
  `);
}

/**
 * Deliveries logged before this have no request id or content type (unknown, left NULL); each gets
 * a time-ordered id from its own time. A delivery is found by id within its source's log (at most
 * DELIVERIES_KEPT rows, read through deliveries_source), so no index on id slows every insert.
 */
export function fieldMapAndDeliveryIds(db: Database): void {
  db.exec(`
    ALTER TABLE sources ADD COLUMN field_map TEXT NOT NULL DEFAULT '{}';
    ALTER TABLE deliveries ADD COLUMN id TEXT;
    ALTER TABLE deliveries ADD COLUMN request_id TEXT;
    ALTER TABLE deliveries ADD COLUMN content_type TEXT;
  `);
  const setId = db.prepare('UPDATE deliveries SET id = ? WHERE seq = ?');
  for (const { seq, at } of db.prepare('SELECT seq, at FROM deliveries ORDER BY seq').all() as Array<{
    seq: number;
    at: string;
  }>) {
    setId.run(uuidv7({ msecs: Date.parse(at) || 0 }), seq);
  }
}

/**
 * The search index is FTS5 with the trigram tokenizer (substrings of 3 characters or more, case and
 * accents folded), contentless: it keeps the index, not a second copy of names and emails, and the
 * lead's id to join on. The writer indexes each batch's new leads with one statement in the batch's
 * transaction (lead-search-index.ts: a trigger per row cost more), and a trigger takes out each
 * deleted lead. Its rows are keyed by the lead's rowid (for the delete trigger, and so a search walks the index
 * newest first: lead-query-sql.ts); reads join on the id too, so even a VACUUM that renumbered
 * rowids could never return another lead. Phones are indexed as digits.
 * An erasure must leave no trace of the person in the index's pages (docs/operations.md, Erasure):
 * FTS5's contentless_delete only marks a row deleted (its trigrams, with their positions, stay
 * until a merge happens to rewrite the segment, and VACUUM keeps them), so the delete trigger hands
 * the index the row's values (a lead's name, email and phone are never updated) and `secure-delete`
 * removes each of its entries at once.
 */
export function searchAndReturns(db: Database): void {
  db.exec(`
    ALTER TABLE leads ADD COLUMN returns INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE leads ADD COLUMN last_seen_at TEXT;
    ALTER TABLE deliveries ADD COLUMN matched_lead_id TEXT;
    ALTER TABLE deliveries ADD COLUMN erased INTEGER NOT NULL DEFAULT 0;
    -- A lead's deliveries (GET /api/leads/:id/deliveries, erasure): a handful each, through these.
    CREATE INDEX deliveries_lead ON deliveries (lead_id) WHERE lead_id IS NOT NULL;
    CREATE INDEX deliveries_matched_lead ON deliveries (matched_lead_id) WHERE matched_lead_id IS NOT NULL;

    CREATE TABLE lead_submissions (
      seq INTEGER PRIMARY KEY,
      lead_id TEXT NOT NULL,
      source_id TEXT NOT NULL,
      first_from_source INTEGER NOT NULL,
      submission TEXT NOT NULL
    );
    CREATE INDEX lead_submissions_lead ON lead_submissions (lead_id, source_id, seq);

    CREATE VIRTUAL TABLE leads_search USING fts5(
      name, email, phone, lead_id UNINDEXED,
      content = '', contentless_unindexed = 1, tokenize = 'trigram remove_diacritics 1'
    );
    INSERT INTO leads_search (leads_search, rank) VALUES ('secure-delete', 1);
    INSERT INTO leads_search (rowid, name, email, phone, lead_id) SELECT rowid, name, email, substr(phone, 2), id FROM leads;
    CREATE TRIGGER leads_search_delete AFTER DELETE ON leads BEGIN
      INSERT INTO leads_search (leads_search, rowid, name, email, phone, lead_id)
        VALUES ('delete', old.rowid, old.name, old.email, substr(old.phone, 2), old.id);
    END;
  `);
}

/**
 * Leads stored before have no conflicts (`[]`) and their kept submissions count as matching. A
 * release before it reads and writes the file as before (columns it never names), but keeps
 * submissions by the old rule and records no conflicts while it runs.
 * @public for its test, which finds the migration's version by it
 */
export function leadConflicts(db: Database): void {
  db.exec(`
    ALTER TABLE leads ADD COLUMN conflicts TEXT NOT NULL DEFAULT '[]';
    ALTER TABLE lead_submissions ADD COLUMN conflicting INTEGER NOT NULL DEFAULT 0;
  `);
}

export function outboundWebhooks(db: Database): void {
  db.exec(`
    CREATE TABLE subscriptions (
      id TEXT PRIMARY KEY,
      url TEXT NOT NULL,
      events TEXT NOT NULL,
      source_ids TEXT,
      secret TEXT NOT NULL,
      previous_secret TEXT,
      previous_secret_until TEXT,
      enabled INTEGER NOT NULL,
      disabled_reason TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      last_success_at TEXT,
      failing_since TEXT,
      owner_token_id TEXT
    );
    CREATE TABLE integration_tokens (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      hash TEXT NOT NULL UNIQUE,
      created_at TEXT NOT NULL
    );
    CREATE TABLE outbound_events (
      seq INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      subscription_id TEXT NOT NULL,
      type TEXT NOT NULL,
      lead_id TEXT,
      body TEXT,
      created_at TEXT NOT NULL,
      state TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_at TEXT,
      lease_until TEXT,
      finished_at TEXT
    );
    -- The worker's question, per subscription: which of its events are due.
    CREATE INDEX outbound_events_due ON outbound_events (subscription_id, next_at) WHERE state = 'pending';
    CREATE INDEX outbound_events_log ON outbound_events (subscription_id, seq);
    CREATE INDEX outbound_events_lead ON outbound_events (lead_id) WHERE lead_id IS NOT NULL;
    CREATE TABLE outbound_attempts (
      seq INTEGER PRIMARY KEY,
      event_id TEXT NOT NULL,
      subscription_id TEXT NOT NULL,
      at TEXT NOT NULL,
      status INTEGER,
      latency_ms INTEGER NOT NULL,
      error TEXT,
      answer TEXT
    );
    CREATE INDEX outbound_attempts_event ON outbound_attempts (event_id, seq);
    CREATE INDEX outbound_attempts_subscription ON outbound_attempts (subscription_id, seq);
  `);
}
