import type { LeadStore } from '../store/lead-store.ts';
import type { AppMetrics } from './app-metrics.ts';

const WRITES = ['addLead', 'recordDelivery', 'createSource', 'updateSource', 'deleteSource', 'replaceToken'] as const;

/**
 * The store with each write timed around the call (until the store says it is durable). Measured
 * here, outside the store, so the stores and their writer stay as they are; reads pass through.
 */
export function timedStore(store: LeadStore, metrics: AppMetrics): LeadStore {
  const timed: Partial<LeadStore> = {};
  for (const operation of WRITES) {
    const write = store[operation].bind(store) as (...args: unknown[]) => Promise<unknown>;
    (timed as Record<string, unknown>)[operation] = async (...args: unknown[]) => {
      const started = performance.now();
      metrics.storeWritesInFlight.inc();
      let result = 'error';
      try {
        const value = await write(...args);
        result = 'ok';
        return value;
      } finally {
        metrics.storeWritesInFlight.dec();
        metrics.storeWriteDuration.observe({ operation, result }, (performance.now() - started) / 1000);
      }
    };
  }
  return new Proxy(store, {
    get(target, property) {
      if (Object.hasOwn(timed, property)) return timed[property as keyof LeadStore];
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
