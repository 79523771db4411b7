import { expect } from 'chai';
import { checkLead, emailOf } from '../../service/lead/schema/lead-schema.ts';
import { heapHeldAfter } from '../helpers/heap-held.ts';

// The schema remembers the addresses its email rule passed for the lead being read (the reader's
// pick is checked again by the lead's schema). An address can be the engine's slice of the text it
// was cut from (a form's body, a padded value), and a kept slice keeps that whole text alive.
describe("The lead's schema keeps no body alive", () => {
  it('holds no megabyte texts whose addresses its email rule passed, lead after lead', () => {
    const held = heapHeldAfter(() => {
      for (let n = 0; n < 200; n++) {
        // A fresh string of a megabyte, as a body's value arrives: its trimmed text is the engine's slice of it.
        const value = JSON.parse(JSON.stringify(`lead${n}@example.com${' '.repeat(1_000_000)}`)) as string;
        const address = value.trim();
        expect(emailOf(address)).to.equal(`lead${n}@example.com`);
        if (n % 2 === 0) expect(checkLead({ email: address, test: false }, 'US').email).to.equal(address);
      }
    });
    expect(held).to.be.below(20_000_000);
  });
});
