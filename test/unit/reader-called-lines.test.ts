import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 32's class (blind set 35's guide 11: a pay-per-call record, `inboundPhoneNumber` the caller's number beside the
// toll-free numbers the call went through, `number` and `targetNumber`): a toll-free, shared-cost, premium or
// universal-access number is a line a business answers, never one a lead calls from, whatever its key says. Such a line
// comes after every other phone, someone else's too (`inbound_phone_number` names the business's side of a call by its
// word, yet here it is the only number a person can call from). Invented bodies; made-up numbers. Left: with an email
// of the person's beside it, someone else's phone is dropped (choose.ts), so the pay-per-call record itself still reads
// no phone.

describe("Reader: a toll-free line is a business's, after any other number", () => {
  it("takes the caller's number over the toll-free lines the call went through", () => {
    const { phone, notes } = readInput(
      {
        call_id: 'C-5521',
        inbound_phone_number: '+14693021877',
        dialed: '+18442907761',
        destination_number: '+18334620915',
        caller_first: 'Gloria',
        duration: 412,
        'tag:coverage': '$15,000',
      },
      'US',
    );
    expect(phone).to.equal('+14693021877');
    expect(notes).to.contain('$15,000');
  });

  it('keeps a caller ID before an inbound toll-free number', () => {
    const { phone } = readInput({ callerId: '+1 919 555 0133', inboundPhone: '+1 800 555 0199' }, 'US');
    expect(phone).to.equal('+19195550133');
  });

  it("still reads a toll-free number when it is the only one (a business's own form)", () => {
    const { phone } = readInput({ name: 'Kim Lee', phone: '1-800-555-0142' }, 'US');
    expect(phone).to.equal('+18005550142');
  });
});

// Session 38's class (blind set 42's guide 08, a call tracking record: `contact_phone_number` and `caller_number` hold
// the caller's number, a bare `phone_number` beside them another: the tracking line the call came through): beside a
// phone under a key naming the person, a bare phone key holding another number is the business's line, out of the
// brief. A person's second number under a bare key beside a bare one stays theirs. Invented bodies.
describe("Reader: a bare phone key beside the person's qualified one holding another number", () => {
  it('leaves the tracking line out', () => {
    const lead = readInput(
      {
        contact_name: 'Derek Holm',
        contact_phone_number: '(480) 555-0147',
        caller_number: '(480) 555-0147',
        phone_number: '(602) 555-0190',
        lead_type: 'Phone Call',
      },
      'US',
    );
    expect(lead.phone).to.equal('+14805550147');
    expect(lead.notes).not.to.contain('555-0190');
  });

  it("keeps the person's second number beside their first", () => {
    const lead = readInput({ name: 'Ana Ruiz', phone: '(480) 555-0147', phone_number: '(602) 555-0190' }, 'US');
    expect(lead.notes).to.contain('555-0190');
  });
});
