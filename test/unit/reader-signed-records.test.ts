import { expect } from 'chai';
import { readInput, readLead } from '../helpers/read-lead.ts';

// Session 33's class (blind set 35's guide 01 and 13: a CRM's `notes: [{createdBy, body}]`, an admissions tool's
// `remarks: [{by, text}]`): an entry of a record's log signed with someone else's name (under a key saying who wrote
// it, or the name of a staff member the body gives elsewhere) is theirs, all of it: what a colleague wrote after a
// call is no answer of the person's. An entry the person signed, and a note in their own record, stay theirs.
// Invented bodies.

describe("Reader: a record's entry signed by someone else is theirs", () => {
  const person = {
    full_name: 'Ilse Varga',
    mobile: '(614) 555-0187',
    email: 'ilse.varga@example.com',
    message: 'Looking for a two-bedroom condo near the river, moving in spring.',
  };

  it('leaves out an entry under a key naming its writer', () => {
    const { notes } = readInput(
      {
        contact: person,
        owner: { name: 'Gustavo Pereira', email: 'gustavo@riverside-realty.example' },
        activity: [
          { id: 551, written_by: 'Gustavo Pereira', title: 'Call', details: 'Left a voicemail, will retry Friday.' },
        ],
      },
      'US',
    );
    expect(notes).to.contain('two-bedroom condo');
    expect(notes).not.to.contain('Left a voicemail');
    expect(notes).not.to.contain('Gustavo');
  });

  it("leaves out an entry signed with a staff member's name the body gives, under any key", () => {
    const { notes } = readInput(
      {
        lead: {
          ...person,
          adviser: { name: 'Tomasz Wrona', phone: '(614) 555-0101' },
          journal: [{ kto: 'Tomasz Wrona', wpis: 'Sent the brochure, she asked about parking.', kiedy: '2026-03-02' }],
        },
      },
      'US',
    );
    expect(notes).to.contain('two-bedroom condo');
    expect(notes).not.to.contain('Sent the brochure');
    expect(notes).not.to.contain('Tomasz');
  });

  it('marks the entry as the other party in the roles', () => {
    const read = readLead(
      {
        contact: person,
        comments: [{ by: 'Gustavo Pereira', text: 'Prefers texts over calls.' }],
      },
      'US',
    );
    expect(read.roles['/comments/0/text']).to.equal('otherParty');
    expect(read.roles['/comments/0/by']).to.equal('otherParty');
  });

  it('keeps an entry the person signed, and one signed by no name', () => {
    const { notes } = readInput(
      {
        contact: person,
        comments: [
          { author: 'Ilse Varga', text: 'Also interested in a parking space.' },
          { author: 'web form', text: 'Budget is flexible up to 400k.' },
        ],
      },
      'US',
    );
    expect(notes).to.contain('parking space');
    expect(notes).to.contain('400k');
  });

  it("keeps the person's words in their own record beside a staff member's name", () => {
    const { notes } = readInput(
      {
        lead: { contact: person, created_by: 'Gustavo Pereira', request: 'Wants a viewing on Saturday morning.' },
      },
      'US',
    );
    expect(notes).to.contain('viewing on Saturday');
  });
});

describe("Reader: a companion's name is no one's signature", () => {
  it("keeps the person's answers for someone they bring", () => {
    const { notes } = readInput(
      {
        contact: { full_name: 'Ilse Varga', mobile: '(614) 555-0187', email: 'ilse.varga@example.com' },
        guests: [{ name: 'Leo Lindqvist', age: 12 }],
        tickets: [{ holder: 'Leo Lindqvist', meal: 'Vegetarian meal please', seat: 'Aisle' }],
      },
      'US',
    );
    expect(notes).to.contain('Vegetarian meal please');
  });
});
