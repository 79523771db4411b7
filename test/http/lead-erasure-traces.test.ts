import Database from 'better-sqlite3';
import { expect } from 'chai';
import path from 'node:path';
import { startSqliteTestServer, uniquePhone, type SourceView, type TestServer } from '../helpers/test-server.ts';

/** Letters of its own: each trigram of the name is this person's alone (the other lead's name uses other letters). */
const rareName = () => Array.from({ length: 24 }, () => 'qxzjvkw'[Math.floor(Math.random() * 7)]).join('');

describe('Erasure leaves no trace of the person in the SQLite search index', () => {
  let server: TestServer;
  let source: SourceView;
  before(async () => {
    server = await startSqliteTestServer({ WEBHOOK_RATE_LIMIT: '0' });
    source = await server.createSource({ defaultCountry: 'US' });
  });
  after(() => server.stop());

  /** How many of the text's trigrams sit whole in the index's stored pages (as a reader of the file would find them). */
  function trigramsInIndex(text: string): number {
    const db = new Database(path.join(server.dataDir, 'leads.sqlite'), { readonly: true });
    try {
      const pages = Buffer.concat(
        db
          .prepare('SELECT block FROM leads_search_data')
          .all()
          .map((row) => (row as { block: unknown }).block)
          .filter((block): block is Buffer => Buffer.isBuffer(block)),
      );
      const trigrams = new Set(Array.from({ length: text.length - 2 }, (_, i) => text.slice(i, i + 3)));
      return [...trigrams].filter((trigram) => pages.includes(trigram)).length;
    } finally {
      db.close();
    }
  }

  it("removes the erased lead's name and email from the index pages, and the index still finds the others", async () => {
    const name = rareName();
    const kept = rareName().replace(/[qxzjvkw]/g, (c) => 'bdfghmn'['qxzjvkw'.indexOf(c)]);
    const { lead } = await (
      await server.post(source.webhookUrl, { name, email: `${name}@example.com`, phone: uniquePhone() })
    ).json();
    await server.post(source.webhookUrl, { name: kept, phone: uniquePhone() });
    expect(trigramsInIndex(name), 'the check sees an indexed name').to.be.greaterThan(0);

    expect((await server.api(`/api/leads/${lead.id}`, { method: 'DELETE' })).status).to.equal(204);
    expect(trigramsInIndex(name)).to.equal(0);
    const found = await (await server.api(`/api/leads?q=${kept.slice(3, 12)}`)).json();
    expect(found.leads.map((l: { name: string }) => l.name)).to.deep.equal([kept]);
  });
});
