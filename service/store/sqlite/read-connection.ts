import Database from 'better-sqlite3';
import { prepareDatabase } from './schema.ts';

/** The store's reading connection to its file, migrated and with no stale leases; closed again if that fails. */
export function openReadConnection(file: string): Database.Database {
  const db = new Database(file);
  try {
    prepareDatabase(db); // migrations run here, before the writer thread opens the file
    // One process per file: a lease left by a process that died is nobody's now.
    db.prepare(
      "UPDATE outbound_events SET lease_until = NULL WHERE state = 'pending' AND lease_until IS NOT NULL",
    ).run();
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}
