import { expect } from 'chai';
import { readLead } from '../helpers/read-lead.ts';

// Session 39's class (blind set 43's guide 10: a CRM's workflow webhook). A business's branch block beside the person's
// flat record, under a key naming no party (`location: {name: "BrightRay Solar Ballarat", address, city}`), its name the
// business's site (the staff member's address is on it) and a town the body names: the business's record, every value
// of it out of the brief. The person's own address stays. Invented body; made-up people and businesses.

describe("Reader: a branch's name (the business's site and a town) marks the business's block", () => {
  const body = {
    contact_id: 'c81Xk2Qw',
    first_name: 'Noah',
    last_name: 'Kemp',
    email: 'noah.kemp@example.com',
    phone: '+61 412 555 019',
    address1: '8 Wattle Court',
    city: 'Ballarat',
    postal_code: '3350',
    'What is your roof made of?': 'Terracotta tiles',
    location: {
      name: 'BrightRay Solar Ballarat',
      address: '210 Sturt Street',
      city: 'Ballarat',
      state: 'VIC',
      id: 'Lk29XwP0',
    },
    user: { firstName: 'Tara', lastName: 'Quinn', email: 'tara@brightraysolar.com.au' },
  };

  it("keeps the branch's name and address out, the person's address and answer in", () => {
    const { input, roles } = readLead(body, 'AU');
    expect(input.notes).to.contain('Terracotta tiles');
    expect(input.notes).to.contain('8 Wattle Court');
    expect(input.notes).not.to.contain('BrightRay Solar');
    expect(input.notes).not.to.contain('210 Sturt Street');
    expect(roles['/location/address']).to.equal('otherParty');
  });
});
