import Database from 'better-sqlite3';
import { expect } from 'chai';
import path from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { findLeadPage } from '../../service/store/sqlite/lead-page.ts';
import { indexLeadsFrom } from '../../service/store/sqlite/lead-search-index.ts';
import { prepareDatabase } from '../../service/store/sqlite/schema.ts';
import { removeDir, tempDataDir } from '../helpers/test-server.ts';

// q on SQLite walks the search index newest first, and a page examines at most its window of
// matches (10,000 in the service; 4 here, so the bound shows on a few leads): a filter the matches
// rarely meet costs a window, not every match, and the page may hold fewer than `limit` leads.
describe('SQLite search: the index walked newest first, a bounded window a page', () => {
  let dir: string;
  let db: Database.Database;
  let ids: string[];
  before(() => {
    dir = tempDataDir();
    db = new Database(path.join(dir, 'leads.sqlite'));
    prepareDatabase(db);
    const insert =
      db.prepare(`INSERT INTO leads (id, source_id, name, phone, email, email_key, notes, fields, test, created_at)
      VALUES (?, ?, ?, NULL, NULL, NULL, '', '{}', 0, ?)`);
    ids = Array.from({ length: 12 }, () => uuidv7());
    // Every lead matches "renée"; only 2, 3 and 9 are in source "a", and 11 matches nothing.
    ids.forEach((id, i) =>
      insert.run(
        id,
        [2, 3, 9].includes(i) ? 'a' : 'b',
        i === 11 ? `Other ${i}` : `Renée ${i}`,
        new Date(Date.UTC(2030, 0, 1, 0, i)).toISOString(),
      ),
    );
    indexLeadsFrom(db, 0); // a new file: every lead row is one of these, indexed as the writer indexes its batches
  });
  after(() => {
    db.close();
    removeDir(dir);
  });
  const names = (page: { leads: Array<{ name: string | null }> }) => page.leads.map((l) => l.name);

  it('ends a page at its window with a cursor, finds every match across pages, and ends with null', () => {
    const query = { q: 'RENEE', limit: 5, sourceId: 'a' };
    const first = findLeadPage(db, query, 4);
    expect(names(first)).to.deep.equal(['Renée 9']);
    expect(first.nextBeforeId, 'the window ends at the 4th match, lead 7').to.equal(ids[7]);
    const second = findLeadPage(db, { ...query, beforeId: first.nextBeforeId! }, 4);
    expect(names(second)).to.deep.equal(['Renée 3']);
    expect(second.nextBeforeId).to.equal(ids[3]);
    const third = findLeadPage(db, { ...query, beforeId: second.nextBeforeId! }, 4);
    expect(names(third)).to.deep.equal(['Renée 2']);
    expect(third.nextBeforeId, 'nothing older is left').to.equal(null);
  });

  it('answers a full page from the first matches, with the last lead as its cursor', () => {
    const page = findLeadPage(db, { q: 'renee', limit: 3 }, 4);
    expect(names(page)).to.deep.equal(['Renée 10', 'Renée 9', 'Renée 8']);
    expect(page.nextBeforeId).to.equal(ids[8]);
    const rest = findLeadPage(db, { q: 'renee', limit: 20, beforeId: page.nextBeforeId! }, 100);
    expect(names(rest)).to.deep.equal([7, 6, 5, 4, 3, 2, 1, 0].map((i) => `Renée ${i}`));
    expect(rest.nextBeforeId).to.equal(null);
  });
});
