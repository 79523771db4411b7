import { expect } from 'chai';
import { readLead } from '../helpers/read-lead.ts';

// Session 31's class (blind set 34's guide 16: a wedding marketplace's inquiry). A range of counts written as text
// (`guest_count: "150-199"`) in a section of the person's record beside their written answers is a choice they made:
// a tool writes a count, a person picks a range. A range running backwards (`2027-05`, `555-0199`) is none. Invented
// body; made-up people and businesses.

describe("Reader: a count's range in the person's section is their answer", () => {
  const body = {
    vendor: { business_name: 'Fern & Field Florals', email: 'hello@fernfield.example' },
    couple: { first_name: 'Maya', last_name: 'Ortiz', email: 'maya.ortiz@example.com', phone: '6155550142' },
    wedding: {
      venue: 'Riverside Barn at Oak Hill',
      guest_count: '100-149',
      tables: '12–15',
      month: '2027-05',
      line: '555-0199',
    },
  };

  it('keeps the ranges in the brief', () => {
    const { input, roles } = readLead(body, 'US');
    expect(input.notes).to.contain('guest_count: 100-149');
    expect(input.notes).to.contain('12–15');
    expect(roles['/wedding/guest_count']).to.equal('answer');
    expect(roles['/wedding/line']).not.to.equal('answer');
  });
});
