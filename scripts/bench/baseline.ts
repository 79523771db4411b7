import { execSync } from 'node:child_process';
import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './servers.ts';

/**
 * BENCH_BASELINE=<commit>: the committed service as it was at that commit, unpacked beside this one (same
 * node_modules), so that before and after are measured in one run on the same machine.
 */
export function unpackBaseline(revision: string): { dir: string; label: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'lead-intake-baseline-'));
  execSync(`git archive ${JSON.stringify(revision)} | tar -x -C ${JSON.stringify(dir)}`, {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  const short = execSync(`git rev-parse --short ${JSON.stringify(revision)}`, { cwd: ROOT })
    .toString()
    .trim();
  return { dir, label: `at ${short}` };
}
