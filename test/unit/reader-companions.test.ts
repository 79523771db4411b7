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
