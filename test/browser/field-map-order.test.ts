import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import { browserTestsOn, launchChromium } from '../helpers/chromium.ts';
import { startTestServer, unique, type SourceView, type TestServer } from '../helpers/test-server.ts';

// Issue 36 item 9: Map fields lists a body's keys in the body's order, integer-like keys too
// (a JavaScript object would list `5` and `10` first). At a desktop's and a phone's width.
if (browserTestsOn) {
  for (const width of [1280, 390]) {
    describe(`Lead Sources page: Map fields keeps the body's key order, ${width} px (Chromium)`, function () {
      this.timeout(60_000);
      let server: TestServer;
      let browser: Browser;
      let page: Page;
      let source: SourceView;
      const problems: string[] = [];

      before(async () => {
        server = await startTestServer({ WEBHOOK_RATE_LIMIT: '0' });
        ({ browser, page } = await launchChromium());
        await page.setViewportSize({ width, height: 900 });
        page.on('pageerror', (error) => problems.push(error.message));
        source = await server.createSource({ name: unique('Ordered form'), defaultCountry: 'US' });
      });
      after(async () => {
        await browser?.close();
        await server?.stop();
      });

      it('lists the keys as the body wrote them', async () => {
        // Raw text: JSON.stringify of an object would already put "5" and "10" first.
        const text =
          '{"name":"Ann Order","email":"ann.order@example.com","zeta":"last word","5":"five","nested":{"b":"bee","2":"two"},"10":"ten"}';
        expect((await server.post(source.webhookUrl, text)).status).to.equal(200);

        await page.goto(`${server.url}/#token=${server.adminToken}`);
        const card = page.getByRole('region', { name: source.name });
        await card.getByText('Delivery log', { exact: true }).click();
        await card.getByRole('button', { name: /^Map fields: delivery of / }).click();
        const form = card.getByRole('form', { name: /^Map fields of the delivery/ });
        await form.waitFor();
        const keys = await form.locator('tbody tr td:first-child code').allTextContents();
        expect(keys).to.deep.equal(['/name', '/email', '/zeta', '/5', '/nested/b', '/nested/2', '/10']);
        expect(problems).to.deep.equal([]);
      });
    });
  }
}
