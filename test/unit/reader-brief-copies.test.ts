import { expect } from 'chai';
import { readInput, readLead } from '../helpers/read-lead.ts';

// The person's own values sent again (person-places.ts copiesOf) are the person's, not read for the
// brief (no role, no line): the name whole in any case, a word of it under a name part's key, the
// phone's digits written another way, the email in any case. Issue 35 item 6 rules most values out by
// their first character, and an E.164 phone's digits are read without a pattern: these pin what a
// copy is, and what is not one.
describe("Reader: copies of the person's values stay out of the brief", () => {
  const readOf = (body: Record<string, unknown>) => {
    const { roles, input } = readLead(body);
    return { read: Object.keys(roles), notes: input.notes };
  };

  it('takes the name whole (any case) and a word of it under a name part as copies, not other words', () => {
    const { read, notes } = readOf({
      name: 'Jane Doe',
      email: 'jane@example.com',
      contact: 'jane doe',
      shouted: 'JANE DOE',
      first_name: 'Jane',
      last_name: 'DOE',
      favourite_colour: 'Jade',
      pet_name: 'Doe',
      product: 'doe skin gloves',
    });
    for (const copy of ['/contact', '/shouted', '/first_name', '/last_name']) expect(read).not.to.include(copy);
    for (const other of ['/favourite_colour', '/pet_name', '/product']) expect(read).to.include(other);
    expect(notes).to.include('Jade').and.to.include('doe skin gloves');
  });

  it('reads a name starting past ASCII, or a value starting with a sign, as it is written', () => {
    const { read } = readOf({
      name: 'Élodie Durand',
      email: 'elodie@example.fr',
      prenom: 'élodie',
      nom: 'DURAND',
      projet: 'Élevage',
      code: '_durand',
    });
    for (const copy of ['/prenom', '/nom']) expect(read).not.to.include(copy);
    for (const other of ['/projet', '/code']) expect(read).to.include(other);
  });

  it('takes the phone written another way, as a number too, and the email in another case as copies', () => {
    const { read } = readOf({
      phone: '+14155550123',
      email: 'sam@example.com',
      phone_display: '+1 (415) 555-0123',
      phone_digits: 14155550123,
      contact_email: ' SAM@Example.com',
      reference: '14155550124',
      project: 'a new roof',
    });
    for (const copy of ['/phone_display', '/phone_digits', '/contact_email']) expect(read).not.to.include(copy);
    for (const other of ['/reference', '/project']) expect(read).to.include(other);
  });
});

// Session 37's class (blind set 40's guide 07: a chat widget's message event): the person's message sent twice, as the
// message's text blocks and as its plain text: said once in the brief; short answers alike under two questions stay.
// Invented body.
describe("Reader: a person's long message sent under two keys is said once", () => {
  it('keeps the first and drops the copy, and keeps two short answers alike', () => {
    const message = 'Hi, I would like a trial pilates class at the Riverside studio, weekday evenings after 7pm.';
    const body = {
      entity: { blocks: [{ type: 'text', value: message }], plainText: message },
      user: { name: 'Mina Cho', mobileNumber: '+1 415 555 0147' },
      answers: { 'Have you done pilates before?': 'Not sure yet', 'Any injuries?': 'Not sure yet' },
    };
    const { notes } = readInput(body, 'US');
    expect(notes.split(message)).to.have.length(2);
    expect(notes).to.include('Have you done pilates before?: Not sure yet').and.include('Any injuries?: Not sure yet');
  });
});
