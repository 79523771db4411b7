import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 30's class (blind set 30's guide leak, a booking tool's invoice): a list of a bill's lines, each typed as a
// charge, a fee or a tax by its own `type` or `kind` (`{type: "charge", description: "City tax", qty: 7, amount: 3}`):
// the business's bill, not what the person said. Items typed as anything else (a product, a service the person chose)
// stay theirs. Invented bodies; made-up people and businesses.

describe('Reader: a list item typed as a charge is the business’s bill', () => {
  const booking = {
    booking: {
      id: 771,
      arrival: '2026-07-02',
      departure: '2026-07-05',
      firstName: 'Nora',
      lastName: 'Lindqvist',
      email: 'nora.l@example.com',
      mobile: '+46 70 123 45 67',
      comments: 'We arrive late, around 23:00. Is there a key box?',
    },
    invoiceItems: [
      { type: 'charge', description: 'Stay 3 nights', qty: 1, amount: 420 },
      { type: 'charge', description: 'Tourist levy', qty: 3, amount: 2 },
      { type: 'fee', description: 'Cleaning surcharge', amount: 35 },
    ],
  };

  it('keeps its lines out of the brief and the person’s words in it', () => {
    const { notes } = readInput(booking, 'SE');
    expect(notes).to.contain('key box');
    expect(notes).to.contain('2026-07-02');
    expect(notes).not.to.contain('Tourist levy');
    expect(notes).not.to.contain('Cleaning surcharge');
    expect(notes).not.to.contain('420');
  });

  it('keeps items typed as something the person chose', () => {
    const order = {
      customer: { name: 'Nora Lindqvist', email: 'nora.l@example.com', phone: '+46 70 123 45 67' },
      items: [
        { type: 'product', title: 'Heat pump Nordic 9kW', quantity: 1 },
        { kind: 'service', title: 'Installation on a Saturday', quantity: 1 },
      ],
    };
    const { notes } = readInput(order, 'SE');
    expect(notes).to.contain('Heat pump Nordic 9kW');
    expect(notes).to.contain('Installation on a Saturday');
  });
});

// Session 37's class (blind set 40's guide 08: a course platform's purchase): the sale's split, each party's share as a
// labelled amount in a list under a money's key (`commissions: [{value: 89.98, source: "AFFILIATE"}]`), is the
// business's money, out of the brief; the product bought stays. Invented body.
describe("Reader: a sale's commissions, each labelled by who is paid, stay out of the brief", () => {
  it('leaves every share out', () => {
    const body = {
      buyer: { name: 'Larissa Teixeira', email: 'larissa.t@example.com.br' },
      product: { name: 'Curso de Fotografia Mobile' },
      commissions: [
        { value: 120.5, source: 'PRODUCER' },
        { value: 64.25, source: 'AFFILIATE' },
        { value: 12.9, source: 'MARKETPLACE' },
      ],
    };
    const { notes } = readInput(body, 'BR');
    expect(notes).to.include('Curso de Fotografia Mobile');
    for (const share of ['120.5', '64.25', '12.9', 'PRODUCER']) expect(notes).not.to.include(share);
  });
});

// Blind set 48's guide 17 (a shop's order with a gift card): the message the buyer wrote for the card sits in an object
// named for money (`gift_card_details: {gift_message, amount}`): their words, not the shop's money. Invented body.
describe("Reader: a person's message in an object named for money is theirs", () => {
  it('keeps the gift message in the brief, the amounts out', () => {
    const { notes } = readInput(
      {
        order_id: 'ORD-77120',
        customer: { name: 'Layla Haddad', mobile: '050 123 4567' },
        gift_card_details: {
          amount: 250,
          fee: 5.5,
          gift_message: 'Happy birthday Mum, enjoy a day at the spa with your sisters',
        },
      },
      'AE',
    );
    expect(notes).to.contain('Happy birthday Mum').and.not.contain('5.5');
  });
});
