import { expect } from 'chai';
import { personOf, readInput } from '../helpers/read-lead.ts';

// Session 30's class (the guide halves of blind sets 30, 31 and 32: a booking tool's `scheduledBy`, a shop's
// `SoldByName`, a call tracker's `Answered By`): a key naming who did something to the record, a participle before
// `by`, holds the name or the contact of whoever did it (staff, a seller, an agent), never what the person said. A
// referral is the person's answer (`referred_by: "Ann Lee"`), and a word or a date under such a key is no one's name
// (`booked_by: "patient"`, `needed_by: "June 3"`, `contact_by: "email"`). Invented bodies; made-up people and businesses.

describe('Reader: a key naming who acted on the record holds their name, not the person’s words', () => {
  it('leaves out a seller under `SoldByName`', () => {
    const order = {
      Data: [
        {
          Code: 'DH0091',
          BranchName: 'Chi nhánh Quận 1',
          SoldByName: 'Hoàng Văn Nam',
          CustomerName: 'Lê Thị Mai',
          Description: 'Giao hàng buổi chiều giúp em',
        },
      ],
      _customer: { Name: 'Lê Thị Mai', ContactNumber: '0903 222 415', Email: 'mai.le@example.com' },
    };
    const { notes } = readInput(order, 'VN');
    expect(notes).to.contain('Giao hàng buổi chiều');
    expect(notes).not.to.contain('Hoàng Văn Nam');
  });

  it('leaves out the agent who answered a call and the address that scheduled a visit', () => {
    const call = {
      caller_name: 'Marcus Whitfield',
      caller_number: '+1 713 482 9016',
      answered_by: 'Kayla Brooks',
      call_summary: 'Water heater leaking, wants a quote this week',
    };
    expect(readInput(call, 'US').notes).to.contain('Water heater leaking');
    expect(readInput(call, 'US').notes).not.to.contain('Kayla Brooks');
    const visit = {
      firstName: 'Dana',
      lastName: 'Hill',
      email: 'dana.hill@example.com',
      phone: '(503) 555-0142',
      type: 'Initial consultation',
      scheduledBy: 'frontdesk@pawsclinic.example',
    };
    expect(personOf(visit, 'US').email).to.equal('dana.hill@example.com');
    const { notes } = readInput(visit, 'US');
    expect(notes).to.contain('Initial consultation');
    expect(notes).not.to.contain('frontdesk@pawsclinic.example');
  });

  it('keeps a referral, a word and a date under such keys', () => {
    const form = {
      name: 'Dana Hill',
      email: 'dana.hill@example.com',
      phone: '(503) 555-0142',
      referred_by: 'Ann Lee',
      booked_by: 'patient',
      needed_by: 'June 3',
      contact_by: 'email',
    };
    const { notes } = readInput(form, 'US');
    expect(notes).to.contain('Ann Lee');
    expect(notes).to.contain('June 3');
    expect(notes).to.contain('contact_by: email');
  });
});
