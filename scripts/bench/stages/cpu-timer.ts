import { readFileSync } from 'node:fs';

/** CPU time of the whole process (every thread: user + system), in µs. */
const processCpuUs = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

/** CPU time of the calling thread alone, in µs (the kernel's nanosecond run time, /proc/thread-self/schedstat). */
export const threadCpuUs = () => Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1000;

export interface Timing {
  /** Median over the repeats of CPU µs per call. */
  us: number;
  calls: number;
}

const REPEATS = 5;

/**
 * CPU per call of `call(i)`: a warm-up (so V8 has optimised it), then REPEATS loops of `calls`
 * calls each, the median of their CPU per call. `prepare(i)` builds call i's input outside the
 * timed loop (a fresh parsed body, say, for a step that changes it in place).
 */
export async function cpuPerCall<T>(
  calls: number,
  prepare: (i: number) => T | Promise<T>,
  call: (input: T, i: number) => unknown,
  clock: () => number = processCpuUs,
): Promise<Timing> {
  let next = 0;
  const loop = async (count: number) => {
    const inputs = await Promise.all(Array.from({ length: count }, () => prepare(next++)));
    const started = clock();
    for (let i = 0; i < count; i++) {
      const result = call(inputs[i], i);
      if (result instanceof Promise) await result;
    }
    return (clock() - started) / count;
  };
  await loop(Math.max(50, Math.floor(calls / 4)));
  const runs: number[] = [];
  for (let r = 0; r < REPEATS; r++) runs.push(await loop(calls));
  runs.sort((a, b) => a - b);
  return { us: runs[Math.floor(REPEATS / 2)], calls: calls * REPEATS };
}
