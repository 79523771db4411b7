import { expect } from 'chai';
import { personOf, readInput } from '../helpers/read-lead.ts';

// Review 28's bodies (an attacker's and a sender's pass over session 27's reader classes): each was read right before
// a9f24c2 and wrong after it. Made-up people and businesses.

const ann = { name: 'Ann Lee', phone: '+1 415 555 0142', email: 'ann.lee@example.com' };
const annRead = { name: 'Ann Lee', phone: '+14155550142', email: 'ann.lee@example.com' };
const bob = { name: 'Bob Seller', phone: '+1 212 555 0199', email: 'bob@dealer-example.com' };

describe("Reader: a contact is an asked thing's agent's only right under the thing's own key", () => {
  const bodies: Array<[string, Record<string, unknown>]> = [
    ['an offer made by the person', { seller: bob, offer: { amount: 5000, message: 'Cash offer', contact: ann } }],
    [
      "a vehicle inquiry's contact",
      { dealer: bob, vehicle_inquiry: { vehicle: { make: 'Honda', model: 'Civic' }, contact: ann } },
    ],
    [
      "a contact under the lead's own key",
      { agent: bob, listing_inquiry: { listing_id: 'L-88', customer: { contact: ann } } },
    ],
    ["a car lead's contact", { assigned_to: bob, car_lead: { contact: ann, car: { make: 'VW' } } }],
  ];
  for (const [what, body] of bodies)
    it(`takes the person in ${what}, not the other party beside it`, () => {
      expect(personOf(body)).to.deep.equal(annRead);
    });
});

describe("Reader: another person's key naming a client or a contact does not take the lead's phone or email", () => {
  const lead = { data: ann };
  for (const extra of [
    { referringClientPhone: '+1 212 555 0199' },
    { previousCustomerPhone: '+1 212 555 0199' },
    { guardianContactPhone: '+1 212 555 0199' },
    { salesContactEmail: 'other.person@example.org' },
  ])
    it(`keeps the lead's contact beside ${Object.keys(extra)[0]}`, () => {
      expect(personOf({ ...lead, ...extra })).to.deep.equal(annRead);
    });
});

describe("Reader: an id naming a record many things belong to, or one record's form, labels no answer", () => {
  it("keeps a submission's answers under their keys when it names its form by `formId`", () => {
    const body = {
      submissions: [
        { formId: 'f9', full_name: 'Ann Lee', phone: '+1 415 555 0142', budget: '$5,000', timeline: 'ASAP' },
      ],
      forms: [{ id: 'f9', title: 'Get a quote' }],
    };
    const { name, notes } = readInput(body);
    expect(name).to.equal('Ann Lee');
    expect(notes).to.contain('budget: $5,000');
    expect(notes).not.to.contain('Get a quote: Ann Lee');
  });

  it("keeps an answer sitting in the form's own list of questions", () => {
    const body = {
      fields: [
        { name: 'full_name', value: 'Ann Lee' },
        { name: 'phone', value: '+1 415 555 0142' },
        { name: 'need', value: 'Leak over kitchen' },
      ],
      form: {
        questions: [
          { id: 'phone', title: 'Phone' },
          { id: 'need', title: 'What do you need?' },
          { id: 'promo', title: 'Promo code', answer: 'SPRING10' },
        ],
      },
    };
    expect(readInput(body).notes).to.contain('SPRING10');
  });
});

describe('Reader: a multiple choice sent as a list of texts', () => {
  // A car marketplace's dealer request (blind29's 03 shape): the services asked for as a list of single words.
  it('writes the chosen options in the brief, and leaves a list of codes or tags out', () => {
    const { notes } = readInput(
      {
        leadId: 'c1f0a7e2',
        type: 'EMAIL_REQUEST',
        listing: { make: 'Skoda', model: 'Octavia Combi', price: { amount: 18990, currency: 'EUR' } },
        dealer: { companyName: 'Autohaus Lindner', phone: '+49 89 4520 9911', email: 'verkauf@autohaus-lindner.de' },
        customer: { firstName: 'Jonas', lastName: 'Berger', email: 'jonas.berger@gmx.de', phone: '0176 2231 8840' },
        message: 'Ist das Auto noch da?',
        requestedServices: ['Probefahrt', 'Inzahlungnahme', 'Finanzierung'],
        flags: ['vip_tier2', 'ab_test.b'],
        tags: ['hot', 'facebook'],
      },
      'DE',
    );
    expect(notes).to.contain('Probefahrt, Inzahlungnahme, Finanzierung');
    expect(notes).not.to.contain('vip_tier2');
    expect(notes).not.to.contain('facebook');
  });
});
