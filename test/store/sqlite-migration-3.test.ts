import Database from 'better-sqlite3';
import { expect } from 'chai';
import path from 'node:path';
import { MIGRATIONS } from '../../service/store/sqlite/migrations.ts';
import { SqliteStore } from '../../service/store/sqlite/sqlite-store.ts';
import { oldSqliteFile } from '../helpers/old-sqlite-file.ts';
import { removeDir, tempDataDir } from '../helpers/test-server.ts';

const AT = '2026-01-01T10:00:00.000Z';

// Migration 3 (issue 25): the search index over existing leads, returns, submissions, linked deliveries.
describe('SQLite migration 3: search and returning people, from a version-2 file', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDataDir();
    const old = oldSqliteFile(dir, 2);
    old.exec(`
      INSERT INTO sources (id, name, created_at, updated_at, lead_count) VALUES ('v2-source', 'Version 2', '${AT}', '${AT}', 1);
      INSERT INTO webhook_tokens (token, source_id, created_at) VALUES ('v2-token-0123456789', 'v2-source', '${AT}');
      INSERT INTO leads (id, source_id, name, phone, email, email_key, notes, fields, test, created_at)
        VALUES ('01900000-0000-7000-8000-000000000001', 'v2-source', 'Zoë Ångström', '+14155550142', 'Zoe@Example.com', 'zoe@example.com', '', '{}', 0, '${AT}');
      INSERT INTO deliveries (source_id, id, at, status, outcome, body) VALUES ('v2-source', 'd-1', '${AT}', 200, 'duplicate', '{"phone":"+14155550142"}');
    `);
    old.close();
  });
  afterEach(() => removeDir(dir));

  it('indexes the leads already stored for search, gives them no returns yet, and keeps old duplicates unlinked', async () => {
    const store = new SqliteStore(dir);
    try {
      const id = '01900000-0000-7000-8000-000000000001';
      expect((await store.findLeads({ q: 'zoe angst', limit: 5 })).leads.map((l) => l.id)).to.deep.equal([id]);
      expect(
        (await store.findLeads({ q: '555014', qDigits: '555014', limit: 5 })).leads.map((l) => l.id),
      ).to.deep.equal([id]);
      expect(await store.getLead(id)).to.include({ returns: 0, lastSeenAt: AT });
      const [old] = await store.listDeliveries('v2-source', 5);
      expect(old).not.to.have.any.keys('matchedLeadId', 'erased');
      // The erasure's scan of kept bodies still finds an old duplicate that carried the phone.
      expect(await store.eraseLead(id, { texts: [], digits: ['4155550142'] })).to.deep.equal({ erasedDeliveries: 1 });
      expect((await store.listDeliveries('v2-source', 5))[0])
        .to.include({ erased: true })
        .and.not.to.have.key('body');
    } finally {
      await store.close();
    }
  });

  // Migration 3 was changed in place before its release: its first builds indexed each lead by a
  // trigger, which beside the writer's own statement would index a new lead twice (refused).
  it('drops the per-row insert trigger a pre-release build left in a version-3 file, and indexes each new lead once', async () => {
    const early = new Database(path.join(dir, 'leads.sqlite'));
    early.transaction(() => {
      MIGRATIONS[2](early);
      early.exec(`CREATE TRIGGER leads_search_insert AFTER INSERT ON leads BEGIN
        INSERT INTO leads_search (rowid, name, email, phone, lead_id) VALUES (new.rowid, new.name, new.email, substr(new.phone, 2), new.id);
      END;`);
      early.pragma('user_version = 3');
    })();
    early.close();
    const store = new SqliteStore(dir);
    try {
      const id = '01900000-0000-7000-8000-000000000002';
      const lead = {
        id,
        sourceId: 'v2-source',
        name: 'Élodie Early',
        phone: '+14155550143',
        email: null,
        notes: '',
        fields: {},
        test: false,
        createdAt: AT,
      };
      expect(await store.addLead(lead, { at: AT })).to.deep.include({ status: 'created' });
      expect((await store.findLeads({ q: 'elodie early', limit: 5 })).leads.map((l) => l.id)).to.deep.equal([id]);
      expect(await store.eraseLead(id, { texts: [], digits: ['4155550143'] })).to.deep.equal({ erasedDeliveries: 1 }); // the delivery that created it
      expect((await store.findLeads({ q: 'elodie early', limit: 5 })).leads).to.deep.equal([]);
    } finally {
      await store.close();
    }
  });
});
