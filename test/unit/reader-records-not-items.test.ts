import { expect } from 'chai';
import { personOf, readLead } from '../helpers/read-lead.ts';

// Session 31's class (review 39's h06, j04 and d06, read wrong at a174f7e too: the lead refused or its contact lost).
// An object holding a name, a phone and an email beside an `answer` (`{name, email, phone, answer: "Yes"}`) is the
// person's record, not a question labelled by their name; and a record holding a title and a `value` (a CRM deal's
// `{title, value: {amount, formatted}, person: {…}}`) is read whole: the person beside them is found. Invented bodies;
// made-up people and businesses.

describe('Reader: a record with an answer or a value key is no wrapped item', () => {
  it('finds the person in their own record beside an `answer`', () => {
    const body = {
      enquiry: {
        name: 'Fay Moore',
        email: 'fay.moore@example.com',
        phone: '0412 345 678',
        pet_surrendered: 'No',
        answer: 'Yes',
      },
    };
    expect(personOf(body, 'AU')).to.deep.equal({
      name: 'Fay Moore',
      phone: '+61412345678',
      email: 'fay.moore@example.com',
    });
  });

  it('finds the person in a deal holding a title and a value', () => {
    const body = {
      deal: {
        title: 'Roof repair - Dan Cole',
        stage: { id: 4, display_name: 'Proposal sent' },
        value: { amount: 1250000, formatted: '12,500.00 USD' },
        person: { name: 'Dan Cole', email: 'dan.cole@example.com', phone: '303-555-0187' },
      },
    };
    expect(personOf(body, 'US')).to.deep.equal({
      name: 'Dan Cole',
      phone: '+13035550187',
      email: 'dan.cole@example.com',
    });
  });

  // Review 40: items that are questions stay items, whatever contact key or object sits beside them.
  it('keeps questions with a contact key or object beside them as questions', () => {
    const body = {
      name: 'Lena Ward',
      email: 'lena.ward@example.com',
      fields: [
        { label: 'Phone', type: 'phone', phoneFormat: 'standard', value: '(248) 555-0131' },
        { label: 'Second phone', value: '604-555-0101', phone: '604-555-0101' },
        { label: 'Who is the tenant?', value: 'Ellie Barnes', tenant: { phone: '604-555-0199' } },
      ],
      history: [{ field: 'Status', value: 'Contacted', changed_by: { name: 'Sam Hill', email: 'sam@agency.example' } }],
    };
    const read = readLead(body, 'US');
    expect(read.input.phone).to.equal('+12485550131');
    expect(read.input.notes).to.contain('Second phone: 604-555-0101');
    expect(read.input.notes).to.contain('Who is the tenant?: Ellie Barnes');
    expect(read.input.notes ?? '').not.to.contain('Contacted');
  });
});
