import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { BodyFormat } from '../http/body/body-format.ts';
import type { PreparedBody, SourceReading } from './prepared-body.ts';
import type { ReadTask } from './read-worker.ts';

// Built (dist/), this module is JavaScript and so is the worker's entry; from the sources it needs tsx's hook first.
const COMPILED = import.meta.url.endsWith('.js');

interface Pending {
  task: ReadTask;
  resolve: (body: PreparedBody) => void;
  reject: (error: Error) => void;
}

interface Reader {
  worker: Worker;
  busy: Pending | null;
}

/**
 * Reader threads for large bodies (docs/api.md §2.5): parsing a body near the size limit and
 * reading it by meaning costs 10-30 ms of CPU, which on the event loop delayed every other
 * request by as much. One body per thread at a time, first come first served; the threads start
 * with the first large body, or all at once when the service starts (startThreads), and do not
 * keep the process alive. Sized to the cores but one, which
 * stays the event loop's; and they run at the lowest priority (low-priority.cjs), so on a machine
 * with every core busy they take only the CPU the event loop leaves: a flood of large bodies then
 * waits (and is refused 429 past its queue), never the other requests.
 */
export class ReadPool {
  private readonly readers: Reader[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 0;
  private closing = false;

  constructor(readonly size = Math.max(1, availableParallelism() - 1)) {}

  read(bytes: Uint8Array, format: BodyFormat, source: SourceReading): Promise<PreparedBody> {
    const task: ReadTask = { id: ++this.nextId, bytes, format, source };
    return new Promise((resolve, reject) => {
      this.queue.push({ task, resolve, reject });
      this.dispatch();
    });
  }

  /** Threads started (busy or idle). */
  get threads(): number {
    return this.readers.length;
  }

  /**
   * Starts every thread now rather than at the first large body: a thread's start (its V8 isolate
   * and Node's bootstrap, 20 to 30 ms of CPU) runs at normal priority before it can lower its own,
   * so started by the first large body (often one URL's burst of them) it took that CPU from the
   * event loop's core while every other request waited (docs/performance.md, issue 34 third pass).
   */
  startThreads(): void {
    while (!this.closing && this.start());
  }

  /**
   * Ends the idle threads now and the others as their body is read: shutdown runs this before the
   * server drains and again after (app-deps.ts), so bodies in flight are still read.
   */
  async close(): Promise<void> {
    this.closing = true;
    const idle = this.readers.filter((reader) => reader.busy === null);
    for (const reader of idle) this.readers.splice(this.readers.indexOf(reader), 1);
    await Promise.all(idle.map(({ worker }) => worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const reader = this.readers.find((candidate) => candidate.busy === null) ?? this.start();
      if (!reader) return;
      const pending = this.queue.shift()!;
      reader.busy = pending;
      reader.worker.ref();
      reader.worker.postMessage(pending.task);
    }
  }

  private start(): Reader | null {
    if (this.readers.length >= this.size) return null;
    const entry = new URL(COMPILED ? './read-worker.js' : './read-worker.ts', import.meta.url);
    const lowPriority = fileURLToPath(new URL('./low-priority.cjs', import.meta.url));
    const worker = COMPILED
      ? new Worker(entry, { execArgv: [], workerData: { lowPriority } })
      : new Worker(new URL('../thread-boot.cjs', import.meta.url), {
          execArgv: [],
          workerData: { entry: fileURLToPath(entry), lowPriority },
        });
    const reader: Reader = { worker, busy: null };
    worker.on('message', (message: { id: number; body?: PreparedBody; fault?: string }) => {
      const pending = reader.busy;
      if (!pending || pending.task.id !== message.id) return;
      reader.busy = null;
      worker.unref();
      if (message.body) pending.resolve(message.body);
      else pending.reject(new Error(`a reader thread failed: ${message.fault}`));
      this.dispatch();
      if (this.closing && reader.busy === null) {
        this.readers.splice(this.readers.indexOf(reader), 1);
        void worker.terminate();
      }
    });
    const died = (error: Error) => {
      const at = this.readers.indexOf(reader);
      if (at < 0) return;
      this.readers.splice(at, 1);
      reader.busy?.reject(error);
      reader.busy = null;
      this.dispatch();
    };
    worker.on('error', died);
    worker.on('exit', (code) => died(new Error(`a reader thread exited with code ${code}`)));
    // After the listeners: adding the first 'message' listener references the worker again.
    worker.unref();
    this.readers.push(reader);
    return reader;
  }
}
