import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const ADMIN_TOKEN = 'bench-admin-token';
/** The service's settings in every bench: no rate limit and no daily quota, which the load would reach in seconds. */
export const UNLIMITED_INTAKE = {
  ADMIN_TOKEN,
  WEBHOOK_RATE_LIMIT: '0',
  WEBHOOK_BYTES_PER_SECOND: '0',
  WEBHOOK_DAILY_QUOTA: '0',
};

export interface Running {
  url: string;
  process: ChildProcess;
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Starts a server script pinned to core 0 and waits for its /healthz. */
export async function start(
  script: string,
  env: Record<string, string> = {},
  cwd = ROOT,
  nodeArgs: string[] = [],
): Promise<Running> {
  const port = await freePort();
  const devNull = openSync('/dev/null', 'w');
  const child = spawn('taskset', ['-c', '0', process.execPath, ...nodeArgs, '--import', 'tsx', script], {
    cwd,
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', devNull, 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    const up = await fetch(`${url}/healthz`).then(
      () => true,
      () => false,
    );
    if (up) return { url, process: child };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${script} did not start`);
}

export const stop = (running: Running) =>
  new Promise((resolve) => {
    running.process.once('exit', resolve);
    running.process.kill('SIGTERM');
  });

/** CPU seconds (user + system, every thread) the server process has used so far. */
export function cpuSeconds(running: Running): number {
  // taskset execs node, so the child's pid is the server's. Fields 14 and 15 of stat, after the name.
  const stat = readFileSync(`/proc/${running.process.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // clock ticks of 10 ms (USER_HZ)
}

/** CPU seconds of each thread of the server process so far, by thread id (the main thread's id is the pid). */
export function threadCpuSeconds(running: Running): Map<number, number> {
  const threads = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${running.process.pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${running.process.pid}/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      threads.set(Number(tid), (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // a thread that ended meanwhile
    }
  }
  return threads;
}

export async function newSource(service: Running): Promise<{ id: string; webhookUrl: string }> {
  const source = await (
    await fetch(`${service.url}/api/sources`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
      body: JSON.stringify({ name: `bench ${Date.now()}` }),
    })
  ).json();
  return { id: source.id, webhookUrl: source.webhookUrl.replace(/^http:\/\/localhost:\d+/, service.url) };
}

export const leadCount = async (service: Running, sourceId: string) =>
  (
    await (
      await fetch(`${service.url}/api/sources/${sourceId}`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })
    ).json()
  ).leadCount as number;

/** Posts leads one at a time beside the load and measures how long each takes to show in GET /api/leads. */
export async function visibility(service: Running, webhookUrl: string, samples: number): Promise<number[]> {
  const delays: number[] = [];
  for (let i = 0; i < samples; i++) {
    const phone = `+1999${String(i).padStart(7, '0')}`; // an area code wrk never uses
    await fetch(webhookUrl, { method: 'POST', body: JSON.stringify({ phone, name: 'Visibility probe' }) });
    const acknowledged = performance.now();
    for (;;) {
      const { leads } = await (
        await fetch(`${service.url}/api/leads?phone=${encodeURIComponent(phone)}`, {
          headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
        })
      ).json();
      if (leads.length > 0) break;
    }
    delays.push(performance.now() - acknowledged);
  }
  return delays;
}
