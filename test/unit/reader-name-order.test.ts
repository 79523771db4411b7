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

describe('Reader: a first and a last name written whole elsewhere family name first', () => {
  // Session 29's class (blind set 30's guide miss): a shop's order, the customer's given name and family name apart, and
  // the billing address's name written as Vietnamese writes it (family name first). Invented bodies; made-up people.
  it('takes the name as written', () => {
    const order = {
      email: 'hang.le@example.com',
      customer: { first_name: 'Hằng', last_name: 'Lê Thu', phone: '0903 418 275', email: 'hang.le@example.com' },
      billing_address: { name: 'Lê Thu Hằng', phone: '0903 418 275', address1: '58 Nguyễn Thị Minh Khai' },
    };
    expect(personOf(order, 'VN').name).to.equal('Lê Thu Hằng');
  });

  it('keeps a Western order where a Vietnamese given name meets an English surname, or a sorting key writes it backwards', () => {
    const married = {
      first_name: 'Thảo',
      last_name: 'Smith',
      email: 'thao.smith@example.com',
      phone: '+1 408 555 0142',
    };
    expect(personOf(married, 'US').name).to.equal('Thảo Smith');
    const sorted = { first_name: 'John', last_name: 'Smith', sort_name: 'Smith John', email: 'john.smith@example.com' };
    expect(personOf(sorted, 'US').name).to.equal('John Smith');
    const billed = {
      first_name: 'Chloé',
      last_name: 'Dubois',
      billing: { name: 'Dubois Chloé' },
      email: 'c@example.fr',
    };
    expect(personOf(billed, 'FR').name).to.equal('Chloé Dubois');
  });
});

// Spanish and Portuguese names carry both parents' surnames, sent apart by many forms (blind set 48: an insurance
// marketplace's `apellidoPaterno` + `apellidoMaterno`); invented keys and people.
describe("Reader: a second surname sent apart joins the name, in the body's order", () => {
  const cases: Array<[Record<string, string>, string]> = [
    [{ nombre: 'Lucía', apellido_paterno: 'Herrera', apellido_materno: 'Soto' }, 'Lucía Herrera Soto'],
    [{ nombres: 'Ana María', primerApellido: 'Quispe', segundoApellido: 'Mamani' }, 'Ana María Quispe Mamani'],
    [{ first_name: 'Diego', last_name: 'Paredes', second_last_name: 'Vidal' }, 'Diego Paredes Vidal'],
    [{ nome: 'João', sobrenome: 'Almeida', sobrenome_materno: 'Costa' }, 'João Almeida Costa'],
  ];
  for (const [person, name] of cases)
    it(`reads ${name}`, () => {
      const body = { leadId: 'L-88213', cliente: { ...person, celular: '+56 9 8421 3376', email: 'x.y@example.cl' } };
      expect(personOf(body, 'CL').name).to.equal(name);
    });
  it('never joins a second surname that repeats the first, nor a reply or a placeholder', () => {
    for (const second of ['Herrera', 'N/A', 'no']) {
      const cliente = {
        nombre: 'Lucía',
        apellido_paterno: 'Herrera',
        apellido_materno: second,
        celular: '+56 9 8421 3376',
      };
      expect(personOf({ cliente }, 'CL').name).to.equal('Lucía Herrera');
    }
  });
});

// Blind set 49's guide 12 (a shop's order): its address object sends `name` as the last name alone, beside `fullName`
// and `firstName`; our own key `name` had won with one word.
describe('Reader: a one-word name beside the whole name in its object', () => {
  it('reads the whole name that holds it', () => {
    const address = { fullName: 'Hélène Gagnon', firstName: 'Hélène', name: 'Gagnon', phone: '(514) 555-0142' };
    const body = { content: { email: 'helene.g@example.ca', billingAddress: address } };
    expect(personOf(body, 'CA').name).to.equal('Hélène Gagnon');
  });
  it('keeps a one-word name where no name in its object holds it', () => {
    const body = { name: 'Hélène', company_name: 'Gagnon Rénovation Inc.', phone: '(514) 555-0142' };
    expect(personOf(body, 'CA').name).to.equal('Hélène');
  });
});
