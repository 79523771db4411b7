import { expect } from 'chai';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, browserTestsOn, launchChromium } from '../helpers/chromium.ts';
import { startTestServer, unique, type TestServer } from '../helpers/test-server.ts';
import { makeCertificate, removeCertificate, TlsEndpoint } from '../helpers/tls-endpoint.ts';

// Issue 38, "The page": the Integrations view, with Subscriptions (add, the secret once, Send test
// event, the delivery log with Send again, rotate) and Integration tokens (create once, revoke).
if (browserTestsOn) {
  describe('Lead Sources page: Integrations (Chromium)', function () {
    this.timeout(60_000);
    const tls = makeCertificate();
    let endpoint: TlsEndpoint;
    let server: TestServer;
    let browser: Browser;
    let page: Page;
    const problems: string[] = [];

    before(async () => {
      endpoint = await TlsEndpoint.start(tls);
      server = await startTestServer(
        { OUTBOUND_ALLOW_PRIVATE: 'true', OUTBOUND_CA_FILE: tls.certFile, WEBHOOK_RATE_LIMIT: '0' },
        undefined,
        { outbound: { pollMs: 50 } },
      );
      ({ browser, page } = await launchChromium());
      page.on('dialog', (dialog) => void dialog.accept());
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().includes('422')) problems.push(message.text());
      });
      await page.goto(`${server.url}/#token=${server.adminToken}`);
      await page.getByRole('button', { name: 'Create source' }).waitFor();
    });
    after(async () => {
      await browser?.close();
      await server?.stop();
      await endpoint?.close();
      removeCertificate(tls.dir);
    });

    it('adds a subscription, shows its secret once, sends a test event and sends it again from the log', async () => {
      const source = await server.createSource({ name: unique('Hooked source') });
      await page.getByRole('button', { name: 'Integrations' }).click();
      await page.getByLabel('Endpoint URL').fill('http://crm.example.com/hook');
      await page.getByRole('button', { name: 'Add subscription' }).click();
      await page.getByText(/url must be an https:\/\/ URL/).waitFor();

      await page.getByLabel('Endpoint URL').fill(endpoint.url('/from-page'));
      await page.getByLabel('Person came back').check();
      await page.getByLabel('Sources').selectOption(source.id);
      await page.getByRole('button', { name: 'Add subscription' }).click();
      await page.locator('#secret-once').waitFor();
      const secret = await page.getByLabel('Signing secret').inputValue();
      expect(secret).to.match(/^whsec_/);
      const item = page.locator('.subscription', { hasText: endpoint.url('/from-page') });
      await item.getByText(`On · New lead, Person came back · ${source.name}`).waitFor();

      await item.getByRole('button', { name: 'Send test event' }).click();
      const [received] = await endpoint.waitFor(1);
      expect(JSON.parse(received.body).data.lead.test).to.equal(true);
      // The log is read when it is opened: once the worker has recorded the endpoint's answer, which
      // comes after the endpoint has the event (300 ms were assumed enough).
      const { subscriptions } = await (await server.api('/api/subscriptions')).json();
      const { id } = subscriptions.find((s: { url: string }) => s.url === endpoint.url('/from-page'));
      const state = async () =>
        (await (await server.api(`/api/subscriptions/${id}/deliveries`)).json()).events[0]?.state;
      for (const until = Date.now() + 10_000; (await state()) !== 'delivered' && Date.now() < until;)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await item.getByText('Delivery log', { exact: true }).click();
      await item.getByText(/delivered after 1 tries · last: 200/).waitFor();
      await item.getByRole('button', { name: 'Send again' }).click();
      const [, again] = await endpoint.waitFor(2);
      expect(again.headers['webhook-id']).to.equal(received.headers['webhook-id']);

      await item.getByRole('button', { name: 'Rotate secret' }).click();
      await item.getByText('New secret made').waitFor();
      expect(await page.getByLabel('Signing secret').inputValue())
        .to.match(/^whsec_/)
        .and.not.equal(secret);
      mkdirSync(ARTIFACTS, { recursive: true });
      await page.screenshot({ path: `${ARTIFACTS}/integrations.png`, fullPage: true });
      // Listed again, the secret is nowhere in the page's data.
      expect(await (await server.api('/api/subscriptions')).text()).not.to.include(secret);
    });

    it('creates an integration token shown once, and revokes it', async () => {
      await page.getByRole('button', { name: 'Integrations' }).click();
      await page.getByLabel('Token name').fill('Zapier');
      await page.getByRole('button', { name: 'Create token' }).click();
      await page.locator('#token-once').waitFor();
      const token = await page.getByLabel('Integration token', { exact: true }).inputValue();
      expect(token).to.match(/^lit_/);
      const row = page.locator('#tokens li', { hasText: 'Zapier' });
      await row.waitFor();
      expect(
        (await fetch(`${server.url}/api/leads`, { headers: { Authorization: `Bearer ${token}` } })).status,
      ).to.equal(200);
      await row.getByRole('button', { name: 'Revoke' }).click();
      await row.waitFor({ state: 'detached' });
      expect(
        (await fetch(`${server.url}/api/leads`, { headers: { Authorization: `Bearer ${token}` } })).status,
      ).to.equal(401);
      expect(problems).to.deep.equal([]);
    });
  });
}
