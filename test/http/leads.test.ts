import { expect } from 'chai';
import { startTestServer, unique, uniquePhone, type SourceView, type TestServer } from '../helpers/test-server.ts';

describe('Admin API: /api/leads', () => {
  let server: TestServer;
  let source: SourceView;
  const created: Array<{ id: string; phone: string; email: string }> = [];
  before(async () => {
    server = await startTestServer({ WEBHOOK_RATE_LIMIT: '0' });
    source = await server.createSource({ defaultCountry: 'US' });
    for (let i = 0; i < 7; i++) {
      const { lead } = await (
        await server.post(source.webhookUrl, { phone: uniquePhone(), email: `${unique('lead')}@Example.com` })
      ).json();
      created.push(lead);
    }
  });
  after(() => server.stop());

  const list = async (query: string) => {
    const response = await server.api(`/api/leads?${query}`);
    return { status: response.status, body: await response.json() };
  };

  it('lists leads newest first, a page at a time, following nextCursor', async () => {
    const ids: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const { status, body } = await list(`sourceId=${source.id}&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(status).to.equal(200);
      ids.push(...body.leads.map((l: { id: string }) => l.id));
      cursor = body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).to.equal(3);
    expect(ids).to.deep.equal(created.map((l) => l.id).reverse());
  });

  it('defaults to 50 a page and ends with nextCursor null', async () => {
    const { body } = await list(`sourceId=${source.id}`);
    expect(body.leads).to.have.length(7);
    expect(body.nextCursor).to.equal(null);
  });

  it('treats empty parameters as absent', async () => {
    const { status, body } = await list(`sourceId=${source.id}&phone=&email=&limit=&cursor=`);
    expect(status).to.equal(200);
    expect(body.leads).to.have.length(7);
  });

  it('filters by phone in any format the intake accepts, and by email lower-cased', async () => {
    const target = created[3];
    const digits = target.phone.slice(2);
    const national = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
    const byNational = await list(`sourceId=${source.id}&phone=${encodeURIComponent(national)}`);
    expect(byNational.body.leads.map((l: { id: string }) => l.id)).to.deep.equal([target.id]);
    const byE164 = await list(`phone=+1${digits}`);
    expect(byE164.body.leads.map((l: { id: string }) => l.id)).to.deep.equal([target.id]);
    const byEmail = await list(`email=${encodeURIComponent(target.email.toUpperCase())}`);
    expect(byEmail.body.leads.map((l: { id: string }) => l.id)).to.deep.equal([target.id]);
    const tagged = `${unique('jane+tag')}@example.com`;
    const { lead } = await (await server.post(source.webhookUrl, { email: tagged })).json();
    expect((await list(`email=${tagged}`)).body.leads.map((l: { id: string }) => l.id)).to.deep.equal([lead.id]);
  });

  it('refuses a limit out of range, a malformed cursor or phone with 422', async () => {
    for (const query of [
      'limit=0',
      'limit=501',
      'limit=abc',
      'limit=2.5',
      'cursor=nonsense',
      'cursor=MDFh',
      'phone=12',
      'limit=1&limit=2',
    ]) {
      const { status, body } = await list(query);
      expect(status, query).to.equal(422);
      expect(body.error.code).to.equal('validation_failed');
    }
    expect((await list('limit=500')).status).to.equal(200);
    // A filter or a repeat after a thousand other keys still counts (querystring stops at 1,000 by default).
    const padding = Array.from({ length: 1000 }, (_, i) => `k${i}=1`).join('&');
    expect((await list(`limit=5&${padding}&limit=6`)).status).to.equal(422);
    const filtered = await list(`${padding}&email=nobody-${Date.now()}@example.com`);
    expect(filtered.body.leads).to.deep.equal([]);
  });

  it('counts the leads of the current filters when asked (count=true → total), and only then', async () => {
    const own = await server.createSource({ defaultCountry: 'US' });
    const mine: Array<{ id: string; phone: string; email: string }> = [];
    for (let i = 0; i < 5; i++) {
      const body = { phone: uniquePhone(), email: `${unique('count')}@example.com` };
      mine.push((await (await server.post(own.webhookUrl, body)).json()).lead);
    }
    const plain = await list(`sourceId=${own.id}&limit=2`);
    expect(plain.body).not.to.have.any.keys('total', 'totalCapped');
    const counted = await list(`sourceId=${own.id}&limit=2&count=true`);
    expect(counted.status).to.equal(200);
    expect(counted.body).to.include({ total: 5, totalCapped: false });
    expect(counted.body.leads).to.have.length(2);
    // The whole set the filters give, whatever the page: the second page says 5 too.
    const next = await list(`sourceId=${own.id}&limit=2&count=true&cursor=${counted.body.nextCursor}`);
    expect(next.body).to.include({ total: 5, totalCapped: false });
    const byEmail = await list(`email=${encodeURIComponent(mine[3].email)}&count=true`);
    expect(byEmail.body).to.include({ total: 1, totalCapped: false });
    const bySearch = await list(`sourceId=${own.id}&q=${mine[2].phone.slice(-7)}&count=true`);
    expect(bySearch.body).to.include({ total: 1, totalCapped: false });
    expect((await list(`sourceId=${own.id}&count=false`)).body).not.to.have.any.keys('total', 'totalCapped');
    const bad = await list('count=yes');
    expect(bad.status).to.equal(422);
    expect(bad.body.error.details).to.deep.equal([{ field: 'count', message: 'count must be true or false' }]);
  });

  it('returns a lead by id, 404 for an unknown one', async () => {
    const lead = await (await server.api(`/api/leads/${created[0].id}`)).json();
    expect(lead).to.deep.equal({ ...created[0], submissions: [] });
    const missing = await server.api(`/api/leads/${unique('missing')}`);
    expect(missing.status).to.equal(404);
    expect((await missing.json()).error.code).to.equal('not_found');
  });

  it('shows a created lead at once (read-your-writes)', async () => {
    const email = `${unique('fresh')}@example.com`;
    const { lead } = await (await server.post(source.webhookUrl, { email })).json();
    const { body } = await list(`email=${encodeURIComponent(email)}`);
    expect(body.leads[0]).to.deep.equal(lead);
  });
});
