import { expect } from 'chai';
import { startTestServer, type SourceView, type TestServer } from '../helpers/test-server.ts';

// Review (red team) of the HTML refusal page (docs/api.md §2.7): it is a page of the service's own
// origin that anyone can make a browser open (a form on any site posting to a public webhook URL).
// Escaping stops markup, but a sender-chosen text in it still reads as the service speaking.
describe('Review: the refusal page a browser form visitor reads', () => {
  let server: TestServer;
  let source: SourceView;
  before(async () => {
    server = await startTestServer({ WEBHOOK_RATE_LIMIT: '0' });
    source = await server.createSource({ defaultCountry: 'US' });
    await server.api(`/api/sources/${source.id}`, {
      method: 'PATCH',
      json: { redirectUrl: 'https://www.example.com/thanks' },
    });
  });
  after(() => server.stop());

  it('does not echo text the sender chose (a Calendly "event" name) into the page', async () => {
    const bait = 'invitee. Card declined, call 1 900 555 0100';
    const answer = await fetch(source.webhookUrl.replace(server.publicBaseUrl, server.url), {
      method: 'POST',
      body: new URLSearchParams({ event: bait, 'payload[a]': '1' }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
    });
    expect(answer.status).to.equal(422);
    const page = await answer.text();
    expect(page).not.to.include('Card declined');
  });
});
