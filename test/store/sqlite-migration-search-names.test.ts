import { expect } from 'chai';
import { reindexWithCompactNames } from '../../service/store/sqlite/lead-search-index.ts';
import { MIGRATIONS } from '../../service/store/sqlite/migrations.ts';
import { SqliteStore } from '../../service/store/sqlite/sqlite-store.ts';
import { oldSqliteFile } from '../helpers/old-sqlite-file.ts';
import { removeDir, tempDataDir } from '../helpers/test-server.ts';

const AT = '2026-01-01T10:00:00.000Z';
const ID = '01900000-0000-7000-8000-000000000009';

// The migration that indexes names also without their punctuation (issue 36 item 9), from a file
// one version before it, whose leads were indexed as migration 3 indexed them.
describe('SQLite migration: names searched without punctuation, existing leads indexed again', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDataDir();
    const old = oldSqliteFile(dir, MIGRATIONS.indexOf(reindexWithCompactNames));
    old.exec(`
      INSERT INTO sources (id, name, created_at, updated_at, lead_count) VALUES ('old-source', 'Old', '${AT}', '${AT}', 1);
      INSERT INTO leads (id, source_id, name, phone, email, email_key, notes, fields, test, created_at)
        VALUES ('${ID}', 'old-source', 'Seán O''Brien-Duval', '+14155550199', 'sean@example.com', 'sean@example.com', '', '{}', 0, '${AT}');
      INSERT INTO leads_search (rowid, name, email, phone, lead_id) SELECT rowid, name, email, substr(phone, 2), id FROM leads;
    `);
    old.close();
  });
  afterEach(() => removeDir(dir));

  it('finds an existing lead by its name without punctuation, as written, and erases it from the index', async () => {
    const store = new SqliteStore(dir);
    try {
      const found = async (q: string) => (await store.findLeads({ q, limit: 5 })).leads.map((l) => l.id);
      expect(await found('obrienduval')).to.deep.equal([ID]);
      expect(await found('sean obrien')).to.deep.equal([ID]);
      expect(await found("O'Brien-Duval")).to.deep.equal([ID]);
      await store.eraseLead(ID, { texts: [], digits: [] });
      expect(await found('obrienduval')).to.deep.equal([]);
    } finally {
      await store.close();
    }
  });
});
