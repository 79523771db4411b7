import { expect } from 'chai';
import { readLead } from '../helpers/read-lead.ts';

// Session 39's class (blind set 43's guide 14: a car marketplace's lead in the auto-lead format). A dealer's stock number
// in the vehicle the person asks about (`vehicle: {year, make, model, stock: "P24117"}`) is the dealer's record, not
// what the person asks about: the year, make and model stay in the brief. Invented body; made-up people and dealers.

describe("Reader: a dealer's stock number stays out of the brief", () => {
  const body = {
    prospect: {
      vehicle: {
        interest: 'buy',
        year: 2021,
        make: 'Subaru',
        model: 'Outback',
        stock: 'U77310',
        vin: '4S4BTANC5M3123456',
      },
      customer: {
        contact: { name: 'Gail Porter', email: 'gail.porter@example.com', phone: '(303) 555-0148' },
        comments: 'Is it still available? I can come by Saturday.',
      },
    },
  };

  it('keeps the vehicle and the question, leaves the stock number out', () => {
    const { input, roles } = readLead(body, 'US');
    expect(input.notes).to.contain('Outback');
    expect(input.notes).to.contain('come by Saturday');
    expect(input.notes).not.to.contain('U77310');
    expect(roles['/prospect/vehicle/stock']).to.equal('system');
  });
});
