import { expect } from 'chai';
import { randomInt } from 'node:crypto';
import { isoTime } from '../../service/base/iso-time.ts';

describe('isoTime', () => {
  it("writes what Date's toISOString writes, for times across days, back and forth", () => {
    const day = 86_400_000;
    const now = Date.now();
    const times = [0, 1, day - 1, day, now, now - (now % day), now - (now % day) - 1, 253_402_300_799_999];
    for (let i = 0; i < 20_000; i++) times.push(randomInt(253_402_300_799_999), now + randomInt(-3 * day, 3 * day));
    for (const ms of times) expect(isoTime(ms), String(ms)).to.equal(new Date(ms).toISOString());
  });

  it("leaves times outside years 1970 to 9999 to Date's own text", () => {
    for (const ms of [-1, -86_400_001, 253_402_300_800_000, 8.64e15]) {
      expect(isoTime(ms)).to.equal(new Date(ms).toISOString());
    }
  });
});
