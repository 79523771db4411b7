// npm run backup -- <file>: a consistent copy of the embedded store, taken while the service
// runs (SQLite's online backup API), written 0600. How to restore it: docs/operations.md, Backups.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../service/base/config.ts';
import { backupStore } from '../service/store/sqlite/backup.ts';
import { DATABASE_FILE } from '../service/store/sqlite/data-files.ts';

const target = process.argv[2];
if (!target || process.argv.length > 3) {
  console.error('Usage: npm run backup -- <file>   (a new file; DATA_DIR as the service reads it)');
  process.exit(2);
}
// npm runs scripts at the package root; INIT_CWD is where the caller typed the command, which a
// relative file name means (run without npm, the current directory).
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
try {
  const config = loadConfig();
  if (config.mongodbUri)
    throw new Error('MONGODB_URI is set: back MongoDB up with its own tools (mongodump); see docs/operations.md');
  const store = path.resolve(config.dataDir, DATABASE_FILE);
  if (!existsSync(store)) throw new Error(`no store at ${store}: set DATA_DIR to the data directory the service uses`);
  const report = await backupStore(config.dataDir, file);
  console.log(
    `Backed up ${report.source} to ${file} (mode 0600): ${report.sources} sources, ${report.leads} leads, ` +
      `schema version ${report.schemaVersion}, integrity ok.`,
  );
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
