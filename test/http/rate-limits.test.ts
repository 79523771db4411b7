import { expect } from 'chai';
import { deliveriesOnceCounted } from '../helpers/delivery-log.ts';
import { startTestServer, unique, uniquePhone, type TestServer } from '../helpers/test-server.ts';

describe('Rate limits under concurrency', function () {
  this.timeout(30_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ WEBHOOK_RATE_LIMIT: '10' });
  });
  after(() => server.stop());

  it('holds the per-URL limit under 200 concurrent requests, logs the 429s, and never slows another source @slow', async () => {
    const [noisy, quiet] = [await server.createSource(), await server.createSource()];
    const started = Date.now();
    const flood = Promise.all(
      Array.from({ length: 200 }, () => server.post(noisy.webhookUrl, { phone: uniquePhone() })),
    );
    const quietAnswers = await Promise.all(
      Array.from({ length: 5 }, () => server.post(quiet.webhookUrl, { phone: uniquePhone() })),
    );
    const answers = await flood;
    const elapsedSeconds = (Date.now() - started) / 1000;

    const accepted = answers.filter((r) => r.status === 200).length;
    // A burst of 4 x 10, plus what refills while the flood lasts.
    expect(accepted)
      .to.be.at.least(40)
      .and.at.most(40 + Math.ceil(elapsedSeconds * 10) + 1);
    expect(answers.filter((r) => r.status === 429)).to.have.length(200 - accepted);
    expect(quietAnswers.map((r) => r.status)).to.deep.equal([200, 200, 200, 200, 200]);

    const throttled = answers.find((r) => r.status === 429)!;
    expect(Number(throttled.headers.get('Retry-After'))).to.be.greaterThan(0);
    // Counted, written within a few seconds as one entry.
    const deliveries = await deliveriesOnceCounted(server, noisy.id, 429, 200 - accepted);
    expect(deliveries.filter((d) => d.status === 429)).to.have.length(1);
  });

  it('charges a batch one token per lead, at most a burst: 30 leads leave 10 of the 40', async () => {
    const source = await server.createSource();
    const started = Date.now();
    const batch = await server.post(
      source.webhookUrl,
      Array.from({ length: 30 }, () => ({ phone: uniquePhone() })),
    );
    expect(batch.status).to.equal(200);
    const singles: number[] = [];
    for (let i = 0; i < 25; i++) singles.push((await server.post(source.webhookUrl, { phone: uniquePhone() })).status);
    const refilled = Math.ceil(((Date.now() - started) / 1000) * 10);
    expect(singles.filter((status) => status === 200).length)
      .to.be.at.least(10)
      .and.at.most(10 + refilled + 1);
    expect(singles.filter((status) => status !== 200 && status !== 429)).to.deep.equal([]);

    // A batch larger than the burst costs the burst: the URL is usable again after burst / rate.
    const big = await startTestServer({ WEBHOOK_RATE_LIMIT: '2' });
    try {
      const other = await big.createSource();
      expect(
        (
          await big.post(
            other.webhookUrl,
            Array.from({ length: 20 }, () => ({ phone: uniquePhone() })),
          )
        ).status,
      ).to.equal(200);
      const next = await big.post(other.webhookUrl, { phone: uniquePhone() });
      expect(next.status).to.equal(429);
      expect(Number(next.headers.get('Retry-After'))).to.be.within(1, 5);
    } finally {
      await big.stop();
    }
  });

  it('admits a request at a rate under one per 4 s (a burst is at least one request), with the true wait after it', async () => {
    const slow = await startTestServer({ WEBHOOK_RATE_LIMIT: '0.2' });
    try {
      const source = await slow.createSource();
      expect((await slow.post(source.webhookUrl, { phone: uniquePhone() })).status).to.equal(200);
      const refused = await slow.post(source.webhookUrl, { phone: uniquePhone() });
      expect(refused.status).to.equal(429);
      // One request each 5 s: the wait is about 5 s, not the 1 s a client would retry after in vain.
      expect(Number(refused.headers.get('Retry-After'))).to.be.within(4, 5);
    } finally {
      await slow.stop();
    }
  });

  it('answers 429 quota_exceeded once a source created WEBHOOK_DAILY_QUOTA leads today, until the next UTC midnight; refusals and duplicates are free (issue 34)', async () => {
    const quota = await startTestServer({ WEBHOOK_DAILY_QUOTA: '5', WEBHOOK_RATE_LIMIT: '0' });
    try {
      const [full, other] = [await quota.createSource(), await quota.createSource()];
      const known = uniquePhone();
      // 300 empty objects used a quota of 300: refusals now cost nothing, nor do duplicates.
      for (let i = 0; i < 3; i++)
        expect((await quota.post(full.webhookUrl, Array(100).fill({ name: 'no contact' }))).status).to.equal(422);
      expect(
        (await quota.post(full.webhookUrl, [{ phone: known }, { phone: uniquePhone() }, { name: 'no contact' }]))
          .status,
      ).to.equal(200);
      for (let i = 0; i < 5; i++)
        expect((await quota.post(full.webhookUrl, { phone: known })).status, 'a duplicate').to.equal(200);
      for (let i = 0; i < 3; i++)
        expect((await quota.post(full.webhookUrl, { phone: uniquePhone() })).status).to.equal(200);
      const refused = await quota.post(full.webhookUrl, { phone: uniquePhone() });
      expect(refused.status).to.equal(429);
      const { error } = await refused.json();
      expect(error.code).to.equal('quota_exceeded');
      const midnight = new Date();
      midnight.setUTCHours(24, 0, 0, 0);
      expect(Number(refused.headers.get('Retry-After'))).to.be.closeTo((midnight.getTime() - Date.now()) / 1000, 5);
      expect(
        (await quota.post(other.webhookUrl, { phone: uniquePhone() })).status,
        'another source has its own quota',
      ).to.equal(200);
      const regenerated = await (await quota.api(`/api/sources/${full.id}/regenerate`, { method: 'POST' })).json();
      expect(
        (await quota.post(regenerated.webhookUrl, { phone: uniquePhone() })).status,
        'a regenerated URL starts a fresh allowance: a leaked URL can always be cut off',
      ).to.equal(200);
      const deliveries = (await deliveriesOnceCounted(quota, full.id, 429, 1)).filter((d) => d.status === 429);
      expect(deliveries.map((d) => [d.count, d.error!.code])).to.deep.equal([[1, 'quota_exceeded']]);
    } finally {
      await quota.stop();
    }
  });

  it('counts a flood of 410s in one entry that never pushes a real delivery out of the kept log', async () => {
    const source = await server.createSource({ name: unique('flooded') });
    await server.post(source.webhookUrl, { name: 'no contact at all' });
    const old = source.webhookUrl;
    const regenerated = await (await server.api(`/api/sources/${source.id}/regenerate`, { method: 'POST' })).json();
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const seen: number[] = [];
        for (let i = 0; i < 110; i++) seen.push((await server.post(old, { phone: uniquePhone() })).status);
        return seen;
      }),
    );
    expect(new Set(statuses.flat())).to.deep.equal(new Set([410]));
    await server.post(regenerated.webhookUrl, { phone: 'not a phone' });
    const deliveries = await deliveriesOnceCounted(server, source.id, 410, 1_100);
    // Sorted: where the tally sits among the 422s depends on when its 2 s write fell (before or after the last post).
    expect(deliveries.map((d) => `${d.status} ${d.count ?? ''}`).sort()).to.deep.equal(['410 1100', '422 ', '422 ']);
    const counted = deliveries.find((d) => d.status === 410)!;
    const real = deliveries.find((d) => d.status === 422 && d.body?.includes('no contact at all'));
    expect(counted.firstAt! <= counted.lastAt!).to.equal(true);
    expect(counted.at).to.equal(counted.lastAt);
    expect(counted).not.to.have.property('body');
    expect(real?.body, 'the real refusal is kept with its body').to.equal(
      JSON.stringify({ name: 'no contact at all' }),
    );
  });

  it('locks out an address after a few dozen wrong admin or agent tokens, with 429', async () => {
    const target = await startTestServer();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 35; i++) {
        const path = i % 2 === 0 ? '/api/sources' : '/mcp';
        const response = await fetch(`${target.url}${path}`, {
          method: path === '/mcp' ? 'POST' : 'GET',
          headers: { Authorization: `Bearer ${unique('guess')}` },
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 30).every((s) => s === 401)).to.equal(true);
      expect(statuses.slice(30).every((s) => s === 429)).to.equal(true);
      expect((await target.api('/api/sources')).status, 'the right token always works').to.equal(200);
      const locked = await fetch(`${target.url}/api/sources`, {
        headers: { Authorization: `Bearer ${unique('guess')}` },
      });
      expect(locked.status, 'a wrong token waits out the lockout').to.equal(429);
      expect(Number(locked.headers.get('Retry-After'))).to.be.greaterThan(0);
      expect((await locked.json()).error.code).to.equal('rate_limited');
    } finally {
      await target.stop();
    }
  });

  it('sends no CORS headers on the admin API', async () => {
    const response = await fetch(`${server.url}/api/sources`, {
      headers: { Origin: 'https://evil.example', Authorization: `Bearer ${server.adminToken}` },
    });
    expect(response.status).to.equal(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).to.equal(null);
    const preflight = await fetch(`${server.url}/api/sources`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'DELETE' },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).to.equal(null);
  });
});
