import { expect } from 'chai';
import { fixtureText } from '../helpers/sender-fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { UNNAMED_SENDER_CASES, type UnnamedSenderCase } from '../helpers/unnamed-sender-cases.ts';

// Issue 24: senders with no reader of their own, each body posted as its sender posts it, must give
// the person a sales team would call, field by field, with clean notes. None of them is named in
// service/webhook: only a reader that goes by structure and meaning can pass these.
const contentType: Record<UnnamedSenderCase['encoding'], string> = {
  json: 'application/json',
  // Mailchimp, ActiveCampaign and Formstack post plain forms, brackets percent-encoded; WordPress
  // (CF7 to Webhook) names the charset, given per case.
  form: 'application/x-www-form-urlencoded',
};

interface Warning {
  field: string;
  message: string;
}

describe('Senders nobody wrote a reader for: the person read by structure and meaning', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ WEBHOOK_RATE_LIMIT: '0' });
  });
  after(() => server.stop());

  for (const testCase of UNNAMED_SENDER_CASES) {
    it(`stores ${testCase.sender} as one lead: ${testCase.structure}`, async () => {
      const source = await server.createSource({ defaultCountry: testCase.defaultCountry });
      const response = await server.post(source.webhookUrl, fixtureText(testCase.fixture), {
        'Content-Type': testCase.contentType ?? contentType[testCase.encoding],
      });
      const answer = await response.json();
      expect(response.status, JSON.stringify(answer)).to.equal(200);
      expect(answer.status).to.equal('created');
      const { lead } = answer;
      expect(lead.name, 'name').to.equal(testCase.lead.name);
      expect(lead.phone, 'phone').to.equal(testCase.lead.phone);
      expect(lead.email, 'email').to.equal(testCase.lead.email);
      const lines: string[] = lead.notes.split('\n');
      for (const text of testCase.notes)
        expect(
          lines.some((line) => line.includes(text)),
          `notes hold "${text}":\n${lead.notes}`,
        ).to.equal(true);
      for (const noise of testCase.absent) expect(lead.notes, 'notes').not.to.contain(noise);
      expectWarnings(answer.warnings, testCase.warnings);
      for (const raw of testCase.keptInFields ?? []) expect(JSON.stringify(lead.fields), 'fields').to.contain(raw);
      if (testCase.picked) {
        const { deliveries } = await (await server.api(`/api/sources/${source.id}/deliveries`)).json();
        expect(deliveries[0].picked, 'picked').to.deep.equal(testCase.picked);
      }
    });
  }

  // Made-up bodies of structure classes no fixture shows (docs/api.md §2.4), through the real server and store.
  it('stores leads whose person is read by whose object it is, numbered key pairs, phone objects, name parts and non-English labels', async () => {
    const source = await server.createSource({ defaultCountry: 'DE' });
    const cases: Array<[Record<string, unknown> | string, Record<string, string | null>, Record<string, string>?]> = [
      [
        {
          applicant: {
            first_name: 'Anja',
            last_name: 'Morell',
            emails: [{ label: 'Work', value: 'anja.morell@example.net' }],
          },
          history: [{ note: 'Called', created_by: { name: 'Theo Gard', email: 'theo.gard@example.org' } }],
        },
        { name: 'Anja Morell', phone: null, email: 'anja.morell@example.net' },
        { email: '/applicant/emails/0/value', firstName: '/applicant/first_name', lastName: '/applicant/last_name' },
      ],
      [
        'extra01_name=Telefonnummer&extra01_value=030+90182093&extra02_name=E-Mail&extra02_value=ina.paar%40example.net&Name_First=Ina&Name_Last=Paar',
        { name: 'Ina Paar', phone: '+493090182093', email: 'ina.paar@example.net' },
      ],
      [
        {
          payer: {
            name: { title: '', first: 'Jana', middle: '', last: 'Lehmann', degree: '' },
            phone: { phone_type: 'MOBILE', phone_number: { national_number: '3090182091' } },
          },
        },
        { name: 'Jana Lehmann', phone: '+493090182091', email: null },
        { phone: '/payer/phone/phone_number/national_number', name: '/payer/name' },
      ],
      [
        {
          answers: [
            { question: { body: 'Imię i nazwisko' }, answer: 'Jan Kowalski' },
            { question: { body: 'Podaj numer telefonu' }, answer: '+48 22 555 01 21' },
          ],
          phones: ['030 90182099'],
          email_2: 'jan.k2@example.net',
          email_1: 'jan.k@example.net',
        },
        { name: 'Jan Kowalski', phone: '+48225550121', email: 'jan.k@example.net' },
      ],
      // A hiring manager's email beside an applicant with a phone of their own.
      [
        {
          applicants: [
            {
              full_name: { first: 'Lu', last: 'Ma', formatted: 'Ma, Lu' },
              phone_numbers: [{ kind: 'home', number: '030 90182031' }],
            },
          ],
          hiring_manager: { name: 'Hal Hire', email: 'hal.hire@example.org' },
        },
        { name: 'Lu Ma', phone: '+493090182031', email: null },
      ],
    ];
    for (const [body, expected, picked] of cases) {
      const form = typeof body === 'string';
      const response = await server.post(source.webhookUrl, form ? body : JSON.stringify(body), {
        'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      });
      const answer = await response.json();
      expect(response.status, JSON.stringify(answer)).to.equal(200);
      const { name, phone, email } = answer.lead;
      expect({ name, phone, email }, JSON.stringify(body)).to.deep.equal(expected);
      expect(answer.warnings, 'warnings').to.equal(undefined);
      if (picked) {
        const { deliveries } = await (await server.api(`/api/sources/${source.id}/deliveries`)).json();
        expect(deliveries[0].picked, 'picked').to.deep.equal(picked);
      }
    }
    // A source with no default country: a national number is read in the country of the address beside it.
    const noCountry = await server.createSource({});
    const response = await server.post(
      noCountry.webhookUrl,
      JSON.stringify({
        customer: { tel: '020 7946 0131', mail: 'cy@example.net', address: { city: 'Leeds', country: 'UK' } },
      }),
    );
    const answer = await response.json();
    expect(response.status, JSON.stringify(answer)).to.equal(200);
    expect([answer.lead.phone, answer.lead.email, answer.warnings]).to.deep.equal([
      '+442079460131',
      'cy@example.net',
      undefined,
    ]);
  });
});

// Classes of structure no fixture above holds, each with made-up keys and values (never one
// sender's): posted over HTTP as a sender would, read to the person a sales team would call.
const CLASS_CASES: Array<{
  title: string;
  country: string;
  type: string;
  body: string;
  lead: Record<string, string | null>;
  absent?: string[];
}> = [
  {
    title: 'role-prefixed keys beside a record title and a thing-qualified name',
    country: 'US',
    type: 'application/json',
    body: JSON.stringify({
      name: 'Autumn roof check',
      tax_name: 'Sales tax',
      attendee_first_name: 'Rosa',
      attendee_last_name: 'Quint',
      attendee_mobile: '(650) 555-0171',
      attendee_email: 'rosa.q@example.com',
    }),
    lead: { name: 'Rosa Quint', phone: '+16505550171', email: 'rosa.q@example.com' },
  },
  {
    title: 'a phone in parts and an agent told apart from the customer by a role value',
    country: 'US',
    type: 'application/json',
    body: JSON.stringify({
      conversation: {
        people: [
          { kind: 'operator', name: 'Help Desk', email: 'desk@example.org' },
          {
            kind: 'visitor',
            name: 'Tiago Reis',
            email: 'tiago@example.pt',
            phone: { dial: '', country_code: '351', number: '912 345 678' },
          },
        ],
      },
    }),
    lead: { name: 'Tiago Reis', phone: '+351912345678', email: 'tiago@example.pt' },
    absent: ['desk@example.org'],
  },
  {
    title: "a chat sender without a plus beside the business's own number, no default country",
    country: '',
    type: 'application/json',
    body: JSON.stringify({
      instance: '14155550100@c.us',
      payload: { author: '447911123456@s.whatsapp.net', senderName: 'Olly Brook', body: 'Is Saturday free?' },
    }),
    lead: { name: 'Olly Brook', phone: '+447911123456', email: null },
  },
  {
    title: 'items with ids and values and no labels',
    country: 'US',
    type: 'application/json',
    body: JSON.stringify({
      submission: {
        answers: [
          { id: 'a1', value: 'Megan Caldwell' },
          { id: 'a2', value: 'megan.c@example.com' },
          { id: 'a3', value: '(650) 555-0148' },
        ],
      },
    }),
    lead: { name: 'Megan Caldwell', phone: '+16505550148', email: 'megan.c@example.com' },
  },
  {
    title: 'a form field holding a JSON list of inbound-message records',
    country: 'US',
    type: 'application/x-www-form-urlencoded',
    body: `relay_events=${encodeURIComponent(JSON.stringify([{ event: 'inbound', msg: { email: 'inbox@shop.example', to: [['inbox@shop.example', null]], from_email: 'pat.kim@example.com', from_name: 'Pat Kim', text: 'Do you ship to Oslo?' } }]))}`,
    lead: { name: 'Pat Kim', phone: null, email: 'pat.kim@example.com' },
  },
];

describe('Classes of structure read by principle over HTTP (invented keys)', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ WEBHOOK_RATE_LIMIT: '0' });
  });
  after(() => server.stop());

  for (const testCase of CLASS_CASES) {
    it(`stores one lead: ${testCase.title}`, async () => {
      const source = await server.createSource(testCase.country ? { defaultCountry: testCase.country } : {});
      const response = await server.post(source.webhookUrl, testCase.body, { 'Content-Type': testCase.type });
      const answer = await response.json();
      expect(response.status, JSON.stringify(answer)).to.equal(200);
      const { name, phone, email } = answer.lead;
      expect({ name, phone, email }).to.deep.equal(testCase.lead);
      for (const text of testCase.absent ?? []) expect(answer.lead.notes).not.to.contain(text);
    });
  }
});

// `warnings` is absent when empty; otherwise each expected lead field is named by one of them.
function expectWarnings(actual: Warning[] | undefined, expected: string[] | undefined) {
  if (!expected) {
    expect(actual, 'warnings').to.equal(undefined);
    return;
  }
  expect(actual, 'warnings').to.be.an('array');
  for (const field of expected) {
    const named = actual!.some((warning) => warning.field.toLowerCase().includes(field) && warning.message.length > 0);
    expect(named, `a warning on ${field}: ${JSON.stringify(actual)}`).to.equal(true);
  }
}
