import { expect } from 'chai';
import { startTestServer, unique, uniquePhone, type TestServer } from '../helpers/test-server.ts';

describe('Rate limits under concurrency', function () {
  this.timeout(30_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ WEBHOOK_RATE_LIMIT: '10' });
  });
  after(() => server.stop());

  it('holds the per-URL limit under 200 concurrent requests, logs the 429s, and never slows another source', async () => {
    const [noisy, quiet] = [await server.createSource(), await server.createSource()];
    const started = Date.now();
    const flood = Promise.all(Array.from({ length: 200 }, () => server.post(noisy.webhookUrl, { phone: uniquePhone() })));
    const quietAnswers = await Promise.all(Array.from({ length: 5 }, () => server.post(quiet.webhookUrl, { phone: uniquePhone() })));
    const answers = await flood;
    const elapsedSeconds = (Date.now() - started) / 1000;

    const accepted = answers.filter((r) => r.status === 200).length;
    // A burst of 4 x 10, plus what refills while the flood lasts.
    expect(accepted).to.be.at.least(40).and.at.most(40 + Math.ceil(elapsedSeconds * 10) + 1);
    expect(answers.filter((r) => r.status === 429)).to.have.length(200 - accepted);
    expect(quietAnswers.map((r) => r.status)).to.deep.equal([200, 200, 200, 200, 200]);

    const throttled = answers.find((r) => r.status === 429)!;
    expect(Number(throttled.headers.get('Retry-After'))).to.be.greaterThan(0);
    const { deliveries } = await (await server.api(`/api/sources/${noisy.id}/deliveries`)).json();
    expect(deliveries.filter((d: { status: number }) => d.status === 429).length).to.be.greaterThan(0);
  });

  it('locks out an address after a few dozen wrong admin or agent tokens, with 429', async () => {
    const target = await startTestServer();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 35; i++) {
        const path = i % 2 === 0 ? '/api/sources' : '/mcp';
        const response = await fetch(`${target.url}${path}`, { method: path === '/mcp' ? 'POST' : 'GET', headers: { Authorization: `Bearer ${unique('guess')}` } });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 30).every((s) => s === 401)).to.equal(true);
      expect(statuses.slice(30).every((s) => s === 429)).to.equal(true);
      expect((await target.api('/api/sources')).status, 'the right token always works').to.equal(200);
      const locked = await fetch(`${target.url}/api/sources`, { headers: { Authorization: `Bearer ${unique('guess')}` } });
      expect(locked.status, 'a wrong token waits out the lockout').to.equal(429);
      expect(Number(locked.headers.get('Retry-After'))).to.be.greaterThan(0);
      expect((await locked.json()).error.code).to.equal('rate_limited');
    } finally {
      await target.stop();
    }
  });

  it('sends no CORS headers on the admin API', async () => {
    const response = await fetch(`${server.url}/api/sources`, { headers: { Origin: 'https://evil.example', Authorization: `Bearer ${server.adminToken}` } });
    expect(response.status).to.equal(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).to.equal(null);
    const preflight = await fetch(`${server.url}/api/sources`, { method: 'OPTIONS', headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'DELETE' } });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).to.equal(null);
  });
});
