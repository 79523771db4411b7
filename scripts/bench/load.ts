import { spawn } from 'node:child_process';
import path from 'node:path';
import type { OpenLoopResult } from './open-loop.ts';
import { cpuSeconds, ROOT, type Running } from './servers.ts';
import { parseWrk, type WrkResult } from './wrk.ts';

const LUA = path.join(ROOT, 'scripts/bench/lead.lua');

const run = (command: string, args: string[]) => new Promise<string>((resolve, reject) => {
  const child = spawn('taskset', ['-c', '1', command, ...args]);
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (out += chunk));
  child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} failed: ${out}`))));
});

/**
 * Closed loop: wrk on core 1, `connections` each sending its next request when answered; the
 * bench's reference lead, or the body of `template` (its {{phone}} and {{email}} made unique).
 */
export async function wrk(url: string, connections: number, seconds: number, round: number, template?: string): Promise<WrkResult> {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-s', LUA, url, '--', String(round), ...(template ? [template] : [])];
  return parseWrk(await run('wrk', args));
}

/** Open loop on core 1 (open-loop.ts); leads numbered from `first`. */
export async function openLoop(url: string, rate: number, seconds: number, first: number): Promise<OpenLoopResult> {
  const out = await run(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/bench/open-loop.ts'), url, String(rate), String(seconds), String(first)]);
  return JSON.parse(out.trim().split('\n').pop()!);
}

/** Runs `load` and adds the server's CPU seconds per request it made. */
export async function withCpu<T extends object>(server: Running, load: () => Promise<T>, requests: (result: T) => number) {
  const before = cpuSeconds(server);
  const result = await load();
  return { ...result, cpuPerRequestUs: ((cpuSeconds(server) - before) / requests(result)) * 1e6 };
}
