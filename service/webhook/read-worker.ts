import { parentPort } from 'node:worker_threads';
import type { BodyFormat } from '../http/body/body-format.ts';
import { prepareBody, type SourceReading } from './prepared-body.ts';

/** A body for a reader thread (read-pool.ts). */
export interface ReadTask {
  id: number;
  bytes: Uint8Array;
  format: BodyFormat;
  source: SourceReading;
}

parentPort?.on('message', async ({ id, bytes, format, source }: ReadTask) => {
  try {
    parentPort!.postMessage({ id, body: await prepareBody(bytes, format, source) });
  } catch (error) {
    parentPort!.postMessage({ id, fault: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
