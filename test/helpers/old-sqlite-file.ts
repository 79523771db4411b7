import Database from 'better-sqlite3';
import path from 'node:path';
import { MIGRATIONS } from '../../service/store/sqlite/migrations.ts';

/**
 * The store's file in `dir` exactly as the migrations up to `version` left it (each in its own
 * transaction, as the store runs them), open for a test to fill with old rows; the test closes it.
 */
export function oldSqliteFile(dir: string, version: number): Database.Database {
  const old = new Database(path.join(dir, 'leads.sqlite'));
  for (let done = 1; done <= version; done++)
    old.transaction(() => {
      MIGRATIONS[done - 1](old);
      old.pragma(`user_version = ${done}`);
    })();
  return old;
}
