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
      const response = await server.post(source.webhookUrl, fixtureText(testCase.fixture), { 'Content-Type': testCase.contentType ?? contentType[testCase.encoding] });
      const answer = await response.json();
      expect(response.status, JSON.stringify(answer)).to.equal(200);
      expect(answer.status).to.equal('created');
      const { lead } = answer;
      expect(lead.name, 'name').to.equal(testCase.lead.name);
      expect(lead.phone, 'phone').to.equal(testCase.lead.phone);
      expect(lead.email, 'email').to.equal(testCase.lead.email);
      const lines: string[] = lead.notes.split('\n');
      for (const text of testCase.notes) expect(lines.some((line) => line.includes(text)), `notes hold "${text}":\n${lead.notes}`).to.equal(true);
      for (const noise of testCase.absent) expect(lead.notes, 'notes').not.to.contain(noise);
      expectWarnings(answer.warnings, testCase.warnings);
      for (const raw of testCase.keptInFields ?? []) expect(JSON.stringify(lead.fields), 'fields').to.contain(raw);
      if (testCase.picked) {
        const { deliveries } = await (await server.api(`/api/sources/${source.id}/deliveries`)).json();
        expect(deliveries[0].picked, 'picked').to.deep.equal(testCase.picked);
      }
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
