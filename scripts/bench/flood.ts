// npm run bench -- --flood: one webhook URL floods the service with the bodies that cost the most
// to read (issue 34: multipart of ~950 parts near the 64 KiB limit), at its default rate limit of 50
// a second after a burst of 200 at once, while another source sends ordinary leads and an admin
// reads /healthz and GET /api/sources. The service runs with its default limits (only the daily
// quota is off). What it reports: the other source's latency alone and under the flood (target:
// p99 within 5x its quiet p99, no 503), /healthz and the admin API under the flood, and what the
// flooding URL was answered. BENCH_BASELINE=<commit> floods that commit too, in the same run.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unpackBaseline } from './baseline.ts';
import { contact } from './contacts.ts';
import { fmt, percentile } from './report.ts';
import { ADMIN_TOKEN, freePort, newSource, start, stop, type Running } from './servers.ts';

// Before the quiet phase, unmeasured: a fresh service's first seconds (JIT) set the quiet p99 otherwise (57 to 105 ms against 8 to 12 warm).
const WARM_SECONDS = 3;
const QUIET_SECONDS = 5;
const FLOOD_SECONDS = 8;
const OTHER_PER_SECOND = 50;
const FLOOD_PER_SECOND = 50;
// FLOOD_BURST=<n>: the bodies sent at once before the paced flood (0: the paced flood alone).
const FLOOD_BURST = Number(process.env.FLOOD_BURST ?? 200);
const PROBES_PER_SECOND = 10;
// FLOOD_CPU_PROF=<dir>: the service writes a V8 CPU profile of its main thread there when it stops (node --cpu-prof).
const CPU_PROF_DIR = process.env.FLOOD_CPU_PROF;

interface Timed {
  ms: number;
  status: number;
  /** When it was sent, ms since the client's start (performance.now()). */
  at?: number;
}

async function timed(url: string, init?: RequestInit): Promise<Timed> {
  const started = performance.now();
  try {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status, at: started };
  } catch {
    return { ms: performance.now() - started, status: 0, at: started };
  }
}

/** Calls `send` `perSecond` times a second for `seconds`, on schedule whatever the answers (open loop). */
async function openLoop(perSecond: number, seconds: number, send: (i: number) => Promise<Timed>): Promise<Timed[]> {
  const pending: Array<Promise<Timed>> = [];
  const started = performance.now();
  for (let i = 0; i < perSecond * seconds; i++) {
    const due = started + (i * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(send(i));
  }
  return Promise.all(pending);
}

/**
 * The flooding URL's bodies, sent by a process of its own (flood-sender.ts), made before the phase
 * starts: `start()` sends the first, and the promise it returns has every answer.
 */
async function floodFrom(url: string, seconds: number): Promise<() => Promise<Timed[]>> {
  const first = leadNumber;
  leadNumber += FLOOD_BURST + FLOOD_PER_SECOND * seconds;
  const sender = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'flood-sender.ts'),
      url,
      ...[FLOOD_BURST, FLOOD_PER_SECOND, seconds, first].map(String),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let out = '';
  const ready = new Promise<void>((resolve) =>
    sender.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
      if (out.startsWith('ready\n')) resolve();
    }),
  );
  const exited = once(sender, 'exit');
  await ready;
  return async () => {
    sender.stdin.end('go\n');
    await exited;
    return (JSON.parse(out.slice('ready\n'.length)) as number[]).map((status) => ({ status, ms: 0 }));
  };
}

interface Phase {
  /** The service's own event-loop delay over the phase (prom-client's, from monitorEventLoopDelay), ms. */
  lag: { p99: number; max: number };
  /** This client's own event-loop delay over the phase (core 1, beside the flooding process), ms: a stall here delays the measured answers too. */
  clientLag: { p99: number; max: number };
  other: Timed[];
  health: Timed[];
  admin: Timed[];
  flood: Timed[];
  started: number;
}

let leadNumber = 50_000_000;

/** The service's event-loop delay since the last scrape (prom-client resets it on each). */
async function eventLoopLag(metricsUrl: string): Promise<{ p99: number; max: number }> {
  const text = await (await fetch(metricsUrl)).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? NaN) * 1000;
  return { p99: value('nodejs_eventloop_lag_p99_seconds'), max: value('nodejs_eventloop_lag_max_seconds') };
}

async function phase(service: Running, metricsUrl: string, seconds: number, flooding: boolean): Promise<Phase> {
  const [other, flooder] = [await newSource(service), await newSource(service)];
  const postLead = () => {
    const { phone, email } = contact(leadNumber++);
    return timed(other.webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Other Source', phone, email, message: 'a lead of another source' }),
    });
  };
  const admin = { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } };
  const startFlood = flooding ? await floodFrom(flooder.webhookUrl, seconds) : async () => [];
  await eventLoopLag(metricsUrl);
  const clientLag = monitorEventLoopDelay({ resolution: 1 });
  clientLag.enable();
  const floodStarted = performance.now();
  const flood = startFlood();
  const [otherAnswers, health, adminAnswers, floodAnswers] = await Promise.all([
    openLoop(OTHER_PER_SECOND, seconds, postLead),
    openLoop(PROBES_PER_SECOND, seconds, () => timed(`${service.url}/healthz`)),
    openLoop(PROBES_PER_SECOND, seconds, () => timed(`${service.url}/api/sources`, admin)),
    flood,
  ]);
  clientLag.disable();
  return {
    lag: await eventLoopLag(metricsUrl),
    clientLag: { p99: clientLag.percentile(99) / 1e6, max: clientLag.max / 1e6 },
    other: otherAnswers,
    health,
    admin: adminAnswers,
    flood: floodAnswers,
    started: floodStarted,
  };
}

const latencies = (answers: Timed[]) => {
  const ms = answers.map((a) => a.ms);
  return `p50 ${fmt(percentile(ms, 0.5))}, p99 ${fmt(percentile(ms, 0.99))}, max ${fmt(Math.max(...ms))}`;
};
const slowest = (answers: Timed[], started: number) =>
  [...answers]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 6)
    .map((a) => `${fmt((a.at ?? 0) - started)}: ${fmt(a.ms)}`)
    .join(', ');
const statuses = (answers: Timed[]) => {
  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count}× ${status || 'failed'}`)
    .join(', ');
};

async function floodOne(label: string, cwd: string, dataDir: string): Promise<string[]> {
  const metricsPort = await freePort();
  const service = await start(
    'service/main.ts',
    { DATA_DIR: dataDir, ADMIN_TOKEN, WEBHOOK_DAILY_QUOTA: '0', METRICS_PORT: String(metricsPort) },
    cwd,
    CPU_PROF_DIR ? ['--cpu-prof', '--cpu-prof-interval=250', `--cpu-prof-dir=${path.resolve(CPU_PROF_DIR)}`] : [],
  );
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  try {
    await phase(service, metricsUrl, WARM_SECONDS, false);
    const quiet = await phase(service, metricsUrl, QUIET_SECONDS, false);
    const flooded = await phase(service, metricsUrl, FLOOD_SECONDS, true);
    const p99 = (answers: Timed[]) =>
      percentile(
        answers.map((a) => a.ms),
        0.99,
      );
    const ratio = p99(flooded.other) / p99(quiet.other);
    const other503 = flooded.other.filter((a) => a.status === 503).length;
    return [
      `### ${label}`,
      '',
      '| what | alone | under the flood |',
      '|---|---|---|',
      `| another source's leads (${OTHER_PER_SECOND}/s) | ${latencies(quiet.other)} | ${latencies(flooded.other)} |`,
      `| its answers | ${statuses(quiet.other)} | ${statuses(flooded.other)} |`,
      `| the service's event-loop delay, p99 / max | ${fmt(quiet.lag.p99)} / ${fmt(quiet.lag.max)} | ${fmt(flooded.lag.p99)} / ${fmt(flooded.lag.max)} |`,
      `| the bench client's own event-loop delay (core 1), p99 / max | ${fmt(quiet.clientLag.p99)} / ${fmt(quiet.clientLag.max)} | ${fmt(flooded.clientLag.p99)} / ${fmt(flooded.clientLag.max)} |`,
      `| \`GET /healthz\` | ${latencies(quiet.health)} | ${latencies(flooded.health)} |`,
      `| \`GET /api/sources\` (admin) | ${latencies(quiet.admin)} | ${latencies(flooded.admin)} |`,
      `| the flooding URL's answers | | ${statuses(flooded.flood)} |`,
      '',
      `The other source's 6 slowest leads under the flood, sent at (ms after the flood's start) and answered in: ${slowest(flooded.other, flooded.started)}.`,
      '',
      `Another source's p99 under the flood: ${ratio.toFixed(1)}× its quiet p99 (target: at most 5×), ${other503} answered 503 (target: none): ${ratio <= 5 && other503 === 0 ? 'met' : 'NOT met'}.`,
      '',
    ];
  } finally {
    await stop(service);
  }
}

export async function runFlood(): Promise<void> {
  const temp = () => mkdtempSync(path.join(tmpdir(), 'lead-intake-flood-'));
  const baselines = (process.env.BENCH_BASELINE ?? '').split(',').filter(Boolean).map(unpackBaseline);
  const lines = [
    `Flood of the costliest bodies from one URL (${FLOOD_BURST} at once, then ${FLOOD_PER_SECOND}/s for ${FLOOD_SECONDS} s), ${new Date().toISOString().slice(0, 10)}; service on core 0 with its default limits (daily quota off), load on core 1.`,
    '',
  ];
  const dirs: string[] = [];
  try {
    const dir = temp();
    dirs.push(dir);
    lines.push(...(await floodOne('the working tree', path.resolve(import.meta.dirname, '../..'), dir)));
    for (const baseline of baselines) {
      const baseDir = temp();
      dirs.push(baseDir, baseline.dir);
      lines.push(...(await floodOne(baseline.label, baseline.dir, baseDir)));
    }
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
  console.log(lines.join('\n'));
}
