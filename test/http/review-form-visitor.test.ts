import { expect } from 'chai';
import { startTestServer, uniquePhone, type SourceView, type TestServer } from '../helpers/test-server.ts';

// Review (red team) of the plain HTML form's answers (docs/api.md §2.7, service/webhook/form-page.ts):
// a thank-you page with non-Latin-1 letters, and the refusal page's headers.
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const FORM = 'application/x-www-form-urlencoded';

describe('Review: a plain HTML form visitor', () => {
  let server: TestServer;
  let source: SourceView;
  before(async () => {
    server = await startTestServer({ WEBHOOK_RATE_LIMIT: '0' });
  });
  after(() => server.stop());
  beforeEach(async () => {
    source = await server.createSource({ defaultCountry: 'US' });
  });

  const patch = (id: string, json: unknown) => server.api(`/api/sources/${id}`, { method: 'PATCH', json });
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(source.webhookUrl.replace(server.publicBaseUrl, server.url), {
      method: 'POST',
      body,
      headers: { 'Content-Type': FORM, Accept: BROWSER_ACCEPT, ...headers },
      redirect: 'manual',
    });

  it('a thank-you page the admin may save with non-Latin-1 letters (an IDN host, a Cyrillic path) still answers a stored lead 303, not "Your message was not sent"', async () => {
    for (const thanks of [
      'https://www.example.com/спасибо',
      'https://例え.jp/thanks',
      'https://www.example.com/thanks?€',
    ]) {
      const set = await patch(source.id, { redirectUrl: thanks });
      expect(set.status, thanks).to.equal(200);
      const phone = uniquePhone();
      const answer = await post(new URLSearchParams({ name: 'Form Visitor', phone }).toString());
      const { leads } = await (await server.api(`/api/leads?phone=${encodeURIComponent(phone)}`)).json();
      // The lead is stored whatever the answer says…
      expect(leads, thanks).to.have.length(1);
      // …so the visitor must not read that it was not sent (and send it again).
      const page = answer.status === 303 ? '' : await answer.text();
      expect(page, thanks).not.to.include('not sent');
      expect(answer.status, thanks).to.equal(303);
      expect(new URL(answer.headers.get('location') ?? '').href, thanks).to.equal(new URL(thanks).href);
    }
  });

  it('the refusal page (HTML on the service origin) carries the admin page’s hardening: CSP, nosniff, no-store', async () => {
    await patch(source.id, { redirectUrl: 'https://www.example.com/thanks' });
    const refused = await post('name=%3Cb%3Ex%3C%2Fb%3E&email=bad', { Referer: 'https://www.example.com/form' });
    expect(refused.status).to.equal(422);
    expect(refused.headers.get('content-type')).to.match(/^text\/html/);
    expect(refused.headers.get('content-security-policy') ?? '').to.match(/default-src 'none'/);
    expect(refused.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(refused.headers.get('cache-control') ?? '').to.match(/no-store/);
  });
});
