import { expect } from 'chai';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { spawnService } from '../helpers/service-process.ts';
import { removeDir, tempDataDir, unique, uniquePhone } from '../helpers/test-server.ts';

describe('The service as a process (npm start)', function () {
  this.timeout(60_000);
  let dataDir: string;
  beforeEach(() => {
    dataDir = tempDataDir();
  });
  afterEach(() => removeDir(dataDir));

  const localBase = (webhookUrl: string, base: string) => webhookUrl.replace(/^http:\/\/localhost:\d+/, base);

  it('generates an admin token once, signs in by URL fragment, keeps leads across restarts, exits 0 on SIGTERM', async () => {
    const first = spawnService({ DATA_DIR: dataDir });
    const line = await first.started;
    const token = readFileSync(`${dataDir}/admin-token`, 'utf8').trim();
    expect(line.adminPage).to.match(new RegExp(`/#token=${token}$`));
    expect(line.adminPage).not.to.contain('?');
    const base = await first.url();
    const auth = { Authorization: `Bearer ${token}` };
    const source = await (
      await fetch(`${base}/api/sources`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ name: unique('restart') }),
      })
    ).json();
    const webhook = localBase(source.webhookUrl, base);
    const { lead } = await (
      await fetch(webhook, { method: 'POST', body: JSON.stringify({ phone: uniquePhone() }) })
    ).json();
    first.child.kill('SIGTERM');
    expect(await first.exited).to.equal(0);
    const logs = first.stdout();
    expect(logs.split(token).length - 1, 'the generated token is printed once').to.equal(1);
    const agentToken = readFileSync(`${dataDir}/agent-token`, 'utf8').trim();
    expect((line as { agentToken?: string }).agentToken).to.equal(agentToken);
    expect(logs.split(agentToken).length - 1, 'the generated agent token is printed once').to.equal(1);
    expect(logs).not.to.contain(webhook.split('/webhook/')[1]);
    for (const entry of logs.trim().split('\n')) expect(() => JSON.parse(entry)).not.to.throw();

    const second = spawnService({ DATA_DIR: dataDir });
    const again = await second.started;
    expect(again.adminPage).not.to.contain(token);
    const base2 = await second.url();
    const stored = await fetch(`${base2}/api/leads/${lead.id}`, { headers: auth });
    expect(await stored.json()).to.deep.equal({ ...lead, submissions: [] });
    const duplicate = await fetch(localBase(source.webhookUrl, base2), {
      method: 'POST',
      body: JSON.stringify({ phone: lead.phone }),
    });
    expect(await duplicate.json()).to.deep.equal({ status: 'duplicate', matchedOn: 'phone' });
    second.child.kill('SIGINT');
    expect(await second.exited).to.equal(0);
    expect(second.stdout()).not.to.contain(token).and.not.to.contain(agentToken);
  });

  it("shows a quiet hour's request log lines within seconds, not at the next 4 KB of logs, and keeps them through a crash", async () => {
    const service = spawnService({ DATA_DIR: dataDir, ADMIN_TOKEN: 'env-admin-token-123' });
    const base = await service.url();
    const requestId = unique('quiet');
    await fetch(`${base}/healthz`, { headers: { 'X-Request-Id': requestId } });
    const deadline = Date.now() + 5_000;
    while (!service.stdout().includes(requestId) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const shown = service.stdout().includes(requestId);
    service.crash(); // no exit handler runs: what was not written by now is lost
    await service.exited;
    expect(shown, 'the request line on stdout within 5 s, the service still running').to.equal(true);
  });

  it('prints no token when ADMIN_TOKEN comes from the environment', async () => {
    const service = spawnService({ DATA_DIR: dataDir, ADMIN_TOKEN: 'env-admin-token-123' });
    const line = await service.started;
    expect(line.adminPage).to.match(/^http:\/\/localhost:\d+\/$/);
    service.child.kill('SIGTERM');
    expect(await service.exited).to.equal(0);
    expect(service.stdout()).not.to.contain('env-admin-token-123');
  });

  it('lets an in-flight request finish on SIGTERM', async () => {
    const service = spawnService({ DATA_DIR: dataDir, ADMIN_TOKEN: 'env-admin-token-123' });
    const base = await service.url();
    const auth = { Authorization: 'Bearer env-admin-token-123' };
    const source = await (
      await fetch(`${base}/api/sources`, { method: 'POST', headers: auth, body: JSON.stringify({ name: 'drain' }) })
    ).json();
    // A body still arriving when SIGTERM comes must be answered and stored.
    const slowBody = Readable.from(
      (async function* () {
        yield `{"phone": "${uniquePhone()}",`;
        await new Promise((resolve) => setTimeout(resolve, 500));
        yield ' "name": "Slow"}';
      })(),
    );
    const pending = fetch(localBase(source.webhookUrl, base), {
      method: 'POST',
      body: Readable.toWeb(slowBody) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    await new Promise((resolve) => setTimeout(resolve, 200));
    service.child.kill('SIGTERM');
    expect((await (await pending).json()).status).to.equal('created');
    expect(await service.exited).to.equal(0);
  });

  const badSettings: Array<[string, Record<string, string>, RegExp]> = [
    ['a malformed PORT', { PORT: 'eighty' }, /PORT must be a whole number/],
    ['an unusable DATA_DIR', { DATA_DIR: '/etc/hostname/data' }, /DATA_DIR is not usable/],
    ['MongoDB without ADMIN_TOKEN', { MONGODB_URI: 'mongodb://127.0.0.1:1/x' }, /MONGODB_URI requires ADMIN_TOKEN/],
    ['a short ADMIN_TOKEN', { ADMIN_TOKEN: 'short' }, /ADMIN_TOKEN must be at least 16 characters/],
    [
      'an unreachable MongoDB',
      { MONGODB_URI: 'mongodb://127.0.0.1:1/x', ADMIN_TOKEN: 'env-admin-token-123' },
      /MongoDB is unreachable/,
    ],
  ];
  for (const [what, env, reason] of badSettings) {
    it(`ends at once with a one-line reason for ${what}`, async () => {
      const service = spawnService({ DATA_DIR: dataDir, ...env });
      expect(await service.exited).to.not.equal(0);
      const lines = service.stderr().trim().split('\n');
      expect(lines).to.have.length(1);
      expect(lines[0])
        .to.match(/^Lead intake cannot start: /)
        .and.match(reason);
    });
  }

  it('ends at once, naming the file, on an empty admin-token file (a first start on a full disk can leave one)', async () => {
    writeFileSync(path.join(dataDir, 'admin-token'), '');
    const service = spawnService({ DATA_DIR: dataDir });
    expect(await service.exited).to.not.equal(0);
    expect(service.stderr().trim()).to.match(
      /^Lead intake cannot start: The token file .*admin-token is empty; delete it to generate a new one/,
    );
  });
});
