import { expect } from 'chai';
import { personOf, readInput } from '../helpers/read-lead.ts';

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
