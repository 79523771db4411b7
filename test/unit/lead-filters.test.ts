import { expect } from 'chai';
import { readLeadFilters } from '../../service/leads/lead-filters.ts';
import { SqliteStore } from '../../service/store/sqlite/sqlite-store.ts';
import { removeDir, tempDataDir } from '../helpers/test-server.ts';

describe('readLeadFilters (one reading for REST and MCP)', () => {
  let dir: string;
  let store: SqliteStore;
  before(async () => {
    dir = tempDataDir();
    store = new SqliteStore(dir);
    await store.createSource({
      id: 'source-gb',
      name: 'gb',
      token: 'token-gb-0123456789abcdef',
      at: new Date().toISOString(),
      defaultCountry: 'GB',
      googleKey: null,
    });
  });
  after(async () => {
    await store.close();
    removeDir(dir);
  });

  it('reads a national phone with the default country of the source it is narrowed to', async () => {
    const { filters, problems } = await readLeadFilters(store, {
      sourceId: 'source-gb',
      phone: '07700 900123',
      email: ' Ana@Example.com ',
    });
    expect(problems).to.deep.equal([]);
    expect(filters).to.deep.equal({ sourceId: 'source-gb', phone: '+447700900123', email: 'Ana@Example.com' });
  });

  it('names every problem: a national phone without a source, a time that is not one', async () => {
    const { problems } = await readLeadFilters(store, { phone: '07700 900123', since: 'yesterday-ish' });
    expect(problems.map((p) => p.field)).to.deep.equal(['phone', 'since']);
  });

  it('refuses a since the MCP tool gets that is not ISO 8601 or has an expanded year (the same reading as from and to)', async () => {
    for (const since of ['Thu Nov 26 2026', '1', '+010000-01-01T00:00:00Z']) {
      expect(
        (await readLeadFilters(store, { since })).problems.map((p) => p.field),
        since,
      ).to.deep.equal(['since']);
    }
  });

  it('reads a time as ISO 8601 UTC', async () => {
    const { filters } = await readLeadFilters(store, { since: '2026-11-01T01:00:00+01:00' });
    expect(filters.since).to.equal('2026-11-01T00:00:00.000Z');
  });

  it('reads q (3 to 200 characters, trimmed; its digits for phones when 3 or more), from, to and test', async () => {
    const { filters, problems } = await readLeadFilters(store, {
      q: ' (650) 55 ',
      from: '2026-11-01',
      to: '2026-11-02T00:00:00+01:00',
      test: 'false',
    });
    expect(problems).to.deep.equal([]);
    expect(filters).to.include({
      q: '(650) 55',
      qDigits: '65055',
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-01T23:00:00.000Z',
      test: false,
    });
    expect((await readLeadFilters(store, { q: 'Ana' })).filters)
      .to.include({ q: 'Ana' })
      .and.not.to.have.key('qDigits');
    expect((await readLeadFilters(store, { test: true })).filters.test).to.equal(true);
    const bad = await readLeadFilters(store, { q: ' ab ', from: 'soon', to: 'later', test: 'yes' });
    expect(bad.problems.map((p) => p.field)).to.deep.equal(['q', 'from', 'to', 'test']);
    expect((await readLeadFilters(store, { q: 'x'.repeat(201) })).problems.map((p) => p.field)).to.deep.equal(['q']);
  });
});
