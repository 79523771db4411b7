import { expect } from 'chai';
import { startTestServer, uniquePhone, type TestServer } from '../helpers/test-server.ts';
import { makeCertificate, removeCertificate, TlsEndpoint } from '../helpers/tls-endpoint.ts';

const PUBLIC = '93.184.216.34';

// Issue 38, safe by default: without OUTBOUND_ALLOW_PRIVATE only public addresses, checked when a
// subscription is made and on each try's connection; redirects never followed.
describe('Outbound webhooks: requests the service must not make (SSRF)', function () {
  this.timeout(20_000);
  const tls = makeCertificate();
  let endpoint: TlsEndpoint;
  let server: TestServer;
  /** hooks.test: what the injected resolver answers, one answer per lookup, the last one kept. */
  let answers: string[][] = [];
  const lookups: string[] = [];
  const resolver = async (hostname: string) => {
    lookups.push(hostname);
    if (hostname === 'hooks.test') return answers.length > 1 ? answers.shift()! : answers[0];
    if (hostname === 'localhost') return ['127.0.0.1'];
    throw new Error(`ENOTFOUND ${hostname}`);
  };
  const subscribe = (url: string, sourceIds?: string[]) =>
    server.api('/api/subscriptions', { method: 'POST', json: { url, sourceIds } });

  before(async () => {
    endpoint = await TlsEndpoint.start(tls);
    server = await startTestServer({ OUTBOUND_CA_FILE: tls.certFile, WEBHOOK_RATE_LIMIT: '0' }, undefined, {
      outbound: { resolver, pollMs: 50 },
    });
  });
  after(async () => {
    await server.stop();
    await endpoint.close();
    removeCertificate(tls.dir);
  });

  it('refuses targets that are not https or not public when the subscription is made', async () => {
    const refused = [
      `http://${PUBLIC}/hook`,
      endpoint.url(),
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://172.16.0.1/hook',
      'https://192.168.1.1/hook',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://[fd00::1]/hook',
      'https://0.0.0.0/hook',
      `https://localhost:${endpoint.port}/hook`,
    ];
    for (const url of refused) {
      const response = await subscribe(url);
      expect(response.status, url).to.equal(422);
      const { error } = (await response.json()) as { error: { details: Array<{ field: string }> } };
      expect(
        error.details.map((d) => d.field),
        url,
      ).to.deep.equal(['url']);
    }
    expect((await (await server.api('/api/subscriptions')).json()).subscriptions).to.deep.equal([]);
  });

  it('refuses, at connect time, a name that answered a public address and now answers a private one (DNS rebinding)', async () => {
    answers = [[PUBLIC], ['127.0.0.1']];
    const source = await server.createSource();
    const response = await subscribe(`https://hooks.test:${endpoint.port}/rebound`, [source.id]);
    expect(response.status).to.equal(201);
    const { id } = (await response.json()) as { id: string };
    await server.post(source.webhookUrl, { phone: uniquePhone() });

    let tries: Array<{ status: number | null; error: string | null }> = [];
    for (let i = 0; i < 60 && tries.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const { events } = await (await server.api(`/api/subscriptions/${id}/deliveries`)).json();
      tries = events[0]?.tries ?? [];
    }
    expect(tries).to.have.length(1);
    expect(tries[0].status).to.equal(null);
    expect(tries[0].error).to.include('127.0.0.1, not a public address');
    expect(endpoint.received.filter((r) => r.path === '/rebound')).to.deep.equal([]);
    expect(lookups.filter((name) => name === 'hooks.test')).to.have.length(2);
    await server.api(`/api/subscriptions/${id}`, { method: 'DELETE' });
  });
});

describe('Outbound webhooks: redirects are answers, never followed', function () {
  this.timeout(20_000);
  const tls = makeCertificate();
  let endpoint: TlsEndpoint;
  let server: TestServer;
  before(async () => {
    endpoint = await TlsEndpoint.start(tls);
    server = await startTestServer(
      { OUTBOUND_ALLOW_PRIVATE: 'true', OUTBOUND_CA_FILE: tls.certFile, WEBHOOK_RATE_LIMIT: '0' },
      undefined,
      { outbound: { pollMs: 50 } },
    );
  });
  after(async () => {
    await server.stop();
    await endpoint.close();
    removeCertificate(tls.dir);
  });

  it('records a 302 as a failed try and never requests its Location', async () => {
    endpoint.answer = (request) =>
      request.path === '/moved'
        ? { status: 302, headers: { Location: `https://169.254.169.254/latest/meta-data/` } }
        : { status: 200 };
    const source = await server.createSource();
    const response = await server.api('/api/subscriptions', {
      method: 'POST',
      json: { url: endpoint.url('/moved'), sourceIds: [source.id] },
    });
    const { id } = (await response.json()) as { id: string };
    await server.post(source.webhookUrl, { phone: uniquePhone() });
    await endpoint.waitFor(1);
    let events: Array<{ state: string; attempts: number; tries: Array<{ status: number }> }> = [];
    for (let i = 0; i < 40 && events[0]?.attempts !== 1; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      events = (await (await server.api(`/api/subscriptions/${id}/deliveries`)).json()).events;
    }
    expect(events[0]).to.include({ state: 'pending', attempts: 1 });
    expect(events[0].tries.map((t) => t.status)).to.deep.equal([302]);
    expect(endpoint.received.map((r) => r.path)).to.deep.equal(['/moved']);
  });
});
