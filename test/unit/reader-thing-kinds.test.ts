import { expect } from 'chai';
import { readLead } from '../helpers/read-lead.ts';

// Session 39's class (held-out blind set 44's guide 15: an insurance lead post). A bare `type` in an object its key
// names (`violation: {type: "Speeding", month, year}`, `coverage: {type: "Comprehensive"}`) holding one word written as
// a person writes a choice is what the person chose: their answer, where `type` made it a tool's key and an event's
// word. A record's type stays the tool's (`type: "Lead"` at the top, `source: {type: "beacon"}`), and so does a
// message's or a call's (`msg: {type: "Inbound"}`; a `delivery: {type}` too, a webhook's word). Invented body; made-up
// people.

describe("Reader: a bare `type` in an object naming a thing is the person's choice", () => {
  const body = {
    type: 'Lead',
    source: { type: 'beacon' },
    driver: {
      first_name: 'Tara',
      last_name: 'Quist',
      email: 'tara.quist@example.com',
      phone: '(614) 555-0177',
      violation: { type: 'Speeding', month: '03', year: '2024' },
    },
    coverage: { type: 'Comprehensive' },
    msg: { type: 'Inbound' },
  };

  it('keeps the violation and the delivery kinds, and leaves the record’s types out', () => {
    const { input, roles } = readLead(body, 'US');
    expect(roles['/driver/violation/type']).to.equal('answer');
    expect(roles['/coverage/type']).to.equal('answer');
    expect(input.notes).to.contain('Speeding');
    expect(input.notes).to.contain('Comprehensive');
    expect(input.notes).not.to.contain('Inbound');
    expect(input.notes).not.to.match(/: Lead$/m);
    expect(input.notes).not.to.contain('beacon');
  });
});
