import { expect } from 'chai';
import { documentedVerifier } from '../helpers/documented-verifier.ts';
import { startTestServer, uniquePhone, type TestServer } from '../helpers/test-server.ts';
import { makeCertificate, removeCertificate, TlsEndpoint } from '../helpers/tls-endpoint.ts';

describe('/api/subscriptions', function () {
  this.timeout(20_000);
  const tls = makeCertificate();
  const verify = documentedVerifier();
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
  beforeEach(() => {
    endpoint.received.length = 0;
    endpoint.answer = () => ({ status: 200, body: 'ok' });
  });
  after(async () => {
    await server.stop();
    await endpoint.close();
    removeCertificate(tls.dir);
  });

  const create = async (json: Record<string, unknown>) => {
    const response = await server.api('/api/subscriptions', { method: 'POST', json });
    expect(response.status, await response.clone().text()).to.equal(201);
    return (await response.json()) as Record<string, unknown> & { id: string; secret: string };
  };

  it('creates, lists, reads, changes and deletes a subscription; the secret only in the answer that made it', async () => {
    const source = await server.createSource();
    const made = await create({ url: endpoint.url('/crud'), sourceIds: [source.id] });
    expect(made).to.deep.include({
      url: endpoint.url('/crud'),
      events: ['lead.created'],
      sourceIds: [source.id],
      enabled: true,
      disabledReason: null,
      previousSecretValidUntil: null,
    });
    const { secret: _secret, ...shown } = made;
    expect(await (await server.api(`/api/subscriptions/${made.id}`)).json()).to.deep.equal(shown);
    expect((await (await server.api('/api/subscriptions')).json()).subscriptions).to.deep.include(shown);

    const patched = await server.api(`/api/subscriptions/${made.id}`, {
      method: 'PATCH',
      json: { events: ['lead.created', 'lead.erased'], sourceIds: [], enabled: false },
    });
    expect(await patched.json()).to.deep.include({
      events: ['lead.created', 'lead.erased'],
      sourceIds: null,
      enabled: false,
    });
    expect((await server.api(`/api/subscriptions/${made.id}`, { method: 'DELETE' })).status).to.equal(204);
    expect((await server.api(`/api/subscriptions/${made.id}`)).status).to.equal(404);
    expect((await server.api(`/api/subscriptions/${made.id}`, { method: 'DELETE' })).status).to.equal(404);
  });

  it('refuses bad input with 422 naming each field, and callers without the admin token', async () => {
    const response = await server.api('/api/subscriptions', {
      method: 'POST',
      json: { url: 'ftp://example.com', events: ['lead.sold'], sourceIds: 'all' },
    });
    expect(response.status).to.equal(422);
    const { error } = await response.json();
    expect(error.details.map((d: { field: string }) => d.field).sort()).to.deep.equal(['events', 'sourceIds', 'url']);
    const unknownSource = await server.api('/api/subscriptions', {
      method: 'POST',
      json: { url: endpoint.url(), sourceIds: ['no-such-source'] },
    });
    expect(unknownSource.status).to.equal(422);

    expect((await fetch(`${server.url}/api/subscriptions`)).status).to.equal(401);
    const asAgent = await fetch(`${server.url}/api/subscriptions`, {
      headers: { Authorization: `Bearer ${server.agentToken}` },
    });
    expect(asAgent.status).to.equal(403);
  });

  it('sends a test event, and sends an event again with the same webhook-id', async () => {
    const made = await create({ url: endpoint.url('/test-event'), sourceIds: [(await server.createSource()).id] });
    const sent = await server.api(`/api/subscriptions/${made.id}/test`, { method: 'POST' });
    expect(sent.status).to.equal(202);
    const { eventId } = await sent.json();
    const [received] = await endpoint.waitFor(1);
    expect(received.headers['webhook-id']).to.equal(eventId);
    expect(JSON.parse(received.body).data.lead).to.include({ test: true });
    expect(verify(made.secret, received.headers, received.body)).to.equal(true);

    let state = '';
    for (let i = 0; i < 40 && state !== 'delivered'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      state = (await (await server.api(`/api/subscriptions/${made.id}/deliveries`)).json()).events[0].state;
    }
    const again = await server.api(`/api/subscriptions/${made.id}/deliveries/${eventId}/send-again`, {
      method: 'POST',
    });
    expect(again.status).to.equal(202);
    const [, repeated] = await endpoint.waitFor(2);
    expect(repeated.headers['webhook-id']).to.equal(eventId);
    expect(repeated.body).to.equal(received.body);
    expect(
      (await server.api(`/api/subscriptions/${made.id}/deliveries/msg_unknown/send-again`, { method: 'POST' })).status,
    ).to.equal(404);
  });

  it('rotates the secret: for 24 h each message carries both signatures', async () => {
    const source = await server.createSource();
    const made = await create({ url: endpoint.url('/rotated'), sourceIds: [source.id] });
    const rotated = await (await server.api(`/api/subscriptions/${made.id}/rotate-secret`, { method: 'POST' })).json();
    expect(rotated.secret)
      .to.match(/^whsec_/)
      .and.not.equal(made.secret);
    expect(Date.parse(rotated.previousSecretValidUntil) - Date.now()).to.be.within(23.9 * 3600_000, 24 * 3600_000);
    await server.post(source.webhookUrl, { phone: uniquePhone() });
    const [received] = await endpoint.waitFor(1);
    expect(String(received.headers['webhook-signature']).split(' ')).to.have.length(2);
    expect(verify(made.secret, received.headers, received.body), 'the old secret').to.equal(true);
    expect(verify(rotated.secret, received.headers, received.body), 'the new secret').to.equal(true);
  });

  it("keeps only the answer's first 1,024 bytes in the log", async () => {
    endpoint.answer = () => ({ status: 200, body: 'x'.repeat(200_000) });
    const made = await create({ url: endpoint.url('/big'), sourceIds: [(await server.createSource()).id] });
    await server.api(`/api/subscriptions/${made.id}/test`, { method: 'POST' });
    await endpoint.waitFor(1);
    let tries: Array<{ answer: string }> = [];
    for (let i = 0; i < 40 && tries.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      tries = (await (await server.api(`/api/subscriptions/${made.id}/deliveries`)).json()).events[0].tries;
    }
    expect(tries[0].answer).to.equal('x'.repeat(1024));
  });
});
