import { expect } from 'chai';
import { readLeadInput, type LeadInput } from '../../service/webhook/lead-input.ts';
import { readSenderBody } from '../../service/webhook/senders/sender-body.ts';
import { fixtureForm, fixtureJson } from '../helpers/sender-fixtures.ts';

const read = (body: Record<string, unknown>) => {
  const sender = readSenderBody(body);
  return { format: sender.format, ...readLeadInput(sender, 'US') };
};

// What each sender's documented sample must yield: the person, the notes a caller uses, and the
// "names" and structure that must not be taken (a form's, page's, event's, host's or account's).
const cases: Array<{ sender: string; body: () => Record<string, unknown>; format: string; lead: Partial<LeadInput>; notes: string[]; absent: string[] }> = [
  {
    sender: 'Typeform', body: () => fixtureJson('typeform-form-response.json'), format: 'typeform',
    lead: { name: 'Laura', phone: '+442079460000', email: 'laura@example.com' },
    notes: ['What is the name of your company?: Example Trading Ltd', 'Which pictures do you like? You can choose as many as you like.: London, Sydney', 'utm_source: newsletter', 'form: Webhooks example'],
    absent: ['typeform', 'DefaultTyScreen', 'thankyou', 'a3a12ec67a1365927098a606107fac15', 'readable_ref', 'LtWXD3crgy'],
  },
  {
    sender: 'Tally', body: () => fixtureJson('tally-form-response.json'), format: 'tally',
    lead: { name: 'Alice Example', phone: '+33123456789', email: 'alice@example.com' },
    notes: ['Company name: Example SARL', 'Which plan?: Pro', 'Interests: Solar, Battery', 'Roof photo: roof.jpg', 'utm_source: newsletter', 'form: Webhook payload'],
    absent: ['accessToken', 'storage.tally.so', 'Interests (Solar)', '5c3a8a0e', 'dwQKYm', 'Heat pump'],
  },
  {
    sender: 'Jotform', body: () => fixtureJson('jotform-webhook-parts.json'), format: 'jotform',
    lead: { name: 'John Example', phone: '+14155550132', email: 'john@example.com' },
    notes: ['companyName: Example Roofing LLC', 'howCan: Please call after 5 pm about a new roof.', 'services: Roofing, Gutters', 'form: Roofing quote request'],
    absent: ['exampleaccount', 'jsExecutionTracker', 'Full Name:John', '203.0.113.7', 'submit/'],
  },
  {
    sender: 'Elementor (advanced data)', body: () => fixtureForm('elementor-advanced-form.txt'), format: 'elementor',
    lead: { name: 'Maria Example', phone: '+16505550177', email: 'maria@example.com' },
    notes: ['Message: Looking for a quote.', 'form: Contact Form', 'Page URL: https://www.example.com/contact/'],
    absent: ['raw_value', 'Mozilla', '203.0.113.9', 'Powered by', '3f7c2a1'],
  },
  {
    sender: 'Elementor (simple)', body: () => fixtureForm('elementor-simple-form.txt'), format: 'plain',
    lead: { name: 'Maria Example', phone: '+16505550178', email: 'maria@example.com' },
    notes: ['Message: Looking for a quote.', 'Page URL: https://www.example.com/contact/', 'form: Contact Form'],
    absent: ['Mozilla', '203.0.113.9', 'Powered by', '3f7c2a1'],
  },
  {
    sender: 'Webflow', body: () => fixtureJson('webflow-form-submission.json'), format: 'webflow',
    lead: { name: 'Zaphod Beeblebrox', phone: '+16505550123', email: 'zaphod@heartofgold.example' },
    notes: ['How did you hear about us?: A friend', 'form: Contact Us', 'page: /contact-us'],
    absent: ['FormTextInput', '65427cf400e02b306eaa049c', 'fieldElementId'],
  },
  {
    sender: 'Unbounce', body: () => fixtureForm('unbounce-webhook-form.txt'), format: 'unbounce',
    lead: { name: 'Sam Example', phone: '+16505550199', email: 'sam@example.com' },
    notes: ['what_are_you_looking_for?: A new website, SEO', 'utm_source: google', 'page: Spring offer', 'page_url: http://unbouncepages.com/spring-offer/'],
    absent: ['form_data', '<?xml', 'page_uuid', '203.0.113.11'],
  },
  {
    sender: 'HubSpot workflow', body: () => fixtureJson('hubspot-workflow-contact.json'), format: 'hubspot',
    lead: { name: 'Codey Huang', phone: '+16175550100', email: 'codey@example.com' },
    notes: ['company: HubSpot Example Co', 'lifecyclestage: lead', 'hubspot_contact_id: 3234574'],
    absent: ['versions', 'source-type', 'ORGANIC_SEARCH', 'identities', 'profile-token', 'Contact us'],
  },
  {
    sender: 'Calendly', body: () => fixtureJson('calendly-invitee-created.json'), format: 'calendly',
    lead: { name: 'John Doe', phone: '+14045551234', email: 'test@example.com' },
    notes: ['Please share anything that will help prepare for our meeting.: Roof repair before winter', 'meeting: 15 Minute Meeting', 'start_time: 2026-12-01T15:15:00.000000Z', 'utm_source: facebook'],
    absent: ['Host Person', 'host@example.com', 'cancellations', 'reschedulings', 'calendar.google.com', 'api.calendly.com'],
  },
  {
    sender: 'TikTok lead form', body: () => fixtureJson('tiktok-lead-form.json'), format: 'tiktok',
    lead: { name: 'Chen Example', phone: '+6591234567', email: 'chen@example.com' },
    notes: ['Which service are you interested in?: Home cleaning', 'lead_id: 7300000000000000002'],
    absent: ['1764151500', 'changes'],
  },
  {
    sender: 'Google Forms (Apps Script)', body: () => fixtureJson('google-forms-apps-script.json'), format: 'google-forms',
    lead: { name: 'Priya Example', phone: '+919876543210', email: 'priya@example.com' },
    notes: ['Name of your business: Example Bakery', 'Which products interest you?: Cakes, Bread'],
    absent: ['Timestamp', 'namedValues'],
  },
];

describe('Vendor sender formats (documented samples, parsed as the body parser reads them)', () => {
  for (const { sender, body, format, lead, notes, absent } of cases) {
    it(`reads ${sender}: the person field by field, notes without structure`, () => {
      const read_ = read(body());
      expect(read_.format).to.equal(format);
      expect(read_.name, 'name').to.equal(lead.name);
      expect(read_.phone, 'phone').to.equal(lead.phone);
      expect(read_.email, 'email').to.equal(lead.email);
      for (const line of notes) expect(read_.notes.split('\n')).to.include(line);
      for (const noise of absent) expect(read_.notes).not.to.contain(noise);
      expect(JSON.stringify(read_.fields)).not.to.match(/accessToken|versions|event_memberships/);
    });
  }
});
