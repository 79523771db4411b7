import { expect } from 'chai';
import { DailyQuota } from '../../service/webhook/daily-quota.ts';

describe('DailyQuota (leads created per webhook URL per UTC day)', () => {
  it('lets a source send its quota, then waits until the next UTC midnight; each source apart', () => {
    let now = Date.parse('2026-03-01T23:00:00.000Z');
    const quota = new DailyQuota(5, () => now);
    expect(quota.wait('a')).to.equal(0);
    quota.add('a', 3);
    quota.add('a', 1);
    expect(quota.wait('a')).to.equal(0);
    quota.add('a', 3); // a batch that crosses the quota is taken whole
    expect(quota.wait('a')).to.equal(3600);
    expect(quota.wait('b')).to.equal(0);
    now = Date.parse('2026-03-01T23:59:59.500Z');
    expect(quota.wait('a'), 'at least a second').to.equal(1);
    now = Date.parse('2026-03-02T00:00:00.000Z');
    expect(quota.wait('a'), 'a new day').to.equal(0);
  });

  it('counts nothing and never refuses when the quota is 0 (off)', () => {
    const quota = new DailyQuota(0, () => 0);
    quota.add('a', 1_000_000);
    expect(quota.wait('a')).to.equal(0);
  });
});
