import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';

export const DATABASE_FILE = 'leads.sqlite';

/**
 * DATA_DIR is created 0700 and the database file 0600 before SQLite opens it: SQLite gives its
 * -wal and -shm files the database file's mode (docs/api.md §1, data files).
 */
export function privateDataFile(dataDir: string, name = DATABASE_FILE): string {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, name);
  closeSync(openSync(file, 'a', 0o600));
  for (const existing of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(existing)) chmodSync(existing, 0o600);
  }
  return file;
}
