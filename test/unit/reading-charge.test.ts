import { expect } from 'chai';
import { readingDebt } from '../../service/webhook/reading-charge.ts';

// docs/api.md §2.6: what a body's reading costs its source past its share, in bytes.
describe('The reading charge (reading-charge.ts)', () => {
  it('charges nothing within twice the share: 1 ms a lead and 0.2 ms a KiB', () => {
    expect(readingDebt(0.3, 2_600, 1)).to.equal(0);
    // A batch of 100 leads of 19 KB read in 150 ms: its share is 103.7 ms, twice that 207 ms.
    expect(readingDebt(150, 19_000, 100)).to.equal(0);
  });

  it('charges a dear reading 1 KiB per 0.2 ms past its share', () => {
    // 3.9 KB of new keys read in 8 ms: share 1.76 ms, 6.24 ms past it, 31.9 KiB.
    expect(readingDebt(8, 3_900, 1)).to.be.closeTo(6.238 * 5 * 1024, 5);
  });

  it("charges at most sixteen times the body's bytes: a preemption on a busy machine is no sender's doing", () => {
    // A 1.6 KB form whose reading took 555 ms of clock (review28: six busy processes on two cores).
    expect(readingDebt(555, 1_600, 1)).to.equal(16 * 1_600);
  });
});
