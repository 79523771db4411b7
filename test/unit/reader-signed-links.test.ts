import { expect } from 'chai';
import { readLead } from '../helpers/read-lead.ts';

// Session 39's class (blind set 43's guide 09: a scheduling tool's appointment). A link carrying a signature or a token
// in its query (`confirmationPage: "https://app.…/schedule.php?owner=…&id=<32 hex digits>"`) is the tool's page for one
// record, whatever its key names (a page): out of the brief. The page the person came through stays context. Invented
// body; made-up people and businesses.

describe("Reader: a link carrying a token in its query is the tool's", () => {
  const body = {
    firstName: 'Mina',
    lastName: 'Osei',
    email: 'mina.osei@example.com',
    phone: '416-555-0193',
    type: 'Initial Assessment (45 min)',
    confirmationPage:
      'https://book.example-scheduler.com/schedule.php?owner=21874420&action=appt&id%5B%5D=9a1c3e5f7b2d4f6081a3c5e7b9d1f3a5',
    landing_page: 'https://www.riverside-physio.example/assessment?utm_source=google',
  };

  it('leaves the signed link out and keeps the landing page', () => {
    const { input, roles } = readLead(body, 'CA');
    expect(input.notes).not.to.contain('schedule.php');
    expect(roles['/confirmationPage']).to.equal('system');
    expect(input.notes).to.contain('riverside-physio.example/assessment');
  });
});
