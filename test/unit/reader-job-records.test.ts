import { expect } from 'chai';
import { readLead } from '../helpers/read-lead.ts';

// Session 39 (held-out blind set 44's guide 18: a field-service tool's new job). The business's name in the object that
// holds the person's own (`job: {description, customer: {…}, company_name}`) names who does the job, not whose the job
// is: the job's description stays the person's, only the name the business's. Invented body; made-up people and
// businesses.

describe("Reader: the business's name in the record holding the person's object", () => {
  const body = {
    event: 'job.created',
    job: {
      id: 'job_77a1c2',
      description: 'Furnace making a rattling noise, needs a tune-up',
      customer: {
        first_name: 'Ines',
        last_name: 'Novak',
        email: 'ines.novak@example.com',
        mobile_number: '7735550142',
      },
      assigned_employees: [{ first_name: 'Theo', last_name: 'Lind', email: 'theo@brightflowheating.example' }],
      company_name: 'Brightflow Heating',
    },
  };

  it("keeps the job's description and leaves the business's name out", () => {
    const { input } = readLead(body, 'US');
    expect(input.email).to.equal('ines.novak@example.com');
    expect(input.notes).to.contain('rattling noise');
    expect(input.notes).not.to.contain('Brightflow Heating');
  });
});
