import { expect } from 'chai';
import { personOf } from '../helpers/read-lead.ts';

// Classes of structure found by a blind set of real senders (docs/api.md §2.4). Every key, value and
// shape here is made up, in several spellings and languages: never one sender's keys.
const person = personOf;

describe('Reader: a phone value with a short letter prefix (docs/api.md §2.4)', () => {
  it('reads a phone written after a few letters and a colon (an ad platform export\'s `p:`) under a phone\'s label', () => {
    expect(person({ full_name: 'Asha Rao', email: 'asha@example.com', phone_number: 'p:+919123456780', ad_name: 'Spring' }, 'IN'))
      .to.deep.equal({ name: 'Asha Rao', phone: '+919123456780', email: 'asha@example.com' });
    expect(person({ nombre: 'Lía Gómez', telefono: 'ph:+34 612 345 678' }, 'ES').phone).to.equal('+34612345678');
    expect(person({ name: 'Ben Ode', mobile: 'P: 650-555-0143' }).phone).to.equal('+16505550143');
  });

  it('reads no phone out of a text that is no prefixed number (a time, a ratio, words)', () => {
    expect(person({ email: 'x@example.com', phone: 'call:after 5pm' }).phone).to.equal(null);
    expect(person({ email: 'x@example.com', note: 'p:+919123456780' }).phone).to.equal(null);
  });
});

