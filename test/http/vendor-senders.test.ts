import { expect } from 'chai';
import { fixtureJson, fixtureText } from '../helpers/sender-fixtures.ts';
import { startTestServer, type SourceView, type TestServer } from '../helpers/test-server.ts';
import { VENDOR_CASES, type VendorCase } from '../helpers/vendor-sender-cases.ts';

// Each sender's sample posted as the sender posts it: its content type, its encoding.
async function request({
  fixture,
  encoding,
}: Pick<VendorCase, 'fixture' | 'encoding'>): Promise<[string | Uint8Array, Record<string, string>]> {
  if (encoding === 'json') return [fixtureText(fixture), { 'Content-Type': 'application/json' }];
  // WordPress (Elementor) and Unbounce post forms; WordPress names the charset.
  if (encoding === 'form')
    return [fixtureText(fixture), { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' }];
  const parts = new FormData();
  for (const [name, value] of Object.entries(fixtureJson(fixture))) parts.append(name, String(value));
  // Encoded by the platform's own multipart encoder, boundary included.
  const encoded = new Response(parts);
  return [new Uint8Array(await encoded.arrayBuffer()), { 'Content-Type': encoded.headers.get('Content-Type')! }];
}

describe('One URL, every sender: form builders, CRMs and ad platforms over HTTP', () => {
  let server: TestServer;
  let source: SourceView;
  before(async () => {
    server = await startTestServer({ WEBHOOK_RATE_LIMIT: '0' });
  });
  after(() => server.stop());
  beforeEach(async () => {
    source = await server.createSource({ defaultCountry: 'US' });
  });

  for (const testCase of VENDOR_CASES) {
    it(`stores ${testCase.sender}'s sample as one lead (200, the person, clean notes)`, async () => {
      const [body, headers] = await request(testCase);
      const response = await server.post(source.webhookUrl, body, headers);
      const answer = await response.json();
      expect(response.status, JSON.stringify(answer)).to.equal(200);
      expect(answer.status).to.equal('created');
      expect(answer.lead).to.include(testCase.lead);
      for (const line of testCase.notes) expect(answer.lead.notes.split('\n')).to.include(line);
      for (const noise of testCase.absent) expect(answer.lead.notes).not.to.contain(noise);
    });
  }

  it('answers a LinkedIn Lead Sync notification with 422 saying how to connect LinkedIn', async () => {
    const response = await server.post(source.webhookUrl, fixtureText('linkedin-lead-notification.json'));
    expect(response.status).to.equal(422);
    const { error } = await response.json();
    expect(error.details[0].field).to.equal('leadGenFormResponse');
    expect(error.details[0].message)
      .to.match(/LinkedIn/)
      .and.match(/Zapier|Make/);
  });

  it('answers a Calendly event other than invitee.created with 422 naming the event to subscribe', async () => {
    const canceled = { ...fixtureJson('calendly-invitee-created.json'), event: 'invitee.canceled' };
    const response = await server.post(source.webhookUrl, canceled);
    expect(response.status).to.equal(422);
    const { error } = await response.json();
    expect(error.details[0]).to.include({ field: 'event' });
    expect(error.details[0].message).to.contain('invitee.created');
  });

  it('reads a body with a phone at the top level and the person nested: the top-level phone, the nested email and name', async () => {
    const body = { ...fixtureJson('calendly-invitee-created.json'), phone: '+1 650 555 0142' };
    const { lead } = await (await server.post(source.webhookUrl, body)).json();
    expect(lead).to.include({ phone: '+16505550142', name: 'John Doe', email: 'test@example.com' });
    expect(lead.fields).to.have.keys('created_at', 'created_by', 'event', 'payload');
  });
});
