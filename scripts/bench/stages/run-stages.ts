// npm run bench -- --stages: CPU per lead of each stage of the intake path, each measured alone
// with the service's own functions, on the bench's reference lead and on a labelled form-builder
// body; their sum beside the whole (the real service under wrk) and the bare and Koa ceilings.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { labelledFormBody, REFERENCE, type StageBody } from './bodies.ts';
import { edgeStage } from './edge-stage.ts';
import { cpuPerCall } from './cpu-timer.ts';
import { intakeStages } from './intake-stages.ts';
import { benchSource, pipeline } from './lead-pipeline.ts';
import type { StageRow } from './stage-row.ts';
import { handoffStage, writerStage } from './store-stages.ts';
import { measureWhole, type Whole } from './whole.ts';

const CONCURRENT = 16; // leads per commit at wrk's 32 connections (docs/performance.md)
const STAGE_STREAM = 600_000_000; // contacts.ts: a stretch of lead numbers no other load uses

/** The webhook's answer: JSON text, and its length for Content-Length (what Koa does with ctx.body). */
async function answerStage(body: StageBody, firstLead: number): Promise<number> {
  const source = benchSource();
  let n = firstLead;
  const result = await cpuPerCall(
    4000,
    async () => {
      const { record } = await pipeline(body.text(n++), source);
      return { status: 'created', lead: { ...record, returns: 0, lastSeenAt: record.createdAt } };
    },
    (answer) => {
      const json = JSON.stringify(answer);
      return Buffer.byteLength(json);
    },
  );
  return result.us;
}

async function stagesOf(body: StageBody, first: number): Promise<StageRow[]> {
  const source = benchSource();
  const sample = (await pipeline(body.text(first), source)).record;
  return [
    ...(await intakeStages(body, first)),
    {
      label: 'Koa, its router, request id, CORS, client address, metrics, log line (app.ts)',
      depth: 0,
      us: await edgeStage(() => ({ status: 'created', lead: sample })),
    },
    {
      label: `store handoff: timedStore → SqliteStore.addLead → writer thread → answer (main thread, ${CONCURRENT} a turn)`,
      depth: 0,
      us: await handoffStage(body, first + 100_000, CONCURRENT),
    },
    {
      label: `writer: inserts, counters, pruning, commit + fsync (SqliteWriter.commitBatch, ${CONCURRENT} a commit)`,
      depth: 0,
      us: await writerStage(body, first + 200_000, CONCURRENT),
    },
    {
      label: 'the same at 1 lead a commit (a quiet hour)',
      depth: 1,
      aside: true,
      us: await writerStage(body, first + 300_000, 1),
    },
    {
      label: 'answering: the answer as JSON and its length (Koa)',
      depth: 0,
      us: await answerStage(body, first + 400_000),
    },
  ];
}

const us = (value: number) => `${value.toFixed(1)}`;

function print(bodies: StageBody[], tables: StageRow[][], wholes: Whole[]): void {
  const width = Math.max(...tables[0].map((row) => row.label.length + row.depth * 2)) + 2;
  const line = (label: string, values: string[]) =>
    console.log(`${label.padEnd(width)}${values.map((v) => v.padStart(12)).join('')}`);
  bodies.forEach((body, i) => console.log(`  [${i + 1}] ${body.label}`));
  console.log('');
  line(
    'CPU µs per lead',
    bodies.map((_, i) => `[${i + 1}]`),
  );
  tables[0].forEach((row, r) =>
    line(
      `${'  '.repeat(row.depth)}${row.label}`,
      tables.map((t) => us(t[r].us)),
    ),
  );
  const sums = tables.map((t) => t.filter((row) => row.depth === 0).reduce((sum, row) => sum + row.us, 0));
  line('sum of the stages', sums.map(us));
  line(
    'the whole: the service under wrk, 32 connections (process CPU / lead)',
    wholes.map((w) => us(w.service)),
  );
  line(
    '  main thread (the event loop)',
    wholes.map((w) => us(w.threads.main)),
  );
  line(
    '  writer thread (the busiest other thread)',
    wholes.map((w) => us(w.threads.busiest)),
  );
  line(
    '  other threads (V8 helpers: GC, compiler; the module loader)',
    wholes.map((w) => us(w.threads.rest)),
  );
  line(
    '  not in any stage: Node HTTP, sockets, timers, GC (the whole less the sum)',
    wholes.map((w, i) => us(w.service - sums[i])),
  );
  line(
    'bare node:http ceiling, same body',
    wholes.map((w) => us(w.bare)),
  );
  line(
    'Koa + router ceiling, same body',
    wholes.map((w) => us(w.koa)),
  );
  line(
    'service / Koa, requests per second in these runs',
    wholes.map((w) => (w.rps.service / w.rps.koa).toFixed(2)),
  );
  line(
    'service / bare node:http, requests per second',
    wholes.map((w) => (w.rps.service / w.rps.bare).toFixed(2)),
  );
}

export async function runStages(): Promise<void> {
  const started = performance.now();
  const tempDir = mkdtempSync(path.join(tmpdir(), 'lead-intake-stages-'));
  try {
    const bodies = [REFERENCE, labelledFormBody(tempDir)];
    const tables: StageRow[][] = [];
    for (const [i, body] of bodies.entries()) tables.push(await stagesOf(body, STAGE_STREAM + i * 1_000_000));
    const wholes = await measureWhole(bodies, 0);
    console.log(
      `Stage table, ${new Date().toISOString().slice(0, 16)}Z (npm run bench -- --stages): each stage alone, in loops of real calls, CPU per lead`,
    );
    console.log(
      '(process.cpuUsage; the store handoff counts the main thread only), median of 5 loops; the whole and the ceilings from wrk on core 1, servers on core 0.\n',
    );
    print(bodies, tables, wholes);
    console.log(`\nfinished in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    rmSync(tempDir, { recursive: true, force: true });
  }
}
