import { expect } from 'chai';
import { readInput } from '../helpers/read-lead.ts';

// A field-service job names the business twice: in its technician's record and again under the job's own key. Said
// again elsewhere, someone else's text is still theirs (others-texts.ts). Invented body, made-up people.
describe("Reader: someone else's text said again elsewhere stays theirs", () => {
  const body = {
    event: 'job.created',
    job: {
      description: 'Heat pump short cycling - web booking',
      customer: {
        first_name: 'Alma',
        last_name: 'Reyes',
        email: 'alma.reyes@example.com',
        mobile_number: '4805550177',
      },
      notes: [{ id: 'n1', content: 'Unit is on the roof, ladder access from the back yard.' }],
      assigned_employees: [
        {
          first_name: 'Ruben',
          last_name: 'Ortiz',
          email: 'ruben@saguaro-air.example.com',
          company_name: 'Saguaro Air & Heat LLC',
        },
      ],
      company_name: 'Saguaro Air & Heat LLC',
    },
  };
  it("leaves the business's name out of the brief, under the job's key too", () => {
    const { notes } = readInput(body, 'US');
    expect(notes).to.include('ladder access').and.include('short cycling');
    expect(notes).not.to.include('Saguaro');
  });
  it("keeps the person's own text that no one else's record holds", () => {
    const { notes } = readInput({ ...body, job: { ...body.job, company_name: 'Reyes Family Trust' } }, 'US');
    expect(notes).to.include('Reyes Family Trust');
  });
  // An attacker's pass over the change: only names are someone else's when said again, never a sentence, a time frame or
  // an address (the person's message repeated in an agent's note stays the person's).
  it("keeps the person's message, time frame and address that someone else's record repeats", () => {
    const { notes } = readInput(
      {
        name: 'Alma Reyes',
        email: 'alma.reyes@example.com',
        phone: '(480) 555-0177',
        message: 'Please call me back after 5pm.',
        availability: 'Within 2 weeks',
        address: '1 Main St, San Diego, CA',
        agent: {
          name: 'Ruben Ortiz',
          email: 'ruben@saguaro-air.example.com',
          phone: '(602) 555-0139',
          note: 'Please call me back after 5pm.',
          availability: 'Within 2 weeks',
          address: '1 Main St, San Diego, CA',
        },
      },
      'US',
    );
    for (const kept of ['call me back after 5pm', 'Within 2 weeks', '1 Main St']) expect(notes).to.include(kept);
  });
});
