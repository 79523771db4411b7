import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { removeDir, startSqliteTestServer, startTestServer, uniquePhone } from '../helpers/test-server.ts';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

describe('Operations: /healthz, /readyz and store outages', () => {
  it('answers healthz always, with the release from package.json, and readyz only while the store answers', async () => {
    const server = await startTestServer();
    try {
      expect(await (await fetch(`${server.url}/healthz`)).json()).to.deep.equal({ status: 'ok', version });
      expect((await fetch(`${server.url}/readyz`)).status).to.equal(200);
      await server.store.close();
      expect((await fetch(`${server.url}/healthz`)).status).to.equal(200);
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).to.equal(503);
    } finally {
      await new Promise((resolve) => server.server.close(resolve));
      removeDir(server.dataDir);
    }
  });

  it('answers 503 unavailable with Retry-After when the SQLite file is locked by another writer, then recovers', async function () {
    this.timeout(20_000);
    const server = await startSqliteTestServer();
    const { default: Database } = await import('better-sqlite3');
    const intruder = new Database(`${server.dataDir}/leads.sqlite`);
    try {
      const source = await server.createSource();
      intruder.exec('BEGIN EXCLUSIVE');
      const phone = uniquePhone();
      const refused = await server.post(source.webhookUrl, { phone });
      expect(refused.status).to.equal(503);
      expect(refused.headers.get('Retry-After')).to.match(/^\d+$/);
      expect((await refused.json()).error.code).to.equal('unavailable');
      intruder.exec('ROLLBACK');
      const accepted = await server.post(source.webhookUrl, { phone });
      expect((await accepted.json()).status).to.equal('created');
    } finally {
      intruder.close();
      await server.stop();
    }
  });
});
