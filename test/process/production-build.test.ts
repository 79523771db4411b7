import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnService, type ServiceProcess } from '../helpers/service-process.ts';
import { removeDir, tempDataDir, unique, uniquePhone } from '../helpers/test-server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * A production install in a temporary folder outside the repository: the build (`npm run build`),
 * package.json, and a node_modules holding the production dependencies only, so that anything
 * in dist/ still reaching for tsx, TypeScript or a test tool fails here as it would after
 * `npm ci --omit=dev`.
 */
function productionInstall(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lead-intake-prod-'));
  execFileSync('npm', ['run', 'build', '--silent', '--', '--out-dir', path.join(dir, 'dist')], {
    cwd: ROOT,
    stdio: 'pipe',
  });
  cpSync(path.join(ROOT, 'package.json'), path.join(dir, 'package.json'));
  const packages = execFileSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], { cwd: ROOT, encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => path.relative(path.join(ROOT, 'node_modules'), line))
    .filter((name) => name && !name.startsWith('..') && !name.includes(`${path.sep}node_modules${path.sep}`));
  for (const name of new Set(packages)) {
    const target = path.join(dir, 'node_modules', name);
    mkdirSync(path.dirname(target), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules', name), target);
  }
  return dir;
}

describe('The production build (npm run build, npm run start:prod)', function () {
  this.timeout(180_000);
  let install: string;
  let dataDir: string;
  before(() => {
    install = productionInstall();
  });
  after(() => install && removeDir(install));
  beforeEach(() => {
    dataDir = tempDataDir();
  });
  let running: ServiceProcess | undefined;
  afterEach(() => {
    // A failed test must not leave the service holding mocha open.
    if (running && running.child.exitCode === null) running.crash();
    running = undefined;
    removeDir(dataDir);
  });

  it('compiles the service to JavaScript with source maps, and copies the page and the OpenAPI document', () => {
    expect(existsSync(path.join(install, 'node_modules', 'koa')), 'a production dependency').to.equal(true);
    expect(existsSync(path.join(install, 'node_modules', 'tsx')), 'a development dependency').to.equal(false);
    for (const file of [
      'service/main.js',
      'service/main.js.map',
      'service/store/sqlite/writer-worker.js',
      'shared/lead-fields.js',
      'service/page/public/index.html',
      'docs/openapi.json',
      'scripts/backup.js',
    ]) {
      expect(existsSync(path.join(install, 'dist', file)), file).to.equal(true);
    }
  });

  it('serves from dist/ with production dependencies only: a source, a lead stored by the writer thread, read back', async () => {
    const service = spawnService({ DATA_DIR: dataDir }, { script: 'start:prod', cwd: install });
    running = service;
    const base = await service.url();
    const token = readFileSync(path.join(dataDir, 'admin-token'), 'utf8').trim();
    const auth = { Authorization: `Bearer ${token}` };
    const source = await (
      await fetch(`${base}/api/sources`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ name: unique('prod') }),
      })
    ).json();
    const webhook = source.webhookUrl.replace(/^http:\/\/localhost:\d+/, base);
    const answer = await fetch(webhook, {
      method: 'POST',
      body: JSON.stringify({ name: 'Prod Lead', phone: uniquePhone() }),
    });
    const { status, lead } = await answer.json();
    expect(status).to.equal('created');
    expect(await (await fetch(`${base}/api/leads/${lead.id}`, { headers: auth })).json()).to.deep.include(lead);
    expect((await fetch(`${base}/`)).status).to.equal(200);
    for (const file of readdirSync(path.join(ROOT, 'service/page/public'))) {
      const served = Buffer.from(await (await fetch(`${base}/${file}`)).arrayBuffer());
      expect(served.equals(readFileSync(path.join(ROOT, 'service/page/public', file))), file).to.equal(true);
    }
    expect((await (await fetch(`${base}/openapi.json`)).json()).openapi).to.match(/^3\.1/);
    const version = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;
    expect(await (await fetch(`${base}/healthz`)).json()).to.deep.equal({ status: 'ok', version });
    service.child.kill('SIGTERM');
    expect(await service.exited).to.equal(0);
    expect(service.stderr()).to.equal('');
  });

  it('runs the backup script from dist/; without a store it names the path and DATA_DIR', () => {
    const missing = path.join(dataDir, 'missing');
    let failure: { status: number; stderr: string } | null = null;
    try {
      execFileSync('npm', ['run', 'backup:prod', '--silent', '--', path.join(dataDir, 'copy.sqlite')], {
        cwd: install,
        env: { PATH: process.env.PATH, DATA_DIR: missing },
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (error) {
      failure = error as { status: number; stderr: string };
    }
    expect(failure?.status).to.equal(1);
    expect(failure?.stderr).to.contain(path.join(missing, 'leads.sqlite')).and.to.contain('DATA_DIR');
  });
});
