import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 30's class (blind set 33's guide leak, a payment gateway's charge): the checkout page's own setup sent beside
// the payer (`customization: {title: "<the merchant's name>", description, logo}`): the business's, not the person's.
// Invented body; made-up people and businesses.

describe("Reader: a checkout page's customization is the business's setup", () => {
  const body = {
    event: 'charge.success',
    first_name: 'Hana',
    last_name: 'Girma',
    email: 'hana.girma@example.com',
    mobile: '0911000111',
    customization: { title: 'Harar Coffee Roasters', description: 'Subscription payment', logo: null },
    meta: { grind: 'Espresso, fine', delivery_day: 'Saturday morning' },
  };

  it('keeps the person’s answers and leaves the page’s title out', () => {
    const { notes } = readInput(body, 'ET');
    expect(notes).to.contain('Espresso, fine');
    expect(notes).to.contain('Saturday morning');
    expect(notes).not.to.contain('Harar Coffee Roasters');
    expect(notes).not.to.contain('Subscription payment');
  });
});
