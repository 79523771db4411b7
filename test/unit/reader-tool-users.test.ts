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

// A platform whose users are its customers (a course school's learner, a studio's member): the `user` the enrolment came
// with carries the campaign that brought them (`utms: {utm_source}`), which no salesperson's account does (blind set 48).
describe("Reader: a tool's user tagged by a campaign is the person (docs/api.md §2.4)", () => {
  const enrolment = (user: Record<string, unknown>) => ({
    topic: 'member.joined',
    site: { title: 'Lumen Pottery Studio', url: 'https://lumen-pottery.example' },
    payload: {
      user,
      answers: [
        { label: 'Your name', type: 'text', value: 'Kofi Mensah' },
        { label: 'Phone', type: 'phone', value: '024 123 4567' },
        { label: 'Which class?', type: 'select', value: 'Wheel throwing, Saturday mornings' },
      ],
    },
  });
  it("reads the user's email when the user holds the campaign's values", () => {
    const user = {
      uid: 'u_88231',
      email: 'kofi.mensah@example.com',
      is_admin: false,
      signup_source: { utm_source: 'instagram', utm_campaign: 'wheel_class_aug' },
    };
    const person = personOf(enrolment(user), 'GH');
    expect(person).to.include({ name: 'Kofi Mensah', phone: '+233241234567', email: 'kofi.mensah@example.com' });
  });
  it("keeps a user with no campaign's values the tool's", () => {
    const person = personOf(enrolment({ uid: 'u_1', email: 'sam@lumen-pottery.example', is_admin: true }), 'GH');
    expect(person.email).to.equal(null);
  });
});
