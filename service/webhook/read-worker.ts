import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type { BodyFormat } from '../http/body/body-format.ts';
import { prepareBody, type SourceReading } from './prepared-body.ts';

/** A body for a reader thread (read-pool.ts). */
export interface ReadTask {
  id: number;
  bytes: Uint8Array;
  format: BodyFormat;
  source: SourceReading;
}

// Built (dist/), the thread starts here: lower its priority before the first body (thread-boot.cjs does it from the sources).
if (workerData?.lowPriority) createRequire(import.meta.url)(workerData.lowPriority).yieldToEventLoop();

parentPort?.on('message', async ({ id, bytes, format, source }: ReadTask) => {
  try {
    parentPort!.postMessage({ id, body: await prepareBody(bytes, format, source) });
  } catch (error) {
    parentPort!.postMessage({ id, fault: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
