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

describe('Reader: unlabelled positional keys (docs/api.md §2.4)', () => {
  it('reads generic numbered keys (value1, field_2, answer3, col4, param1) by their values\' shapes', () => {
    expect(person({ event: 'new_quote', value1: 'Tom Baker', value2: 'tom.baker@example.com', value3: '020 7946 0123', occurred_at: '2027-05-01T10:00:00Z' }, 'GB'))
      .to.deep.equal({ name: 'Tom Baker', phone: '+442079460123', email: 'tom.baker@example.com' });
    expect(person({ field_1: 'Kasia Nowak', field_2: '+48 512 345 678', field_3: 'Chcę wycenę' }, 'PL'))
      .to.deep.equal({ name: 'Kasia Nowak', phone: '+48512345678', email: null });
    expect(person({ col1: 'Jonas', col2: 'Berg', col3: 'jonas@example.se', col4: '070-123 45 67' }, 'SE'))
      .to.deep.equal({ name: 'Jonas Berg', phone: '+46701234567', email: 'jonas@example.se' });
    expect(person({ param1: 'ana@example.pt', param2: 'Ana Sousa' }, 'PT').name).to.equal('Ana Sousa');
  });

  it('reads no name from a positional value that is no name (a sentence, a company, a date)', () => {
    expect(person({ answer1: 'ola@example.com', answer2: 'Wagner Bau GmbH', answer3: '2027-05-01' }, 'DE').name).to.equal(null);
  });
});

