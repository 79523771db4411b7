import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { browserTestsOn, openSignedIn } from '../helpers/chromium.ts';
import { fixtureJson } from '../helpers/sender-fixtures.ts';
import { unique, type SourceView, type TestServer } from '../helpers/test-server.ts';
import { pageWithServer } from '../helpers/page-with-server.ts';

// Issue 36 item 9: after a successful Send again, the refused entry links the lead it became and
// no longer offers Map fields or Send again (for the page's life). At a desktop's and a phone's width.
if (browserTestsOn) {
  for (const width of [1280, 390]) {
    describe(`Lead Sources page: a refused delivery sent again links its lead, ${width} px (Chromium)`, function () {
      this.timeout(60_000);
      const world = pageWithServer({ env: { WEBHOOK_RATE_LIMIT: '0' }, viewport: { width, height: 900 } });
      const { problems } = world;
      let server: TestServer;
      let page: Page;
      let source: SourceView;

      before(async () => {
        ({ server, page } = world);
        source = await server.createSource({ name: unique('Gravity Forms'), defaultCountry: 'US' });
      });

      it('shows "Became lead <name> →" in place of the buttons, and it opens the lead', async () => {
        const entry = fixtureJson('gravity-forms-all-fields.json');
        delete entry['3'];
        const digits = String(Date.now()).slice(-4);
        Object.assign(entry, { 4: `(650) 555-${digits}` });
        const refused = await server.post(source.webhookUrl, entry, {
          'Content-Type': 'application/json',
          'X-Request-Id': 'refused-then-sent-again',
        });
        expect(refused.status).to.equal(422);
        const patched = await server.api(`/api/sources/${source.id}`, {
          method: 'PATCH',
          json: { fieldMap: { '/1.3': 'firstName', '/1.6': 'lastName', '/4': 'phone' } },
        });
        expect(patched.status).to.equal(200);

        await page.goto(`${server.url}/#token=${server.adminToken}`);
        const card = page.getByRole('region', { name: source.name });
        await card.getByText('Delivery log', { exact: true }).click();
        const item = card.locator('.delivery-list li', { hasText: 'request id refused-then-sent-again' });
        await item.getByRole('button', { name: /^Send again: delivery of / }).click();
        await card.getByRole('status').filter({ hasText: 'Sent again: 200' }).waitFor();

        const became = item.getByRole('button', { name: 'Became lead Jane Doe →' });
        await became.waitFor({ timeout: 3000 });
        expect(await item.getByRole('button', { name: /^Send again/ }).count()).to.equal(0);
        expect(await item.getByRole('button', { name: /^Map fields/ }).count()).to.equal(0);
        // The replay's own delivery arrives in the log; the refused entry stays as it is.
        await card.locator('.delivery-list li', { hasText: '200 created' }).first().waitFor();
        await item.getByRole('button', { name: 'Became lead Jane Doe →' }).waitFor({ timeout: 3000 });
        expect(await item.getByRole('button', { name: /^Send again/ }).count()).to.equal(0);

        await item.getByRole('button', { name: 'Became lead Jane Doe →' }).click();
        const panel = page.getByRole('dialog', { name: 'Jane Doe' });
        await panel.waitFor();
        expect(await panel.getByText(`+1650555${digits}`).count()).to.be.greaterThan(0);
        expect(await page.evaluate((limit) => document.documentElement.scrollWidth <= limit, width)).to.equal(true);
        expect(problems).to.deep.equal([]);
      });

      it('keeps the link after a reload, and links the lead a duplicate matched (the link is stored)', async () => {
        // Another refusal of the same person: sent again, it is a duplicate of the lead made above.
        const entry = fixtureJson('gravity-forms-all-fields.json');
        delete entry['3'];
        const phone = (await (await server.api(`/api/leads?sourceId=${source.id}`)).json()).leads[0].phone as string;
        Object.assign(entry, { 4: phone.slice(2), 5: 'the same person, again' });
        await server.api(`/api/sources/${source.id}`, { method: 'PATCH', json: { fieldMap: null } });
        const refused = await server.post(source.webhookUrl, entry, {
          'Content-Type': 'application/json',
          'X-Request-Id': 'refused-then-duplicate',
        });
        expect(refused.status).to.equal(422);
        await server.api(`/api/sources/${source.id}`, {
          method: 'PATCH',
          json: { fieldMap: { '/1.3': 'firstName', '/1.6': 'lastName', '/4': 'phone' } },
        });

        await openSignedIn(page, server.url, server.adminToken);
        const card = page.getByRole('region', { name: source.name });
        await card.getByText('Delivery log', { exact: true }).click();
        const first = card.locator('.delivery-list li', { hasText: 'request id refused-then-sent-again' });
        // Stored: after a fresh load the first entry still links its lead and offers no buttons.
        await first.getByRole('button', { name: /^Became (a )?lead/ }).waitFor({ timeout: 5000 });
        expect(await first.getByRole('button', { name: /^(Send again|Map fields)/ }).count()).to.equal(0);

        const second = card.locator('.delivery-list li', { hasText: 'request id refused-then-duplicate' });
        await second.getByRole('button', { name: /^Send again: delivery of / }).click();
        await card.getByRole('status').filter({ hasText: 'Sent again: 200' }).waitFor();
        await second.getByRole('button', { name: /^Became (a )?lead/ }).waitFor({ timeout: 3000 });
        expect(await second.getByRole('button', { name: /^(Send again|Map fields)/ }).count()).to.equal(0);

        await page.reload();
        await page.getByRole('button', { name: 'Create source' }).waitFor();
        const reloaded = page.getByRole('region', { name: source.name });
        await reloaded.getByText('Delivery log', { exact: true }).click();
        const again = reloaded.locator('.delivery-list li', { hasText: 'request id refused-then-duplicate' });
        await again.getByRole('button', { name: /^Became (a )?lead/ }).click();
        await page.getByRole('dialog', { name: 'Jane Doe' }).waitFor();
        expect(await page.evaluate((limit) => document.documentElement.scrollWidth <= limit, width)).to.equal(true);
        expect(problems).to.deep.equal([]);
      });
    });
  }
}
