import type { OpenLoopResult } from './open-loop.ts';
import type { WrkResult } from './wrk.ts';

export type Measured<T> = T & { cpuPerRequestUs: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

export const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
const us = (value: number) => `${value.toFixed(0)} µs`;

export interface ClosedSummary {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  cpuUs: number;
  rounds: string;
}

export function summary(name: string, runs: Array<Measured<WrkResult>>): ClosedSummary {
  return {
    name,
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    max: Math.max(...runs.map((r) => r.max)),
    errors: runs.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
    cpuUs: median(runs.map((r) => r.cpuPerRequestUs)),
    rounds: runs.map((r) => r.rps.toFixed(0)).join(' / '),
  };
}

export function printClosed(results: ClosedSummary[]): void {
  console.log('server              requests/s     p50        p99        max   errors   CPU/lead   rounds (requests/s)');
  for (const r of results) {
    console.log(
      `${r.name.padEnd(18)} ${r.rps.toFixed(0).padStart(11)} ${fmt(r.p50).padStart(10)} ${fmt(r.p99).padStart(10)} ${fmt(r.max).padStart(10)} ${String(r.errors).padStart(8)} ${us(r.cpuUs).padStart(10)}   ${r.rounds}`,
    );
  }
}

/** Slices of one target at one rate, as one result: latencies merged, counts and CPU summed. */
export function mergeOpenLoop(slices: Array<Measured<OpenLoopResult>>): Measured<OpenLoopResult> {
  const latencies = slices.flatMap((s) => s.latencies);
  const sent = slices.reduce((sum, s) => sum + s.sent, 0);
  return {
    rate: slices[0].rate,
    sent,
    ok: slices.reduce((sum, s) => sum + s.ok, 0),
    errors: slices.reduce((sum, s) => sum + s.errors, 0),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: Math.max(...latencies),
    maxSendLag: Math.max(...slices.map((s) => s.maxSendLag)),
    latencies,
    cpuPerRequestUs: slices.reduce((sum, s) => sum + s.cpuPerRequestUs * s.sent, 0) / sent,
  };
}

export function printOpenLoop(rows: Array<{ name: string; result: Measured<OpenLoopResult> }>): void {
  console.log('rate/s  server                 p50        p99        max   errors  answered   CPU/lead  client lag');
  for (const { name, result: r } of rows) {
    console.log(
      `${String(r.rate).padStart(6)}  ${name.padEnd(18)} ${fmt(r.p50).padStart(10)} ${fmt(r.p99).padStart(10)} ${fmt(r.max).padStart(10)} ${String(r.errors).padStart(8)} ${`${r.ok}/${r.sent}`.padStart(9)} ${us(r.cpuPerRequestUs).padStart(10)} ${fmt(r.maxSendLag).padStart(11)}`,
    );
  }
}
