import { expect } from 'chai';
import { spawnService } from '../helpers/service-process.ts';
import { removeDir, tempDataDir } from '../helpers/test-server.ts';

const ADMIN_TOKEN = 'crash-test-admin-token';
const CLIENTS = 32;
const LEADS = 3000;

// SIGKILL mid-load: every lead answered 200 "created" must be on disk exactly once after restart.
describe('Crash safety: SIGKILL under load loses no acknowledged lead', function () {
  this.timeout(120_000);
  let dataDir: string;
  before(() => (dataDir = tempDataDir()));
  after(() => removeDir(dataDir));

  it(`keeps every acknowledged lead of ${CLIENTS} concurrent clients across a kill -9`, async () => {
    const env = {
      DATA_DIR: dataDir,
      ADMIN_TOKEN,
      WEBHOOK_RATE_LIMIT: '0',
      WEBHOOK_BYTES_PER_SECOND: '0',
      LOG_LEVEL: 'warn',
    };
    const first = spawnService(env);
    const base = await first.url();
    const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };
    const source = await (
      await fetch(`${base}/api/sources`, { method: 'POST', headers: auth, body: '{"name": "crash"}' })
    ).json();
    const webhook = source.webhookUrl.replace(/^http:\/\/localhost:\d+/, base);

    const acknowledged = new Map<string, string>(); // lead id -> phone
    let next = 0;
    let killed = false;
    const client = async () => {
      while (next < LEADS) {
        const phone = `+1415${String(5_000_000 + next++).padStart(7, '0')}`;
        try {
          const response = await fetch(webhook, {
            method: 'POST',
            body: JSON.stringify({ phone, name: 'Crash Test' }),
          });
          const answer = await response.json();
          if (response.status === 200 && answer.status === 'created') acknowledged.set(answer.lead.id, phone);
        } catch {
          if (killed) return; // the connection died with the process: not acknowledged
        }
        if (!killed && acknowledged.size >= LEADS / 2) {
          killed = true;
          first.crash();
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));
    expect(await first.exited).to.equal(null); // died by the signal
    expect(acknowledged.size).to.be.at.least(LEADS / 2);

    const second = spawnService(env);
    const base2 = await second.url();
    const stored: Array<{ id: string; phone: string }> = [];
    let cursor: string | null = null;
    do {
      const page: { leads: Array<{ id: string; phone: string }>; nextCursor: string | null } = await (
        await fetch(`${base2}/api/leads?limit=500${cursor ? `&cursor=${cursor}` : ''}`, { headers: auth })
      ).json();
      stored.push(...page.leads);
      cursor = page.nextCursor;
    } while (cursor);
    second.child.kill('SIGTERM');
    await second.exited;

    const storedIds = new Set(stored.map((l) => l.id));
    const lost = [...acknowledged.keys()].filter((id) => !storedIds.has(id));
    expect(lost, 'acknowledged but not stored').to.deep.equal([]);
    expect(new Set(stored.map((l) => l.phone)).size, 'each phone stored once').to.equal(stored.length);
    for (const lead of stored) {
      if (acknowledged.has(lead.id)) expect(lead.phone).to.equal(acknowledged.get(lead.id));
    }
  });
});
