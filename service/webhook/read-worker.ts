import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type { BodyFormat } from '../http/body/body-format.ts';
import { prepareBody, type SourceReading } from './prepared-body.ts';
import { threadClock } from './thread-clock.ts';

/** A body for a reader thread (read-pool.ts). */
export interface ReadTask {
  id: number;
  bytes: Uint8Array;
  format: BodyFormat;
  source: SourceReading;
}

// Built (dist/), the thread starts here: lower its priority before the first body (thread-boot.cjs does it from the sources).
if (workerData?.lowPriority) createRequire(import.meta.url)(workerData.lowPriority).yieldToEventLoop();

// This thread's CPU time: its elapsed time, at the lowest priority, counts the waits for a busy machine's core.
const clock = threadClock();

parentPort?.on('message', async ({ id, bytes, format, source }: ReadTask) => {
  try {
    parentPort!.postMessage({ id, body: await prepareBody(bytes, format, source, clock) });
  } catch (error) {
    parentPort!.postMessage({ id, fault: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
