import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { browserTestsOn, openSignedIn } from '../helpers/chromium.ts';
import { unique, uniquePhone, type TestServer } from '../helpers/test-server.ts';
import { pageWithServer } from '../helpers/page-with-server.ts';

// The delivery log on the page: what the intake picked from a delivery ("phone from /phone"), its
// warnings and "Map fields" opening on the picked choices (issue 24's reader); refusals an admin has
// not looked at, on each card and in the tab's title, cleared by opening the log; a flood of
// refusals of one kind shown as one row with its count (issue 23 item 3).
if (browserTestsOn) {
  describe('Lead Sources page: the delivery log (Chromium)', function () {
    this.timeout(60_000);
    const world = pageWithServer();
    let server: TestServer;
    let page: Page;

    before(async () => {
      ({ server, page } = world);
    });

    it('counts unseen refusals on the card and in the title, live, and clears them when the log is opened', async () => {
      const source = await server.createSource({ name: unique('Unseen') });
      for (const who of ['a', 'b']) expect((await server.post(source.webhookUrl, { who })).status).to.equal(422);
      // The live feed answers slowly (a proxy, a loaded machine): a refusal that comes as soon as the
      // counts are shown still counts, so the feed is open before the sources are read.
      await page.route('**/api/events', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 700));
        await route.continue();
      });
      await page.goto(`${server.url}/#token=${server.adminToken}`);
      const card = page.getByRole('region', { name: source.name });
      await card.locator('.stats', { hasText: '2 new refusals in the delivery log' }).waitFor();
      expect(await page.title()).to.equal('(2) Lead Sources');

      expect((await server.post(source.webhookUrl, { who: 'c' })).status).to.equal(422);
      await card.locator('.stats', { hasText: '3 new refusals' }).waitFor({ timeout: 5000 });
      await page.unroute('**/api/events');
      await page.waitForFunction(() => document.title === '(3) Lead Sources');

      await card.getByText('Delivery log', { exact: true }).click();
      await card.locator('.stats', { hasText: 'new refusal' }).waitFor({ state: 'detached' });
      await page.waitForFunction(() => document.title === 'Lead Sources');
      expect((await (await server.api(`/api/sources/${source.id}`)).json()).unseenRefusals).to.equal(0);
    });

    it('shows a flood of 410s on a revoked URL as one row with its count', async () => {
      const source = await server.createSource({ name: unique('Revoked') });
      expect((await server.api(`/api/sources/${source.id}/regenerate`, { method: 'POST' })).status).to.equal(200);
      for (let i = 0; i < 7; i += 1) expect((await server.post(source.webhookUrl, { i })).status).to.equal(410);
      await openSignedIn(page, server.url, server.adminToken);
      const card = page.getByRole('region', { name: source.name });
      await card.getByText('Delivery log', { exact: true }).click();
      // The tally is written every few seconds: the log shows it once it is.
      const row = card.locator('.delivery-list li', { hasText: /^410 × 7 between / });
      for (let tries = 0; (await row.count()) === 0 && tries < 20; tries += 1) {
        await page.waitForTimeout(500);
        await card.getByText('Delivery log', { exact: true }).click();
        await card.getByText('Delivery log', { exact: true }).click();
      }
      await row.waitFor({ timeout: 2000 });
      expect(await card.locator('.delivery-list li', { hasText: '410' }).count(), 'one row, not seven').to.equal(1);
      expect(await row.getByRole('button').count(), 'nothing to send again').to.equal(0);

      // Rewritten as the flood goes on: the live feed sends the grown entry, which replaces the row
      // (with the log closed, so no reload of the log does it instead).
      await card.getByText('Delivery log', { exact: true }).click();
      for (let i = 0; i < 3; i += 1) expect((await server.post(source.webhookUrl, { i })).status).to.equal(410);
      const items = `[id="source-${source.id}"] .delivery-list li`;
      await page.waitForFunction(
        (selector) =>
          [...document.querySelectorAll(selector)].some((li) => li.textContent!.startsWith('410 × 10 between ')),
        items,
        { timeout: 8000 },
      );
      expect(await page.locator(items, { hasText: '410' }).count(), 'still one row').to.equal(1);
    });

    it('shows the keys picked and the warnings of a lead kept with a doubt, and opens Map fields on the picked choices', async () => {
      const source = await server.createSource({ name: unique('Reading') });
      const phone = uniquePhone();
      const kept = await server.post(source.webhookUrl, { name: 'Ann Lee', phone, email: 'not an address' });
      expect(kept.status).to.equal(200);

      await openSignedIn(page, server.url, server.adminToken);
      const card = page.getByRole('region', { name: source.name });
      await card.getByText('Delivery log', { exact: true }).click();
      const created = card.locator('.delivery-list li', { hasText: '200 created' });
      await created.getByText('Picked: name from /name, phone from /phone').waitFor();
      await created.locator('.warning', { hasText: /^Warning: email: / }).waitFor();

      // Kept with a doubt: a mapping can correct the leads to come; sending it again cannot help.
      expect(await created.getByRole('button', { name: /^Send again/ }).count()).to.equal(0);
      await created.getByRole('button', { name: /^Map fields/ }).click();
      expect(await card.getByLabel('/name', { exact: true }).inputValue()).to.equal('name');
      expect(await card.getByLabel('/phone', { exact: true }).inputValue()).to.equal('phone');
      expect(await card.getByLabel('/email', { exact: true }).inputValue()).to.equal('');
    });
  });
}
