import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { spawnService } from '../helpers/service-process.ts';
import { removeDir, tempDataDir } from '../helpers/test-server.ts';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const logLines = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('The start line (npm start)', function () {
  this.timeout(60_000);
  let dataDir: string;
  beforeEach(() => {
    dataDir = tempDataDir();
  });
  afterEach(() => removeDir(dataDir));

  it('with TOKENS_IN_LOG=false names the token files instead of printing the generated tokens, and the version', async () => {
    const service = spawnService({ DATA_DIR: dataDir, TOKENS_IN_LOG: 'false' });
    const line = (await service.started) as Record<string, unknown>;
    service.child.kill('SIGTERM');
    expect(await service.exited).to.equal(0);
    const admin = readFileSync(path.join(dataDir, 'admin-token'), 'utf8').trim();
    const agent = readFileSync(path.join(dataDir, 'agent-token'), 'utf8').trim();
    expect(service.stdout()).not.to.contain(admin).and.not.to.contain(agent);
    expect(line).to.include({
      adminTokenFile: path.join(dataDir, 'admin-token'),
      agentTokenFile: path.join(dataDir, 'agent-token'),
      version,
    });
    expect(line.adminPage).to.match(/^http:\/\/localhost:\d+\/$/);
    expect(line).not.to.have.property('agentToken');
    expect(line.msg).to.contain('adminTokenFile');
  });

  it('keeps printing a generated token once by default, and names the version', async () => {
    const service = spawnService({ DATA_DIR: dataDir });
    const line = (await service.started) as Record<string, unknown>;
    service.child.kill('SIGTERM');
    expect(await service.exited).to.equal(0);
    expect(line.adminPage).to.contain(`#token=${readFileSync(path.join(dataDir, 'admin-token'), 'utf8').trim()}`);
    expect(line.version).to.equal(version);
  });

  // Issue 36 item 9: the token printed once is soon lost in a scrollback; each later start says where it is.
  it('names the token file on a later start, when the token is not printed', async () => {
    const first = spawnService({ DATA_DIR: dataDir });
    await first.started;
    first.child.kill('SIGTERM');
    expect(await first.exited).to.equal(0);
    const later = spawnService({ DATA_DIR: dataDir });
    const line = (await later.started) as Record<string, unknown>;
    later.child.kill('SIGTERM');
    expect(await later.exited).to.equal(0);
    expect(line.adminPage).to.match(/^http:\/\/localhost:\d+\/$/);
    expect(line).to.include({ adminTokenFile: path.join(dataDir, 'admin-token') });
    expect(line.msg).to.contain('sign in with the token in adminTokenFile');
  });

  it('warns when listening beyond loopback without PUBLIC_BASE_URL (at any LOG_LEVEL), not with it', async () => {
    const bare = spawnService({
      DATA_DIR: dataDir,
      HOST: '0.0.0.0',
      ADMIN_TOKEN: 'env-admin-token-123',
      LOG_LEVEL: 'error',
    });
    await bare.started;
    bare.child.kill('SIGTERM');
    expect(await bare.exited).to.equal(0);
    const warning = logLines(bare.stdout()).find((line) => line.level === 40);
    expect(warning?.msg)
      .to.contain('PUBLIC_BASE_URL')
      .and.to.match(/http:\/\/localhost:\d+/);

    const set = spawnService({
      DATA_DIR: dataDir,
      HOST: '0.0.0.0',
      ADMIN_TOKEN: 'env-admin-token-123',
      PUBLIC_BASE_URL: 'https://leads.example.com',
    });
    await set.started;
    set.child.kill('SIGTERM');
    expect(await set.exited).to.equal(0);
    expect(logLines(set.stdout()).filter((line) => line.level === 40)).to.deep.equal([]);
  });
});
