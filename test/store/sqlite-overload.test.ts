import Database from 'better-sqlite3';
import { expect } from 'chai';
import path from 'node:path';
import { DEFAULT_WRITE_LIMITS } from '../../service/store/sqlite/writer-thread.ts';
import { startSqliteTestServer, uniquePhone, type TestServer } from '../helpers/test-server.ts';

// The disk stalls (another connection holds the write lock): once the oldest queued write has
// waited past the bound, intake answers 503 with Retry-After at once instead of queueing more.
describe('SQLite store overload over HTTP', function () {
  this.timeout(30_000);
  let server: TestServer;
  let lock: Database.Database;
  before(async () => {
    server = await startSqliteTestServer({ WEBHOOK_RATE_LIMIT: '0', METRICS_PORT: '0' });
    lock = new Database(path.join(server.dataDir, 'leads.sqlite'));
  });
  after(async () => {
    if (lock.inTransaction) lock.exec('ROLLBACK');
    lock.close();
    await server.stop();
  });

  it('answers 503 with Retry-After while the writes queued for a stalled disk are too old, and stores the queued ones when it recovers', async () => {
    const source = await server.createSource();
    lock.exec('BEGIN IMMEDIATE');
    const queuedPhone = uniquePhone();
    const queued = server.post(source.webhookUrl, { phone: queuedPhone });
    // Its wait counts from when it is queued, which a busy machine may put off: waited for, then timed.
    while (!/^lead_intake_store_writes_in_flight [1-9]/m.test(await (await fetch(server.metricsUrl!)).text()))
      await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, DEFAULT_WRITE_LIMITS.maxWaitMs + 300));

    const refusedPhone = uniquePhone();
    const refused = await server.post(source.webhookUrl, { phone: refusedPhone });
    expect(refused.status).to.equal(503);
    expect(refused.headers.get('Retry-After')).to.match(/^\d+$/);
    expect((await refused.json()).error.code).to.equal('unavailable');

    lock.exec('COMMIT');
    const answer = await queued;
    expect(answer.status).to.equal(200);
    expect((await answer.json()).status).to.equal('created');
    // The refused lead was not stored: sent again, it is new.
    expect((await (await server.post(source.webhookUrl, { phone: refusedPhone })).json()).status).to.equal('created');
  });
});
