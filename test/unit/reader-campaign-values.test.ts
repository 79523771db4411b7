import { expect } from 'chai';
import { readLead } from '../helpers/read-lead.ts';

// Session 31's class (blind set 28's guide 05: a Vietnamese landing page). A campaign's value is the name a marketer
// gave it (`tri-mun-thang3`: words of a language written short, a number glued to the last), context for the agent
// whatever its shape (the roles: UTM values are context); an id under a campaign's id key stays the tool's.
// Invented body; made-up people.

describe("Reader: a campaign's value is context whatever its shape", () => {
  const body = {
    name: 'Trần Minh Anh',
    phone: '0912 555 307',
    email: 'minhanh.tran@example.com',
    message: 'Muốn đặt lịch tư vấn vào cuối tuần',
    utm_source: 'facebook',
    utm_campaign: 'tri-mun-thang3',
    utm_content: 'video-15s',
    campaign: 'spa-t4b2',
    campaign_id: '120210456789012345',
    ad_id: 'ad_8Hq2ZkLm41Pq',
    campaign_manager: 'Jake Wilson',
  };

  it('keeps the campaign values in the brief and their ids out', () => {
    const { input, roles } = readLead(body, 'VN');
    expect(input.notes).to.contain('tri-mun-thang3');
    expect(input.notes).to.contain('video-15s');
    expect(input.notes).to.contain('spa-t4b2');
    expect(roles['/utm_campaign']).to.equal('context');
    expect(input.notes).not.to.contain('120210456789012345');
    expect(input.notes).not.to.contain('8Hq2ZkLm41Pq');
    // A campaign's staff member is someone else (review 37).
    expect(input.notes).not.to.contain('Jake Wilson');
  });

  // Blind set 34's guide 11 (a legal intake tool's form post): the page the person came from, under `referring_url`.
  it('keeps the page the person came from', () => {
    const { input } = readLead(
      {
        inbox_lead: {
          from_first: 'Rosa',
          from_last: 'Delgado',
          from_email: 'rosa.d@example.com',
          from_phone: '602.555.4490',
          from_message: 'I was rear-ended on Loop 101 last week.',
          referring_url: 'https://www.example-law.com/car-accident-lawyer-phoenix/',
        },
      },
      'US',
    );
    expect(input.notes).to.contain('car-accident-lawyer-phoenix');
  });
});
