import Database from 'better-sqlite3';
import { chmodSync, closeSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DATABASE_FILE } from './data-files.ts';

export interface BackupReport {
  source: string;
  leads: number;
  sources: number;
  schemaVersion: number;
}

/**
 * A consistent copy of the embedded store while the service runs, with SQLite's online backup
 * API: every page copied in one step, so the copy is one committed state even while the writer
 * commits (a step interrupted by another connection's write would otherwise start again, and
 * again). The copy is a single file (rollback journal, no -wal), created 0600 before anything is
 * written to it, then checked with integrity_check. Refuses to overwrite an existing file.
 */
export async function backupStore(dataDir: string, target: string): Promise<BackupReport> {
  const source = path.join(dataDir, DATABASE_FILE);
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    closeSync(openSync(target, 'wx', 0o600)); // 'wx': fails if the file exists
    try {
      await db.backup(target, { progress: () => 0x7fffffff });
      chmodSync(target, 0o600);
      return { source, ...checkCopy(target) };
    } catch (error) {
      rmSync(target, { force: true });
      throw error;
    }
  } finally {
    db.close();
  }
}

function checkCopy(file: string): Omit<BackupReport, 'source'> {
  const copy = new Database(file, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE'); // one self-contained file: no -wal beside it to lose
    const integrity = copy.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`the copy failed SQLite's integrity check: ${integrity}`);
    const count = (table: string) => (copy.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    return {
      leads: count('leads'),
      sources: count('sources'),
      schemaVersion: copy.pragma('user_version', { simple: true }) as number,
    };
  } finally {
    copy.close();
  }
}
