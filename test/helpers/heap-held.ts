import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Bytes of heap still held once `work` is done and the garbage collected: what a cache keeps of what it saw. */
export function heapHeldAfter(work: () => void): number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  const before = process.memoryUsage().heapUsed;
  work();
  gc();
  return process.memoryUsage().heapUsed - before;
}
