import { expect } from 'chai';
import { readLead } from '../helpers/read-lead.ts';

// Session 39's class (a rental portal's contact request, an insurance lead seller's profile): what the person tells
// about themselves under a key naming it (`income`, `petsInHousehold`, `homeowner`, `credit_rating`), beside their
// contact object or in a section of their record, is their answer in whatever shape the tool sends it (`YES`, `GOOD`,
// `OVER_3000_UPTO_4000`), where a value nothing spoke for stayed the tool's. The record's ids and statuses stay out.
// Invented bodies; made-up people.

describe('Reader: what the person tells about themselves, sent as a code, is their answer', () => {
  it('keeps a renter’s income, pets and household beside their contact object', () => {
    const body = {
      contact: { firstname: 'Lena', lastname: 'Brandt', email: 'lena.brandt@example.de', phoneNumber: '0171 5550142' },
      message: 'Ist die Wohnung ab März frei?',
      income: 'OVER_3000_UPTO_4000',
      petsInHousehold: 'NO',
      numberOfPersons: 'TWO_PERSONS',
      requestId: 'a8f7c6d5e4',
      status: 'NEW',
    };
    const { input } = readLead(body, 'DE');
    for (const kept of ['OVER_3000_UPTO_4000', 'petsInHousehold: NO', 'TWO_PERSONS'])
      expect(input.notes, kept).to.contain(kept);
    expect(input.notes).not.to.contain('a8f7c6d5e4');
    expect(input.notes).not.to.contain('NEW');
  });

  it('keeps an insurance profile’s answers in a section of the record', () => {
    const body = {
      lead_id: '8f2a91c0',
      contact: { first_name: 'Rita', last_name: 'Gomez', phone: '(512) 555-0187', email: 'rita@example.com' },
      profile: { homeowner: 'YES', currently_insured: 'NO', credit_rating: 'GOOD', vehicle_count: 2 },
    };
    const { input } = readLead(body, 'US');
    for (const kept of ['homeowner: YES', 'currently_insured: NO', 'credit_rating: GOOD'])
      expect(input.notes, kept).to.contain(kept);
    expect(input.notes).not.to.contain('8f2a91c0');
  });
});
