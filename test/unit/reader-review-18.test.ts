import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 18's attacker's pass over its own classes: bodies where a class first took the person's words out of the
// brief or cut their name short. Made-up people.

describe("Reader: a placeholder is a whole name's, never a first or last name's", () => {
  for (const [first, last] of [
    ['Christopher', 'Guest'],
    ['Anon', 'Suksawat'],
    ['Min-jun', 'No'],
  ])
    it(`keeps ${first} ${last}`, () =>
      expect(readInput({ first_name: first, last_name: last, email: 'cg@example.com' }).name).to.equal(
        `${first} ${last}`,
      ));
});

describe("Reader: a form's option sent in lower case under a kind stays the person's", () => {
  const notes = readInput({
    name: 'Jane Doe',
    email: 'jane@example.com',
    loan_type: 'new',
    kitchen_type: 'open',
    property_status: 'pending',
  }).notes;
  for (const line of ['loan_type: new', 'kitchen_type: open', 'property_status: pending'])
    it(`keeps ${line}`, () => expect(notes).to.contain(line));
});

describe("Reader: an event's or a type's own name is the person's, a status's the tool's", () => {
  const notes = readInput({
    name: 'Jane Doe',
    email: 'jane@example.com',
    event: { name: 'Smith Wedding', date: '2027-06-14', guests: 120 },
    status: { id: 3, name: 'Awaiting review' },
  }).notes;
  it('keeps the event', () => expect(notes).to.contain('Smith Wedding'));
  it('keeps the status out', () => expect(notes).not.to.contain('Awaiting review'));
});

describe("Reader: a record's state beside the person is no region", () => {
  for (const state of ['Pending', 'NEW', 'Activo'])
    it(`keeps state: ${state} out`, () =>
      expect(readInput({ name: 'Jane Doe', email: 'jane@example.com', state }).notes).not.to.contain(state));
});

describe('Reader: a key of kilobytes above thousands of values writes itself into no line whole', () => {
  it('cuts each line’s label, so the brief grows with the body, not with its square', () => {
    const inner: Record<string, string> = {};
    for (let i = 0; i < 2000; i++) inner[`k${i}`] = `v${i}`;
    const { notes } = readInput({ name: 'Jane Doe', email: 'jane@example.com', ['a'.repeat(40_000)]: inner });
    expect(notes).to.contain('k1999: v1999'.slice(-5));
    expect(notes.length).to.be.below(1_000_000);
    expect(notes.split('\n')[0].length).to.be.below(320);
  });
});

describe("Reader: a code of what the person asks about is the tool's", () => {
  it('keeps the offer and the car in, their codes out', () => {
    const { notes } = readInput({
      buyer: { name: 'Ana Souza', email: 'ana@example.com' },
      purchase: { offer: { code: 'k2vqn8ra', title: 'Annual plan' }, vehicle: { model: 'Corolla', stock_no: 'U4412' } },
    });
    expect(notes).to.contain('Annual plan').and.contain('Corolla');
    expect(notes).not.to.contain('k2vqn8ra').and.not.contain('U4412');
  });
});

describe("Reader: a tool's colour code and a shipping cost in Indonesian are no answers", () => {
  it('keeps them out, and the order in', () => {
    const { notes } = readInput(
      {
        nama: 'Siti Rahmawati',
        no_hp: '0812-3456-7890',
        produk: 'Madu Hutan Asli 500gr',
        ongkir: '18000',
        ongkos_kirim: '18000',
        groupColor: '#579bfc',
        label_color: '#fff',
      },
      'ID',
    );
    expect(notes).to.contain('Madu Hutan Asli 500gr');
    expect(notes).not.to.contain('18000').and.not.contain('#579bfc').and.not.contain('#fff');
  });
});
