import { expect } from 'chai';
import zapier from 'zapier-platform-core';
import { startTestServer, unique, uniquePhone, type SourceView, type TestServer } from '../../test/helpers/test-server.ts';
import authentication from '../src/authentication.ts';
import lead, { perform as createLead } from '../src/creates/lead.ts';
import App from '../src/index.ts';

const appTester = zapier.createAppTester(App);

// The connector against the real service on port 0 with a temporary embedded store (no nock).
describe('Zapier connector against the real service', () => {
  let server: TestServer;
  let source: SourceView;
  const urlOf = (s: SourceView) => s.webhookUrl.replace(server.publicBaseUrl, server.url);
  const bundleFor = (s: SourceView, inputData: Record<string, unknown> = {}) => ({
    authData: { secretWebhookUrl: urlOf(s) },
    inputData,
  });
  const failureOf = async (run: Promise<unknown>) => {
    try {
      await run;
    } catch (error) {
      return error as Error;
    }
    throw new Error('expected the step to fail');
  };

  before(async () => {
    server = await startTestServer({ WEBHOOK_RATE_LIMIT: '0' });
  });
  after(() => server.stop());
  beforeEach(async () => {
    source = await server.createSource({ defaultCountry: 'US' });
  });

  describe('authentication', () => {
    it('accepts a working URL and names the connection after the lead source', async () => {
      const result = (await appTester(authentication.test, bundleFor(source))) as { source: { name: string } };
      expect(result.source.name).to.equal(source.name);
      expect(authentication.connectionLabel).to.equal('{{source.name}}');
      expect(App.creates?.lead).to.equal(lead);
      expect(authentication.fields[0]).to.include({ key: 'secretWebhookUrl', label: 'Webhook URL', required: true });
    });

    it('says an unknown URL was not recognised (404)', async () => {
      const error = await failureOf(appTester(authentication.test, { authData: { secretWebhookUrl: `${server.url}/webhook/${'x'.repeat(32)}` } }));
      expect(error.message).to.contain('does not recognise this webhook URL');
    });

    it('says a regenerated URL must be replaced (410)', async () => {
      await server.api(`/api/sources/${source.id}/regenerate`, { method: 'POST' });
      const error = await failureOf(appTester(authentication.test, bundleFor(source)));
      expect(error.message).to.contain('no longer works').and.contain('Paste the new URL');
    });

    it('refuses something that is not a webhook URL before any request', async () => {
      for (const secretWebhookUrl of ['hello', 'ftp://x/webhook/abcdefghijklmnopqrstuvwxyz', `${server.url}/api/sources`, '']) {
        const error = await failureOf(appTester(authentication.test, { authData: { secretWebhookUrl } }));
        expect(error.message, secretWebhookUrl).to.contain('not a Lead Intake webhook URL');
      }
    });

    it('explains a service that cannot be reached', async () => {
      const error = await failureOf(appTester(authentication.test, { authData: { secretWebhookUrl: `http://127.0.0.1:9/webhook/${'y'.repeat(32)}` } }));
      expect(error.message).to.contain('Could not reach Lead Intake at 127.0.0.1:9');
    });
  });

  describe('Create Lead', () => {
    it('stores a new lead with other fields written into its notes', async () => {
      const phone = uniquePhone();
      const result = (await appTester(createLead, bundleFor(source, {
        name: 'Zap Lead', phone, email: '', notes: 'From a Zap',
        extra: { budget: '5000', product: 'solar', name: 'ignored: the mapped name wins' },
      }))) as Record<string, unknown>;
      expect(result).to.include({ status: 'created', name: 'Zap Lead', phone, email: null, matchedOn: null });
      expect(result.notes).to.equal('From a Zap\nbudget: 5000\nproduct: solar');
      const stored = await (await server.api(`/api/leads/${result.id}`)).json();
      expect(stored.fields).to.deep.equal({ budget: '5000', product: 'solar' });
      expect(stored.sourceId).to.equal(source.id);
    });

    it('answers a duplicate as a normal result', async () => {
      const phone = uniquePhone();
      await appTester(createLead, bundleFor(source, { phone }));
      const again = (await appTester(createLead, bundleFor(source, { phone, name: 'Again' }))) as Record<string, unknown>;
      expect(again).to.include({ status: 'duplicate', matchedOn: 'phone', id: null });
    });

    it("shows the service's validation message and each field's problem", async () => {
      const error = await failureOf(appTester(createLead, bundleFor(source, { name: 'No contact', email: 'not-an-email' })));
      expect(error.message).to.contain('Lead Intake refused this lead').and.contain('email: email must be a valid address');
    });

    it('turns 429 into a throttled error that honours Retry-After', async () => {
      const limited = await startTestServer({ WEBHOOK_RATE_LIMIT: '1' });
      try {
        const target = await limited.createSource();
        const bundle = { authData: { secretWebhookUrl: target.webhookUrl.replace(limited.publicBaseUrl, limited.url) }, inputData: {} };
        for (let i = 0; i < 4; i++) await appTester(createLead, { ...bundle, inputData: { email: `${unique('burst')}@example.com` } });
        const error = await failureOf(appTester(createLead, { ...bundle, inputData: { email: `${unique('burst')}@example.com` } }));
        expect(error.name).to.equal('ThrottledError');
        // Zapier carries the delay inside the message: {"message", "delay"}.
        const { message, delay } = JSON.parse(error.message);
        expect(message).to.contain('too many leads');
        expect(delay).to.be.a('number').and.greaterThan(0);
      } finally {
        await limited.stop();
      }
    });
  });
});
