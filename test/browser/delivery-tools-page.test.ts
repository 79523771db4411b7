import { expect } from 'chai';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { ARTIFACTS, browserTestsOn } from '../helpers/chromium.ts';
import { fixtureJson } from '../helpers/sender-fixtures.ts';
import { unique, type SourceView, type TestServer } from '../helpers/test-server.ts';
import { pageWithServer } from '../helpers/page-with-server.ts';

// Issue 36 item 6: a refused body with no phone or email anywhere says the form must ask for one,
// and offers no Map fields (nothing in it could be mapped) nor Send again; a body whose phone sits
// under a key nobody reads still offers both. At a desktop's and a phone's width.
if (browserTestsOn) {
  for (const width of [1280, 390]) {
    describe(`Lead Sources page: the tools of a refused delivery, ${width} px (Chromium)`, function () {
      this.timeout(60_000);
      const world = pageWithServer({ env: { WEBHOOK_RATE_LIMIT: '0' }, viewport: { width, height: 900 } });
      const { problems } = world;
      let server: TestServer;
      let page: Page;
      let source: SourceView;

      before(async () => {
        ({ server, page } = world);
        source = await server.createSource({ name: unique('Contact form'), defaultCountry: 'US' });
      });

      it('offers Map fields and Send again only where a value could be mapped', async () => {
        const entry = fixtureJson('gravity-forms-all-fields.json');
        delete entry['3'];
        Object.assign(entry, { 4: '(650) 555-0142' });
        expect(
          (
            await server.post(source.webhookUrl, entry, {
              'Content-Type': 'application/json',
              'X-Request-Id': 'mappable-1',
            })
          ).status,
        ).to.equal(422);
        expect(
          (
            await server.post(
              source.webhookUrl,
              { name: 'Only A Name', message: 'hello' },
              { 'Content-Type': 'application/json', 'X-Request-Id': 'nothing-1' },
            )
          ).status,
        ).to.equal(422);

        await page.goto(`${server.url}/#token=${server.adminToken}`);
        const card = page.getByRole('region', { name: source.name });
        await card.getByText('Delivery log', { exact: true }).click();
        const nothing = card.locator('.delivery-list li', { hasText: 'request id nothing-1' });
        const mappable = card.locator('.delivery-list li', { hasText: 'request id mappable-1' });
        await nothing.getByText(/no phone or email in this body: the form must ask for one/).waitFor();
        await mappable.getByRole('button', { name: /^Map fields: / }).waitFor();
        expect(await mappable.getByRole('button', { name: /^Send again: / }).count()).to.equal(1);
        expect(await nothing.getByRole('button').count(), 'no tool can help a body with no contact').to.equal(0);
        mkdirSync(ARTIFACTS, { recursive: true });
        await page.screenshot({ path: `${ARTIFACTS}/delivery-tools-${width}.png`, fullPage: true });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(width);
        expect(problems).to.deep.equal([]);
      });

      // Issue 36 item 9: the curl example has its own Copy button, as the URL does.
      it('copies the curl example with its own button', async () => {
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
        const card = page.getByRole('region', { name: source.name });
        await card.getByText('curl example').click();
        await card.getByRole('button', { name: 'Copy curl' }).click();
        await card.getByText('The curl example is copied.').waitFor();
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        expect(copied).to.equal(await card.locator('.curl-text').textContent());
        expect(copied).to.contain(`curl -X POST '${source.webhookUrl}'`);
      });

      // Issue 36 item 9: a source's count is of people to call; its test leads are counted apart, live too.
      it("counts a source's test leads apart on its card, as they arrive", async () => {
        const card = page.getByRole('region', { name: source.name });
        await server.post(source.webhookUrl, { name: 'Form Check', phone: '+16505550101', test: true });
        await card.locator('.stats', { hasText: /^0 leads \(and 1 test\)/ }).waitFor();
        await server.post(source.webhookUrl, { name: 'Real Person', phone: '+16505550102' });
        await card.locator('.stats', { hasText: /^1 lead \(and 1 test\)/ }).waitFor();
        await page.reload();
        await page
          .getByRole('region', { name: source.name })
          .locator('.stats', { hasText: /^1 lead \(and 1 test\)/ })
          .waitFor();
        expect(problems).to.deep.equal([]);
      });

      // Issue 36 item 9: what the sender got, said in a sentence; the JSON itself folded below it.
      it('says what a test lead got in words, the JSON folded', async () => {
        const card = page.getByRole('region', { name: source.name });
        await card.getByRole('button', { name: 'Send test lead' }).click();
        const answer = card.locator('.test-answer');
        await answer.getByText(/^200: stored as a new lead, Test Lead \(a test lead\)\.$/).waitFor();
        const json = answer.locator('details');
        expect(await json.getAttribute('open')).to.equal(null);
        expect(await json.locator('summary').textContent()).to.equal('The answer as the sender gets it (JSON)');
        expect(await json.locator('pre').textContent()).to.contain('"status": "created"');
      });
    });
  }
}
