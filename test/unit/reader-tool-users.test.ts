import { expect } from 'chai';
import { personOf } from '../helpers/read-lead.ts';

// A tool's user (`user: {…}`: a chat widget's visitor, or a CRM's salesperson) is weighed after a business's own card
// and after anyone else's (docs/api.md §2.4, feature `toolUsers`): never before a phone of no one's.

describe("Reader: a tool's user's contact (docs/api.md §2.4, toolUsers)", () => {
  // Its whole set (name, email, phone) came before the root's own phone on `inContactSet`, a group before toolUsers:
  // a CRM's salesperson under `user` was sent as the lead.
  it("keeps the root's own phone before a tool's user's whole contact set", () => {
    const body = {
      phone: '+49 151 2345678',
      user: { name: 'Sam Seller', email: 'sam@crm-customer.example', phone: '+49 30 7654321' },
    };
    expect(personOf(body, 'DE').phone).to.equal('+491512345678');
  });
});
