import { expect } from 'chai';
import { personOf } from '../helpers/read-lead.ts';

// A Thai message's name closed by a polite particle (docs/api.md §2.4, NAME_ENDINGS): Thai writes no space between
// words, so the particle often comes written onto the name (`ผมชื่อ สมชายครับ`). It was read as part of it, and the
// next word with it (`สมชายครับ สนใจ`: "Somchai-khrap interested" sent as the lead's name).
describe('Reader: a name in a Thai message, a polite particle written onto it (docs/api.md §2.4)', () => {
  it('reads the name without the particle written onto it, and without the words after it', () => {
    for (const [message, name] of [
      ['สวัสดีครับ ผมชื่อ สมชายครับ', 'สมชาย'],
      ['ผมชื่อ สมชายครับ สนใจทัวร์เชียงใหม่', 'สมชาย'],
      ['ดิฉันชื่อ สมใจ ใจดีค่ะ อยากสอบถาม', 'สมใจ ใจดี'],
      ['ผมชื่อ ชนะ ครับ', 'ชนะ'],
    ]) {
      expect(personOf({ phone: '+66812345678', message }, 'TH').name, message).to.equal(name);
    }
  });
});
