import { expect } from 'chai';
import { startTestServer, uniquePhone, type SourceView, type TestServer } from '../helpers/test-server.ts';

// Issue 12 item 13: secrets are masked on parsed keys, so no escape of `google_key` keeps its value
// in the delivery log, the lead's fields or its notes.
describe('Secrets in bodies are masked after parsing', () => {
  let server: TestServer;
  let source: SourceView;
  before(async () => {
    server = await startTestServer({ WEBHOOK_RATE_LIMIT: '0' });
  });
  after(() => server.stop());
  beforeEach(async () => {
    source = await server.createSource({ defaultCountry: 'US' });
  });

  const lastDelivery = async () =>
    (await (await server.api(`/api/sources/${source.id}/deliveries`)).json()).deliveries[0];

  it('masks a JSON key written with escapes (google\\u005fkey), at any depth, in the log, fields and notes', async () => {
    const text = `{"phone": "${uniquePhone()}", "google\\u005fkey": "s3cret-json", "utm": {"Google-Key": {"deep": "s3cret-nested"}, "k": 1}}`;
    const response = await server.post(source.webhookUrl, text);
    expect(response.status).to.equal(200);
    const { lead } = await response.json();
    expect(lead.fields).to.deep.equal({ google_key: '***', utm: { 'Google-Key': '***', k: 1 } });
    expect(lead.notes).not.to.contain('s3cret');
    const delivery = await lastDelivery();
    expect(delivery.body).to.equal(
      text.replace('"s3cret-json"', '"***"').replace('{"deep": "s3cret-nested"}', '"***"'),
    );
  });

  it('masks a form key written with percent escapes (google%5Fkey) and in brackets', async () => {
    const text = `phone=${encodeURIComponent(uniquePhone())}&google%5Fkey=s3cret-form&x%5Bgoogle_key%5D=s3cret-bracket&keep=1`;
    const response = await server.post(source.webhookUrl, text, {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    const { lead } = await response.json();
    expect(lead.fields).to.deep.equal({ google_key: '***', x: { google_key: '***' }, keep: '1' });
    expect(lead.notes).not.to.contain('s3cret');
    expect((await lastDelivery()).body).to.equal(text.replace('s3cret-form', '***').replace('s3cret-bracket', '***'));
  });

  it('masks a multipart part named google_key', async () => {
    const form = new FormData();
    form.append('phone', uniquePhone());
    form.append('google_key', 's3cret-multipart');
    const response = await fetch(source.webhookUrl.replace(server.publicBaseUrl, server.url), {
      method: 'POST',
      body: form,
    });
    expect(response.status).to.equal(200);
    const body = (await lastDelivery()).body;
    expect(body).to.contain('name="google_key"\r\n\r\n***\r\n').and.not.contain('s3cret');
  });

  it("checks a Google body's escaped key against the source's key, and masks it", async () => {
    const guarded = await server.createSource({ defaultCountry: 'US', googleKey: 'the-real-key' });
    const google = (key: string) =>
      `{"lead_id": "L1", "google\\u005Fkey": "${key}", "user_column_data": [{"column_id": "PHONE_NUMBER", "string_value": "${uniquePhone()}"}]}`;
    expect((await server.post(guarded.webhookUrl, google('the-real-key'))).status).to.equal(200);
    const wrong = await server.post(guarded.webhookUrl, google('a-guess'));
    expect(wrong.status).to.equal(401);
    const { deliveries } = await (await server.api(`/api/sources/${guarded.id}/deliveries`)).json();
    expect(deliveries.map((d: { body: string }) => d.body).join())
      .not.to.contain('the-real-key')
      .and.not.contain('a-guess');
  });

  it('masks what it can read in a body that did not parse', async () => {
    const response = await server.post(source.webhookUrl, '{"google\\u005fkey": "s3cret-broken", "phone": ');
    expect(response.status).to.equal(400);
    expect((await lastDelivery()).body).to.equal('{"google\\u005fkey": "***", "phone": ');
  });
});
