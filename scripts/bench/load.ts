import { spawn } from 'node:child_process';
import path from 'node:path';
import type { OpenLoopResult } from './open-loop.ts';
import { cpuSeconds, ROOT, threadCpuSeconds, type Running } from './servers.ts';
import { parseWrk, type WrkResult } from './wrk.ts';

const LUA = path.join(ROOT, 'scripts/bench/lead.lua');

const run = (command: string, args: string[]) =>
  new Promise<string>((resolve, reject) => {
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
export async function wrk(
  url: string,
  connections: number,
  seconds: number,
  round: number,
  template?: string,
): Promise<WrkResult> {
  const args = [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '--latency',
    '-s',
    LUA,
    url,
    '--',
    String(round),
    ...(template ? [template] : []),
  ];
  return parseWrk(await run('wrk', args));
}

/** Closed loop without a body: `GET url` (a webhook URL's check: the Koa path alone, no body read, no write). */
export async function wrkGet(url: string, connections: number, seconds: number): Promise<WrkResult> {
  return parseWrk(await run('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', url]));
}

/** Open loop on core 1 (open-loop.ts); leads numbered from `first`. */
export async function openLoop(url: string, rate: number, seconds: number, first: number): Promise<OpenLoopResult> {
  const out = await run(process.execPath, [
    '--import',
    'tsx',
    path.join(ROOT, 'scripts/bench/open-loop.ts'),
    url,
    String(rate),
    String(seconds),
    String(first),
  ]);
  return JSON.parse(out.trim().split('\n').pop()!);
}

/** Runs `load` and adds the server's CPU seconds per request it made. */
export async function withCpu<T extends object>(
  server: Running,
  load: () => Promise<T>,
  requests: (result: T) => number,
) {
  const before = cpuSeconds(server);
  const result = await load();
  return { ...result, cpuPerRequestUs: ((cpuSeconds(server) - before) / requests(result)) * 1e6 };
}

/**
 * withCpu, and the CPU per request of the server's threads: the main thread (the event loop),
 * the busiest other one (in the service, the SQLite writer thread) and all the others together.
 */
export async function withThreadCpu<T extends object>(
  server: Running,
  load: () => Promise<T>,
  requests: (result: T) => number,
) {
  const before = threadCpuSeconds(server);
  const result = await withCpu(server, load, requests);
  const used = [...threadCpuSeconds(server)].map(([tid, seconds]) => [tid, seconds - (before.get(tid) ?? 0)] as const);
  const perRequest = (seconds: number) => (seconds / requests(result)) * 1e6;
  const main = used.find(([tid]) => tid === server.process.pid)?.[1] ?? 0;
  const others = used
    .filter(([tid]) => tid !== server.process.pid)
    .map(([, seconds]) => seconds)
    .sort((a, b) => b - a);
  const busiest = others[0] ?? 0;
  const rest = others.slice(1).reduce((sum, seconds) => sum + seconds, 0);
  return { ...result, threadsUs: { main: perRequest(main), busiest: perRequest(busiest), rest: perRequest(rest) } };
}
