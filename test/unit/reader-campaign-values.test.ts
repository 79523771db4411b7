import { expect } from 'chai';
import { readInput, readLead } from '../helpers/read-lead.ts';

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

// Session 36's class (blind set 39's guide 13: a CRM's lead with its custom fields): an ad click's id (`gclid`, `fbclid`,
// a WhatsApp ad's `ctwa_clid`) is the ad platform's, out of the brief as a key and as a labelled item; the campaign's
// source stays. Invented body.
describe("Reader: an ad click's id stays out of the brief, the campaign stays in", () => {
  it('leaves gclid, fbclid and ctwa_clid out, under a key and as a custom field', () => {
    const body = {
      contact: { name: 'Deniz Aksoy', phone: '0532 555 12 34' },
      gclid: 'EAIaIQobChMIx9q2',
      meta: { fbclid: 'IwAR2xYz_81kQ', ctwa_clid: 'ARAkq9-Lxj2Wb' },
      custom_fields: [
        { id: '51', name: 'utm_source', values: [{ value: 'google' }] },
        { id: '52', name: 'gclid', values: [{ value: 'Cj0KCQjw8e-gBh' }] },
        { id: '53', name: 'Bütçe', values: [{ value: '50.000 TL' }] },
      ],
    };
    const { notes } = readInput(body, 'TR');
    expect(notes).to.include('50.000 TL').and.include('google');
    for (const id of ['EAIaIQobChMIx9q2', 'IwAR2xYz_81kQ', 'ARAkq9-Lxj2Wb', 'Cj0KCQjw8e-gBh'])
      expect(notes).not.to.include(id);
  });
});

// Session 37's class (blind set 39's guide 19: a visitor's landing page, its ad's click id in the link's query): the page
// is context, the click id in its query the ad platform's; the brief shows the link without it (`fields` keeps it whole).
// Invented body.
describe("Reader: a page's link in the brief drops an ad click's id from its query", () => {
  it('keeps the page and its campaign words, not the gclid or fbclid', () => {
    const body = {
      name: 'Ana Silva',
      email: 'ana.silva@example.org',
      message: 'Need a quote for three windows',
      landing_url: 'https://example.com/windows?gclid=Cj0KCQiA5abcDEF123&utm_source=google#form',
      page: { url: 'https://example.com/doors/?fbclid=IwAR0zq_8Kd' },
    };
    const { input } = readLead(body, 'US');
    expect(input.notes).to.include('https://example.com/windows?utm_source=google#form');
    expect(input.notes).to.include('https://example.com/doors/');
    for (const id of ['Cj0KCQiA5abcDEF123', 'IwAR0zq_8Kd', 'gclid', 'fbclid']) expect(input.notes).not.to.include(id);
    expect(input.fields.landing_url).to.include('gclid=Cj0KCQiA5abcDEF123');
  });
});

// Session 38's class (blind set 42's guide 19, a payment page's notice: `UTM: {Source, Medium, Campaign, Content:
// "carousel_v2"}` beside `TranzactionInfo: {Uid: "251103204117A88417263", …}`): every value in an object under a
// campaign's key is the campaign's context, a code-shaped one too (the ad's variant was left out as a code), and a
// `uid` is an id (the transaction's was in the brief). Invented body.
describe("Reader: the values of a UTM object are context, a uid the tool's", () => {
  it('keeps the ad variant and leaves the uid out', () => {
    const { notes } = readInput(
      {
        CardOwnerName: 'Noa Levi',
        CardOwnerPhone: '052-555-0123',
        Info: { Uid: '260112093344B55120877', Amount: 180 },
        UTM: { Source: 'facebook', Medium: 'paid_social', Campaign: 'spring_pottery', Content: 'carousel_v2' },
      },
      'IL',
    );
    expect(notes).to.contain('carousel_v2').and.contain('spring_pottery');
    expect(notes).not.to.contain('260112093344B55120877');
  });
});

// The same round (blind set 42's guide 04, a store's order: `source_details: {type: "campaign", value: "snapchat",
// device, user-agent, utm_source, utm_medium, utm_campaign: "eid_offer", ip}`): an object holding a value's key beside
// a campaign's key is a record, walked, not one wrapped value (its UTM values were dropped). Invented body.
describe('Reader: a value key beside UTM keys makes no wrapper', () => {
  it('keeps the campaign', () => {
    const { notes } = readInput(
      {
        customer: { first_name: 'Huda', last_name: 'Salem', mobile: '+966 55 123 4567' },
        source_details: {
          type: 'campaign',
          value: 'tiktok',
          device: 'mobile',
          utm_campaign: 'summer_sale',
          ip: '10.1.2.3',
        },
      },
      'SA',
    );
    expect(notes).to.contain('summer_sale');
    expect(notes).not.to.contain('10.1.2.3');
  });
});
