import type { LeadStore } from '../store/lead-store.ts';
import type { AppMetrics } from './app-metrics.ts';
import { boundGauge, boundHistogram } from './bound-series.ts';

const WRITES = ['addLead', 'recordDelivery', 'createSource', 'updateSource', 'deleteSource', 'replaceToken'] as const;

/**
 * The store with each write timed around the call (until the store says it is durable). Measured
 * here, outside the store, so the stores and their writer stay as they are; reads pass through.
 */
export function timedStore(store: LeadStore, metrics: AppMetrics): LeadStore {
  const timed: Partial<LeadStore> = {};
  // Each label set's series bound once (bound-series.ts), so a write costs no label hashing.
  const inFlight = boundGauge(metrics.storeWritesInFlight);
  for (const operation of WRITES) {
    const durations = {
      ok: boundHistogram(metrics.storeWriteDuration, { operation, result: 'ok' }),
      error: boundHistogram(metrics.storeWriteDuration, { operation, result: 'error' }),
    };
    // Made once per operation, not per call: a named closure made per write costs its allocation,
    // and under tsx (`npm start`, the bench) a `defineProperty` of its name, about 0.7 µs a lead.
    const done = (result: keyof typeof durations, started: number) => {
      inFlight.dec();
      durations[result].observe((performance.now() - started) / 1000);
    };
    // Not an async function: the write's own promise, with one `then`, is what the caller awaits
    // (an async wrapper adds its own promise and turns to every lead's write).
    (timed as Record<string, unknown>)[operation] = (...args: unknown[]) => {
      // Looked up at each call, so a method replaced on the store (a fault injected by a test) is the one timed.
      const write = store[operation] as (...args: unknown[]) => Promise<unknown>;
      const started = performance.now();
      inFlight.inc();
      let pending: Promise<unknown>;
      try {
        pending = Promise.resolve(write.apply(store, args));
      } catch (error) {
        done('error', started);
        return Promise.reject(error);
      }
      return pending.then(
        (value) => {
          done('ok', started);
          return value;
        },
        (error: unknown) => {
          done('error', started);
          throw error;
        },
      );
    };
  }
  // Other methods are bound once per function, so a request's reads cost no new function each.
  const bound = new WeakMap<object, unknown>();
  return new Proxy(store, {
    get(target, property) {
      const write = timed[property as keyof LeadStore];
      if (write !== undefined && Object.hasOwn(timed, property)) return write;
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      let method = bound.get(value);
      if (method === undefined) bound.set(value, (method = value.bind(target)));
      return method;
    },
  });
}
