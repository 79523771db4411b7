import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

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
