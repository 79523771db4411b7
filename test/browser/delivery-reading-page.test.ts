import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import { browserTestsOn, launchChromium } from '../helpers/chromium.ts';
import { startTestServer, unique, uniquePhone, type TestServer } from '../helpers/test-server.ts';

// What the intake read from a delivery, on the page: the keys it picked ("phone from /phone"), its
// warnings, and "Map fields" opening on the picked choices (issue 24's reader, shown per issue 25).
if (browserTestsOn) {
  describe('Lead Sources page: what the intake picked from a delivery (Chromium)', function () {
    this.timeout(60_000);
    let server: TestServer;
    let browser: Browser;
    let page: Page;

    before(async () => {
      server = await startTestServer();
      ({ browser, page } = await launchChromium());
    });
    after(async () => {
      await browser?.close();
      await server?.stop();
    });

    it('shows the keys picked and the warnings of a lead kept with a doubt, and opens Map fields on the picked choices', async () => {
      const source = await server.createSource({ name: unique('Reading') });
      const phone = uniquePhone();
      const kept = await server.post(source.webhookUrl, { name: 'Ann Lee', phone, email: 'not an address' });
      expect(kept.status).to.equal(200);

      await page.goto(`${server.url}/#token=${server.adminToken}`);
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
