import { expect } from 'chai';
import { OUTBOUND_WORKER_DEFAULTS } from '../../service/outbound/outbound-worker.ts';
import { documentedVerifier } from '../helpers/documented-verifier.ts';
import { startTestServer, tempDataDir, uniquePhone, type TestServer } from '../helpers/test-server.ts';
import { makeCertificate, removeCertificate, TlsEndpoint } from '../helpers/tls-endpoint.ts';

// Issue 38: a lead posted to a webhook reaches a subscribed HTTPS endpoint, signed, retried on the
// schedule (clock injected), across a restart; on SQLite, and on MongoDB with
// `npx mocha --require test/helpers/mongo-wire-env.ts test/http/outbound-webhooks.test.ts`.
describe('Outbound webhooks: delivery', function () {
  this.timeout(30_000);
  const tls = makeCertificate();
  const verify = documentedVerifier();
  let endpoint: TlsEndpoint;
  let offsetMs = 0;
  const outbound = { now: () => Date.now() + offsetMs, pollMs: 50 };
  const env = { OUTBOUND_ALLOW_PRIVATE: 'true', OUTBOUND_CA_FILE: tls.certFile, WEBHOOK_RATE_LIMIT: '0' };
  const servers: TestServer[] = [];
  const start = async (dataDir = tempDataDir()) => {
    const server = await startTestServer(env, dataDir, { outbound });
    servers.push(server);
    return server;
  };

  beforeEach(async () => {
    offsetMs = 0;
    endpoint = await TlsEndpoint.start(tls);
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop()));
    await endpoint.close();
  });
  after(() => removeCertificate(tls.dir));

  const subscribe = async (server: TestServer, body: Record<string, unknown>) => {
    const response = await server.api('/api/subscriptions', { method: 'POST', json: body });
    expect(response.status, await response.clone().text()).to.equal(201);
    return (await response.json()) as { id: string; secret: string };
  };
  const log = async (server: TestServer, id: string) =>
    (
      (await (await server.api(`/api/subscriptions/${id}/deliveries`)).json()) as {
        events: Array<Record<string, unknown>>;
      }
    ).events;

  it('pushes a new lead to the endpoint in under a second, signed as docs/api.md checks it', async () => {
    const server = await start();
    const source = await server.createSource({ defaultCountry: 'US' });
    const subscription = await subscribe(server, { url: endpoint.url(), sourceIds: [source.id] });
    expect(subscription.secret).to.match(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const posted = Date.now();
    const answer = await server.post(source.webhookUrl, { name: 'Speedy Lead', phone: uniquePhone(), budget: 5000 });
    const { lead } = (await answer.json()) as { lead: { id: string } };
    const [received] = await endpoint.waitFor(1);
    expect(received.at - posted, 'ms from the webhook POST to the endpoint').to.be.below(1000);

    expect(verify(subscription.secret, received.headers, received.body)).to.equal(true);
    expect(verify(subscription.secret, received.headers, received.body.replace('Speedy', 'Sneaky'))).to.equal(false);
    expect(received.headers['content-type']).to.equal('application/json');
    expect(received.headers['webhook-id']).to.match(/^msg_/);
    const event = JSON.parse(received.body);
    expect(event).to.include({ id: received.headers['webhook-id'], type: 'lead.created' });
    expect(event.data.lead).to.include({ id: lead.id, name: 'Speedy Lead', notes: 'budget: 5000', test: false });
    expect(event.data.source).to.deep.equal({ id: source.id, name: source.name });

    // The secret is shown once: never in a listing or a read.
    const listed = await (await server.api('/api/subscriptions')).text();
    expect(listed).not.to.include(subscription.secret);
    expect(await (await server.api(`/api/subscriptions/${subscription.id}`)).text()).not.to.include(
      subscription.secret,
    );
  });

  it('tries a failing endpoint again on the schedule, with the same webhook-id and body, until it answers 2xx', async () => {
    const server = await start();
    const source = await server.createSource();
    const subscription = await subscribe(server, { url: endpoint.url(), sourceIds: [source.id] });
    endpoint.answer = () => ({ status: 503, body: 'down for maintenance' });
    await server.post(source.webhookUrl, { email: `retry-${Date.now()}@example.com` });
    const [first] = await endpoint.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(endpoint.received, 'nothing before the 5 s of the schedule').to.have.length(1);

    endpoint.answer = () => ({ status: 204 });
    offsetMs = 5_100;
    const [, second] = await endpoint.waitFor(2);
    expect(second.headers['webhook-id']).to.equal(first.headers['webhook-id']);
    expect(second.body).to.equal(first.body);
    expect(verify(subscription.secret, second.headers, second.body)).to.equal(true);

    let events = await log(server, subscription.id);
    for (let i = 0; i < 40 && events[0]?.state !== 'delivered'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      events = await log(server, subscription.id);
    }
    expect(events[0]).to.include({ id: first.headers['webhook-id'], state: 'delivered', attempts: 2 });
    const tries = events[0].tries as Array<{ status: number; answer: string }>;
    expect(tries.map((t) => [t.status, t.answer])).to.deep.equal([
      [204, ''],
      [503, 'down for maintenance'],
    ]);
  });

  it('keeps a retry across a restart: the event arrives from a new app on the same data', async () => {
    const dataDir = tempDataDir();
    const first = await start(dataDir);
    const source = await first.createSource();
    const subscription = await subscribe(first, { url: endpoint.url(), sourceIds: [source.id] });
    endpoint.answer = () => ({ status: 500 });
    await first.post(source.webhookUrl, { phone: uniquePhone() });
    const [failed] = await endpoint.waitFor(1);
    for (let i = 0; i < 40 && (await log(first, subscription.id))[0]?.attempts !== 1; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await first.stop({ keepData: true });
    servers.splice(servers.indexOf(first), 1);

    endpoint.answer = () => ({ status: 200 });
    offsetMs = 5_100;
    const second = await start(dataDir);
    const [, arrived] = await endpoint.waitFor(2);
    expect(arrived.headers['webhook-id']).to.equal(failed.headers['webhook-id']);
    expect(arrived.body).to.equal(failed.body);
    expect(verify(subscription.secret, arrived.headers, arrived.body)).to.equal(true);
    expect(second).to.not.equal(undefined);
  });

  it("keeps one endpoint's backlog from delaying another's, and drains a backlog faster than the poll", async () => {
    const server = await start();
    const source = await server.createSource();
    const slow = await TlsEndpoint.start(tls);
    try {
      slow.answer = () => ({ status: 200, delayMs: 3_000 });
      await subscribe(server, { url: slow.url('/slow'), sourceIds: [source.id] });
      await subscribe(server, { url: endpoint.url('/fast'), sourceIds: [source.id] });
      const posted = Date.now();
      for (let i = 0; i < 30; i++) await server.post(source.webhookUrl, { phone: uniquePhone() });
      await endpoint.waitFor(30, 3_000);
      expect(Date.now() - posted, 'ms until the fast endpoint had all 30').to.be.below(2_500);
      expect(slow.received.length, 'the slow endpoint holds its own few tries').to.be.at.most(
        OUTBOUND_WORKER_DEFAULTS.perSubscription,
      );
    } finally {
      await slow.close();
    }
  });

  it('honours Retry-After instead of the schedule', async () => {
    const server = await start();
    const source = await server.createSource();
    await subscribe(server, { url: endpoint.url(), sourceIds: [source.id] });
    endpoint.answer = () => ({ status: 429, headers: { 'Retry-After': '1' } });
    await server.post(source.webhookUrl, { phone: uniquePhone() });
    await endpoint.waitFor(1);
    endpoint.answer = () => ({ status: 200 });
    const [first, second] = await endpoint.waitFor(2, 3_000);
    expect(second.at - first.at).to.be.within(900, 2_500);
  });
});
