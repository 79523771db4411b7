import Database from 'better-sqlite3';
import { expect } from 'chai';
import path from 'node:path';
import { leadQuerySql } from '../../service/store/sqlite/lead-query-sql.ts';
import { prepareDatabase } from '../../service/store/sqlite/schema.ts';
import { removeDir, tempDataDir } from '../helpers/test-server.ts';

// A search that scans the leads table is fast on a test's few rows and takes seconds on a million.
describe('SQLite lead searches', () => {
  let dir: string;
  let db: Database.Database;
  before(() => {
    dir = tempDataDir();
    db = new Database(path.join(dir, 'leads.sqlite'));
    prepareDatabase(db);
  });
  after(() => {
    db.close();
    removeDir(dir);
  });

  const filters = {
    sourceId: 'source',
    phone: '+14155550123',
    email: 'Jane@Example.com',
    since: '2026-01-01T00:00:00.000Z',
    beforeId: 'id',
    q: 'jane 555',
    from: '2026-01-01T00:00:00.000Z',
    to: '2026-02-01T00:00:00.000Z',
    test: false,
  };
  const combinations = Object.keys(filters).flatMap((first, i, keys) => [
    [first],
    ...keys.slice(i + 1).map((second) => [first, second]),
  ]) as Array<Array<keyof typeof filters>>;

  // The search index answers a MATCH from its own b-trees: "SCAN <fts5 table> VIRTUAL TABLE INDEX n:M…" reads no table
  // ("n:=M…": the MATCH checked for one lead's rowid, found through a phone or email index).
  const searchIndex = /^SCAN leads_search (EXISTS )?VIRTUAL TABLE INDEX \d+:=?M/;
  // A search page's window of index matches (at most SEARCH_EXAMINED), read as it comes.
  const searchWindow = /^SCAN examined$/;
  for (const keys of combinations.filter((keys) =>
    ['phone', 'email', 'sourceId', 'q'].some((key) => keys.includes(key as keyof typeof filters)),
  )) {
    it(`finds leads by ${keys.join(' + ')} through an index`, () => {
      const query = {
        limit: 50,
        ...Object.fromEntries(keys.map((key) => [key, filters[key]])),
        ...(keys.includes('q') ? { qDigits: '555' } : {}),
      };
      const { sql, params } = leadQuerySql(query);
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as Array<{ detail: string }>).map(
        (row) => row.detail,
      );
      expect(
        plan.some((step) => step.startsWith('SEARCH')),
        plan.join(' | '),
      ).to.equal(true);
      expect(
        plan.filter((step) => step.startsWith('SCAN') && !searchIndex.test(step) && !searchWindow.test(step)),
        plan.join(' | '),
      ).to.deep.equal([]);
    });
  }

  // A broad word ("gmail") matches most leads: the page must come off the search index newest first,
  // stopping after `limit` rows, not gather every match and sort them (seconds over a million leads).
  for (const keys of combinations.filter(
    (keys) => keys.includes('q') && !keys.includes('phone') && !keys.includes('email'),
  )) {
    it(`walks the search index newest first for q${keys.length > 1 ? ` + ${keys.filter((key) => key !== 'q').join(' + ')}` : ''}, with no sort`, () => {
      const query = { limit: 50, qDigits: '555', ...Object.fromEntries(keys.map((key) => [key, filters[key]])) };
      const { sql, params } = leadQuerySql(query);
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as Array<{ detail: string }>).map(
        (row) => row.detail,
      );
      expect(
        plan.filter((step) => /TEMP B-TREE/.test(step)),
        plan.join(' | '),
      ).to.deep.equal([]);
      expect(
        plan.find((step) => step.startsWith('SCAN')),
        plan.join(' | '),
      ).to.match(searchIndex);
      expect(
        plan.filter(
          (step) => /LIST SUBQUERY|USING INDEX sqlite_autoindex_leads_1 \(id</.test(step) && !/SCALAR/.test(step),
        ),
        plan.join(' | '),
      ).to.deep.equal([]);
    });
  }

  it("reads a lead's deliveries through their indexes", () => {
    const sql = 'SELECT id FROM deliveries WHERE lead_id = ? OR matched_lead_id = ? ORDER BY seq DESC LIMIT ?';
    const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all('a', 'a', 100) as Array<{ detail: string }>).map(
      (row) => row.detail,
    );
    expect(
      plan.filter((step) => step.startsWith('SCAN')),
      plan.join(' | '),
    ).to.deep.equal([]);
  });
});
