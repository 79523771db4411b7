import type { Counter, Gauge, Histogram, LabelValues } from 'prom-client';

/*
 * One label set's series of a prom-client metric, bound once and written in place. prom-client's
 * own `labels(...)` child checks its labels, builds their hash string and looks the series up
 * again on every call (about 0.4 µs a histogram observation, 0.15 µs a counter's; scratch loop,
 * docs/performance.md, issue 33 session 9); a request makes five or six of them. Here prom-client's
 * own call makes the series the first time, and each later one adds to the values object it keeps
 * for that label set (its `hashMap`; prom-client is pinned, and test/unit/bound-series.test.ts
 * checks the exposition against prom-client's own calls). A series replaced since (a reset, a
 * gauge's `set`) is found again the same way; a metric whose values are not where expected is
 * left to prom-client's calls.
 */
interface Values {
  labels: Record<string, string | number>;
  value?: number;
  sum?: number;
  count?: number;
  bucketValues?: Record<string, number>;
}

interface Internals {
  hashMap?: Record<string, Values>;
  upperBounds?: number[];
}

interface Binding {
  map: Record<string, Values>;
  key: string;
  values: Values;
}

const sameLabels = (a: Record<string, string | number>, b: Record<string, string | number>) => {
  const keys = Object.keys(b);
  return Object.keys(a).length === keys.length && keys.every((k) => String(a[k]) === String(b[k]));
};

function locate(metric: Internals, labels: Record<string, string | number>): Binding | null {
  const map = metric.hashMap;
  if (map === null || typeof map !== 'object') return null;
  for (const key of Object.keys(map)) {
    const values = map[key];
    if (values && typeof values === 'object' && values.labels && sameLabels(values.labels, labels))
      return { map, key, values };
  }
  return null;
}

/** Whether a binding still holds the metric's current values object for its labels. */
const current = (metric: Internals, binding: Binding | null): binding is Binding =>
  binding !== null && metric.hashMap === binding.map && binding.map[binding.key] === binding.values;

/** A histogram's series of these labels (none for a histogram without labels): `observe(seconds)`. */
export function boundHistogram<T extends string>(
  histogram: Histogram<T>,
  labels: LabelValues<T> = {},
): { observe(value: number): void } {
  const internals = histogram as unknown as Internals;
  const plain = labels as Record<string, string | number>;
  const bounds = internals.upperBounds;
  // A bucket's key as prom-client's values object holds it (`bucketValues[0.005]` is `bucketValues['0.005']`),
  // made once: a fractional number as a key is turned into its text on every observation.
  const bucketKeys = Array.isArray(bounds) ? bounds.map(String) : [];
  let binding: Binding | null = null;
  return {
    observe(value: number) {
      if (current(internals, binding) && Number.isFinite(value)) {
        const { values } = binding;
        values.sum! += value;
        values.count! += 1;
        for (let i = 0; i < bucketKeys.length; i++) {
          if (value <= bounds![i]) {
            values.bucketValues![bucketKeys[i]] += 1;
            break;
          }
        }
        return;
      }
      histogram.observe(labels, value);
      const found = Array.isArray(bounds) ? locate(internals, plain) : null;
      binding = found && typeof found.values.sum === 'number' && found.values.bucketValues ? found : null;
    },
  };
}

/** A counter's series of these labels: `inc()` adds 1. */
export function boundCounter<T extends string>(counter: Counter<T>, labels: LabelValues<T> = {}): { inc(): void } {
  const internals = counter as unknown as Internals;
  const plain = labels as Record<string, string | number>;
  let binding: Binding | null = null;
  return {
    inc() {
      if (current(internals, binding)) {
        binding.values.value! += 1;
        return;
      }
      counter.inc(labels);
      const found = locate(internals, plain);
      binding = found && typeof found.values.value === 'number' ? found : null;
    },
  };
}

/** A gauge without labels: `inc()` and `dec()` by 1. */
export function boundGauge(gauge: Gauge): { inc(): void; dec(): void } {
  const internals = gauge as unknown as Internals;
  let binding: Binding | null = null;
  const add = (delta: number) => {
    if (current(internals, binding)) {
      binding.values.value! += delta;
      return;
    }
    gauge.inc(delta);
    const found = locate(internals, {});
    binding = found && typeof found.values.value === 'number' ? found : null;
  };
  return { inc: () => add(1), dec: () => add(-1) };
}
