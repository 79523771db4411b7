import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { removeDir, tempDataDir } from '../helpers/test-server.ts';

const storeModule = fileURLToPath(new URL('../../service/store/sqlite/sqlite-store.ts', import.meta.url));
const wireStoreModule = fileURLToPath(new URL('../helpers/mongo-wire-store.ts', import.meta.url));

/** Runs `script` (an ES module body) in a child process: its stdout, and its exit code (null: killed after 20 s, a handle left open). */
async function runChild(script: string): Promise<{ out: string; code: number | null }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  // Far longer than a start takes; only a handle left open reaches it.
  const limit = setTimeout(() => child.kill('SIGKILL'), 20_000);
  const code = await exited;
  clearTimeout(limit);
  return { out: out.trim(), code };
}

// `npx mocha --grep Mongo 'test/**/*.test.ts'` never exited: a test file opened a SqliteStore
// while mocha loaded it, the grep skipped its `after` (close), and the idle writer thread kept the
// process alive (Node 20 re-references a worker's port when a 'message' listener is added after
// unref()). An idle store must not keep a process alive, closed or not.
describe('SQLite store left open', () => {
  it('does not keep the process alive once idle', async function () {
    this.timeout(30_000);
    const dir = tempDataDir();
    try {
      const { out, code } = await runChild(`const { SqliteStore } = await import(${JSON.stringify(storeModule)});
        const store = new SqliteStore(${JSON.stringify(dir)});
        await store.listSources();
        console.log('opened');`);
      expect(out).to.equal('opened');
      expect(code, 'the process exited by itself').to.equal(0);
    } finally {
      removeDir(dir);
    }
  });

  // The MongoDB store's background timers (follow-up repairs, pruning, settling unknown leads) and
  // request deadlines must not hold a process that closed it.
  it('MongoDB store: a process that closed it exits, with its background work done', async function () {
    this.timeout(30_000);
    const { out, code } =
      await runChild(`const { openWireStore, newSource, newLead, now } = await import(${JSON.stringify(wireStoreModule)});
      const { store, close } = await openWireStore();
      const source = await newSource(store);
      await store.addLead(newLead(source.id), { at: now() });
      await store.findLeads({ limit: 5 });
      await close();
      console.log('closed');`);
    expect(out).to.equal('closed');
    expect(code, 'the process exited by itself').to.equal(0);
  });
});
