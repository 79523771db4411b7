import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { StoreUnavailableError } from '../store-errors.ts';
import { SourceShares } from '../source-shares.ts';
import { TurnBatch } from '../turn-batch.ts';
import { fromWriteFailure } from './sqlite-errors.ts';
import type { WriteOp, WriteOutcome, WriteResult } from './write-ops.ts';
import { outcomeFromWire, toWire, type WireOutcome } from './write-wire.ts';
import type { ToWriter } from './writer-worker.ts';

/** Past either bound, a write is refused at once (503 with Retry-After) instead of queued. */
export interface WriteQueueLimits {
  /** Writes queued or being committed. */
  maxQueued: number;
  /** How long the oldest of them may have waited, in ms. */
  maxWaitMs: number;
}

/**
 * Built by `npm run build`, this module is JavaScript in dist/ and so is the writer's entry: the
 * thread starts on it directly. From the TypeScript sources (npm start, tests) the entry needs
 * tsx's hook first (service/thread-boot.cjs); the production install has no tsx.
 */
const COMPILED = import.meta.url.endsWith('.js');

export const DEFAULT_WRITE_LIMITS: WriteQueueLimits = { maxQueued: 2000, maxWaitMs: 2000 };

type Settled = PromiseSettledResult<WriteResult>[];

/**
 * The main thread's side of the writer thread. Writes queued in one turn, or while a batch is
 * being committed, go to the writer together as the next batch (one batch in flight); each
 * caller's promise settles when the writer reports that batch's transaction committed or failed.
 */
export class WriterThread {
  private readonly batches = new TurnBatch<WriteOp, WriteResult>((ops) => this.send(ops), { oneAtATime: true });
  private worker: Worker | null = null;
  private waiting: { id: number; settle: (outcomes: WireOutcome[] | Error) => void } | null = null;
  private nextId = 0;
  private closed = false;
  private readonly shares: SourceShares;

  constructor(
    private readonly file: string,
    private readonly limits: WriteQueueLimits = DEFAULT_WRITE_LIMITS,
  ) {
    this.shares = new SourceShares(limits);
    this.start();
  }

  write(op: WriteOp): Promise<WriteResult> {
    if (this.closed) return Promise.reject(new StoreUnavailableError(new Error('the store is closed')));
    const source = sourceOf(op);
    const refusal = this.overloaded(source);
    if (refusal) return Promise.reject(new StoreUnavailableError(new Error(refusal)));
    return source === undefined ? this.batches.add(op) : this.shares.track(source, this.batches.add(op));
  }

  /**
   * Waits for every queued write, then closes the writer's connection and ends its thread. Never
   * worker.terminate(): landing inside a SQLite call, it aborts the whole process (better-sqlite3).
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.batches.whenIdle();
    const worker = this.worker;
    if (!worker) return;
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.ref(); // held until the thread has closed its connection
    worker.postMessage({ type: 'close' } satisfies ToWriter);
    await exited;
  }

  private overloaded(source: string | undefined): string | null {
    if (this.batches.size >= this.limits.maxQueued)
      return `${this.batches.size} writes are already waiting for the disk`;
    const waited = this.batches.oldestWaitMs();
    if (waited > this.limits.maxWaitMs)
      return `the oldest queued write has waited ${Math.round(waited)} ms for the disk`;
    return source === undefined ? null : this.shares.refusal(source, this.batches.size, waited);
  }

  private start(): Worker {
    const worker = COMPILED
      ? new Worker(new URL('./writer-worker.js', import.meta.url), { execArgv: [], workerData: { file: this.file } })
      : new Worker(new URL('../../thread-boot.cjs', import.meta.url), {
          execArgv: [],
          workerData: { entry: fileURLToPath(new URL('./writer-worker.ts', import.meta.url)), file: this.file },
        });
    worker.on('message', ({ id, outcomes }: { id: number; outcomes: WireOutcome[] }) => {
      if (this.waiting?.id === id) this.waiting.settle(outcomes);
    });
    // The thread died (it could not open the file, or crashed): the batch in flight may or may
    // not be on disk, so it answers 503 (a retry of a stored lead answers duplicate); the next
    // batch starts a new thread.
    const died = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.waiting?.settle(error);
    };
    worker.on('error', died);
    worker.on('exit', (code) => died(new Error(`the writer thread exited with code ${code}`)));
    // An idle store does not keep the process alive; a batch in flight does. After the listeners:
    // Node re-references a worker's port when its first 'message' listener is added
    // (setupPortReferencing, lib/internal/worker/io.js), which undid an earlier unref().
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private send(ops: WriteOp[]): Promise<Settled> {
    const worker = this.worker ?? this.start();
    const id = ++this.nextId;
    worker.ref();
    return new Promise<Settled>((resolve) => {
      this.waiting = {
        id,
        settle: (outcomes) => {
          this.waiting = null;
          worker.unref();
          resolve(
            outcomes instanceof Error
              ? ops.map(() => ({ status: 'rejected', reason: new StoreUnavailableError(outcomes) }))
              : outcomes.map((wire) => settledOf(outcomeFromWire(wire))),
          );
        },
      };
      worker.postMessage({ type: 'batch', id, ops: ops.map(toWire) } satisfies ToWriter);
    });
  }
}

const settledOf = (o: WriteOutcome): PromiseSettledResult<WriteResult> =>
  o.ok ? { status: 'fulfilled', value: o.value } : { status: 'rejected', reason: fromWriteFailure(o.error) };

/** The lead source a write is made for (a webhook's lead or delivery), which its fair share is counted for. */
function sourceOf(op: WriteOp): string | undefined {
  if (op.kind === 'addLead') return op.lead.sourceId;
  if (op.kind === 'recordDelivery' || op.kind === 'recordRefusals') return op.sourceId;
  return undefined;
}
