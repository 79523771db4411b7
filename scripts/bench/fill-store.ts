import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { prepareDatabase } from '../../service/store/sqlite/schema.ts';

/** Writes `count` leads straight into a new embedded store, as the service would hold them; returns seconds taken. */
export function fillStore(dataDir: string, count: number): number {
  const started = performance.now();
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'leads.sqlite'));
  prepareDatabase(db);
  db.pragma('synchronous = OFF'); // a fixture, not intake: no durability needed while filling
  const now = new Date().toISOString();
  db.prepare('INSERT INTO sources (id, name, created_at, updated_at) VALUES (?, ?, ?, ?)').run('filler', 'filler', now, now);
  const insert = db.prepare(
    `INSERT INTO leads (id, source_id, name, phone, email, email_key, notes, fields, test, created_at)
     VALUES (?, 'filler', 'Existing Lead', ?, ?, ?, 'budget: 5000', '{"budget":5000}', 0, ?)`,
  );
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const email = `existing${i}@example.com`;
      insert.run(uuidv7(), `+1888${String(i).padStart(7, '0')}`, email, email, now);
    }
  })();
  db.close();
  return (performance.now() - started) / 1000;
}
