import Database from 'better-sqlite3';
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SCHEMA_VERSION } from '../../service/store/sqlite/migrations.ts';
import { SqliteStore } from '../../service/store/sqlite/sqlite-store.ts';
import { removeDir, tempDataDir } from '../helpers/test-server.ts';

const versionOf = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.pragma('user_version', { simple: true });
  } finally {
    db.close();
  }
};

describe('SQLite migrations (user_version)', () => {
  let dir: string;
  beforeEach(() => (dir = tempDataDir()));
  afterEach(() => removeDir(dir));
  const file = () => path.join(dir, 'leads.sqlite');

  it('brings a new file to the current schema version', async () => {
    const store = new SqliteStore(dir);
    await store.close();
    expect(SCHEMA_VERSION).to.be.at.least(1);
    expect(versionOf(file())).to.equal(SCHEMA_VERSION);
  });

  it('opens a file of the schema before numbered migrations (version 0) and keeps its data', async () => {
    // What the store wrote before migrations were numbered: these tables, user_version left at 0.
    const old = new Database(file());
    old.exec(`
      CREATE TABLE sources (id TEXT PRIMARY KEY, name TEXT NOT NULL, default_country TEXT, google_key TEXT, created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL, deleted_at TEXT, lead_count INTEGER NOT NULL DEFAULT 0, last_lead_at TEXT);
      CREATE TABLE webhook_tokens (token TEXT PRIMARY KEY, source_id TEXT NOT NULL REFERENCES sources (id), created_at TEXT NOT NULL,
        revoked_at TEXT, revoked_reason TEXT);
      CREATE TABLE leads (id TEXT PRIMARY KEY, source_id TEXT NOT NULL, name TEXT, phone TEXT, email TEXT, email_key TEXT,
        notes TEXT NOT NULL, fields TEXT NOT NULL, test INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL);
      CREATE UNIQUE INDEX leads_phone_unique_real ON leads (phone) WHERE phone IS NOT NULL AND test = 0;
      CREATE TABLE deliveries (seq INTEGER PRIMARY KEY, source_id TEXT NOT NULL, at TEXT NOT NULL, status INTEGER NOT NULL,
        outcome TEXT NOT NULL, lead_id TEXT, error_code TEXT, error_message TEXT, body TEXT);
      INSERT INTO sources (id, name, created_at, updated_at, lead_count) VALUES ('old-source', 'Old', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', 1);
      INSERT INTO webhook_tokens (token, source_id, created_at) VALUES ('old-token-0123456789', 'old-source', '2026-01-01T00:00:00.000Z');
      INSERT INTO leads (id, source_id, phone, notes, fields, created_at) VALUES ('old-lead', 'old-source', '+14155550100', '', '{}', '2026-01-01T00:00:00.000Z');
    `);
    old.close();

    const store = new SqliteStore(dir);
    try {
      expect(await store.getLead('old-lead')).to.include({ phone: '+14155550100', sourceId: 'old-source' });
      expect((await store.findWebhook('old-token-0123456789'))?.source).to.include({ id: 'old-source', leadCount: 1 });
      const lead = {
        id: 'new-lead',
        sourceId: 'old-source',
        name: null,
        phone: '+14155550100',
        email: null,
        notes: '',
        fields: {},
        test: false,
        createdAt: new Date().toISOString(),
      };
      expect(await store.addLead(lead, { at: lead.createdAt })).to.deep.equal({
        status: 'duplicate',
        matchedOn: 'phone',
      });
    } finally {
      await store.close();
    }
    expect(versionOf(file())).to.equal(SCHEMA_VERSION);
  });

  it('refuses a file written by a newer version and leaves it as it was', async () => {
    await new SqliteStore(dir).close();
    const newer = new Database(file());
    newer.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    newer.prepare('UPDATE schema_readable_from SET version = ?').run(SCHEMA_VERSION + 1);
    newer.close();
    const before = readFileSync(file());
    expect(() => new SqliteStore(dir)).to.throw(
      `schema version ${SCHEMA_VERSION + 1}, newer than this service's ${SCHEMA_VERSION}`,
    );
    expect(readFileSync(file()).equals(before)).to.equal(true);
  });

  it('refuses a newer file written before readableFrom existed', async () => {
    await new SqliteStore(dir).close();
    const newer = new Database(file());
    newer.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    newer.exec('DROP TABLE schema_readable_from');
    newer.close();
    expect(() => new SqliteStore(dir)).to.throw(`newer than this service's ${SCHEMA_VERSION}`);
  });

  // Issue 27, item 5: a rollback or a rolling deploy restarts the previous release.
  it('opens a file one version ahead whose readableFrom is this release, and leaves its version', async () => {
    await new SqliteStore(dir).close();
    const newer = new Database(file());
    newer.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    newer.prepare('UPDATE schema_readable_from SET version = ?').run(SCHEMA_VERSION);
    newer.close();
    const store = new SqliteStore(dir);
    try {
      expect(await store.listSources()).to.be.an('array');
    } finally {
      await store.close();
    }
    expect(versionOf(file())).to.equal(SCHEMA_VERSION + 1);
  });
});
