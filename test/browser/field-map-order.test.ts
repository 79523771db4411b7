import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { browserTestsOn } from '../helpers/chromium.ts';
import { unique, type SourceView, type TestServer } from '../helpers/test-server.ts';
import { pageWithServer } from '../helpers/page-with-server.ts';

// Issue 36 item 9: Map fields lists a body's keys in the body's order, integer-like keys too
// (a JavaScript object would list `5` and `10` first). At a desktop's and a phone's width.
if (browserTestsOn) {
  for (const width of [1280, 390]) {
    describe(`Lead Sources page: Map fields keeps the body's key order, ${width} px (Chromium)`, function () {
      this.timeout(60_000);
      const world = pageWithServer({ env: { WEBHOOK_RATE_LIMIT: '0' }, viewport: { width, height: 900 } });
      const { problems } = world;
      let server: TestServer;
      let page: Page;
      let source: SourceView;

      before(async () => {
        ({ server, page } = world);
        source = await server.createSource({ name: unique('Ordered form'), defaultCountry: 'US' });
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
