import { expect } from 'chai';
import { randomBytes, randomInt } from 'node:crypto';
import { v7, validate, version } from 'uuid';
import { timeOrderedId, uuidV7Text } from '../../service/base/time-ordered-id.ts';

describe('timeOrderedId', () => {
  it('makes valid, unique UUIDv7s that sort in the order they were made, across many pool refills', () => {
    const ids = Array.from({ length: 50_000 }, () => timeOrderedId());
    for (const id of ids.slice(0, 100)) {
      expect(validate(id), id).to.equal(true);
      expect(version(id)).to.equal(7);
    }
    expect(new Set(ids).size).to.equal(ids.length);
    for (let i = 1; i < ids.length; i++) {
      if (!(ids[i - 1] < ids[i])) expect.fail(`${ids[i - 1]} is not below ${ids[i]}`);
    }
  });

  it('carries the current time in its first 48 bits', () => {
    const before = Date.now();
    const id = timeOrderedId();
    const ms = parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(ms).to.be.within(before, Date.now());
  });

  it('does not repeat its random part', () => {
    const tails = new Set(Array.from({ length: 1000 }, () => timeOrderedId().slice(-12)));
    expect(tails.size).to.equal(1000);
  });

  it("starts each millisecond's counter at a random value, as uuid does, not at zero", async () => {
    const counters = new Set<string>();
    for (let i = 0; i < 20; i++) {
      counters.add(timeOrderedId().slice(14, 18)); // version nibble + the counter's first 12 bits
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    expect(counters.size).to.be.greaterThan(10);
  });

  it("writes the same text as uuid's own v7 for the same time, counter and random bytes", () => {
    const cases: Array<[number, number]> = [
      [0, 0],
      [2 ** 48 - 1, 2 ** 32 - 1],
      [Date.now(), 0x7fffffff],
      [Date.now(), 0x80000000],
    ];
    for (let i = 0; i < 2000; i++) cases.push([randomInt(2 ** 48 - 1), randomInt(2 ** 32 - 1)]);
    for (const [msecs, seq] of cases) {
      const random = randomBytes(16);
      expect(uuidV7Text(msecs, seq, random)).to.equal(v7({ msecs, seq, random }));
    }
  });
});
