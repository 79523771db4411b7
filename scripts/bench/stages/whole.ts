// The whole, for the stage table to be compared with: real servers on core 0 (as in the full
// bench), wrk on core 1, 32 connections, and CPU per lead of each server process (every thread).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withThreadCpu, wrk } from '../load.ts';
import { newSource, start, stop, UNLIMITED_INTAKE, type Running } from '../servers.ts';
import type { StageBody } from './bodies.ts';

const CONNECTIONS = 32;
const WARM_SECONDS = 1;
const SECONDS = 4;

export interface Whole {
  service: number;
  /** The service's CPU per lead by thread: the event loop, the writer, the rest (V8's helpers, the loader). */
  threads: { main: number; busiest: number; rest: number };
  bare: number;
  koa: number;
  /** Requests per second of each, in the same runs. */
  rps: { service: number; bare: number; koa: number };
}

/** CPU µs per lead of the service, the bare node:http ceiling and the Koa one, for each body; `round` keeps contacts unique. */
export async function measureWhole(bodies: StageBody[], round: number): Promise<Whole[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lead-intake-stages-whole-'));
  const servers: Running[] = [];
  try {
    const bare = await start('scripts/bench/bare-server.ts');
    const koa = await start('scripts/bench/koa-server.ts');
    const service = await start('service/main.ts', { DATA_DIR: dataDir, ...UNLIMITED_INTAKE });
    servers.push(bare, koa, service);
    const { webhookUrl } = await newSource(service);
    const measure = async (server: Running, url: string, body: StageBody) => {
      await wrk(url, CONNECTIONS, WARM_SECONDS, round++, body.templateFile);
      const result = await withThreadCpu(
        server,
        () => wrk(url, CONNECTIONS, SECONDS, round++, body.templateFile),
        (w) => w.requests,
      );
      if (result.non2xx + result.errors > 0)
        throw new Error(`${url}: ${result.non2xx} answers not 2xx, ${result.errors} socket errors`);
      return result;
    };
    const wholes: Whole[] = [];
    for (const body of bodies) {
      const s = await measure(service, webhookUrl, body);
      const b = await measure(bare, `${bare.url}/webhook/x`, body);
      const k = await measure(koa, `${koa.url}/webhook/x`, body);
      wholes.push({
        service: s.cpuPerRequestUs,
        threads: s.threadsUs,
        bare: b.cpuPerRequestUs,
        koa: k.cpuPerRequestUs,
        rps: { service: s.rps, bare: b.rps, koa: k.rps },
      });
    }
    return wholes;
  } finally {
    await Promise.all(servers.map(stop));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
