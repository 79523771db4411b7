import type { LeadInput } from '../../service/lead/lead-input.ts';

/** One sender's documented sample and what it must yield. */
export interface VendorCase {
  sender: string;
  fixture: string;
  /** How the sender posts it: JSON, a form (`application/x-www-form-urlencoded`), or multipart parts. */
  encoding: 'json' | 'form' | 'multipart';
  lead: Pick<LeadInput, 'name' | 'phone' | 'email'>;
  /** Lines the notes must hold. */
  notes: string[];
  /** Text the notes must not hold: wrong "names", structure, tokens, raw copies. */
  absent: string[];
}

// What each sender's documented sample must yield: the person, the notes a caller uses, and the
// "names" and structure that must not be taken (a form's, page's, event's, host's or account's).
export const VENDOR_CASES: VendorCase[] = [
  {
    sender: 'Typeform',
    fixture: 'typeform-form-response.json',
    encoding: 'json',
    lead: { name: 'Laura', phone: '+442079460000', email: 'laura@example.com' },
    notes: [
      'What is the name of your company?: Example Trading Ltd',
      'Which pictures do you like? You can choose as many as you like.: London, Sydney',
      'utm_source: newsletter',
      'form: Webhooks example',
    ],
    absent: [
      'typeform',
      'DefaultTyScreen',
      'thankyou',
      'a3a12ec67a1365927098a606107fac15',
      'readable_ref',
      'LtWXD3crgy',
    ],
  },
  {
    sender: 'Tally',
    fixture: 'tally-form-response.json',
    encoding: 'json',
    lead: { name: 'Alice Example', phone: '+33123456789', email: 'alice@example.com' },
    notes: [
      'Company name: Example SARL',
      'Which plan?: Pro',
      'Interests: Solar, Battery',
      'Roof photo: roof.jpg',
      'utm_source: newsletter',
      'form: Webhook payload',
    ],
    absent: ['accessToken', 'storage.tally.so', 'Interests (Solar)', '5c3a8a0e', 'dwQKYm', 'Heat pump'],
  },
  {
    sender: 'Jotform',
    fixture: 'jotform-webhook-parts.json',
    encoding: 'multipart',
    lead: { name: 'John Example', phone: '+14155550132', email: 'john@example.com' },
    notes: [
      'companyName: Example Roofing LLC',
      'howCan: Please call after 5 pm about a new roof.',
      'services: Roofing, Gutters',
      'form: Roofing quote request',
    ],
    absent: ['exampleaccount', 'jsExecutionTracker', 'Full Name:John', '203.0.113.7', 'submit/'],
  },
  {
    sender: 'Elementor (advanced data)',
    fixture: 'elementor-advanced-form.txt',
    encoding: 'form',
    lead: { name: 'Maria Example', phone: '+16505550177', email: 'maria@example.com' },
    notes: ['Message: Looking for a quote.', 'form: Contact Form', 'Page URL: https://www.example.com/contact/'],
    absent: ['raw_value', 'Mozilla', '203.0.113.9', 'Powered by', '3f7c2a1'],
  },
  {
    sender: 'Elementor (simple)',
    fixture: 'elementor-simple-form.txt',
    encoding: 'form',
    lead: { name: 'Maria Example', phone: '+16505550178', email: 'maria@example.com' },
    notes: ['Message: Looking for a quote.', 'Page URL: https://www.example.com/contact/', 'form: Contact Form'],
    absent: ['Mozilla', '203.0.113.9', 'Powered by', '3f7c2a1'],
  },
  {
    sender: 'Webflow',
    fixture: 'webflow-form-submission.json',
    encoding: 'json',
    lead: { name: 'Zaphod Beeblebrox', phone: '+16505550123', email: 'zaphod@heartofgold.example' },
    notes: ['How did you hear about us?: A friend', 'form: Contact Us', 'page: /contact-us'],
    absent: ['FormTextInput', '65427cf400e02b306eaa049c', 'fieldElementId'],
  },
  {
    sender: 'Unbounce',
    fixture: 'unbounce-webhook-form.txt',
    encoding: 'form',
    lead: { name: 'Sam Example', phone: '+16505550199', email: 'sam@example.com' },
    notes: [
      'what_are_you_looking_for?: A new website, SEO',
      'utm_source: google',
      'page: Spring offer',
      'page_url: http://unbouncepages.com/spring-offer/',
    ],
    absent: ['form_data', '<?xml', 'page_uuid', '203.0.113.11'],
  },
  {
    sender: 'HubSpot workflow',
    fixture: 'hubspot-workflow-contact.json',
    encoding: 'json',
    lead: { name: 'Codey Huang', phone: '+16175550100', email: 'codey@example.com' },
    notes: [
      'company: HubSpot Example Co',
      'lifecyclestage: lead',
      'hs_analytics_source: ORGANIC_SEARCH',
      'form: Contact us',
    ],
    absent: ['versions', 'source-type', 'identities', 'profile-token', '3234574', 'AO_T-'],
  },
  {
    sender: 'Calendly',
    fixture: 'calendly-invitee-created.json',
    encoding: 'json',
    lead: { name: 'John Doe', phone: '+14045551234', email: 'test@example.com' },
    notes: [
      'Please share anything that will help prepare for our meeting.: Roof repair before winter',
      'scheduled_event: 15 Minute Meeting',
      'scheduled_event start_time: 2026-12-01T15:15:00.000000Z',
      'tracking utm_source: facebook',
    ],
    absent: [
      'Host Person',
      'host@example.com',
      'cancellations',
      'reschedulings',
      'calendar.google.com',
      'api.calendly.com',
    ],
  },
  {
    sender: 'TikTok lead form',
    fixture: 'tiktok-lead-form.json',
    encoding: 'json',
    lead: { name: 'Chen Example', phone: '+6591234567', email: 'chen@example.com' },
    notes: ['Which service are you interested in?: Home cleaning'],
    absent: ['1764151500', 'changes', '7300000000000000002'],
  },
  {
    sender: 'Google Forms (Apps Script)',
    fixture: 'google-forms-apps-script.json',
    encoding: 'json',
    lead: { name: 'Priya Example', phone: '+919876543210', email: 'priya@example.com' },
    notes: ['Name of your business: Example Bakery', 'Which products interest you?: Cakes, Bread'],
    // The sheet's `Timestamp` is when the form was submitted: the tool's time, not the brief's (issue 35).
    absent: ['namedValues', 'Timestamp', '10:15:00'],
  },
];
