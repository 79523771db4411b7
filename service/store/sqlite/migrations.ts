import type { Database } from 'better-sqlite3';
import {
  fieldMapAndDeliveryIds,
  initialSchema,
  leadConflicts,
  outboundWebhooks,
  searchAndReturns,
} from './migration-bodies.ts';
import { reindexWithCompactNames } from './lead-search-index.ts';

/**
 * A migration. `readableFrom`, when releases older than it still read and write the file
 * correctly afterwards (it only adds what they ignore), is the oldest schema version that can;
 * absent, it is the migration's own version (no older release). Set it with `readableFrom(n, fn)`.
 */
type Migration = ((db: Database) => void) & { readableFrom?: number };

/** For migrations that only add what older releases ignore. */
const readableFrom = (version: number, up: (db: Database) => void): Migration =>
  Object.assign(up, { readableFrom: version });

/**
 * Numbered migrations of the embedded store (docs/api.md §5): migration N takes a file from
 * `user_version` N-1 to N, inside one transaction with its version bump, so it runs once per
 * store. Append only: a shipped migration is never edited.
 */
/** Migration 9's columns (issue 35); exported so its test finds its place in the list. @public */
export const deliveryExplanations = readableFrom(8, (db) =>
  db.exec(`
    ALTER TABLE deliveries ADD COLUMN reasons TEXT;
    ALTER TABLE deliveries ADD COLUMN roles TEXT;
  `),
);

/**
 * Migration 12's column (issue 36 item 9): a refused delivery sent again names the lead it became,
 * written in that lead's transaction and indexed for erasure. Older releases ignore it (readable
 * from the version before; renumbered at a merge, this number moves with the migration's). @public
 */
export const replayLinks = readableFrom(11, (db) =>
  db.exec(`
    ALTER TABLE deliveries ADD COLUMN became_lead_id TEXT;
    CREATE INDEX deliveries_became_lead ON deliveries (became_lead_id) WHERE became_lead_id IS NOT NULL;
  `),
);

export const MIGRATIONS: ReadonlyArray<Migration> = [
  // 1: the schema of round 2 (earlier development schemas are not carried over).
  initialSchema,
  // 2 (issue 19): a source's field map; a delivery's id, request id and content type.
  fieldMapAndDeliveryIds,
  // 3 (issue 25): search, a returning person's submissions, deliveries linked to the lead they matched, erasure.
  searchAndReturns,
  // 4 (issue 24): how a delivery's lead was read.
  (db) =>
    db.exec(`
    ALTER TABLE deliveries ADD COLUMN picked TEXT;
    ALTER TABLE deliveries ADD COLUMN decoded_text TEXT;
    ALTER TABLE deliveries ADD COLUMN warnings TEXT;
  `),
  // 5 (issue 23): refusals counted per token and status in one entry, and each source's refused
  // deliveries not yet seen.
  (db) =>
    db.exec(`
    ALTER TABLE deliveries ADD COLUMN refusal_key TEXT;
    ALTER TABLE deliveries ADD COLUMN refusal_count INTEGER;
    ALTER TABLE deliveries ADD COLUMN first_at TEXT;
    ALTER TABLE deliveries ADD COLUMN last_at TEXT;
    ALTER TABLE sources ADD COLUMN unseen_refusals INTEGER NOT NULL DEFAULT 0;
  `),
  // 6 (issue 34): a lead's conflicts, and which kept submissions conflict with it. Readable from the
  // version before (renumbered at a merge, this number moves with the migration's).
  readableFrom(5, leadConflicts),
  // 7 (issue 36 item 5): a source's thank-you page for plain HTML forms; older releases ignore it.
  readableFrom(6, (db) => db.exec('ALTER TABLE sources ADD COLUMN redirect_url TEXT;')),
  // 8 (issue 36 item 9): test leads counted apart from real ones (an older release would count
  // them in lead_count again, so it cannot use the file).
  (db) =>
    db.exec(`
    ALTER TABLE sources ADD COLUMN test_lead_count INTEGER NOT NULL DEFAULT 0;
    UPDATE sources SET test_lead_count = (SELECT count(*) FROM leads WHERE leads.source_id = sources.id AND leads.test = 1);
    UPDATE sources SET lead_count = max(lead_count - test_lead_count, 0);
  `),
  // 9 (issue 35): why each field was picked and what every other value was taken for. Columns an
  // older release never names: it reads and writes the file as before (readable from the version
  // before; renumbered at a merge, this number moves with the migration's).
  deliveryExplanations,
  // 10 (issue 36 item 9): names searched without their punctuation and spaces (`obrien` finds
  // O'Brien), every lead indexed again. An older release would index new leads without it.
  reindexWithCompactNames,
  // 11 (issue 38): outbound webhooks: subscriptions, the outbox of their events (written in the
  // lead's own transaction), each try. Not readable by older releases: their erasure would leave
  // the person's pending events in the outbox.
  outboundWebhooks,
  // 12 (issue 36 item 9): a refused delivery sent again names the lead it became.
  replayLinks,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

/**
 * Brings the file to SCHEMA_VERSION. A file at a newer version opens, unmigrated, when its
 * readable-from version (table schema_readable_from, written with each migration) is not above
 * this release's; a file without that table refuses any newer version, as releases before it did.
 */
export function migrate(db: Database): void {
  const version = () => db.pragma('user_version', { simple: true }) as number;
  const readable = () => readableFromOf(db) ?? version();
  if (readable() > SCHEMA_VERSION) {
    throw new Error(
      `the database file is at schema version ${version()}, newer than this service's ${SCHEMA_VERSION} (readable from ${readable()}); run the newer service or restore a backup`,
    );
  }
  while (version() < SCHEMA_VERSION) {
    const next = version() + 1;
    const migration = MIGRATIONS[next - 1];
    db.transaction(() => {
      const floor = Math.max(readable(), migration.readableFrom ?? next);
      migration(db);
      db.exec(
        'CREATE TABLE IF NOT EXISTS schema_readable_from (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL)',
      );
      db.prepare(
        'INSERT INTO schema_readable_from (id, version) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET version = excluded.version',
      ).run(floor);
      db.pragma(`user_version = ${next}`);
    }).immediate();
  }
}

function readableFromOf(db: Database): number | null {
  const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_readable_from'").get();
  if (!table) return null;
  return (
    (db.prepare('SELECT version FROM schema_readable_from WHERE id = 1').get() as { version: number } | undefined)
      ?.version ?? null
  );
}
