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

// Blind set 49's guide 07 (a property portal's enquiry): the listing's agent under a bare `contact` beside the listing,
// not under it, holding the agent's own id (`agentId`) and agency, and the person's block under a key naming no one
// (`details`) with their message. A `contact` naming an agent's id is that agent's card: neither side's by its key.
describe("Reader: a bare `contact` holding an agent's id beside the person's block is the agent's", () => {
  const enquiry = (contact: Record<string, unknown>) => ({
    enquiryRef: 'pp-my-77a1c0',
    listing: { id: '88123410', title: 'Kondominium 3 bilik, Mont Kiara', price: 'RM 1,150,000' },
    contact,
    butiran: {
      nama: 'Nurul Aisyah binti Hamzah',
      telefon: '012-345 6789',
      emel: 'nurul.aisyah@example.com.my',
      mesej: 'Saya berminat dengan unit ini. Boleh saya lawat hujung minggu ini?',
    },
  });
  it("reads the person's block, not the agent's card", () => {
    const agent = {
      agentId: 'ag_55120',
      name: 'Lim Wei Jie',
      agency: 'Prima Hartanah Sdn Bhd',
      phone: '03-2141 8890',
      email: 'weijie@primahartanah-example.com.my',
    };
    const lead = readInput(enquiry(agent), 'MY');
    expect(lead).to.include({
      name: 'Nurul Aisyah binti Hamzah',
      phone: '+60123456789',
      email: 'nurul.aisyah@example.com.my',
    });
    expect(lead.notes).to.contain('Boleh saya lawat').and.not.contain('Lim Wei Jie').and.not.contain('2141 8890');
  });
  it("keeps a CRM's contact with its assigned agent's id the lead, alone", () => {
    const lead = readInput(
      { event: 'contact.created', contact: { name: 'Nurul Aisyah', phone: '012-345 6789', agent_id: 'u_9012' } },
      'MY',
    );
    expect(lead).to.include({ name: 'Nurul Aisyah', phone: '+60123456789' });
  });
});
