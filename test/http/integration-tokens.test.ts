import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startTestServer, uniquePhone, type TestServer } from '../helpers/test-server.ts';

// Issue 38: integration tokens read leads and manage only their own subscriptions; 403 elsewhere.
describe('Integration tokens (/api/tokens)', function () {
  this.timeout(20_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ OUTBOUND_ALLOW_PRIVATE: 'true', WEBHOOK_RATE_LIMIT: '0' });
  });
  after(() => server.stop());

  const as = (token: string, pathname: string, init: RequestInit & { json?: unknown } = {}) => {
    const { json, ...rest } = init;
    return fetch(`${server.url}${pathname}`, {
      ...rest,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
  };
  const makeToken = async (name: string) => {
    const response = await server.api('/api/tokens', { method: 'POST', json: { name } });
    expect(response.status).to.equal(201);
    return (await response.json()) as { id: string; name: string; createdAt: string; token: string };
  };

  it('is shown once, listed without itself, and never stored as itself', async () => {
    const made = await makeToken('Zapier');
    expect(made.token).to.match(/^lit_[A-Za-z0-9_-]{32}$/);
    const listed = await (await server.api('/api/tokens')).json();
    expect(listed.tokens).to.deep.include({ id: made.id, name: 'Zapier', createdAt: made.createdAt });
    expect(JSON.stringify(listed)).not.to.include(made.token);
    const files = readdirSync(server.dataDir).filter((file) => file.startsWith('leads.sqlite'));
    for (const file of files)
      expect(readFileSync(path.join(server.dataDir, file)).includes(made.token), file).to.equal(false);
    expect((await server.api('/api/tokens', { method: 'POST', json: {} })).status).to.equal(422);
  });

  it('reads leads and gets 403 everywhere else', async () => {
    const { token } = await makeToken('reader');
    const source = await server.createSource({ defaultCountry: 'US' });
    const { lead } = await (await server.post(source.webhookUrl, { phone: uniquePhone(), name: 'Read Me' })).json();
    expect((await as(token, '/api/leads')).status).to.equal(200);
    expect(await (await as(token, `/api/leads/${lead.id}`)).json()).to.include({ name: 'Read Me' });
    for (const [method, pathname] of [
      ['GET', '/api/sources'],
      ['GET', `/api/sources/${source.id}`],
      ['POST', '/api/sources'],
      ['GET', '/api/leads/export'],
      ['GET', `/api/leads/${lead.id}/deliveries`],
      ['DELETE', `/api/leads/${lead.id}`],
      ['GET', '/api/tokens'],
      ['POST', '/api/tokens'],
      ['GET', '/api/events'],
    ]) {
      const response = await as(token, pathname, { method, ...(method === 'POST' ? { json: { name: 'x' } } : {}) });
      expect(response.status, `${method} ${pathname}`).to.equal(403);
    }
    expect((await as(token, '/mcp', { method: 'POST', json: {} })).status).to.equal(401);
  });

  it('manages only its own subscriptions; revoked, it is refused and its subscriptions go', async () => {
    const [mine, theirs] = [await makeToken('mine'), await makeToken('theirs')];
    const created = await as(mine.token, '/api/subscriptions', {
      method: 'POST',
      json: { url: 'https://127.0.0.1:9/zapier-hook' },
    });
    expect(created.status).to.equal(201);
    const subscription = await created.json();
    expect(subscription.secret).to.match(/^whsec_/);
    const adminOwn = await (
      await server.api('/api/subscriptions', { method: 'POST', json: { url: 'https://127.0.0.1:9/admin' } })
    ).json();

    expect(
      (await (await as(mine.token, '/api/subscriptions')).json()).subscriptions.map((s: { id: string }) => s.id),
    ).to.deep.equal([subscription.id]);
    expect((await (await as(theirs.token, '/api/subscriptions')).json()).subscriptions).to.deep.equal([]);
    expect((await as(theirs.token, `/api/subscriptions/${subscription.id}`)).status).to.equal(404);
    expect((await as(theirs.token, `/api/subscriptions/${subscription.id}`, { method: 'DELETE' })).status).to.equal(
      404,
    );
    expect((await as(mine.token, `/api/subscriptions/${adminOwn.id}`)).status).to.equal(404);
    const everything = (await (await server.api('/api/subscriptions')).json()).subscriptions.map(
      (s: { id: string }) => s.id,
    );
    expect(everything).to.include.members([subscription.id, adminOwn.id]);

    expect((await server.api(`/api/tokens/${mine.id}`, { method: 'DELETE' })).status).to.equal(204);
    expect((await as(mine.token, '/api/leads')).status).to.equal(401);
    expect((await server.api(`/api/subscriptions/${subscription.id}`)).status).to.equal(404);
    expect((await server.api(`/api/tokens/${mine.id}`, { method: 'DELETE' })).status).to.equal(404);
    await server.api(`/api/subscriptions/${adminOwn.id}`, { method: 'DELETE' });
  });

  it('counts wrong integration tokens toward the lockout', async () => {
    const locked = await startTestServer();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++)
        statuses.push(
          (
            await fetch(`${locked.url}/api/leads`, {
              headers: { Authorization: `Bearer lit_wrong${i}aaaaaaaaaaaaaaaaaaaaaaa` },
            })
          ).status,
        );
      expect(statuses.slice(0, 30).every((s) => s === 401)).to.equal(true);
      expect(statuses[30]).to.equal(429);
    } finally {
      await locked.stop();
    }
  });
});
