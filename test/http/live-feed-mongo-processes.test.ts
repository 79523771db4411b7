import { expect } from 'chai';
import { MongoClient } from 'mongodb';
import { openEventStream, within } from '../helpers/event-stream.ts';
import { MongoWireServer } from '../helpers/mongo-wire-server.ts';
import { spawnService, type ServiceProcess } from '../helpers/service-process.ts';
import { removeDir, tempDataDir, unique, uniquePhone } from '../helpers/test-server.ts';
import { scopedUri } from '../store/mongo-scoped-uri.ts';

const ADMIN_TOKEN = 'admin-token-for-two-processes';

/**
 * Issue 15: two `npm start` processes on one database; a lead posted to one shows on a page
 * stream held by the other within 1 s. `database()` gives the URI and a way to clean up.
 */
function describeTwoProcesses(
  name: string,
  database: () => Promise<{ uri: string; drop(): Promise<void> }>,
  skipReason?: string,
) {
  describe(`Two service processes on one MongoDB: ${name}${skipReason ? ` (skipped: ${skipReason})` : ''}`, function () {
    this.timeout(60_000);
    const it = skipReason ? globalThis.it.skip : globalThis.it;
    if (skipReason) console.log(`  1 test of "Two service processes on one MongoDB: ${name}" skipped: ${skipReason}.`);
    const dirs = [tempDataDir(), tempDataDir()];
    let services: ServiceProcess[] = [];
    let drop = async () => {};

    it('shows a lead posted to one process on the page of the other within 1 s; both drain and exit 0 @slow', async () => {
      const db = await database();
      drop = db.drop;
      services = dirs.map((dir) =>
        spawnService({ DATA_DIR: dir, MONGODB_URI: db.uri, ADMIN_TOKEN, WEBHOOK_RATE_LIMIT: '0', LOG_LEVEL: 'warn' }),
      );
      const [first, second] = await Promise.all(services.map((service) => service.url()));
      const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };
      const source = await (
        await fetch(`${first}/api/sources`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ name: unique('two-processes') }),
        })
      ).json();
      const page = await openEventStream(second, ADMIN_TOKEN);
      const phone = uniquePhone();
      const answer = await fetch(source.webhookUrl.replace(/^http:\/\/localhost:\d+/, first), {
        method: 'POST',
        body: JSON.stringify({ phone }),
      });
      expect(answer.status).to.equal(200);
      await within(1_000, () => page.leadsOf(phone) === 1, 'the lead on the page held by the other process');
      page.close();
      for (const service of services) service.child.kill('SIGTERM');
      expect(await Promise.all(services.map((service) => service.exited))).to.deep.equal([0, 0]);
    });

    after(async () => {
      for (const service of services) if (service.child.exitCode === null) service.crash();
      await drop();
      dirs.forEach(removeDir);
    });
  });
}

// Always: the processes on the wire-level server this test process runs.
let wire: MongoWireServer | undefined;
describeTwoProcesses('the wire-level server', async () => {
  wire = await MongoWireServer.start();
  return { uri: wire.uri('lead_intake_two_processes'), drop: async () => wire?.stop() };
});

// A real replica set when MONGODB_URI names one.
const uri = process.env.MONGODB_URI;
describeTwoProcesses(
  'MONGODB_URI',
  async () => {
    const scoped = scopedUri(uri!, `lead_intake_test_processes_${process.pid}_${Date.now()}`);
    return {
      uri: scoped,
      drop: async () => {
        const client = await MongoClient.connect(scoped);
        await client.db().dropDatabase();
        await client.close();
      },
    };
  },
  uri ? undefined : 'MONGODB_URI is unset (it needs a MongoDB replica set)',
);
