import { expect } from 'chai';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, browserTestsOn, launchChromium } from '../helpers/chromium.ts';
import { startTestServer, unique, uniquePhone, type TestServer } from '../helpers/test-server.ts';

if (browserTestsOn) {
  describe('Lead Sources page in headless Chromium', function () {
    this.timeout(60_000);
    let server: TestServer;
    let browser: Browser;
    let page: Page;
    const dialogs: string[] = [];

    before(async () => {
      server = await startTestServer();
      ({ browser, page } = await launchChromium());
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.accept();
      });
    });
    after(async () => {
      await browser?.close();
      await server?.stop();
    });

    const postLead = async (webhookUrl: string, body: Record<string, unknown>) => server.post(webhookUrl, body);

    it('signs in, refusing a wrong token in plain words', async () => {
      await page.goto(`${server.url}/`);
      await page.getByLabel('Admin token').fill('not-the-token');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').filter({ hasText: 'not right' }).waitFor();
      await page.getByLabel('Admin token').fill(server.adminToken);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('button', { name: 'Create source' }).waitFor();
    });

    it('creates a source, shows leads live within 2 seconds, renders hostile data as text', async () => {
      const name = unique('Spring campaign');
      await page.getByLabel('Source name').fill(name);
      await page.getByLabel(/Default country/).fill('United Kingdom (GB)');
      await page.getByRole('button', { name: 'Create source' }).click();
      const section = page.getByRole('region', { name });
      await section.waitFor();
      const webhookUrl = await section.getByLabel('Webhook URL').inputValue();
      expect(webhookUrl).to.match(/\/webhook\/[A-Za-z0-9_-]{32}$/);
      await section.getByRole('button', { name: 'Copy', exact: true }).click();
      await section.getByText('Copied to the clipboard.').waitFor();
      expect(await section.locator('.curl-text').textContent()).to.contain(webhookUrl);

      const leadName = unique('Live Lead');
      const posted = Date.now();
      await postLead(webhookUrl, { name: leadName, phone: '07700 900' + String(Date.now()).slice(-3), budget: 'high' });
      await section.getByRole('cell', { name: leadName }).waitFor({ timeout: 2000 });
      expect(Date.now() - posted).to.be.lessThan(2000);
      await section.getByText('budget: high').first().click();
      expect(await section.locator('td pre').first().textContent()).to.contain('budget: high');

      const hostile = '<img src=x onerror=alert(1)>';
      await postLead(webhookUrl, { name: hostile, phone: uniquePhone() });
      await section.getByRole('cell', { name: hostile, exact: true }).waitFor({ timeout: 2000 });
      expect(await section.locator('table img').count()).to.equal(0);
      expect(dialogs.filter((m) => m === '1')).to.deep.equal([]);
      await section.getByText(/2 leads/).waitFor();

      await postLead(webhookUrl, { name: unique('Tester'), phone: uniquePhone(), test: true });
      await section.locator('.badge', { hasText: 'test' }).waitFor({ timeout: 2000 });

      await section.getByText('Delivery log', { exact: true }).click();
      await section.locator('.delivery-list li').filter({ hasText: '200 created' }).first().waitFor();
      await section.locator('.delivery-list li summary', { hasText: 'Body as received' }).first().click();
      await section.locator('.delivery-list pre', { hasText: '"test":true' }).first().waitFor();

      mkdirSync(ARTIFACTS, { recursive: true });
      await page.screenshot({ path: `${ARTIFACTS}/lead-sources.png`, fullPage: true });
    });

    it('regenerates the URL after confirmation; the old URL is refused', async () => {
      const section = page.locator('section.source').first();
      const oldUrl = await section.getByLabel('Webhook URL').inputValue();
      await section.getByRole('button', { name: 'Regenerate URL' }).click();
      await page.waitForFunction(
        ([selector, previous]) => (document.querySelector(selector) as HTMLInputElement).value !== previous,
        ['section.source .webhook-url', oldUrl] as const,
      );
      expect(dialogs.at(-1)).to.match(/old URL stops working at once/);
      const newUrl = await section.getByLabel('Webhook URL').inputValue();
      expect((await postLead(oldUrl, { phone: uniquePhone() })).status).to.equal(410);
      expect((await postLead(newUrl, { phone: uniquePhone() })).status).to.equal(200);
    });

    it('sends a test lead from the page and shows the answer', async () => {
      const section = page.locator('section.source').first();
      await section.getByRole('button', { name: 'Send test lead' }).click();
      await section.locator('.test-answer').filter({ hasText: '"status": "created"' }).waitFor();
    });

    it('renames and deletes a source after confirmation', async () => {
      const name = unique('Doomed');
      await page.getByLabel('Source name').fill(name);
      await page.getByRole('button', { name: 'Create source' }).click();
      const id = await page.getByRole('region', { name }).getAttribute('id');
      const section = page.locator(`[id="${id}"]`);
      const webhookUrl = await section.getByLabel('Webhook URL').inputValue();
      const renamed = unique('Renamed');
      await section.getByRole('button', { name: 'Rename' }).click();
      await page.getByRole('dialog').getByLabel('Name').fill(renamed);
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await page.getByRole('heading', { name: renamed }).waitFor();
      await section.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('heading', { name: renamed }).waitFor({ state: 'detached' });
      expect(dialogs.at(-1)).to.match(/stops working at once/);
      expect((await postLead(webhookUrl, { phone: uniquePhone() })).status).to.equal(410);
    });

    it('signs in directly from the printed link, whose token leaves the address bar', async () => {
      const fresh = await browser.newPage();
      await fresh.goto(`${server.url}/#token=${server.adminToken}`);
      await fresh.getByRole('button', { name: 'Create source' }).waitFor();
      expect(fresh.url()).not.to.contain(server.adminToken);
      await fresh.close();
    });

    it('reconnects its live stream when the service restarts, and shows leads again', async () => {
      const section = page.locator('section.source').first();
      const webhookUrl = await section.getByLabel('Webhook URL').inputValue();
      const { port } = new URL(server.url);
      await server.stop({ keepData: true }); // ends the event stream the page holds
      await page.getByText('Live updates paused').waitFor({ timeout: 5000 });
      server = await startTestServer({ PORT: port }, server.dataDir);
      await page.getByText('Live: new leads appear').waitFor({ timeout: 15_000 });
      const leadName = unique('After restart');
      await postLead(webhookUrl, { name: leadName, phone: uniquePhone() });
      await section.getByRole('cell', { name: leadName }).waitFor({ timeout: 2000 });
    });

    it('loads its modules and its icon with no console error and no failed request', async () => {
      const problems: string[] = [];
      const onConsole = (message: { type(): string; text(): string }) => {
        if (message.type() === 'error') problems.push(message.text());
      };
      const onError = (error: Error) => problems.push(error.message);
      const onResponse = (response: { status(): number; url(): string }) => {
        if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
      };
      page.on('console', onConsole);
      page.on('pageerror', onError);
      page.on('response', onResponse);
      try {
        await page.reload();
        await page.getByRole('button', { name: 'Create source' }).waitFor();
        await page.waitForLoadState('networkidle').catch(() => {}); // the event stream stays open
        await page.waitForTimeout(500);
        const icon = await fetch(`${server.url}/favicon.ico`);
        expect(icon.status).to.equal(200);
        expect(icon.headers.get('content-type')).to.equal('image/x-icon');
        expect(problems).to.deep.equal([]);
      } finally {
        page.off('console', onConsole);
        page.off('pageerror', onError);
        page.off('response', onResponse);
      }
    });

    it('serves the page with a strict Content-Security-Policy and no referrer', async () => {
      const response = await fetch(`${server.url}/`);
      const csp = response.headers.get('Content-Security-Policy')!;
      expect(csp).to.contain("script-src 'self'").and.not.contain('unsafe-inline');
      expect(response.headers.get('Referrer-Policy')).to.equal('no-referrer');
      expect(response.headers.get('X-Content-Type-Options')).to.equal('nosniff');
    });
  });
}
