import { expect } from 'chai';
import { personOf, readInput } from '../helpers/read-lead.ts';

// Issue 35: a `name` in a list of things (choices, products, options) is what the person chose. Made-up bodies and people.

describe("Reader: a `name` in a list of things is the person's choice, not someone's name", () => {
  it("keeps a board's chosen option and an order's product in the brief", () => {
    const board = {
      item: { id: 88120, contact_name: 'Lukas Weber' },
      columns: {
        email: { email: 'lukas.weber@example.de' },
        phone: { phone: '+49 151 2345 6789' },
        packages: { selected: [{ id: 4, name: 'Engagement shoot' }] },
      },
    };
    const read = readInput(board, 'DE');
    expect(read.name).to.equal('Lukas Weber');
    expect(read.notes).to.contain('Engagement shoot');
    const order = {
      order: {
        buyer: { full_name: 'Sara Lind', mobile: '+46 70 123 45 67' },
        lines: [{ sku: 'WF-5', name: 'Water filter, five stages', qty: 1 }],
      },
    };
    expect(readInput(order, 'SE').notes).to.contain('Water filter, five stages');
  });

  it("reads no person's name from a list of things when the body gives none, and keeps a list of people's", () => {
    const booking = { email: 'mia.k@example.com', selected: [{ id: 4, name: 'Engagement shoot' }] };
    expect(readInput(booking, 'US').name).to.equal(null);
    expect(readInput(booking, 'US').notes).to.contain('Engagement shoot');
    const order = { phone: '+46 70 123 45 67', lines: [{ sku: 'WF-5', name: 'Water filter', qty: 1 }] };
    expect(readInput(order, 'SE').name).to.equal(null);
    // An element holding a contact is someone: a list of people, the person's among them.
    const people = { members: [{ name: 'Ola Nordmann', email: 'ola@example.no' }] };
    expect(readInput(people, 'NO').name).to.equal('Ola Nordmann');
  });

  it("leaves out the names in a list of staff (someone else's)", () => {
    const body = {
      customer: { name: 'Sara Lind', mobile: '+46 70 123 45 67' },
      assignees: [{ id: 7, name: 'Tomas Berg' }],
      message: 'Can someone call me about the filter?',
    };
    const { notes } = readInput(body, 'SE');
    expect(notes).to.contain('Can someone call me');
    expect(notes).not.to.contain('Tomas Berg');
  });
});

// Session 29's class (blind set 31's guide miss): a list of the things a person booked or ordered, each named under
// a name key in the sender's language (`nom`, `nombre`, `naam`). Not a person's name away from the lead: the thing the
// person chose, an answer for the agent. Invented bodies; made-up people and businesses.

describe("Reader: a booked thing's name under a name key in the sender's language is the person's choice", () => {
  const booking = {
    event: 'booking.created',
    salon: { id: 'sal_1', name: 'Studio Lumière', phone: '+32 2 555 01 02', email: 'hello@studio-lumiere.example' },
    client: { prenom: 'Claire', nom: 'Dubois', telephone: '0470 12 34 56', email: 'claire.dubois@example.com' },
    prestations: [{ nom: 'Coloration + coupe courte', duree_min: 90, prix: '70,00 €' }],
    debut: '2026-03-14T10:30:00+01:00',
  };

  it('finds the client', () => {
    expect(personOf(booking, 'BE')).to.deep.equal({
      name: 'Claire Dubois',
      phone: '+32470123456',
      email: 'claire.dubois@example.com',
    });
  });

  it("keeps the chosen service's name in the brief", () => {
    expect(readInput(booking, 'BE').notes).to.contain('Coloration + coupe courte');
  });

  it('does so in Spanish and Dutch too', () => {
    const spanish = {
      cliente: { nombre: 'Lucía Prieto', telefono: '612 345 678', email: 'lucia.prieto@example.com' },
      servicios: [{ nombre: 'Limpieza dental y blanqueamiento', duracion: 60 }],
    };
    expect(readInput(spanish, 'ES').notes).to.contain('Limpieza dental y blanqueamiento');
    const dutch = {
      klant: { voornaam: 'Sanne', achternaam: 'de Vries', telefoon: '06 12345678', email: 'sanne.devries@example.com' },
      producten: [{ naam: 'Zonnepanelen 12 stuks, montage inbegrepen', aantal: 1 }],
    };
    expect(readInput(dutch, 'NL').notes).to.contain('Zonnepanelen 12 stuks');
  });

  it("still keeps a listed person's name out, as before", () => {
    const attendees = {
      cliente: { nombre: 'Lucía Prieto', telefono: '612 345 678', email: 'lucia.prieto@example.com' },
      invitados: [{ nombre: 'Marcos Gil Herrera', telefono: '634 111 222' }],
    };
    expect(readInput(attendees, 'ES').notes).not.to.contain('Marcos Gil');
  });
});
