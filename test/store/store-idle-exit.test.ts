import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { removeDir, tempDataDir } from '../helpers/test-server.ts';

const storeModule = fileURLToPath(new URL('../../service/store/sqlite/sqlite-store.ts', import.meta.url));

// `npx mocha --grep Mongo 'test/**/*.test.ts'` never exited: a test file opened a SqliteStore
// while mocha loaded it, the grep skipped its `after` (close), and the idle writer thread kept the
// process alive (Node 20 re-references a worker's port when a 'message' listener is added after
// unref()). An idle store must not keep a process alive, closed or not.
describe('SQLite store left open', () => {
  it('does not keep the process alive once idle', async function () {
    this.timeout(30_000);
    const dir = tempDataDir();
    try {
      const script = `const { SqliteStore } = await import(${JSON.stringify(storeModule)});
        const store = new SqliteStore(${JSON.stringify(dir)});
        await store.listSources();
        console.log('opened');`;
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.on('data', (chunk) => (out += chunk));
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      // Far longer than a start takes; only a handle left open reaches it.
      const limit = setTimeout(() => child.kill('SIGKILL'), 20_000);
      const code = await exited;
      clearTimeout(limit);
      expect(out.trim()).to.equal('opened');
      expect(code, 'the process exited by itself').to.equal(0);
    } finally {
      removeDir(dir);
    }
  });
});
