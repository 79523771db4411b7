import { expect } from 'chai';
import { openEventStream, within } from '../helpers/event-stream.ts';
import { MongoWireServer } from '../helpers/mongo-wire-server.ts';
import { spawnService, type ServiceProcess } from '../helpers/service-process.ts';
import { removeDir, tempDataDir, unique, uniquePhone } from '../helpers/test-server.ts';

const DB = 'lead_intake_feed_closed';
const ADMIN_TOKEN = 'admin-token-for-the-closed-stream-test';

// Issue 37, item 1: mongod closes a change stream at an invalidate the feed's $match filters out
// (after a dropDatabase: an empty batch, cursor id 0, the invalidate's token), and the driver's
// tryNext then answers null at once forever. A service in a process of its own: a loop that never
// yields would freeze it, and this test with it.
describe('MongoDB live feed: a stream the server closes (service process on the wire-level server)', function () {
  this.timeout(60_000);
  let wire: MongoWireServer;
  let service: ServiceProcess | undefined;
  const dataDir = tempDataDir();
  after(async () => {
    if (service && service.child.exitCode === null) service.crash();
    await wire?.stop();
    removeDir(dataDir);
  });

  it('is opened again after the invalidate: /readyz stays fast, a connected page hears the next lead, no gap', async () => {
    wire = await MongoWireServer.start();
    service = spawnService({
      DATA_DIR: dataDir,
      MONGODB_URI: wire.uri(DB),
      ADMIN_TOKEN,
      LOG_LEVEL: 'warn',
      WEBHOOK_RATE_LIMIT: '0',
    });
    const base = await service.url();
    const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };
    const source = await (
      await fetch(`${base}/api/sources`, { method: 'POST', headers: auth, body: JSON.stringify({ name: unique('s') }) })
    ).json();
    const webhook = (source.webhookUrl as string).replace(/^https?:\/\/[^/]+/, base);
    const page = await openEventStream(base, ADMIN_TOKEN);
    try {
      const before = uniquePhone();
      expect((await fetch(webhook, { method: 'POST', body: JSON.stringify({ phone: before }) })).status).to.equal(200);
      await within(5_000, () => page.leadsOf(before) === 1, 'the lead before the invalidate');

      // An operator's restore: dropDatabase, then the dump put back (mongorestore's inserts).
      const saved = wire.engine.snapshot(DB);
      wire.engine.run(DB, { dropDatabase: 1 });
      wire.engine.restore(saved);
      await within(5_000, () => closedStreams(wire) >= 1, 'the server closing the stream');

      const slowest = await readyzSlowest(base, 2_000);
      expect(slowest, '/readyz answers while the stream is reopened').to.be.below(1_000);
      const after = uniquePhone();
      expect((await fetch(webhook, { method: 'POST', body: JSON.stringify({ phone: after }) })).status).to.equal(200);
      await within(5_000, () => page.leadsOf(after) === 1, 'the lead after the reopen, on the page still connected');
      expect(page.state.closed, 'not told of a gap (the server lets the page go)').to.equal(false);
      const reopened = wire.commands('aggregate').filter((c) => c.command.pipeline?.[0]?.$changeStream?.startAfter);
      expect(reopened.length, 'opened again once, startAfter the invalidate').to.equal(1);
      expect(service.stderr() + service.stdout()).not.to.contain('cannot go on from its place');
    } finally {
      page.close();
    }
    service.child.kill('SIGTERM');
    expect(await service.exited).to.equal(0);
  });
});

const closedStreams = (wire: MongoWireServer) => wire.engine.changes.closedCursors;

/** Polls /readyz for `ms`, answering the slowest answer's time (a frozen process never answers: ms). */
async function readyzSlowest(base: string, ms: number): Promise<number> {
  let slowest = 0;
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const started = Date.now();
    const status = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(ms) })
      .then((response) => response.status)
      .catch(() => 0);
    slowest = Math.max(slowest, status === 200 ? Date.now() - started : ms);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return slowest;
}
