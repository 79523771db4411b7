import { expect } from 'chai';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { loadConfig } from '../../service/base/config.ts';
import { startServer, type RunningServer } from '../../service/server.ts';
import { MongoWireServer } from '../helpers/mongo-wire-server.ts';
import { uniquePhone } from '../helpers/mongo-wire-store.ts';
import { removeDir, tempDataDir } from '../helpers/test-server.ts';

// The MongoDB store logs through the service's own logger (its level and destination), not a
// logger of its own: what it retries in the background is where the operator reads the service.
describe('MongoDB store: logs go to the service logger', function () {
  this.timeout(20_000);
  let wire: MongoWireServer;
  let running: RunningServer;
  const dataDir = tempDataDir();
  const lines: Array<{ level: number; msg: string }> = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  before(async () => {
    wire = await MongoWireServer.start();
    // The live feed's first stream is refused once; it opens again and logs why.
    wire.script('aggregate', () => ({
      ok: 0,
      code: 13,
      codeName: 'Unauthorized',
      errmsg: 'not authorized on lead_intake_log to execute command',
    }));
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      MONGODB_URI: wire.uri('lead_intake_log'),
      ADMIN_TOKEN: 'admin-token-for-the-log-test',
    });
    running = await startServer(config, pino({ level: 'warn', base: undefined }, destination));
  });
  after(async () => {
    await running?.close();
    await wire?.stop();
    removeDir(dataDir);
  });

  it('logs a delivery write retried in the background, and a live feed opened again, to the service log', async () => {
    let refused = false;
    wire.always('insert', (command) => {
      if (command.insert !== 'deliveries' || refused) return undefined;
      refused = true;
      return { n: 0, writeErrors: [{ index: 0, code: 121, errmsg: 'Document failed validation' }], ok: 1 };
    });
    const headers = { Authorization: `Bearer ${running.adminToken}`, 'Content-Type': 'application/json' };
    const source = await (
      await fetch(`${running.url}/api/sources`, { method: 'POST', headers, body: JSON.stringify({ name: 'Logged' }) })
    ).json();
    const answer = await fetch(source.webhookUrl.replace(running.publicBaseUrl, running.url), {
      method: 'POST',
      headers,
      body: JSON.stringify({ phone: uniquePhone() }),
    });
    expect(answer.status).to.equal(200);
    const end = Date.now() + 10_000;
    while (lines.length < 2 && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines.map((line) => line.msg)).to.include.members([
      'MongoDB live feed stopped; opening it again',
      'MongoDB follow-up write failed; retrying in the background',
    ]);
  });
});
