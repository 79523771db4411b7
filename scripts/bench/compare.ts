// npm run bench -- --compare <commit>: the service of this working tree against the service as
// it was at <commit>, in one run: same machine, same bodies, rounds alternating between the two,
// CPU per lead of each server process (every thread). The guard CONTRIBUTING.md asks for on any
// change to the intake path.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unpackBaseline } from './baseline.ts';
import { withThreadCpu, wrk, wrkGet } from './load.ts';
import { startHookEndpoint, type HookEndpoint } from './hook-endpoint.ts';
import { ADMIN_TOKEN, newSource, start, stop, UNLIMITED_INTAKE, type Running } from './servers.ts';
import { labelledFormBody, REFERENCE, type StageBody } from './stages/bodies.ts';

const CONNECTIONS = 32;
const SECONDS = 4;

interface Side {
  name: string;
  /** The endpoint its events go to, when they are sent: each round lasts until its backlog is. */
  hook?: HookEndpoint;
  server: Running;
  url: string;
  cpu: number[];
  main: number[];
  writer: number[];
  rps: number[];
  refused: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function side(
  name: string,
  dataDir: string,
  cwd?: string,
  hook?: HookEndpoint,
  label = '+ 1 subscription',
): Promise<Side> {
  const outbound: Record<string, string> = hook
    ? { OUTBOUND_ALLOW_PRIVATE: 'true', OUTBOUND_CA_FILE: hook.caFile }
    : {};
  const server = await start('service/main.ts', { DATA_DIR: dataDir, ...UNLIMITED_INTAKE, ...outbound }, cwd);
  const source = await newSource(server);
  if (hook) await subscribe(server, hook.url, source.id);
  return {
    name: hook ? `${name} ${label}` : name,
    hook: hook && !label.includes('held') ? hook : undefined,
    server,
    url: source.webhookUrl,
    cpu: [],
    main: [],
    writer: [],
    rps: [],
    refused: 0,
  };
}

/** One subscription (issue 38) to the bench's own HTTPS endpoint: every lead of the source is sent there. */
async function subscribe(server: Running, url: string, sourceId: string): Promise<void> {
  const response = await fetch(`${server.url}/api/subscriptions`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ url, sourceIds: [sourceId] }),
  });
  if (response.status !== 201) throw new Error(`--subscribe: ${response.status} ${await response.text()}`);
}

/**
 * `--url-check`: a third row, `GET /webhook/<token>` (the URL check): Koa's context, the request edge,
 * the router, the route and Koa's answer, with no body read and no write, so what the HTTP
 * framework costs a request is told apart from the reader's and the store's share.
 */
const URL_CHECK = {
  label: 'the URL check, GET /webhook/<token> (Koa, edge, router, answer; no body, no write)',
  get: true,
};

/** `subscribe`: this working tree runs with one subscription (npm run bench -- --compare <commit> --subscribe). */
export async function runCompare(
  revision: string,
  rounds: number,
  { subscribe: withHook = false, urlCheck = false } = {},
): Promise<void> {
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds takes a whole number of rounds, 1 or more');
  const started = performance.now();
  const temp = mkdtempSync(path.join(tmpdir(), 'lead-intake-compare-'));
  const baseline = unpackBaseline(revision);
  const bodies: Array<StageBody | typeof URL_CHECK> = [REFERENCE, labelledFormBody(temp)];
  if (urlCheck) bodies.push(URL_CHECK);
  const load = (url: string, seconds: number, round: number, body: StageBody | typeof URL_CHECK) =>
    'get' in body ? wrkGet(url, CONNECTIONS, seconds) : wrk(url, CONNECTIONS, seconds, round, body.templateFile);
  const sides: Side[] = [];
  const hook = withHook ? await startHookEndpoint() : undefined;
  // The same tree with a subscription whose endpoint never answers: intake's share alone (it
  // writes every event with its lead; the worker, its slots held, sends nothing more).
  const held = withHook ? await startHookEndpoint({ hold: true }) : undefined;
  try {
    sides.push(await side('this working tree', path.join(temp, 'data'), undefined, hook, '+ 1 sub, sent'));
    if (held) sides.push(await side('this working tree', path.join(temp, 'held'), undefined, held, '+ 1 sub, held'));
    sides.push(await side(baseline.label, path.join(baseline.dir, 'data'), baseline.dir));
    console.log(
      `Compare (npm run bench -- --compare ${revision}), ${new Date().toISOString().slice(0, 16)}Z: servers on core 0, wrk on core 1, ${CONNECTIONS} connections,`,
    );
    console.log(
      `${rounds} rounds of ${SECONDS} s alternating between the two after a warm-up each; medians. CPU/lead = server process CPU (all threads) / requests.\n`,
    );
    let round = 0;
    for (const [b, body] of bodies.entries()) {
      const runs = sides.map((s) => ({
        ...s,
        cpu: [] as number[],
        main: [] as number[],
        writer: [] as number[],
        rps: [] as number[],
        refused: 0,
      }));
      for (const s of runs) {
        await load(s.url, 1, round++, body);
        await s.hook?.drained();
      }
      for (let r = 0; r < rounds; r++) {
        for (const s of runs) {
          // A side that sends its events is measured until its backlog is sent: the sender's CPU is
          // its own, never spent during another side's round.
          const result = await withThreadCpu(
            s.server,
            async () => {
              const result = await load(s.url, SECONDS, round++, body);
              await s.hook?.drained();
              return result;
            },
            (w) => w.requests,
          );
          s.cpu.push(result.cpuPerRequestUs);
          s.main.push(result.threadsUs.main);
          s.writer.push(result.threadsUs.busiest);
          s.rps.push(result.rps);
          s.refused += result.non2xx + result.errors;
        }
      }
      print(`[${b + 1}] ${body.label}`, runs);
    }
    if (hook) console.log(`the subscription's endpoint received ${hook.received()} events`);
    if (held) console.log(`the held endpoint received ${held.received()} events (never answered)`);
    if (hook)
      console.log(
        "'sent': intake and the in-process sender (signing, TLS, HTTP, attempt records); 'held': intake alone (the lead's write with its event); the sender's share is their difference",
      );
  } finally {
    await hook?.close();
    await held?.close();
    await Promise.all(sides.map((s) => stop(s.server)));
    rmSync(temp, { recursive: true, force: true });
    rmSync(baseline.dir, { recursive: true, force: true });
  }
  console.log(`\nfinished in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

function print(title: string, runs: Side[]): void {
  console.log(title);
  console.log(
    '  server                                CPU/lead  main thread  writer thread  requests/s   not 2xx   rounds (CPU µs/lead)',
  );
  const us = (values: number[]) => `${median(values).toFixed(0)} µs`;
  for (const s of runs) {
    const rounds = s.cpu.map((c) => c.toFixed(0)).join(' / ');
    console.log(
      `  ${s.name.padEnd(36)} ${us(s.cpu).padStart(9)} ${us(s.main).padStart(12)} ${us(s.writer).padStart(14)} ${median(s.rps).toFixed(0).padStart(11)} ${String(s.refused).padStart(9)}   ${rounds}`,
    );
  }
  const there = runs[runs.length - 1];
  for (const here of runs.slice(0, -1)) {
    const cpuRatio = median(here.cpu) / median(there.cpu);
    console.log(
      `  CPU per lead ${here.name} / ${there.name}: ${cpuRatio.toFixed(2)} (${cpuRatio > 1 ? '+' : ''}${(median(here.cpu) - median(there.cpu)).toFixed(0)} µs); requests/s: ${(median(here.rps) / median(there.rps)).toFixed(2)}`,
    );
  }
  if (runs.some((s) => s.refused > 0))
    console.log('  (answers other than 2xx: a version that refuses this body spends less on it; compare with care)');
  console.log('');
}
