import type { Database } from 'better-sqlite3';
import { dropPreReleaseInsertTrigger } from './lead-search-index.ts';
import { migrate } from './migrations.ts';

// WAL with synchronous=FULL: a commit is on disk before it returns (docs/api.md §2 durability).
export function configureConnection(db: Database): void {
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  // 32 MB of pages for the reading connection (searches, lists, exports); the writer's connection
  // sets a smaller one after this (sqlite-writer.ts: its commits scan the whole cache).
  db.pragma('cache_size = -32000');
}

/** Every connection's settings, then the numbered migrations up to this version's schema. */
export function prepareDatabase(db: Database): void {
  configureConnection(db);
  migrate(db);
  dropPreReleaseInsertTrigger(db);
}
