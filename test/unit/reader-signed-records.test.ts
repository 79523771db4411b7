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

// Review 43's regressions (session 33): a tool or a source signing an entry, someone close to the person named beside
// their entries, and the person's own name with an initial added. Invented bodies.
describe("Reader: an entry no one else signed stays the person's", () => {
  const contact = { full_name: 'Ilse Varga', mobile: '(614) 555-0187', email: 'ilse.varga@example.com' };

  it('keeps an entry a form, an ad or an integration signed', () => {
    for (const signer of ['Website Form', 'Facebook Lead Ads', 'Zapier Integration', 'Lead Form']) {
      const { notes } = readInput(
        {
          contact,
          owner: { name: 'Gustavo Pereira' },
          notes: [{ created_by: signer, body: 'Wants a quote for 8 windows.' }],
        },
        'US',
      );
      expect(notes, signer).to.contain('8 windows');
    }
  });

  it('keeps the answers about a child or a spouse named beside them', () => {
    const { notes } = readInput(
      {
        guardian: contact,
        child: { name: 'Emma Varga', dob: '2018-05-04' },
        spouse: { name: 'Peter Varga' },
        appointments: [{ patient: 'Emma Varga', reason: 'Ear pain for three days' }],
        preferences: [{ for: 'Peter Varga', wish: 'A quiet room upstairs' }],
      },
      'US',
    );
    expect(notes).to.contain('Ear pain for three days');
    expect(notes).to.contain('A quiet room upstairs');
  });

  it('keeps an entry signed with the person’s name and a middle initial', () => {
    const { notes } = readInput({ contact, comments: [{ author: 'Ilse K. Varga', text: 'Gate code is 4411.' }] }, 'US');
    expect(notes).to.contain('Gate code is 4411');
  });
});

// Review 44's regressions (session 33): a staff member whose name holds a tool's word (`Miguel Portal`, `Ad Verhoeven`,
// a job title `Lead Tech`) still signs their notes. Invented bodies.
describe("Reader: a staff member's name holding a tool's word still signs", () => {
  const contact = { full_name: 'Ilse Varga', mobile: '(614) 555-0187', email: 'ilse.varga@example.com' };
  it('leaves their notes out', () => {
    for (const [staff, signer] of [
      ['Miguel Portal', 'Miguel Portal'],
      ['Sarah Site', 'Sarah Site'],
      ['Ad Verhoeven', 'Ad Verhoeven'],
      ['Mark Ruiz', 'Lead Tech Mark Ruiz'],
    ]) {
      const { notes } = readInput(
        { contact, owner: { name: staff }, notes: [{ created_by: signer, body: 'Left a voicemail, retry Friday.' }] },
        'US',
      );
      expect(notes, signer).not.to.contain('Left a voicemail');
    }
  });
});

// Session 35 (blind set 38's guide 04: a phone system's call with a staff comment): an entry whose writer is an object
// of their own below it (`comments: [{content, posted_by: {id, name}}]`), named as the body names a staff member
// elsewhere (`user: {name}`), or under a writer's key (`written_by: {name}`), is theirs, all of it. Invented bodies.
describe("Reader: an entry signed by its writer's own object", () => {
  it('leaves out a comment whose writer the body names as staff', () => {
    const body = {
      call: {
        raw_digits: '+33 6 12 45 78 90',
        user: { name: 'Camille Roussel', email: 'camille@cabinet.example.fr' },
        contact: { first_name: 'Inès', last_name: 'Girard', emails: [{ value: 'ines.girard@example.fr' }] },
        notes: 'Je voudrais un rendez-vous mardi',
        comments: [
          { id: 1, content: 'Rappeler pour confirmer le créneau', posted_by: { id: 7, name: 'Camille Roussel' } },
        ],
      },
    };
    const { notes } = readInput(body, 'FR');
    expect(notes).to.contain('rendez-vous mardi').and.not.contain('Rappeler');
  });

  it('leaves out an entry under a writer’s key naming someone, and keeps one the person wrote', () => {
    const body = {
      lead: { name: 'Inès Girard', email: 'ines.girard@example.fr' },
      updates: [
        { text: 'Called twice, no answer', written_by: { id: 3, name: 'Paul Martin' } },
        { text: 'Je préfère être appelée le soir', written_by: { name: 'Inès Girard' } },
      ],
    };
    const { notes } = readInput(body, 'FR');
    expect(notes).to.contain('appelée le soir').and.not.contain('Called twice');
  });
});
