// npm run bench: the real service against two ceilings (bare node:http, Koa + router), same
// body, same load generator (wrk), servers on core 0 and wrk on core 1, alternating rounds.
// Loopback only; every run is bounded in time.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConnectionString } from 'mongodb-connection-string-url';
import { dropMongo, existingLead, fillMongo, fillSqlite } from './bench/fill-store.ts';
import { parseWrk, type WrkResult } from './bench/wrk.ts';

const ROUNDS = 3;
const SECONDS = 5;
const CONNECTIONS = 32;
const ADMIN_TOKEN = 'bench-admin-token';
const MILLION = 1_000_000;
// With MONGODB_URI set, the service runs on that server, in databases of its own that are dropped after.
const MONGODB_URI = process.env.MONGODB_URI;
const mongoDatabase = (name: string) => {
  const uri = new ConnectionString(MONGODB_URI!);
  uri.pathname = `/lead_intake_bench_${name}_${Date.now()}`;
  return uri.toString();
};
const ROOT = path.resolve(import.meta.dirname, '..');
const LUA = path.join(ROOT, 'scripts/bench/lead.lua');

if (spawnSync('wrk', ['--version']).error) {
  console.error('npm run bench needs wrk: apt-get install -y wrk');
  process.exit(1);
}

const freePort = () => new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});

interface Running { url: string; process: ChildProcess }

async function start(script: string, env: Record<string, string> = {}): Promise<Running> {
  const port = await freePort();
  const devNull = openSync('/dev/null', 'w');
  const child = spawn('taskset', ['-c', '0', process.execPath, '--import', 'tsx', script], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', devNull, 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    const up = await fetch(`${url}/healthz`).then(() => true, () => false);
    if (up) return { url, process: child };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${script} did not start`);
}

const stop = (running: Running) => new Promise((resolve) => {
  running.process.once('exit', resolve);
  running.process.kill('SIGTERM');
});

function wrk(url: string, connections: number, seconds: number, round: number): Promise<WrkResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('taskset', ['-c', '1', 'wrk', '-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-s', LUA, url, '--', String(round)]);
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.once('exit', (code) => (code === 0 ? resolve(parseWrk(out)) : reject(new Error(`wrk failed: ${out}`))));
  });
}

async function newSource(service: Running): Promise<{ id: string; webhookUrl: string }> {
  const source = await (await fetch(`${service.url}/api/sources`, {
    method: 'POST', headers: { Authorization: `Bearer ${ADMIN_TOKEN}` }, body: JSON.stringify({ name: `bench ${Date.now()}` }),
  })).json();
  return { id: source.id, webhookUrl: source.webhookUrl.replace(/^http:\/\/localhost:\d+/, service.url) };
}

const leadCount = async (service: Running, sourceId: string) =>
  (await (await fetch(`${service.url}/api/sources/${sourceId}`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })).json()).leadCount as number;

/** Posts leads one at a time beside the load and measures how long each takes to show in GET /api/leads. */
async function visibility(service: Running, webhookUrl: string, samples: number): Promise<number[]> {
  const delays: number[] = [];
  for (let i = 0; i < samples; i++) {
    const phone = `+1999${String(i).padStart(7, '0')}`; // an area code wrk never uses
    await fetch(webhookUrl, { method: 'POST', body: JSON.stringify({ phone, name: 'Visibility probe' }) });
    const acknowledged = performance.now();
    for (;;) {
      const { leads } = await (await fetch(`${service.url}/api/leads?phone=${encodeURIComponent(phone)}`, {
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
      })).json();
      if (leads.length > 0) break;
    }
    delays.push(performance.now() - acknowledged);
  }
  return delays;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

function summary(name: string, runs: WrkResult[]) {
  return {
    name,
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    max: Math.max(...runs.map((r) => r.max)),
    errors: runs.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
    rounds: runs.map((r) => r.rps.toFixed(0)).join(' / '),
  };
}

const started = performance.now();
const dataDir = mkdtempSync(path.join(tmpdir(), 'lead-intake-bench-'));
const serviceEnv: Record<string, string> = { DATA_DIR: dataDir, ADMIN_TOKEN, WEBHOOK_RATE_LIMIT: '0' };
const mainDb = MONGODB_URI ? mongoDatabase('main') : undefined;
if (mainDb) serviceEnv.MONGODB_URI = mainDb;
const bare = await start('scripts/bench/bare-server.ts');
const koa = await start('scripts/bench/koa-server.ts');
const service = await start('service/main.ts', serviceEnv);
const main = await newSource(service);
const targets = [
  { name: 'bare node:http', url: `${bare.url}/webhook/x` },
  { name: 'Koa + router', url: `${koa.url}/webhook/x` },
  { name: 'Lead Intake', url: main.webhookUrl },
];

let round = 0;
const warmUps = new Map<string, WrkResult>();
for (const target of targets) warmUps.set(target.name, await wrk(target.url, CONNECTIONS, 2, round++));
const runs = new Map<string, WrkResult[]>(targets.map((t) => [t.name, []]));
let probe: Promise<number[]> = Promise.resolve([]);
for (let r = 0; r < ROUNDS; r++) {
  for (const target of targets) {
    if (target.name === 'Lead Intake' && r === 1) probe = visibility(service, main.webhookUrl, 200);
    runs.get(target.name)!.push(await wrk(target.url, CONNECTIONS, SECONDS, round++));
  }
}
const delays = await probe;
// Every 2xx of every run on this source, warm-up included, plus the visibility probes.
const serviceRuns = [warmUps.get('Lead Intake')!, ...runs.get('Lead Intake')!];
const acknowledged = serviceRuns.reduce((sum, r) => sum + r.requests - r.non2xx, 0) + delays.length;
const stored = await leadCount(service, main.id);

const scaling: Array<[number, WrkResult]> = [];
const scalingSource = await newSource(service);
for (const connections of [1, 8, 32, 128]) scaling.push([connections, await wrk(scalingSource.webhookUrl, connections, 3, round++)]);
// At 128 connections every server here has a long tail once the core is saturated: the bare one, for comparison.
const bare128 = await wrk(targets[0].url, 128, 3, round++);
await Promise.all([stop(bare), stop(koa), stop(service)]);

// The same load on a store that already holds a million leads: dedup stays index-bound, and so
// does a search by phone for the oldest of them.
const bigDir = mkdtempSync(path.join(tmpdir(), 'lead-intake-bench-1m-'));
const bigDb = MONGODB_URI ? mongoDatabase('million') : undefined;
const bigEnv = { ...serviceEnv, DATA_DIR: bigDir, ...(bigDb ? { MONGODB_URI: bigDb } : {}) };
let fillSeconds = bigDb ? 0 : fillSqlite(bigDir, MILLION);
const big = await start('service/main.ts', bigEnv);
if (bigDb) fillSeconds = await fillMongo(bigDb, MILLION); // after the service made its indexes
const bigSource = await newSource(big);
await wrk(bigSource.webhookUrl, CONNECTIONS, 2, round++);
const millionRun = await wrk(bigSource.webhookUrl, CONNECTIONS, SECONDS, round++);
const searches: number[] = [];
for (let i = 0; i < 21; i++) {
  const started = performance.now();
  const { leads } = await (await fetch(`${big.url}/api/leads?phone=${encodeURIComponent(existingLead(i).phone)}`, {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
  })).json();
  if (leads.length !== 1) throw new Error(`the search for existing lead ${i} found ${leads.length} leads`);
  searches.push(performance.now() - started);
}
await stop(big);
rmSync(dataDir, { recursive: true, force: true });
rmSync(bigDir, { recursive: true, force: true });
for (const db of [mainDb, bigDb]) if (db) await dropMongo(db);

const results = targets.map((t) => summary(t.name, runs.get(t.name)!));
const [bareResult, koaResult, serviceResult] = results;
console.log(`Lead Intake benchmark: ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s after a warm-up, medians;`);
console.log(`servers pinned to core 0, wrk to core 1; the service on ${MONGODB_URI ? 'MongoDB (MONGODB_URI)' : 'SQLite with synchronous=FULL'}, WEBHOOK_RATE_LIMIT=0.\n`);
console.log('server            requests/s     p50        p99        max     errors   rounds (requests/s)');
for (const r of results) {
  console.log(`${r.name.padEnd(16)} ${r.rps.toFixed(0).padStart(11)} ${fmt(r.p50).padStart(10)} ${fmt(r.p99).padStart(10)} ${fmt(r.max).padStart(10)} ${String(r.errors).padStart(8)}   ${r.rounds}`);
}
console.log(`\nservice / bare node: ${(serviceResult.rps / bareResult.rps).toFixed(2)}   (target >= 0.30)`);
console.log(`service / Koa:       ${(serviceResult.rps / koaResult.rps).toFixed(2)}   (target >= 0.75)`);
const inFlight = stored - acknowledged;
console.log(`leads acknowledged ${acknowledged}, stored ${stored}: ${inFlight === 0 ? 'equal' : `${inFlight} more stored, answered after wrk stopped reading (at most ${CONNECTIONS} per run)`}`);
console.log(`visibility (200 -> listed by GET /api/leads) under load: p50 ${fmt(percentile(delays, 0.5))}, p99 ${fmt(percentile(delays, 0.99))} over ${delays.length} leads`);
console.log('\nhow cost grows (service, 3 s each):');
for (const [connections, r] of scaling) console.log(`  ${String(connections).padStart(3)} connections: ${r.rps.toFixed(0).padStart(6)} requests/s, p99 ${fmt(r.p99)}`);
console.log(`  (bare node:http at 128 connections: ${bare128.rps.toFixed(0)} requests/s, p99 ${fmt(bare128.p99)})`);
console.log(`  with 1,000,000 leads already stored (filled in ${fillSeconds.toFixed(1)} s): ${millionRun.rps.toFixed(0)} requests/s, p99 ${fmt(millionRun.p99)}, errors ${millionRun.errors + millionRun.non2xx}`);
console.log(`  search by phone among them (GET /api/leads?phone=, one at a time): median ${fmt(median(searches))}`);
console.log(`\nfinished in ${((performance.now() - started) / 1000).toFixed(0)} s`);
