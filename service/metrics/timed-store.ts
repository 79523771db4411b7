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
    (timed as Record<string, unknown>)[operation] = async (...args: unknown[]) => {
      // Looked up at each call, so a method replaced on the store (a fault injected by a test) is the one timed.
      const write = store[operation] as (...args: unknown[]) => Promise<unknown>;
      const started = performance.now();
      inFlight.inc();
      let result: keyof typeof durations = 'error';
      try {
        const value = await write.apply(store, args);
        result = 'ok';
        return value;
      } finally {
        inFlight.dec();
        durations[result].observe((performance.now() - started) / 1000);
      }
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
