// npm run bench: the real service against two ceilings (bare node:http, Koa + router) and an
// afternoon's peer (Koa + body parser + Joi + better-sqlite3), same body, servers on core 0 and
// the load (wrk, closed loop; open-loop.ts, open loop) on core 1, alternating rounds.
// BENCH_BASELINE=<commit>[,<commit>...] adds the service as it was at each commit to the same run.
// Loopback only; every run is bounded in time.
//   --stages            the stage table alone (scripts/bench/stages/): CPU per lead of each stage of the intake path
//   --compare <commit>  CPU per lead of the working tree against that commit, in one run (scripts/bench/compare.ts);
//                       --rounds <n> for more than 3 alternating rounds (each adds about 16 s);
//                       --url-check: a third row, GET /webhook/<token>: the Koa path alone (no body read, no write);
//                       --subscribe: this working tree with one outbound webhook subscription (issue 38) to an
//                       HTTPS endpoint in the bench process, twice: 'sent' (every lead's event sent, each round
//                       lasting until the backlog is) and 'held' (an endpoint that never answers: intake alone)
//   --profile           every µs of a lead by thread and part, from Linux perf samples (scripts/bench/profile.ts)
//   --flood             one URL floods the costliest bodies while another source sends leads (scripts/bench/flood.ts):
//                       the other source's latency alone and under the flood, /healthz and the admin API
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConnectionString } from 'mongodb-connection-string-url';
import { unpackBaseline } from './bench/baseline.ts';
import { OPEN_LOOP_STREAM } from './bench/contacts.ts';
import { dropMongo, existingLead, fillMongo, fillSqlite } from './bench/fill-store.ts';
import { openLoop, withCpu, wrk } from './bench/load.ts';
import type { OpenLoopResult } from './bench/open-loop.ts';
import { fmt, mergeOpenLoop, percentile, printClosed, printOpenLoop, summary, type Measured } from './bench/report.ts';
import {
  ADMIN_TOKEN,
  leadCount,
  UNLIMITED_INTAKE,
  newSource,
  start,
  stop,
  visibility,
  type Running,
} from './bench/servers.ts';
import type { WrkResult } from './bench/wrk.ts';

const ROUNDS = 3;
const SECONDS = 5;
const CONNECTIONS = 32;
const OPEN_RATES = [1000, 2000];
const OPEN_SLICES = 4; // per rate and server, alternating between servers, so each meets the same machine
const OPEN_SLICE_SECONDS = 2;
const MILLION = 1_000_000;
// With MONGODB_URI set, the service runs on that server, in databases of its own that are dropped after.
const MONGODB_URI = process.env.MONGODB_URI;
const mongoDatabase = (name: string) => {
  const uri = new ConnectionString(MONGODB_URI!);
  uri.pathname = `/lead_intake_bench_${name}_${Date.now()}`;
  return uri.toString();
};

if (spawnSync('wrk', ['--version']).error) {
  console.error('npm run bench needs wrk: apt-get install -y wrk');
  process.exit(1);
}

const { values: options } = parseArgs({
  options: {
    stages: { type: 'boolean' },
    profile: { type: 'boolean' },
    flood: { type: 'boolean' },
    compare: { type: 'string' },
    rounds: { type: 'string' },
    subscribe: { type: 'boolean' },
    'url-check': { type: 'boolean' },
  },
});
if (options.stages) {
  await (await import('./bench/stages/run-stages.ts')).runStages();
  process.exit(0);
}
if (options.flood) {
  await (await import('./bench/flood.ts')).runFlood();
  process.exit(0);
}
if (options.profile) {
  await (await import('./bench/profile.ts')).runProfile();
  process.exit(0);
}
if (options.compare) {
  await (
    await import('./bench/compare.ts')
  ).runCompare(options.compare, Number(options.rounds ?? 3), {
    subscribe: options.subscribe,
    urlCheck: options['url-check'],
  });
  process.exit(0);
}

const started = performance.now();
const temp = (name: string) => mkdtempSync(path.join(tmpdir(), `lead-intake-bench-${name}-`));
const dataDir = temp('main');
const serviceEnv: Record<string, string> = { DATA_DIR: dataDir, ...UNLIMITED_INTAKE };
const mainDb = MONGODB_URI ? mongoDatabase('main') : undefined;
if (mainDb) serviceEnv.MONGODB_URI = mainDb;
const peerDir = temp('peer');
const baselines = (process.env.BENCH_BASELINE ?? '').split(',').filter(Boolean).map(unpackBaseline);

interface Target {
  name: string;
  url: string;
  server: Running;
  sourceId?: string;
}
const target = (name: string, server: Running, path = '/webhook/x'): Target => ({
  name,
  server,
  url: `${server.url}${path}`,
});
const serviceTarget = async (name: string, server: Running): Promise<Target> => {
  const source = await newSource(server);
  return { name, server, url: source.webhookUrl, sourceId: source.id };
};

const bare = target('bare node:http', await start('scripts/bench/bare-server.ts'));
const koa = target('Koa + router', await start('scripts/bench/koa-server.ts'));
const peer = target('afternoon peer', await start('scripts/bench/naive-peer.ts', { DATA_DIR: peerDir }));
const service = await serviceTarget('Lead Intake', await start('service/main.ts', serviceEnv));
const befores: Target[] = [];
for (const { label, dir } of baselines)
  befores.push(
    await serviceTarget(
      label,
      await start('service/main.ts', { ...serviceEnv, DATA_DIR: path.join(dir, 'data') }, dir),
    ),
  );
const services = [service, ...befores];
const targets = [bare, koa, peer, ...services];

let round = 0;
const acknowledged = new Map<Target, number>(services.map((t) => [t, 0]));
const countAnswered = (t: Target, answered: number) =>
  acknowledged.has(t) && acknowledged.set(t, acknowledged.get(t)! + answered);
for (const t of targets) countAnswered(t, ((r) => r.requests - r.non2xx)(await wrk(t.url, CONNECTIONS, 2, round++)));
const runs = new Map<Target, Array<Measured<WrkResult>>>(targets.map((t) => [t, []]));
let probe: Promise<number[]> = Promise.resolve([]);
for (let r = 0; r < ROUNDS; r++) {
  for (const t of targets) {
    if (t === service && r === 1) probe = visibility(service.server, service.url, 200);
    const result = await withCpu(
      t.server,
      () => wrk(t.url, CONNECTIONS, SECONDS, round++),
      (w) => w.requests,
    );
    countAnswered(t, result.requests - result.non2xx);
    runs.get(t)!.push(result);
  }
}
const delays = await probe;
countAnswered(service, delays.length);

// Open loop: the service (and its baselines) against the Koa ceiling, rate by rate, in slices
// alternating between servers.
const openRows: Array<{ name: string; result: Measured<OpenLoopResult> }> = [];
let nextLead = OPEN_LOOP_STREAM * 1_000_000;
for (const rate of OPEN_RATES) {
  const slices = new Map<Target, Array<Measured<OpenLoopResult>>>([koa, ...services].map((t) => [t, []]));
  for (let slice = 0; slice < OPEN_SLICES; slice++) {
    for (const [t, results] of slices) {
      const result = await withCpu(
        t.server,
        () => openLoop(t.url, rate, OPEN_SLICE_SECONDS, nextLead),
        (o) => o.sent,
      );
      nextLead += result.sent;
      countAnswered(t, result.ok);
      results.push(result);
    }
  }
  for (const [t, results] of slices) openRows.push({ name: t.name, result: mergeOpenLoop(results) });
}
const stored = new Map<Target, number>();
for (const t of services) stored.set(t, await leadCount(t.server, t.sourceId!));

const scaling: Array<[number, WrkResult]> = [];
const scalingSource = await newSource(service.server);
for (const connections of [1, 8, 32, 128])
  scaling.push([connections, await wrk(scalingSource.webhookUrl, connections, 3, round++)]);
// At 128 connections every server here has a long tail once the core is saturated: the bare one, for comparison.
const bare128 = await wrk(bare.url, 128, 3, round++);
await Promise.all(targets.map((t) => stop(t.server)));

// The same load on a store that already holds a million leads: dedup stays index-bound, and so
// does a search by phone for the oldest of them.
const bigDir = temp('1m');
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
  const searchStarted = performance.now();
  const { leads } = await (
    await fetch(`${big.url}/api/leads?phone=${encodeURIComponent(existingLead(i).phone)}`, {
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    })
  ).json();
  if (leads.length !== 1) throw new Error(`the search for existing lead ${i} found ${leads.length} leads`);
  searches.push(performance.now() - searchStarted);
}
await stop(big);
for (const dir of [dataDir, bigDir, peerDir, ...baselines.map((b) => b.dir)])
  rmSync(dir, { recursive: true, force: true });
for (const db of [mainDb, bigDb]) if (db) await dropMongo(db);

const results = new Map(targets.map((t) => [t, summary(t.name, runs.get(t)!)]));
const ratio = (a: Target, b: Target) => (results.get(a)!.rps / results.get(b)!.rps).toFixed(2);
console.log(
  `Lead Intake benchmark, ${new Date().toISOString().slice(0, 10)}: servers pinned to core 0, load to core 1; the service on ${MONGODB_URI ? 'MongoDB (MONGODB_URI)' : 'SQLite with synchronous=FULL'}, WEBHOOK_RATE_LIMIT=0, WEBHOOK_DAILY_QUOTA=0.`,
);
console.log(
  `\nClosed loop: wrk, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s after a warm-up, medians; CPU/lead = server process CPU (all threads) / requests.\n`,
);
printClosed([...results.values()]);
console.log(`\nservice / bare node:      ${ratio(service, bare)}   (compass >= 0.30)`);
console.log(`service / Koa:            ${ratio(service, koa)}   (target >= 0.32, issue 28)`);
console.log(`service / afternoon peer: ${ratio(service, peer)}   (target >= 2)`);
for (const before of befores)
  console.log(`service / ${before.name}: ${ratio(service, before)}   (service / Koa there: ${ratio(before, koa)})`);
console.log(
  `\nOpen loop: each rate ${OPEN_SLICES} x ${OPEN_SLICE_SECONDS} s per server (slices alternating, each after 1 s of warm-up at the rate), latency from the scheduled send time (no coordinated omission); client lag = how late the load core sent its latest request.\n`,
);
printOpenLoop(openRows);
for (const rate of OPEN_RATES) {
  const p99 = (t: Target) => openRows.find((row) => row.name === t.name && row.result.rate === rate)!.result.p99;
  const others = befores.map((before) => `; ${before.name}: ${(p99(before) / p99(koa)).toFixed(2)}`).join('');
  console.log(`p99 service / Koa at ${rate}/s: ${(p99(service) / p99(koa)).toFixed(2)}   (target <= 3)${others}`);
}
console.log('');
for (const t of services) {
  const extra = stored.get(t)! - acknowledged.get(t)!;
  console.log(
    `${t.name}: leads acknowledged ${acknowledged.get(t)}, stored ${stored.get(t)}: ${extra === 0 ? 'equal' : `${extra} more stored, answered after wrk stopped reading (at most ${CONNECTIONS} per wrk run)`}`,
  );
}
console.log(
  `visibility (200 -> listed by GET /api/leads) under load: p50 ${fmt(percentile(delays, 0.5))}, p99 ${fmt(percentile(delays, 0.99))} over ${delays.length} leads`,
);
console.log('\nhow cost grows (service, 3 s each):');
for (const [connections, r] of scaling)
  console.log(
    `  ${String(connections).padStart(3)} connections: ${r.rps.toFixed(0).padStart(6)} requests/s, p99 ${fmt(r.p99)}`,
  );
console.log(`  (bare node:http at 128 connections: ${bare128.rps.toFixed(0)} requests/s, p99 ${fmt(bare128.p99)})`);
console.log(
  `  with 1,000,000 leads already stored (filled in ${fillSeconds.toFixed(1)} s): ${millionRun.rps.toFixed(0)} requests/s, p99 ${fmt(millionRun.p99)}, errors ${millionRun.errors + millionRun.non2xx}`,
);
console.log(
  `  search by phone among them (GET /api/leads?phone=, one at a time): median ${fmt(percentile(searches, 0.5))}`,
);
console.log(`\nfinished in ${((performance.now() - started) / 1000).toFixed(0)} s`);
