import type { Database } from 'better-sqlite3';

// WAL with synchronous=FULL: a commit is on disk before it returns (CONTRACT §2 durability).
export function prepareDatabase(db: Database): void {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.pragma('cache_size = -32000'); // 32 MB of pages: index lookups for dedup stay in memory
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
  addMissingColumns(db);
  db.exec(`
    -- Duplicates by phone are decided by this index, not by a read before the write. Test leads
    -- stand outside it: they never block a real lead.
    DROP INDEX IF EXISTS leads_phone_unique;
    CREATE UNIQUE INDEX IF NOT EXISTS leads_phone_unique_real ON leads (phone) WHERE phone IS NOT NULL AND test = 0;
    -- Searches by phone read the index above for real leads and this small one for test leads.
    CREATE INDEX IF NOT EXISTS leads_phone_test ON leads (phone) WHERE phone IS NOT NULL AND test = 1;
    -- Searches by email come out newest first straight from the index, however many leads share it.
    DROP INDEX IF EXISTS leads_email_key;
    CREATE INDEX IF NOT EXISTS leads_email_key_id ON leads (email_key, id) WHERE email_key IS NOT NULL;
  `);
}

// Files written by an earlier version lack these columns.
function addMissingColumns(db: Database): void {
  const has = (table: string, column: string) =>
    (db.pragma(`table_info(${table})`) as Array<{ name: string }>).some((c) => c.name === column);
  if (!has('leads', 'test')) db.exec('ALTER TABLE leads ADD COLUMN test INTEGER NOT NULL DEFAULT 0');
  if (!has('sources', 'google_key')) db.exec('ALTER TABLE sources ADD COLUMN google_key TEXT');
}
