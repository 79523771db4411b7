import { expect } from 'chai';
import { RateLimiter } from '../../service/webhook/rate-limiter.ts';

describe('RateLimiter (token bucket)', () => {
  it('allows a burst of 4x the rate, then asks to wait, then refills at the rate', () => {
    let now = 0;
    const limiter = new RateLimiter(10, 4, () => now);
    const burst = Array.from({ length: 40 }, () => limiter.take('a'));
    expect(burst.every((wait) => wait === 0)).to.equal(true);
    expect(limiter.take('a')).to.equal(1);
    now += 500; // half a second refills 5 tokens
    expect(Array.from({ length: 5 }, () => limiter.take('a'))).to.deep.equal([0, 0, 0, 0, 0]);
    expect(limiter.take('a')).to.be.greaterThan(0);
  });

  it('charges bytes once a body is read: a source owing nothing starts a body, one in debt waits until it has paid (issue 34)', () => {
    let now = 0;
    const bytes = new RateLimiter(16_384, 4, () => now); // a burst of 64 KiB
    expect(bytes.debtWait('a')).to.equal(0);
    bytes.spend('a', 40_000);
    expect(bytes.debtWait('a'), '24,536 bytes left').to.equal(0);
    bytes.spend('a', 40_000);
    expect(bytes.debtWait('a'), '15,464 bytes owed at 16,384 a second').to.equal(1);
    expect(bytes.debtWait('b'), 'another source owes nothing').to.equal(0);
    bytes.spend('a', 65_536);
    expect(bytes.debtWait('a'), '81,000 bytes owed').to.equal(5);
    now += 5_000;
    expect(bytes.debtWait('a')).to.equal(0);
    expect(new RateLimiter(0).debtWait('a'), '0 turns it off').to.equal(0);
  });

  it('charges a batch one token per lead past its first, at most the burst, going below zero if it must', () => {
    let now = 0;
    const limiter = new RateLimiter(10, 4, () => now);
    expect(limiter.take('a')).to.equal(0);
    limiter.charge('a', 30); // 30 in all: 10 left of 40
    expect(Array.from({ length: 10 }, () => limiter.take('a')).every((wait) => wait === 0)).to.equal(true);
    expect(limiter.take('a')).to.equal(1);
    now += 10_000; // full again
    expect(limiter.take('b')).to.equal(0);
    limiter.charge('b', 1_000); // capped at the burst: 40 in all, from a bucket of 40
    expect(limiter.take('b')).to.equal(1);
    for (let i = 0; i < 40; i++) limiter.take('c'); // the burst spent by single requests
    limiter.charge('c', 40); // then a batch of 40 that took the last token: 39 below zero
    expect(limiter.take('c'), 'a bucket in debt waits for its refill: 40 tokens at 10/s').to.equal(4);
  });

  it('keeps one bucket per key', () => {
    const limiter = new RateLimiter(1, 4, () => 0);
    for (let i = 0; i < 4; i++) limiter.take('noisy');
    expect(limiter.take('noisy')).to.be.greaterThan(0);
    expect(limiter.take('quiet')).to.equal(0);
  });

  it('keeps its memory bounded with a million distinct keys @slow', () => {
    let now = 0;
    const limiter = new RateLimiter(0.001, 4, () => now); // so slow that no bucket ever refills
    // A million, not fewer, and so @slow: the bound is about scale too; evicting one key at a time from
    // the Map's front made a million keys take 67 s (447b615), a cost that fewer keys would barely show.
    for (let i = 0; i < 1_000_000; i++) {
      limiter.take(`token-${i}`);
      now += 0.001;
    }
    expect(limiter.size).to.be.at.most(100_000);
  });

  it('is off at rate 0', () => {
    const limiter = new RateLimiter(0);
    expect(Array.from({ length: 1000 }, () => limiter.take('a')).every((wait) => wait === 0)).to.equal(true);
  });
});
