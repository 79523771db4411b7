import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// The other people of a list the person is one of are someone else's (docs/api.md §2.4, companions.ts): the texts
// under the key holding the person's name in the list's other rows, when they are names.
describe('Reader: the other people of a list the person is one of (companions.ts)', () => {
  // A CRM's custom fields as rows of an id and a text hold the person's name and their answers: the answers were
  // taken for other people's names and left out of the brief.
  it("keeps the person's answers in a list of their fields that holds their name", () => {
    const notes = readInput({
      contact: { phone: '+14155550100', name: 'Ada Tester' },
      custom: [
        { field_id: 'f1', text: 'Ada Tester' },
        { field_id: 'f2', text: 'Kitchen remodel before the holidays' },
        { field_id: 'f3', text: 'Call after five' },
      ],
    }).notes;
    expect(notes).to.contain('Kitchen remodel before the holidays');
    expect(notes).to.contain('Call after five');
  });
});

// Session 38's class (blind set 41's guide 19, a wedding marketplace's enquiry: `couple: {email, phone, partners:
// [{name, role: "bride"}, {name, role: "groom"}]}`): a list under a key naming people close to the lead (`partners`,
// `parents`) holds people's names, no things' (a `products: [{name}]` list's): the one the chosen address spells is the
// lead, the other a companion, out of the brief. Invented body.
describe("Reader: a list of the lead's partners holds people's names", () => {
  const couple = (first: string, second: string) => ({
    enquiry: {
      message: 'Is 12 June 2027 free for about 120 guests?',
      couple: {
        email: 'emma.clarke@example.com',
        phone: '07700 900123',
        partners: [
          { name: first, role: 'bride' },
          { name: second, role: 'groom' },
        ],
      },
    },
  });

  it('names the partner the address spells, whichever comes first', () => {
    expect(readInput(couple('Emma Clarke', 'James Porter'), 'GB').name).to.equal('Emma Clarke');
    expect(readInput(couple('James Porter', 'Emma Clarke'), 'GB').name).to.equal('Emma Clarke');
  });

  it("leaves the other partner's name out of the brief", () => {
    expect(readInput(couple('Emma Clarke', 'James Porter'), 'GB').notes).not.to.contain('James Porter');
  });
});
