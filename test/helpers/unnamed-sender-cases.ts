import type { LeadInput } from '../../service/lead/lead-input.ts';

/**
 * A sender nobody wrote a reader for (issue 24): its documented body, the source it is posted to,
 * and the lead a sales team would obviously want from it.
 */
export interface UnnamedSenderCase {
  sender: string;
  fixture: string;
  /** How the sender posts it: JSON, or a form (`application/x-www-form-urlencoded`). */
  encoding: 'json' | 'form';
  /** The sender's own Content-Type when it names more than the encoding (a charset). */
  contentType?: string;
  /** The source's default country, for the national numbers in the body. */
  defaultCountry: string;
  /** The kind of structure the general reader has to see through (issue 24's classes). */
  structure: string;
  lead: Pick<LeadInput, 'name' | 'phone' | 'email'>;
  /** Each text must appear within one line of the notes: the person's answers and the context. */
  notes: string[];
  /** Text the notes must not hold: internal ids, IP addresses, user agents, field ids, raw copies. */
  absent: string[];
  /** Lead fields the answer must warn about (`warnings[].field` names them); none: no `warnings`. */
  warnings?: string[];
  /** Where each picked value came from (`Delivery.picked`), when the case asserts it. */
  picked?: Record<string, string>;
  /** Raw values that must stay in the lead's `fields` (a phone that could not be read). */
  keptInFields?: string[];
}

// People, numbers and companies are made up; each body keeps its sender's documented keys,
// nesting, value types and encoding (sources in test/fixtures/README.md).
export const UNNAMED_SENDER_CASES: UnnamedSenderCase[] = [
  {
    sender: 'Contact Form 7 (CF7 to Webhook)',
    fixture: 'cf7-to-webhook-contact.json',
    encoding: 'json',
    contentType: 'application/json; charset=UTF-8',
    defaultCountry: 'US',
    structure: 'flat keys nobody aliased (your-name, your-email, your-tel)',
    lead: { name: 'Ada Tester', phone: '+16505550134', email: 'ada.tester@example.com' },
    notes: ['Solar quote', 'Please call me about panels for a 3-bedroom house.', 'Battery storage'],
    absent: ['(650) 555-0134'],
  },
  {
    sender: 'Contact Form 7, German form (CF7 to Webhook)',
    fixture: 'cf7-to-webhook-german.json',
    encoding: 'json',
    contentType: 'application/json; charset=UTF-8',
    defaultCountry: 'DE',
    structure: 'German flat keys (ihr-name, e-mail-adresse, telefonnummer) beside a company name',
    lead: { name: 'Greta Beispiel', phone: '+493090182034', email: 'greta.beispiel@example.de' },
    notes: ['Beispiel Solar GmbH', 'Bitte rufen Sie mich wegen einer Wärmepumpe zurück.'],
    absent: ['030 90182034'],
  },
  {
    sender: 'Mailchimp audience webhook (subscribe)',
    fixture: 'mailchimp-subscribe.txt',
    encoding: 'form',
    defaultCountry: 'US',
    structure: 'bracket form under a wrapper: data[merges][FNAME|LNAME|PHONE], data[email]',
    lead: { name: 'Bea Example', phone: '+16505550145', email: 'bea.example@example.com' },
    notes: ['Heat pumps, Insulation', 'Palo Alto'],
    absent: ['203.0.113.21', '8a25ff1d98'],
  },
  {
    sender: 'ActiveCampaign webhook (subscribe)',
    fixture: 'activecampaign-subscribe.txt',
    encoding: 'form',
    defaultCountry: 'US',
    structure: 'bracket form under a wrapper: contact[first_name], contact[phone], beside contact[orgname]',
    lead: { name: 'Carl Example', phone: '+16505550156', email: 'carl.example@example.com' },
    notes: ['Example Roofing LLC', 'Roof replacement', '$10,000-$20,000'],
    absent: ['203.0.113.33'],
  },
  {
    sender: 'Netlify Forms outgoing webhook',
    fixture: 'netlify-form-submission.json',
    encoding: 'json',
    defaultCountry: 'US',
    structure: 'data.phone beside top-level name and email; answers repeated in human_fields',
    lead: { name: 'Erin Example', phone: '+16505550178', email: 'erin.example@example.com' },
    notes: ['We need a new fence before spring.'],
    absent: ['203.0.113.44', 'Mozilla/5.0', '6744f1e2a1b2c3d4e5f60718'],
  },
  {
    sender: 'Cal.com webhook (BOOKING_CREATED)',
    fixture: 'calcom-booking-created.json',
    encoding: 'json',
    defaultCountry: 'GB',
    structure: 'answers as {label, value} under payload.responses; the organizer (host) is a person too',
    lead: { name: 'Fiona Example', phone: '+442079460123', email: 'fiona.example@example.co.uk' },
    notes: ['Interested in a loft conversion.', '2026-12-01T15:00:00Z'],
    absent: ['host@example.com', 'isHidden'],
  },
  {
    sender: 'Formstack webhook, form-encoded',
    fixture: 'formstack-contact-form.txt',
    encoding: 'form',
    defaultCountry: 'US',
    structure: 'one value holding both names ("first = Dana\\nlast = Example")',
    lead: { name: 'Dana Example', phone: '+16505550167', email: 'dana.example@example.com' },
    notes: ['A quote for new gutters.', '1234 Example Drive'],
    absent: ['first = Dana', '12345678'],
  },
  {
    sender: 'Formstack webhook, JSON with field types (Spanish form)',
    fixture: 'formstack-field-types-spanish.json',
    encoding: 'json',
    defaultCountry: 'ES',
    structure: 'values wrapped with their type ({value, field_type}), a {first, last} name object, Spanish labels',
    lead: { name: 'Lucía Ejemplo', phone: '+34612345678', email: 'lucia.ejemplo@example.es' },
    notes: ['Presupuesto para placas solares.', 'Calle Ejemplo 1'],
    absent: ['field_type', '12345679'],
  },
  {
    sender: 'Cognito Forms "Post JSON data to a website"',
    fixture: 'cognito-forms-entry.json',
    encoding: 'json',
    defaultCountry: 'US',
    structure: 'a name object {First, Last} beside top-level Email and Phone',
    lead: { name: 'Nora Example', phone: '+16505550143', email: 'nora.example@example.com' },
    notes: ['Do you install EV chargers in apartment garages?'],
    absent: ['First', 'Last'],
  },
  {
    sender: 'Pipedrive webhook v2 (person created)',
    fixture: 'pipedrive-person-created.json',
    encoding: 'json',
    defaultCountry: 'US',
    structure: 'the contact under data, phones and emails as lists of {label, value, primary}',
    lead: { name: 'Gus Example', phone: '+16505550189', email: 'gus.example@example.com' },
    notes: [],
    absent: ['0f4c7b2e-1a2b-4c3d-8e9f-0a1b2c3d4e5f'],
  },
  {
    sender: 'Sitecliq contact form webhook (French form)',
    fixture: 'sitecliq-contact-form-french.json',
    encoding: 'json',
    defaultCountry: 'FR',
    structure: 'answers as {title, value, type} keyed by generated ids, French titles',
    lead: { name: 'Hélène Exemple', phone: '+33199001234', email: 'helene.exemple@example.fr' },
    notes: ['Rénovation de cuisine', 'Merci de me rappeler le matin.'],
    absent: ['contactForm_email', '66107134-153a-4289-ae9b-332afb0fdd09'],
  },
  {
    sender: 'Elfsight Form Builder webhook (Dutch form)',
    fixture: 'elfsight-form-dutch.json',
    encoding: 'json',
    defaultCountry: 'NL',
    structure: 'answers as {id, name: <label>, value, type} under data; "name" holds a label, Dutch labels',
    lead: { name: 'Henk Voorbeeld', phone: '+31201234567', email: 'henk.voorbeeld@example.nl' },
    notes: ['Graag een offerte voor zonnepanelen.', 'https://www.voorbeeld.example/contact'],
    absent: ['shortText', '12ce755ce747c'],
  },
  {
    sender: 'Google Forms, Apps Script posting e.namedValues itself (Portuguese form)',
    fixture: 'google-forms-named-values-portuguese.json',
    encoding: 'json',
    defaultCountry: 'BR',
    structure: 'every answer a one-element list at the top level, Portuguese labels',
    lead: { name: 'Inês Exemplo', phone: '+5511912345679', email: 'ines.exemplo@example.com.br' },
    notes: ['Energia solar'],
    absent: ['["'],
  },
  {
    sender: 'Heyflow webhook (Italian flow)',
    fixture: 'heyflow-response-italian.json',
    encoding: 'json',
    defaultCountry: 'IT',
    structure: 'a list of labelled items whose answers are values: [{label, id}], Italian labels',
    lead: { name: 'Giulia Esempio', phone: '+390212345678', email: 'giulia.esempio@example.it' },
    notes: ['Pannelli solari', 'Pompa di calore'],
    absent: ['mco-6417166f', 'input-3f2a1b0c'],
  },
  {
    sender: 'HeyForm webhook, a phone nobody can dial',
    fixture: 'heyform-unreadable-phone.json',
    encoding: 'json',
    defaultCountry: 'US',
    structure: 'answers as {title, kind, value}; the form name beside them; the phone unreadable, the email fine',
    lead: { name: 'Ivan Example', phone: null, email: 'ivan.example@example.com' },
    notes: ['Email is best, I am rarely at my desk.', 'Kitchen Quote Request'],
    absent: ['validations'],
    warnings: ['phone'],
    keptInFields: ['555-01'],
  },
  {
    sender: 'BossCart webhook (form_submitted)',
    fixture: 'bosscart-form-submitted.json',
    encoding: 'json',
    defaultCountry: 'US',
    structure: 'the contact under contact.* beside website, form name and formValues [{field, value}]',
    lead: { name: 'Jack Example', phone: '+16505550191', email: 'jack.example@example.com' },
    notes: ['Roof inspection after the storm'],
    absent: ['87647751'],
  },
  {
    sender: 'to.co form webhook (Form Model v1)',
    fixture: 'to-form-submission.json',
    encoding: 'json',
    defaultCountry: 'GB',
    structure: 'dotted keys under fields (name.first, business.name) beside the form name and a company name',
    lead: { name: 'Kate Example', phone: '+442079460345', email: 'kate.example@example.co.uk' },
    notes: ['Example Trading Ltd', 'We would like to stock your range in 12 stores.', 'Partner enquiry'],
    absent: ['203.0.113.55', 'Mozilla/5.0'],
  },
  {
    sender: 'RD Station Marketing webhook (WEBHOOK.CONVERTED)',
    fixture: 'rdstation-conversion.json',
    encoding: 'json',
    defaultCountry: 'BR',
    structure: 'the contact under contact.* (personal_phone, mobile_phone) beside contact.company.name and the funnel',
    lead: { name: 'João Exemplo', phone: '+554830250000', email: 'joao.exemplo@example.com.br' },
    notes: ['Empresa Exemplo Ltda', 'Gerente de compras', 'orcamento-energia-solar'],
    absent: ['c2f3d2b3-7250-4d27-97f4-eef38be32f7f'],
  },
  {
    sender: 'Zcal webhook (event.created)',
    fixture: 'zcal-event-created.json',
    encoding: 'json',
    defaultCountry: 'US',
    structure: 'the invitee in data.attendees[], hosts beside it; no phone',
    lead: { name: 'Liam Example', phone: null, email: 'liam.example@example.com' },
    notes: ['Intro Call', '2026-12-02T17:00:00Z'],
    absent: ['host@example.com'],
  },
  {
    sender: 'Transactional Forms webhook (submission.created)',
    fixture: 'usetransactional-submission-created.json',
    encoding: 'json',
    defaultCountry: 'US',
    structure: 'answers under submission.data (full-name, work-email, mobile) beside form.title and metadata',
    lead: { name: 'Mia Example', phone: '+16505550192', email: 'mia.example@example.com' },
    notes: ['Looking for help with payroll software.', 'Free consultation'],
    absent: ['203.0.113.66', 'Mozilla/5.0', '3c2b1a09-8f7e-4d6c-5b4a-392817160504'],
  },
  {
    sender: 'Wufoo webhook with metadata (form-encoded)',
    fixture: 'wufoo-entry-metadata.txt',
    encoding: 'form',
    defaultCountry: 'US',
    structure:
      'answers keyed by opaque ids (Field1…Field7), their labels only in FieldStructure, a JSON text of {Fields: [{Title, Type, ID, SubFields}]}',
    lead: { name: 'Olga Example', phone: '+16505550193', email: 'olga.example@example.com' },
    picked: { firstName: '/Field1', lastName: '/Field2', email: '/Field3', phone: '/Field4' },
    notes: ['South-facing roof, about 40 square metres.', 'Solar panels', 'Solar Quote Request'],
    absent: [
      '203.0.113.88',
      'hk-3f9c2a7d',
      'z7x1q9w3e5r2t4',
      'IsRequired',
      'ClassNames',
      'Great! Thanks',
      'Tell us about your roof.',
      'shortname',
      '2030-01-01',
      'Field',
    ],
  },
];
