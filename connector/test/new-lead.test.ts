import { expect } from 'chai';
import { startTestServer, uniquePhone, type SourceView, type TestServer } from '../../test/helpers/test-server.ts';
import { makeCertificate, removeCertificate, TlsEndpoint } from '../../test/helpers/tls-endpoint.ts';
import authentication from '../src/authentication.ts';
import { newLeadSample } from '../src/triggers/new-lead-fields.ts';
import { perform, performList, performSubscribe, performUnsubscribe } from '../src/triggers/new-lead.ts';
import { appTester, expectUsable, failureOf, urlOf } from './helpers/harness.ts';

// The New Lead REST-hook trigger against the real service on port 0: Zapier's hook URL is a local
// HTTPS endpoint (a certificate made here), so the whole path runs: subscribe, a lead posted to a
// webhook URL, the service's signed POST, the trigger reading it, unsubscribe.
describe('Zapier connector: New Lead (REST hook)', function () {
  this.timeout(20_000);
  const tls = makeCertificate();
  let server: TestServer;
  let endpoint: TlsEndpoint;
  let source: SourceView;
  let token: string;
  const authData = () => ({ secretWebhookUrl: urlOf(server, source), secretIntegrationToken: token });

  before(async () => {
    endpoint = await TlsEndpoint.start(tls);
    server = await startTestServer(
      { OUTBOUND_ALLOW_PRIVATE: 'true', OUTBOUND_CA_FILE: tls.certFile, WEBHOOK_RATE_LIMIT: '0' },
      undefined,
      { outbound: { pollMs: 50 } },
    );
    source = await server.createSource({ defaultCountry: 'US' });
    token = (await (await server.api('/api/tokens', { method: 'POST', json: { name: 'Zapier' } })).json()).token;
  });
  after(async () => {
    await server.stop();
    await endpoint.close();
    removeCertificate(tls.dir);
  });

  it('subscribes, receives a new lead within seconds, maps it, and unsubscribes', async () => {
    const subscribed = (await appTester(performSubscribe, {
      authData: authData(),
      targetUrl: endpoint.url('/hooks/standard/1/abc'),
      inputData: { sourceId: source.id },
    })) as { id: string };
    const listed = await (await server.api('/api/subscriptions')).json();
    expect(listed.subscriptions).to.deep.include.members([
      { ...listed.subscriptions.find((s: { id: string }) => s.id === subscribed.id), sourceIds: [source.id] },
    ]);

    const phone = uniquePhone();
    await server.post(source.webhookUrl, { name: 'Zap Trigger', phone, budget: 900 });
    const [received] = await endpoint.waitFor(1);
    expect(received.path).to.equal('/hooks/standard/1/abc');
    const results = (await appTester(perform, {
      authData: authData(),
      cleanedRequest: JSON.parse(received.body),
    })) as Array<Record<string, unknown>>;
    expect(results).to.have.length(1);
    expect(results[0]).to.include({ name: 'Zap Trigger', phone, notes: 'budget: 900', sourceName: source.name });

    await appTester(performUnsubscribe, { authData: authData(), subscribeData: subscribed });
    expect((await server.api(`/api/subscriptions/${subscribed.id}`)).status).to.equal(404);
    // Unsubscribing again (Zapier retries) is not an error: the subscription is gone.
    await appTester(performUnsubscribe, { authData: authData(), subscribeData: subscribed });
  });

  it("lists recent leads for Zapier's sample", async () => {
    await server.post(source.webhookUrl, { name: 'Sample Lead', phone: uniquePhone() });
    const results = (await appTester(performList, {
      authData: authData(),
      inputData: { sourceId: source.id },
    })) as Array<Record<string, unknown>>;
    expect(results.length).to.be.within(1, 3);
    expect(results[0]).to.include({ name: 'Sample Lead', sourceId: source.id });
    expect(Object.keys(results[0])).to.include.members(Object.keys(newLeadSample));
  });

  it('says clearly when the connection has no integration token, and when it is wrong', async () => {
    const missing = await failureOf(
      appTester(performSubscribe, {
        authData: { secretWebhookUrl: urlOf(server, source) },
        targetUrl: endpoint.url('/x'),
      }),
    );
    expectUsable(missing, /^Add an integration token to this connection for New Lead/);
    const wrong = await failureOf(
      appTester(performList, {
        authData: { ...authData(), secretIntegrationToken: 'lit_notatokenatallnotatokenatall0' },
      }),
    );
    expect(wrong.name).to.equal('ExpiredAuthError');
    expectUsable(wrong, /^Paste a working integration token/);
  });

  it('checks the integration token when connecting, if one is set', async () => {
    expect(await appTester(authentication.test, { authData: authData() })).to.deep.include({ status: 'ok' });
    expect(
      await appTester(authentication.test, { authData: { secretWebhookUrl: urlOf(server, source) } }),
    ).to.deep.include({
      status: 'ok',
    });
    const wrong = await failureOf(
      appTester(authentication.test, {
        authData: { ...authData(), secretIntegrationToken: 'lit_revokedrevokedrevokedrevoked' },
      }),
    );
    expectUsable(wrong, /^Paste a working integration token/);
  });
});
