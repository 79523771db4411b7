import { expect } from 'chai';
import { startTestServer, type SourceView, type TestServer } from '../helpers/test-server.ts';

// Review (red team) of the plain HTML form's answers (docs/api.md §2.7, service/webhook/form-page.ts).
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
