import { expect } from 'chai';
import { serverWithSource, uniquePhone, type SourceView, type TestServer } from '../helpers/test-server.ts';

// Review (red team) of `+` in `q` (docs/api.md §4): a `+` reads as a space because form encoding
// sends a space so; but form encoding (URLSearchParams, curl -G --data-urlencode, requests) sends
// a real plus as %2B, and the service reads that as a space too, after decoding.
describe('Review: q with a real plus sign, sent %2B-encoded', () => {
  let server: TestServer;
  let source: SourceView;
  serverWithSource((s, src) => {
    server = s;
    source = src;
  });

  it('finds a lead by an email with a tag (al+ads@…), the query written by URLSearchParams', async () => {
    const email = `al+ads${Date.now()}@example.com`;
    const sent = await server.post(source.webhookUrl, { name: 'Al Tagged', phone: uniquePhone(), email });
    expect((await sent.json()).status).to.equal('created');
    const query = new URLSearchParams({ q: email }).toString();
    expect(query).to.include('%2B');
    const { leads } = await (await server.api(`/api/leads?${query}`)).json();
    expect(leads.map((lead: { email: string }) => lead.email)).to.deep.equal([email]);
  });
});
