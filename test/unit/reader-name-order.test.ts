import { expect } from 'chai';
import { personOf } from '../helpers/read-lead.ts';

// Issue 35: a name's parts as the person's language joins them. Made-up bodies and people.

describe("Reader: a Dutch surname's particle (tussenvoegsel) stays in the name", () => {
  it('joins first name, particle and surname of a flat contact object', () => {
    const body = {
      request: { kind: 'Viewing', ref: 'RQ-2291' },
      contact: {
        first_name: 'Pieter',
        tussenvoegsel: 'de',
        last_name: 'Vries',
        email: 'p.devries@example.nl',
        telefoon: '06 23456789',
      },
      broker: { name: 'Makelaardij Noord', phone: '050 765 4321' },
    };
    expect(personOf(body, 'NL')).to.deep.equal({
      name: 'Pieter de Vries',
      phone: '+31623456789',
      email: 'p.devries@example.nl',
    });
  });

  it('joins them in a name object too', () => {
    const body = {
      naam: { voornaam: 'Fleur', tussenvoegsel: 'van den', achternaam: 'Heuvel' },
      email: 'fleur@example.nl',
    };
    expect(personOf(body, 'NL').name).to.equal('Fleur van den Heuvel');
  });
});

describe('Reader: a Vietnamese name is written family name first', () => {
  it('writes `last_name` before `first_name` when the name is written in Vietnamese', () => {
    const order = {
      order_no: '#20931',
      customer: { first_name: 'Lan', last_name: 'Trần Ngọc', phone: '0903 111 222', email: 'lan.tran@example.vn' },
    };
    expect(personOf(order, 'VN').name).to.equal('Trần Ngọc Lan');
  });

  it('keeps first name first for a name written without Vietnamese letters', () => {
    const order = { customer: { first_name: 'Benoît', last_name: 'Lefèvre', email: 'b.lefevre@example.fr' } };
    expect(personOf(order, 'FR').name).to.equal('Benoît Lefèvre');
  });
});
