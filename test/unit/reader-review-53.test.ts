import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// Session 53: classes held-out set 62 found, each on an invented body.

describe("Reader (review 53): a person's record typed by a key it holds is a record, not one labelled value", () => {
  // A chat tool's person: `{type: "member", member: true, name, email, mobileNumber}`. Its type names a key it holds, as
  // a typed value's does (`{type: "email", email: "…", label: "Work"}`), so the whole record was read as one value
  // labelled by the person's name ("Mina Cho: true"), and the staff member beside it became the lead.
  it("reads the person's contact in a record whose type names one of its flags, not the staff's beside it", () => {
    const input = readInput(
      {
        event: 'push',
        message: { plainText: 'How much are 10 sessions? Weekday evenings only.' },
        refers: {
          user: {
            id: '66f29f7e',
            type: 'member',
            member: true,
            name: 'Mina Cho',
            email: 'mina.cho@example.com',
            mobileNumber: '+821047823916',
            profile: { goal: 'Weight loss' },
          },
          manager: {
            id: '227731',
            name: 'Lee Seo-yeon',
            email: 'seoyeon@fitclub.example',
            mobileNumber: '+821033330000',
            role: 'owner',
          },
        },
      },
      'KR',
    );
    expect(input).to.include({ name: 'Mina Cho', phone: '+821047823916', email: 'mina.cho@example.com' });
    expect(input.notes).to.contain('Weight loss').and.contain('10 sessions').and.not.contain('Mina Cho: true');
  });
});
