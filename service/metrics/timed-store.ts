import type { LeadStore } from '../store/lead-store.ts';
import type { AppMetrics } from './app-metrics.ts';

const WRITES = ['addLead', 'recordDelivery', 'createSource', 'updateSource', 'deleteSource', 'replaceToken'] as const;

/**
 * The store with each write timed around the call (until the store says it is durable). Measured
 * here, outside the store, so the stores and their writer stay as they are; reads pass through.
 */
export function timedStore(store: LeadStore, metrics: AppMetrics): LeadStore {
  const timed: Partial<LeadStore> = {};
  // Each label set's series looked up once, so a write costs no label hashing.
  const series = new Map<string, { observe(seconds: number): void }>();
  const durationOf = (operation: string, result: string) => {
    const key = `${operation} ${result}`;
    let found = series.get(key);
    if (!found) series.set(key, (found = metrics.storeWriteDuration.labels({ operation, result })));
    return found;
  };
  for (const operation of WRITES) {
    (timed as Record<string, unknown>)[operation] = async (...args: unknown[]) => {
      // Looked up at each call, so a method replaced on the store (a fault injected by a test) is the one timed.
      const write = store[operation] as (...args: unknown[]) => Promise<unknown>;
      const started = performance.now();
      metrics.storeWritesInFlight.inc();
      let result = 'error';
      try {
        const value = await write.apply(store, args);
        result = 'ok';
        return value;
      } finally {
        metrics.storeWritesInFlight.dec();
        durationOf(operation, result).observe((performance.now() - started) / 1000);
      }
    };
  }
  // Other methods are bound once per function, so a request's reads cost no new function each.
  const bound = new WeakMap<object, unknown>();
  return new Proxy(store, {
    get(target, property) {
      if (Object.hasOwn(timed, property)) return timed[property as keyof LeadStore];
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (!bound.has(value)) bound.set(value, value.bind(target));
      return bound.get(value);
    },
  });
}
