import { expect } from 'chai';
import { readLead } from '../helpers/read-lead.ts';

// Session 39's class (blind set 43's guide 05: a help desk's new conversation). A message in a list's item whose writer
// object holds the person (`threads: [{createdBy: {email: <theirs>}, assignedTo: {name: <staff>}, body}]`) is theirs:
// the staff member it is assigned to did not write it, though their name would sign an entry they wrote. Invented body; made-up people and businesses.

describe("Reader: a message the person wrote, assigned to staff, is the person's", () => {
  const staff = { id: 7001, type: 'user', first: 'Omar', last: 'Haddad', email: 'omar@brightline-cleaning.example' };
  const person = { id: 88120, type: 'customer', first: 'Lena', last: 'Marsh', email: 'lena.marsh@example.com' };
  const body = {
    id: 55102,
    subject: 'Quote for office cleaning',
    preview: 'Hi, we need a cleaning crew for our clinic...',
    assignee: staff,
    createdBy: person,
    threads: [
      {
        id: 901,
        type: 'customer',
        body: '<p>Hi, we need a cleaning crew for our clinic on Elm Street. Three rooms and a lobby, weekday evenings.</p>',
        customer: { id: 88120, first: 'Lena', last: 'Marsh', email: 'lena.marsh@example.com' },
        createdBy: person,
        assignedTo: staff,
      },
    ],
  };

  it("keeps the person's message, and the staff member's name out", () => {
    const { input } = readLead(body, 'US');
    expect(input.email).to.equal('lena.marsh@example.com');
    expect(input.notes).to.contain('Three rooms and a lobby, weekday evenings');
    expect(input.notes).not.to.contain('Haddad');
  });
});
