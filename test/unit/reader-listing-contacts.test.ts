import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 38's class (blind set 42's guide 12, a property portal's contact request: `realEstate: {title, address,
// contact: {firstname, lastname, email, phoneNumber, company}}` beside `contactForm: {firstname, …, message}`): the
// contact of the property the person asks about (`realEstate`, as `listing`) is its agent's, whom the person wrote to;
// the person is the one who sent the form. The agent was taken for the lead (their `email` under our own key). Invented body.
describe("Reader: a property's contact on a portal's request is its agent's", () => {
  const body = {
    eventType: 'CONTACT_REQUEST_RECEIVED',
    realEstate: {
      id: '260418833',
      title: 'Sunny 2-room flat with garden, Lindenau',
      address: { street: 'Merseburger Str.', houseNumber: '104', postcode: '04177', city: 'Leipzig' },
      contact: {
        firstname: 'Timo',
        lastname: 'Krause',
        company: 'Auenwald Immobilien GmbH',
        email: 'team@auenwald-immo.example.de',
        phoneNumber: '0341 555 2210',
      },
    },
    contactForm: {
      firstname: 'Mira',
      lastname: 'Sommer',
      emailAddress: 'mira.sommer@example.de',
      phoneNumber: '0151 22334455',
      message: 'Hallo, ich würde die Wohnung gern nächste Woche besichtigen.',
      numberOfPersons: 'ONE_PERSON',
    },
  };

  it('reads the person who sent the form', () => {
    const lead = readInput(body, 'DE');
    expect(lead.name).to.equal('Mira Sommer');
    expect(lead.phone).to.equal('+4915122334455');
    expect(lead.email).to.equal('mira.sommer@example.de');
  });

  it("keeps the agent's contact out of the brief and the person's words and the flat in it", () => {
    const { notes } = readInput(body, 'DE');
    expect(notes).not.to.contain('Timo').and.not.to.contain('0341 555 2210').and.not.to.contain('team@auenwald');
    expect(notes).to.contain('nächste Woche besichtigen').and.to.contain('Sunny 2-room flat');
  });
});
