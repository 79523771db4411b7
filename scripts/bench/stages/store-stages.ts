// The durable write: the main thread's handoff to the writer thread and back, and the writer's
// own insert and commit (with its fsync) on a real SQLite file, amortised per lead.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DELIVERIES_KEPT } from '../../../service/store/delivery-record.ts';
import { AppMetrics } from '../../../service/metrics/app-metrics.ts';
import { timedStore } from '../../../service/metrics/timed-store.ts';
import { privateDataFile } from '../../../service/store/sqlite/data-files.ts';
import { prepareDatabase } from '../../../service/store/sqlite/schema.ts';
import { SqliteStore } from '../../../service/store/sqlite/sqlite-store.ts';
import { SqliteWriter } from '../../../service/store/sqlite/sqlite-writer.ts';
import type { WriteOp } from '../../../service/store/sqlite/write-ops.ts';
import { timeOrderedId } from '../../../service/base/time-ordered-id.ts';
import { cpuPerCall, threadCpuUs } from './cpu-timer.ts';
import { benchSource, pipeline, type Pipeline } from './lead-pipeline.ts';
import type { StageBody } from './bodies.ts';

const PREFILLED = DELIVERIES_KEPT + 1000;

/** What a lead's write carries, as submit-lead.ts builds it. */
const deliveryOf = (p: Pipeline) => ({
  id: timeOrderedId(),
  at: p.record.createdAt,
  body: p.text.text,
  requestId: 'stage-table',
  contentType: 'application/json',
});

const temp = () => mkdtempSync(path.join(tmpdir(), 'lead-intake-stages-'));

/**
 * Main thread CPU per lead of `timedStore(SqliteStore).addLead` with `concurrent` leads queued in
 * one turn, as wrk's 32 connections queue them: building the write, the turn batch, the message to
 * the writer thread and its answer, settling the promises. The writer's own work is not counted.
 */
export async function handoffStage(body: StageBody, firstLead: number, concurrent: number): Promise<number> {
  const dir = temp();
  const store = new SqliteStore(dir);
  try {
    const source = await store.createSource({ ...benchSource(), at: new Date().toISOString() });
    const timed = timedStore(store, new AppMetrics());
    let n = firstLead;
    const batch = () => Promise.all(Array.from({ length: concurrent }, () => pipeline(body.text(n++), source)));
    const result = await cpuPerCall(
      60,
      batch,
      (leads: Pipeline[]) => Promise.all(leads.map((p) => timed.addLead(p.record, deliveryOf(p)))),
      threadCpuUs,
    );
    return result.us / concurrent;
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * CPU per lead of the writer's transaction (inserts, counters, pruning, commit, fsync) at `perCommit`
 * leads a commit, in this thread, on a store already holding 2,000 leads of the source.
 */
export async function writerStage(body: StageBody, firstLead: number, perCommit: number): Promise<number> {
  const dir = temp();
  const db = new Database(privateDataFile(dir));
  prepareDatabase(db);
  const writer = new SqliteWriter(db);
  try {
    const source = benchSource();
    writer.commitBatch([{ kind: 'createSource', source: { ...source, at: source.createdAt } }]);
    let n = firstLead;
    const batchOf = (size: number) =>
      Promise.all(
        Array.from({ length: size }, async (): Promise<WriteOp> => {
          const p = await pipeline(body.text(n++), source);
          const { fields, ...lead } = p.record;
          return { kind: 'addLead', lead: { ...lead, fieldsJson: JSON.stringify(fields) }, delivery: deliveryOf(p) };
        }),
      );
    // A source past its DELIVERIES_KEPT, as in service: each commit then prunes as many as it logs.
    for (let filled = 0; filled < PREFILLED; filled += 100) writer.commitBatch(await batchOf(100));
    const batch = () => batchOf(perCommit);
    const result = await cpuPerCall(Math.ceil(480 / perCommit), batch, (ops: WriteOp[]) => {
      const outcomes = writer.commitBatch(ops);
      if (!outcomes.every((o) => o.ok && (o.value as { status: string }).status === 'created'))
        throw new Error('the writer refused a lead');
    });
    return result.us / perCommit;
  } finally {
    writer.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
