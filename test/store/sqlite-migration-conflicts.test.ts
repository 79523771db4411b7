import Database from 'better-sqlite3';
import { expect } from 'chai';
import path from 'node:path';
import { leadConflicts } from '../../service/store/sqlite/migration-bodies.ts';
import { MIGRATIONS } from '../../service/store/sqlite/migrations.ts';
import { SqliteStore } from '../../service/store/sqlite/sqlite-store.ts';
import { oldSqliteFile } from '../helpers/old-sqlite-file.ts';
import { removeDir, tempDataDir } from '../helpers/test-server.ts';

const AT = '2026-01-01T10:00:00.000Z';
// Issue 34's migration, found by itself: others are appended and renumbered at merges.
const VERSION = MIGRATIONS.indexOf(leadConflicts) + 1;
const LEAD = '01900000-0000-7000-8000-000000000034';

describe(`SQLite migration ${VERSION}: conflicts, from a version-${VERSION - 1} file`, () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDataDir();
    const old = oldSqliteFile(dir, VERSION - 1);
    // A lead whose 21 kept submissions all came back under other names: the old rule kept them alike.
    old.exec(`
      INSERT INTO sources (id, name, created_at, updated_at, lead_count) VALUES ('old-source', 'Old', '${AT}', '${AT}', 1);
      INSERT INTO leads (id, source_id, name, phone, email, email_key, notes, fields, test, created_at, returns, last_seen_at)
        VALUES ('${LEAD}', 'old-source', 'Jane Doe', '+14155550134', NULL, NULL, '', '{}', 0, '${AT}', 21, '${AT}');
    `);
    const submission = old.prepare(
      'INSERT INTO lead_submissions (lead_id, source_id, first_from_source, submission) VALUES (?, ?, ?, ?)',
    );
    for (let i = 0; i < 21; i++) {
      const json = {
        at: AT,
        sourceId: 'old-source',
        name: `Other ${i}`,
        phone: '+14155550134',
        email: null,
        notes: '',
        fields: {},
      };
      submission.run(LEAD, 'old-source', i === 0 ? 1 : 0, JSON.stringify(json));
    }
    old.close();
  });
  afterEach(() => removeDir(dir));

  it('gives leads stored before no conflicts, counts their kept submissions as matching, and stays readable by the release before', async () => {
    const store = new SqliteStore(dir);
    try {
      expect(await store.getLead(LEAD)).to.deep.include({ returns: 21, conflicts: [] });
      const phone = '+14155550134';
      const at = new Date().toISOString();
      const back = { sourceId: 'old-source', email: null, notes: 'my own', fields: {}, test: false, createdAt: at };
      await store.addLead({ ...back, id: 'again-1', name: 'jane doe', phone }, { at });
      // The newest matching one pushed the oldest non-first old one out, as before.
      const names = (await store.listSubmissions(LEAD)).map((s) => s.name);
      expect(names).to.have.length(21);
      expect(names.slice(0, 2)).to.deep.equal(['Other 0', 'Other 2']);
      expect(names.at(-1)).to.equal('jane doe');
      await store.addLead({ ...back, id: 'forged-1', name: 'Mallory', phone }, { at });
      expect((await store.getLead(LEAD))!.conflicts).to.deep.equal([
        { name: 'Mallory', email: null, sourceId: 'old-source', at },
      ]);
      expect((await store.listSubmissions(LEAD)).map((s) => s.name))
        .to.include('jane doe')
        .and.include('Mallory');
    } finally {
      await store.close();
    }
    const file = new Database(path.join(dir, 'leads.sqlite'));
    try {
      expect(file.pragma('user_version', { simple: true })).to.equal(MIGRATIONS.length);
      // Readable by the release before: a renumbering at a merge must move this number too.
      expect((MIGRATIONS[VERSION - 1] as { readableFrom?: number }).readableFrom).to.equal(VERSION - 1);
      if (VERSION === MIGRATIONS.length)
        expect(file.prepare('SELECT version FROM schema_readable_from').get()).to.deep.equal({ version: VERSION - 1 });
    } finally {
      file.close();
    }
  });
});
