import { expect } from 'chai';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parseForm } from '../../service/http/body/parse-form.ts';
import { meaning } from '../../service/lead/reader/labels.ts';
import { readLead } from '../helpers/read-lead.ts';

// The reader keeps each label's meaning (labels.ts, 20,000 labels): a label is a key of the body, and
// the engine may hand it over as a slice of the whole body's text (a form body's keys, a label cut to
// its first 200 characters). What is kept must be the label's own copy, or every body a stranger sends
// with new keys stays in memory with it.
describe('Reader: the label cache keeps labels, never the bodies they came in', () => {
  it('holds no megabyte body through a key cut out of it', () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let n = 0; n < 60; n++) {
      // A form body of a megabyte whose one long key is new in every body: the key is a slice of its text.
      // One key of words and a number, one of lowercase letters only (its meaning's words may be the key itself).
      const letters = String.fromCharCode(97 + (n % 26), 97 + Math.floor(n / 26));
      const body = parseForm(
        `preferred_contact_window_${n}=evening&bestwindowforacall${letters}=x&notes=${'x'.repeat(1_000_000)}`,
      );
      for (const key of Object.keys(body)) expect(meaning(key).words).to.be.a('string');
      // And a key longer than the 200 characters read of it.
      expect(meaning(`question_${n}_${'y'.repeat(1_000_000)}`).words).to.be.a('string');
    }
    gc();
    expect(process.memoryUsage().heapUsed - before).to.be.below(30_000_000);
  });
});

describe("Reader: a lead's reading keeps nothing of a body past it", () => {
  it('holds no megabyte form body after reading leads with new keys (labels, pointers, shapes, hints)', () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let n = 0; n < 60; n++) {
      const body = parseForm(
        `email=lead${n}%40example.com&what_do_you_need_${n}=A+new+roof+please&type_${n}=residential_roof&notes=${'x'.repeat(1_000_000)}`,
      );
      expect(readLead(body).input.email).to.equal(`lead${n}@example.com`);
    }
    gc();
    expect(process.memoryUsage().heapUsed - before).to.be.below(30_000_000);
  });
});
