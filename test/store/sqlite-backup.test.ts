import Database from 'better-sqlite3';
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { SqliteStore } from '../../service/store/sqlite/sqlite-store.ts';
import { removeDir, startSqliteTestServer, tempDataDir, uniquePhone, type TestServer } from '../helpers/test-server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const backup = (dataDir: string, file: string) =>
  promisify(execFile)('npm', ['run', '--silent', 'backup', '--', file], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir },
  });

describe('npm run backup (embedded store)', function () {
  this.timeout(60_000);
  let server: TestServer;
  let backups: string;
  before(async () => {
    server = await startSqliteTestServer({ WEBHOOK_RATE_LIMIT: '0' });
    backups = tempDataDir();
  });
  after(async () => {
    await server.stop();
    removeDir(backups);
  });

  it('copies a consistent, private store while leads are being written, and the copy opens as a store', async () => {
    const source = await server.createSource();
    const acknowledged: string[] = [];
    let writing = true;
    const sender = async () => {
      while (writing) {
        const phone = uniquePhone();
        const answer = await (await server.post(source.webhookUrl, { phone, name: 'Backed Up' })).json();
        if (answer.status === 'created') acknowledged.push(phone);
      }
    };
    const senders = Array.from({ length: 8 }, sender);
    while (acknowledged.length < 200) await new Promise((resolve) => setTimeout(resolve, 10));

    const file = path.join(backups, 'leads-copy.sqlite');
    const before = acknowledged.length;
    const { stdout } = await backup(server.dataDir, file);
    const after = acknowledged.length;
    writing = false;
    await Promise.all(senders);

    expect(stdout).to.match(/integrity ok/);
    expect(statSync(file).mode & 0o777).to.equal(0o600);
    expect(existsSync(`${file}-wal`), 'the copy is one file').to.equal(false);
    const copy = new Database(file, { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).to.equal('ok');
      const leads = (
        copy.prepare('SELECT phone FROM leads WHERE source_id = ?').all(source.id) as Array<{ phone: string }>
      ).map((l) => l.phone);
      expect(leads.length).to.be.within(before, after + 8);
      // One committed state: the counter the same transactions kept agrees with the rows copied.
      const { lead_count } = copy.prepare('SELECT lead_count FROM sources WHERE id = ?').get(source.id) as {
        lead_count: number;
      };
      expect(lead_count).to.equal(leads.length);
      expect(leads).to.include.members(acknowledged.slice(0, before));
    } finally {
      copy.close();
    }

    // Restored as docs/operations.md says: the copy as DATA_DIR/leads.sqlite of a stopped service.
    const restored = tempDataDir();
    try {
      copyFileSync(file, path.join(restored, 'leads.sqlite'));
      const store = new SqliteStore(restored);
      try {
        expect((await store.findWebhook(new URL(source.webhookUrl).pathname.split('/').pop()!))?.source.id).to.equal(
          source.id,
        );
        expect((await store.findLeads({ phone: acknowledged[0], limit: 5 })).leads).to.have.length(1);
      } finally {
        await store.close();
      }
    } finally {
      removeDir(restored);
    }
  });

  it('writes a relative file name where the caller is, not at the package root', async () => {
    // npm runs scripts at the package root; the caller's directory is npm's INIT_CWD.
    const { stdout } = await promisify(execFile)(
      'npm',
      ['--prefix', ROOT, 'run', '--silent', 'backup', '--', 'relative-copy.sqlite'],
      {
        cwd: backups,
        env: { PATH: process.env.PATH, DATA_DIR: server.dataDir },
      },
    );
    expect(stdout).to.contain(path.join(backups, 'relative-copy.sqlite'));
    expect(existsSync(path.join(backups, 'relative-copy.sqlite'))).to.equal(true);
    expect(existsSync(path.join(ROOT, 'relative-copy.sqlite'))).to.equal(false);
  });

  it('refuses to overwrite an existing file', async () => {
    const file = path.join(backups, 'existing.sqlite');
    writeFileSync(file, 'keep me');
    let failure: (Error & { code?: number; stderr?: string }) | undefined;
    await backup(server.dataDir, file).catch((error) => (failure = error));
    expect(failure?.code).to.equal(1);
    expect(failure?.stderr).to.match(/Backup failed: .*EEXIST/);
  });
});
