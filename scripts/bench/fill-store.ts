import Database from 'better-sqlite3';
import { MongoClient } from 'mongodb';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { LeadDoc } from '../../service/store/mongo/collections.ts';
import { indexLeadsFrom } from '../../service/store/sqlite/lead-search-index.ts';
import { MIGRATIONS } from '../../service/store/sqlite/migrations.ts';
import { prepareDatabase } from '../../service/store/sqlite/schema.ts';
import { timeOrderedId } from '../../service/base/time-ordered-id.ts';
import { contact, FILLED_STREAM } from './contacts.ts';

/** The i-th existing lead: stream 999 of lead.lua's numbering, which no wrk request uses. */
export const existingLead = (i: number) => contact(FILLED_STREAM * 1_000_000 + i);

/** Writes `count` leads straight into a new embedded store, as the service would hold them; returns seconds taken. */
export function fillSqlite(dataDir: string, count: number): number {
  const started = performance.now();
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'leads.sqlite'));
  prepareDatabase(db);
  db.pragma('synchronous = OFF'); // a fixture, not intake: no durability needed while filling
  const now = new Date().toISOString();
  db.prepare('INSERT INTO sources (id, name, created_at, updated_at) VALUES (?, ?, ?, ?)').run(
    'filler',
    'filler',
    now,
    now,
  );
  const insert = db.prepare(
    `INSERT INTO leads (id, source_id, name, phone, email, email_key, notes, fields, test, created_at)
     VALUES (?, 'filler', 'Existing Lead', ?, ?, ?, 'budget: 5000', '{"budget":5000}', 0, ?)`,
  );
  // Scattered keys go faster into an index built once, sorted, than one by one: drop the two
  // contact indexes while filling and let the first migration (CREATE ... IF NOT EXISTS) build them again.
  db.exec('DROP INDEX leads_phone_unique_real; DROP INDEX leads_email_key_id;');
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const { phone, email } = existingLead(i);
      insert.run(timeOrderedId(), phone, email, email, now);
    }
    indexLeadsFrom(db, 0); // searchable as the writer's leads are (a new file: every lead row is one of these)
  })();
  MIGRATIONS[0](db);
  db.close();
  return (performance.now() - started) / 1000;
}

/** The same leads in the MongoDB database of `uri` (the service creates its indexes first); returns seconds taken. */
export async function fillMongo(uri: string, count: number): Promise<number> {
  const started = performance.now();
  const client = await MongoClient.connect(uri);
  try {
    const leads = client.db().collection<LeadDoc>('leads');
    const now = new Date().toISOString();
    for (let from = 0; from < count; from += 10_000) {
      const docs = Array.from({ length: Math.min(10_000, count - from) }, (_, k): LeadDoc => {
        const { phone, email } = existingLead(from + k);
        return {
          _id: timeOrderedId(),
          sourceId: 'filler',
          name: 'Existing Lead',
          phone,
          email,
          emailKey: email,
          test: false,
          notes: 'budget: 5000',
          fieldsJson: '{"budget":5000}',
          createdAt: now,
        };
      });
      await leads.insertMany(docs, { ordered: false, writeConcern: { w: 1 } });
    }
  } finally {
    await client.close();
  }
  return (performance.now() - started) / 1000;
}

/** Drops the bench's own MongoDB database. */
export async function dropMongo(uri: string): Promise<void> {
  const client = await MongoClient.connect(uri);
  try {
    await client.db().dropDatabase();
  } finally {
    await client.close();
  }
}
