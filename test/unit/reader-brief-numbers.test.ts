import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Issue 35, the brief: a number the person gave in their record, made-up keys and people.

describe("Reader: a plain number in the person's record is their answer", () => {
  // A boat's details in a section beside the applicant's object: each number is what they told the form.
  const notes = readInput({
    applicant: { full_name: 'Tomasz Wilk', cell: '+48 601 234 567', mail: 'tomasz.wilk@example.pl' },
    vessel: { built: 2019, length_ft: 24, engine_hp: 250, hull: 'Fiberglass' },
    broker: { code: 'BRK-220', rank: 4 },
    scoring: { points: 37 },
    options: [{ label: 'Hull', price: 1200 }],
    sequence: 88213,
  }).notes;

  for (const answer of ['built: 2019', 'length_ft: 24', 'engine_hp: 250', 'Fiberglass'])
    it(`holds ${answer}`, () => expect(notes).to.contain(answer));

  it("keeps a number of someone else's record and the tool's out", () => {
    expect(notes).not.to.match(/rank/);
    expect(notes).not.to.match(/points|price/);
    expect(notes).not.to.contain('88213');
  });
});

describe("Reader: the person's state or province under a key that also names a record's state", () => {
  for (const [key, state] of [
    ['state', 'TX'],
    ['state', 'Texas'],
    ['estado', 'SP'],
    ['billing_state', 'NSW'],
  ])
    it(`keeps ${key}: ${state} beside the person`, () => {
      const notes = readInput({
        nombre: 'Lucía Ferraz',
        phone: '+1 214 555 0147',
        email: 'lucia.ferraz@example.com',
        city: 'Garland',
        [key]: state,
        status: 'new',
        lead_state: 'open',
      }).notes;
      expect(notes).to.contain(`${key}: ${state}`);
      expect(notes).not.to.match(/\bnew\b|\bopen\b/);
    });

  it("keeps a record's state out", () => {
    const notes = readInput({
      contact: { name: 'Lucía Ferraz', phone: '+1 214 555 0147' },
      ticket: { state: 'Pending', priority: 'P2' },
    }).notes;
    expect(notes).not.to.contain('Pending');
  });
});

describe("Reader: answers in the items of a list in the person's own object", () => {
  const vehicles = [{ year: '2019', make: 'Honda', model: 'Civic EX', ownership: 'Financed', annual_miles: '12,000' }];
  for (const [how, sent] of [
    ['as a list', vehicles],
    ['as a JSON text', JSON.stringify(vehicles)],
  ] as const)
    it(`reads each vehicle's answer, sent ${how}`, () => {
      const notes = readInput({
        first_name: 'Kevin',
        last_name: 'Tran',
        phone_home: '714.555.0164',
        email_address: 'kevin.tran@example.com',
        vehicles: sent,
        lp_s1: 'fb_auto_0312',
      }).notes;
      for (const answer of ['2019', 'Honda', 'Civic EX', 'Financed', '12,000']) expect(notes).to.contain(answer);
      expect(notes).not.to.contain('fb_auto_0312');
    });

  it("keeps a code in such an item the tool's", () => {
    const notes = readInput({
      name: 'Kevin Tran',
      phone: '714.555.0164',
      items: [{ sku: 'WF-5X', title: 'Water filter' }],
    }).notes;
    expect(notes).to.contain('Water filter');
    expect(notes).not.to.contain('WF-5X');
  });
});

describe("Reader: a number under a bare `number` key in the person's address is theirs", () => {
  const notes = readInput({
    customer: { name: 'Ana Souza', phone: '+55 11 98765-4321', address: { street: 'Rua Augusta', number: 1500 } },
  }).notes;
  it('keeps it', () => expect(notes).to.contain('1500'));
});

describe('Reader: what the person asks about, in an object of its own away from them, is context', () => {
  const notes = readInput({
    lead: {
      vehicle: { year: '2018', make: 'Bayliner', model: 'VR5', hull_id: 'BAYB1234K718' },
      buyer: { contact: { name: 'Derek Shaw', phone: '602 555 0148' }, comments: 'Is it still for sale?' },
    },
    dealer: { name: 'Lakeside Marine', phone: '(602) 555-0100', email: 'sales@lakeside.example' },
  }).notes;

  it('keeps the vehicle asked about, each value under the key of what it describes', () => {
    for (const value of ['vehicle year: 2018', 'vehicle make: Bayliner', 'vehicle model: VR5'])
      expect(notes).to.contain(value);
  });
  it("keeps its id and the dealer's card out", () => {
    for (const value of ['BAYB1234K718', 'Lakeside Marine', '555-0100']) expect(notes).not.to.contain(value);
  });
});

describe('Reader: what the person asks about, in a list of its own, is context too', () => {
  // Session 29's class (blind set 29's guide miss): an insurance lead's `vehicles: [{year, make, model, trim}]`, a model
  // and a trim written as short codes (`RAV4`, `XLE`). Invented body; a made-up person.
  const notes = readInput({
    lead_id: 'QL-55120',
    contact: { first_name: 'Dana', last_name: 'Whitfield', phone: '(512) 555-0173', email: 'dana.w@example.com' },
    vehicles: [{ year: 2021, make: 'Toyota', model: 'RAV4', trim: 'XLE', vehicle_id: 'veh_88213' }],
  }).notes;

  it('keeps each vehicle value under its key', () => {
    for (const value of ['vehicles model: RAV4', 'vehicles trim: XLE', 'vehicles make: Toyota'])
      expect(notes).to.contain(value);
  });
  it('keeps its id out', () => {
    expect(notes).not.to.contain('veh_88213');
  });
});
