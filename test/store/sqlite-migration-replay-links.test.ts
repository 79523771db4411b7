import Database from 'better-sqlite3';
import { expect } from 'chai';
import path from 'node:path';
import { MIGRATIONS, replayLinks } from '../../service/store/sqlite/migrations.ts';
import { SqliteStore } from '../../service/store/sqlite/sqlite-store.ts';
import { oldSqliteFile } from '../helpers/old-sqlite-file.ts';
import { removeDir, tempDataDir } from '../helpers/test-server.ts';

// The migration of issue 36 item 9: a refused delivery names the lead its replay became (its version: its place in the list).
const VERSION = MIGRATIONS.indexOf(replayLinks) + 1;
const REFUSED = '01900000-0000-7000-8000-000000000002';

describe(`SQLite migration ${VERSION}: a refused delivery links the lead it became, from a version-${VERSION - 1} file`, () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDataDir();
    const old = oldSqliteFile(dir, VERSION - 1);
    old.exec(`
      INSERT INTO sources (id, name, created_at, updated_at) VALUES ('old-source', 'Old', '2026-01-01T10:00:00.000Z', '2026-01-01T10:00:00.000Z');
      INSERT INTO deliveries (source_id, id, at, status, outcome, error_code, error_message, body)
        VALUES ('old-source', '${REFUSED}', '2026-01-01T10:00:00.000Z', 422, 'rejected', 'validation_failed', 'no phone', '{"4": "x"}');
    `);
    old.close();
  });
  afterEach(() => removeDir(dir));

  it('keeps a refusal logged before without a link, links it when sent again, and stays readable by the release before', async () => {
    const store = new SqliteStore(dir);
    try {
      const [old] = await store.listDeliveries('old-source', 10);
      expect(old).to.include({ id: REFUSED, outcome: 'rejected' });
      expect(old).not.to.have.property('becameLeadId');
      const at = new Date().toISOString();
      const lead = { id: 'lead-2', sourceId: 'old-source', name: null, phone: '+14155550177', email: null };
      await store.addLead(
        { ...lead, notes: '', fields: {}, test: false, createdAt: at },
        { at, body: '{"4": "x"}', replayed: true, replayOf: REFUSED },
      );
      expect(await store.getDelivery('old-source', REFUSED)).to.include({ becameLeadId: 'lead-2' });
    } finally {
      await store.close();
    }
    const file = new Database(path.join(dir, 'leads.sqlite'), { readonly: true });
    try {
      expect(file.pragma('user_version', { simple: true })).to.equal(VERSION);
      // Readable by the release before, unless a later migration is not.
      if (VERSION === MIGRATIONS.length)
        expect(file.prepare('SELECT version FROM schema_readable_from').get()).to.deep.equal({ version: VERSION - 1 });
    } finally {
      file.close();
    }
  });
});
