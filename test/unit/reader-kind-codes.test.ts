import { expect } from 'chai';
import { readLead } from '../helpers/read-lead.ts';

// Session 39's class (an insurance lead seller's and a rental portal's enums): a kind or a status of the person's own
// thing sent as the option's code in words (`property_type: "SINGLE_FAMILY"`, `marital_status: "MARRIED"`) is the
// choice they made, as the tool names it: the agent reads it. A code of no words there (`VT2`, `SFR` with no table
// of its labels) stays the tool's, and so does every record's or event's status. Invented body; made-up people.

describe("Reader: a kind of the person's thing sent as a code in words is their answer", () => {
  const body = {
    applicant: { first_name: 'Rosa', last_name: 'Vidal', phone: '(512) 555-0187', email: 'rosa.vidal@example.com' },
    property_type: 'SINGLE_FAMILY',
    coverage_type: 'FULL_COVERAGE',
    marital_status: 'MARRIED',
    employment_status: 'SELF_EMPLOYED',
    vehicle_type: 'VT2',
    roof_type: 'SFR',
    status: 'NEW',
    event_type: 'LEAD_CREATED',
    lead_type: 'PING_POST',
    hangup_cause: 'NORMAL_CLEARING',
  };

  it('keeps the codes in words, and leaves codes of no words and the tool’s statuses out', () => {
    const { input, roles } = readLead(body, 'US');
    for (const key of ['property_type', 'coverage_type', 'marital_status', 'employment_status'])
      expect(roles[`/${key}`], key).to.equal('answer');
    expect(input.notes).to.contain('property_type: SINGLE_FAMILY');
    expect(input.notes).to.contain('employment_status: SELF_EMPLOYED');
    for (const out of ['VT2', 'SFR', 'NEW', 'LEAD_CREATED', 'PING_POST', 'NORMAL_CLEARING'])
      expect(input.notes, out).not.to.contain(out);
  });
});
