import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { browserTestsOn } from '../helpers/chromium.ts';
import { unique, type SourceView, type TestServer } from '../helpers/test-server.ts';
import { pageWithServer } from '../helpers/page-with-server.ts';

// Issue 36 item 9: the lead panel shows a sender's whole blobs (a form's definition, a response
// token) folded under Other fields, with a one-line summary; short values as before.
if (browserTestsOn) {
  for (const width of [1280, 390]) {
    describe(`Lead Sources page: the lead panel folds sender blobs, ${width} px (Chromium)`, function () {
      this.timeout(60_000);
      const world = pageWithServer({ env: { WEBHOOK_RATE_LIMIT: '0' }, viewport: { width, height: 900 } });
      const { problems } = world;
      let server: TestServer;
      let page: Page;
      let source: SourceView;

      before(async () => {
        ({ server, page } = world);
        source = await server.createSource({ name: unique('Form with blobs'), defaultCountry: 'US' });
      });

      it('shows a large object and a long text folded, a short value as it is', async () => {
        const tag = unique('blob');
        const formDefinition = Object.fromEntries(
          Array.from({ length: 14 }, (_, i) => [`question${i + 1}`, { type: 'text', label: `Question ${i + 1}` }]),
        );
        const responseToken = 'tok_' + 'x'.repeat(600);
        const body = {
          name: `Bea Blob ${tag}`,
          email: `bea.${tag.replace(/\W/g, '')}@example.com`,
          budget: '3000',
          formDefinition,
          responseToken,
        };
        expect((await server.post(source.webhookUrl, body)).status).to.equal(200);

        await page.goto(`${server.url}/#token=${server.adminToken}`);
        await page.getByRole('button', { name: 'All leads' }).click();
        const view = page.getByRole('region', { name: 'All leads' });
        await view.getByLabel(/^Search/).fill(tag);
        await view.getByRole('button', { name: `Bea Blob ${tag}` }).click();
        const panel = page.getByRole('dialog', { name: `Bea Blob ${tag}` });
        await panel.getByRole('heading', { name: 'Other fields' }).waitFor();
        const fields = panel.locator('dl').filter({ hasText: 'budget' });

        const definition = fields.locator('details').filter({ hasText: 'form definition: 14 keys' });
        expect(await definition.count(), 'the definition is folded').to.equal(1);
        expect(await definition.locator('summary').textContent()).to.equal('form definition: 14 keys');
        expect(await definition.evaluate((el: HTMLDetailsElement) => el.open)).to.equal(false);
        expect(await definition.locator('pre').isVisible()).to.equal(false);
        const token = fields.locator('details').filter({ hasText: 'response token: 604 characters' });
        expect(await token.count(), 'the token is folded').to.equal(1);
        expect(await token.locator('pre').isVisible()).to.equal(false);
        // Opened, the whole value is there.
        await definition.locator('summary').click();
        await definition.getByText(/"label": "Question 14"/).waitFor();
        // A short value as today.
        expect(await fields.locator('dd', { hasText: /^3000$/ }).count()).to.equal(1);
        expect(await page.evaluate((limit) => document.documentElement.scrollWidth <= limit, width)).to.equal(true);
        expect(problems).to.deep.equal([]);
      });
    });
  }
}
