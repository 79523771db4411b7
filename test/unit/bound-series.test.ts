import { expect } from 'chai';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { boundCounter, boundGauge, boundHistogram } from '../../service/metrics/bound-series.ts';

/** The same metrics twice: one written through prom-client's calls, one through bound series. */
function twins() {
  const make = (prefix: string) => {
    const registry = new Registry();
    return {
      registry,
      histogram: new Histogram({
        name: `${prefix}_seconds`,
        help: 'h',
        labelNames: ['route', 'status'] as const,
        buckets: [0.01, 0.1, 1],
        registers: [registry],
      }),
      plainHistogram: new Histogram({ name: `${prefix}_size`, help: 'p', buckets: [1, 2, 5], registers: [registry] }),
      counter: new Counter({
        name: `${prefix}_total`,
        help: 'c',
        labelNames: ['outcome'] as const,
        registers: [registry],
      }),
      gauge: new Gauge({ name: `${prefix}_open`, help: 'g', registers: [registry] }),
    };
  };
  return { direct: make('direct'), bound: make('bound') };
}

const exposition = async (registry: Registry, prefix: string) =>
  (await registry.metrics()).replaceAll(`${prefix}_`, 'metric_');

describe('Bound metric series (metrics/bound-series.ts)', () => {
  it('expose what prom-client’s own calls expose, across resets, other label sets and a gauge set', async () => {
    const { direct, bound } = twins();
    const webhook200 = boundHistogram(bound.histogram, { route: '/webhook/:token', status: '200' });
    const webhook404 = boundHistogram(bound.histogram, { route: '/webhook/:token', status: '404' });
    const batch = boundHistogram(bound.plainHistogram);
    const created = boundCounter(bound.counter, { outcome: 'created' });
    const open = boundGauge(bound.gauge);
    const values = [0.004, 0.01, 0.05, 0.5, 2, 0.0001, 0.1, 1, 7, 0.02];
    const round = () => {
      for (const [i, value] of values.entries()) {
        direct.histogram.observe({ route: '/webhook/:token', status: '200' }, value);
        webhook200.observe(value);
        if (i % 3 === 0) {
          direct.histogram.observe({ route: '/webhook/:token', status: '404' }, value * 2);
          webhook404.observe(value * 2);
        }
        // Another label set written by prom-client's calls beside the bound ones.
        direct.histogram.observe({ route: 'other', status: '200' }, value);
        bound.histogram.observe({ route: 'other', status: '200' }, value);
        direct.plainHistogram.observe(i % 6);
        batch.observe(i % 6);
        direct.counter.inc({ outcome: 'created' });
        created.inc();
        direct.gauge.inc();
        open.inc();
        if (i % 2 === 0) {
          direct.gauge.dec();
          open.dec();
        }
      }
    };
    round();
    expect(await exposition(bound.registry, 'bound')).to.equal(await exposition(direct.registry, 'direct'));
    expect(await exposition(bound.registry, 'bound')).to.match(
      /metric_seconds_count\{route="\/webhook\/:token",status="200"\} 10/,
    );

    // A gauge's set replaces its series' object; a reset replaces all of prom-client's values.
    direct.gauge.set(3);
    bound.gauge.set(3);
    round();
    expect(await exposition(bound.registry, 'bound')).to.equal(await exposition(direct.registry, 'direct'));
    direct.registry.resetMetrics();
    bound.registry.resetMetrics();
    direct.gauge.set(5);
    bound.gauge.set(5);
    round();
    round();
    expect(await exposition(bound.registry, 'bound')).to.equal(await exposition(direct.registry, 'direct'));
    expect(await exposition(bound.registry, 'bound')).to.match(/metric_total\{outcome="created"\} 20/);
    expect(await exposition(bound.registry, 'bound')).to.match(/metric_open 15/);
  });
});
