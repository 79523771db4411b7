import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Issue 35, the brief: a flat body (a payment postback, form-encoded) whose keys group each party's values by a
// prefix of their own (`cus_`, `aff_`, `seller_`). Made-up keys and people.

describe("Reader: a prefix group of keys holding someone else's name and contact in a flat body is theirs", () => {
  const read = readInput(
    {
      buyer_name: 'Renata Okafor',
      buyer_mail: 'renata.okafor@example.com',
      buyer_cel: '(21) 99123-4567',
      buyer_note: 'Prefiro aulas à noite',
      parc_name: 'Caio Menezes Marketing',
      parc_mail: 'caio@menezes-mkt.example',
      parc_doc: '98.765.432/0001-10',
      parc_share: '31.50',
      seller_name: 'Academia Exemplo Ltda',
      seller_mail: 'financeiro@academia.example',
      item_name: 'Curso de Violão Online',
    },
    'BR',
  );

  it('finds the buyer', () =>
    expect([read.name, read.phone, read.email]).to.deep.equal([
      'Renata Okafor',
      '+5521991234567',
      'renata.okafor@example.com',
    ]));

  it("keeps the buyer's words and the item in the brief", () => {
    expect(read.notes).to.contain('Prefiro aulas à noite');
    expect(read.notes).to.contain('Curso de Violão Online');
  });

  for (const leaked of [
    'Caio Menezes',
    'caio@menezes-mkt.example',
    '98.765.432/0001-10',
    '31.50',
    'Academia Exemplo',
    'financeiro@',
  ])
    it(`keeps ${leaked} out`, () => expect(read.notes).not.to.contain(leaked));
});

describe("Reader: a record's code and a status sent as a digit are the tool's", () => {
  const notes = readInput(
    {
      nome: 'Renata Okafor',
      email: 'renata.okafor@example.com',
      trans_cod: '74512093',
      cod_produto: '1820334',
      trans_status: '3',
      interesse: 'Violão popular',
    },
    'BR',
  ).notes;

  it('keeps the answer', () => expect(notes).to.contain('Violão popular'));
  for (const leaked of ['74512093', '1820334', 'trans_status'])
    it(`keeps ${leaked} out`, () => expect(notes).not.to.contain(leaked));
});

describe("Reader: a record's state under a kind or a status qualified by a thing (`address_status: confirmed`)", () => {
  const notes = readInput(
    {
      first_name: 'Daniel',
      last_name: 'Whitlock',
      payer_email: 'dan.whitlock@example.co.uk',
      address_status: 'confirmed',
      payer_status: 'verified',
      payment_type: 'instant',
      property_type: 'Terraced house',
      marital_status: 'Married',
    },
    'GB',
  ).notes;

  it("keeps the person's kinds", () => expect(notes).to.contain('Terraced house').and.contain('Married'));
  for (const state of ['confirmed', 'verified', 'instant'])
    it(`keeps ${state} out`, () => expect(notes).not.to.contain(state));
});

describe("Reader: a tool's status sent as an object is the tool's, in words too", () => {
  const notes = readInput(
    {
      order: {
        status: { id: 566146469, name: 'Awaiting review', slug: 'under_review' },
        customer: { first_name: 'Noura', last_name: 'Alqahtani', mobile: '+966 55 123 4567' },
        note: 'Please gift wrap it',
        appointment_type: { id: 7, name: 'Fitting session' },
      },
    },
    'SA',
  ).notes;

  it('keeps the answers and the chosen kind', () =>
    expect(notes).to.contain('Please gift wrap it').and.contain('Fitting session'));
  it("keeps the status's name out", () => expect(notes).not.to.contain('Awaiting review'));
});
