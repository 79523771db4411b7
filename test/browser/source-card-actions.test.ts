import { expect } from 'chai';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, browserTestsOn, openSignedIn } from '../helpers/chromium.ts';
import { fixtureJson } from '../helpers/sender-fixtures.ts';
import { startTestServer, unique, uniquePhone, type TestServer } from '../helpers/test-server.ts';
import { pageWithServer } from '../helpers/page-with-server.ts';

// Issue 25, "The page", on a source's card: a test lead marked as one, the default country changed
// after creation, answers next to their controls, phone and email links, cards below 600 px; and
// issue 23 item 8: no "Send again" for a delivery refused for a wrong Google key.
if (browserTestsOn) {
  describe("Lead Sources page: a source card's actions and its leads (Chromium)", function () {
    this.timeout(60_000);
    const world = pageWithServer({ consoleErrors: true });
    const { problems } = world;
    let server: TestServer;
    let browser: Browser;
    let page: Page;

    before(async () => {
      ({ server, browser, page } = world);
      page.on('dialog', (dialog) => void dialog.accept());
    });

    const openPage = async (target: Page = page) => {
      await openSignedIn(target, server.url, server.adminToken);
    };

    it('sends its test lead with "test": true, so it is marked and never anyone to call', async () => {
      const source = await server.createSource({ name: unique('Test button') });
      await openPage();
      const card = page.getByRole('region', { name: source.name });
      await card.getByRole('button', { name: 'Send test lead' }).click();
      await card.locator('.test-answer').filter({ hasText: '"status": "created"' }).waitFor();
      const { leads } = await (await server.api(`/api/leads?sourceId=${source.id}`)).json();
      expect(leads.map((lead: { test: boolean }) => lead.test)).to.deep.equal([true]);
      await card.locator('.leads .badge', { hasText: 'test' }).waitFor({ timeout: 2000 });
    });

    it('changes the default country after creation, answering next to the field, and reads phones with it', async () => {
      const source = await server.createSource({ name: unique('Country later') });
      await openPage();
      const card = page.getByRole('region', { name: source.name });
      const field = card.getByLabel('Default country');
      await field.fill('Atlantis');
      await card.getByRole('button', { name: 'Save country' }).click();
      await card.getByRole('status').filter({ hasText: '"Atlantis" is not a country' }).waitFor();
      await field.fill('Germany (DE)');
      await card.getByRole('button', { name: 'Save country' }).click();
      await card.getByRole('status').filter({ hasText: 'Saved: Germany (DE).' }).waitFor();
      await card.locator('.stats', { hasText: 'default country Germany (DE)' }).waitFor();
      expect(await page.locator('#message').isHidden(), 'no answer far from the control').to.equal(true);
      expect((await (await server.api(`/api/sources/${source.id}`)).json()).defaultCountry).to.equal('DE');

      const answer = await (
        await server.post(source.webhookUrl, { name: unique('Berliner'), phone: '030 ' + String(Date.now()).slice(-7) })
      ).json();
      expect(answer.lead.phone).to.match(/^\+4930\d{7}$/);
      await field.fill('');
      await card.getByRole('button', { name: 'Save country' }).click();
      await card.getByRole('status').filter({ hasText: 'Saved: no default country.' }).waitFor();
      expect((await (await server.api(`/api/sources/${source.id}`)).json()).defaultCountry).to.equal(null);
    });

    it('answers Regenerate, Rename and Create next to the button that caused it', async () => {
      await openPage();
      const name = unique('Answers');
      await page.getByLabel('Source name').fill(name);
      await page.getByRole('button', { name: 'Create source' }).click();
      await page
        .locator('#create')
        .getByRole('status')
        .filter({ hasText: `Created "${name}"` })
        .waitFor();
      const card = page.getByRole('region', { name });
      await card.getByRole('button', { name: 'Regenerate URL' }).click();
      await card.getByRole('status').filter({ hasText: 'Regenerated: the new webhook URL is above' }).waitFor();
      await card.getByRole('button', { name: 'Rename' }).click();
      await page.getByRole('dialog').getByLabel('Name').fill(unique('Renamed'));
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: 'Renamed to "Renamed-' }).waitFor();
      expect(await page.locator('#message').isHidden()).to.equal(true);
    });

    it('links phones with tel: and emails with mailto:', async () => {
      const source = await server.createSource({ name: unique('Links') });
      const phone = uniquePhone();
      const email = `${unique('linked').toLowerCase()}@example.com`;
      expect((await server.post(source.webhookUrl, { name: unique('Reachable'), phone, email })).status).to.equal(200);
      await openPage();
      const card = page.getByRole('region', { name: source.name });
      expect(await card.getByRole('link', { name: phone }).getAttribute('href')).to.equal(`tel:${phone}`);
      expect(await card.getByRole('link', { name: email }).getAttribute('href')).to.equal(`mailto:${email}`);
    });

    it('offers Map fields and Send again on a 422 a mapping can help, nothing on a 400 or a body with no contact, and no Send again for a wrong Google key', async () => {
      const source = await server.createSource({ name: unique('Refusals'), googleKey: 'lead-form-key-123' });
      expect(
        (await server.post(source.webhookUrl, { ...fixtureJson('google-ads-test-lead.json'), google_key: 'guess' }))
          .status,
      ).to.equal(401);
      expect(
        (await server.post(source.webhookUrl, '{"name": ', { 'Content-Type': 'application/json' })).status,
      ).to.equal(400);
      // A phone under a key nobody reads (Gravity Forms' "4" beside no email): a mapping helps.
      const entry = fixtureJson('gravity-forms-all-fields.json');
      delete entry['3'];
      Object.assign(entry, { 4: '(650) 555-0143' });
      expect((await server.post(source.webhookUrl, entry)).status).to.equal(422);
      // No value could be a phone or an email (issue 36 item 6): only the form can help.
      expect((await server.post(source.webhookUrl, { who: 'nobody' })).status).to.equal(422);
      await openPage();
      const card = page.getByRole('region', { name: source.name });
      await card.getByText('Delivery log', { exact: true }).click();
      const item = (status: string) => card.locator('.delivery-list li', { hasText: status });
      const mappable = item('422 rejected').filter({ hasNotText: 'no phone or email in this body' });
      await mappable.getByRole('button', { name: /^Send again/ }).waitFor();
      expect(await mappable.getByRole('button', { name: /^Map fields/ }).count()).to.equal(1);
      expect(await item('no phone or email in this body').getByRole('button').count(), 'no contact anywhere').to.equal(
        0,
      );
      expect(await item('401 rejected').getByRole('button').count(), 'invalid_google_key').to.equal(0);
      expect(await item('400 rejected').getByRole('button').count(), 'invalid_json').to.equal(0);
    });

    it('shows the webhook URL warning next to the URL when senders elsewhere cannot reach it', async () => {
      const exposed = await startTestServer({ HOST: '0.0.0.0' }); // listening beyond loopback, no PUBLIC_BASE_URL
      const other = await browser.newPage();
      try {
        const source = await exposed.createSource({ name: unique('Unreachable') });
        const url = exposed.url.replace('0.0.0.0', '127.0.0.1');
        await other.goto(`${url}/#token=${exposed.adminToken}`);
        const card = other.getByRole('region', { name: source.name });
        await card.locator('.url-warning', { hasText: /^Warning: .*PUBLIC_BASE_URL/ }).waitFor();
        const own = page.getByRole('region', { name: (await server.createSource()).name });
        await openPage();
        await own.waitFor();
        expect(await own.locator('.url-warning').isHidden(), 'none on a loopback service').to.equal(true);
      } finally {
        await other.close();
        await exposed.stop();
      }
    });

    it('shows a lead table as cards below 600 px, a long name on whole lines, nothing wider than the screen', async () => {
      const source = await server.createSource({ name: unique('Phone screen') });
      const name = `Maximiliana Wolfeschlegelsteinhausen-Bergerdorff ${Date.now()}`;
      await server.post(source.webhookUrl, {
        name,
        phone: uniquePhone(),
        email: `${unique('mobile').toLowerCase()}@example.com`,
        notes: 'Call after 5pm',
      });
      const mobile = await browser.newPage({ viewport: { width: 375, height: 800 } });
      try {
        await openPage(mobile);
        const card = mobile.getByRole('region', { name: source.name });
        const nameCell = card.locator('.leads tbody td', { hasText: name });
        await nameCell.waitFor();
        const box = (await nameCell.boundingBox())!;
        const lineHeight = await nameCell.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 20);
        expect(box.width, "the name takes the card's width").to.be.greaterThan(250);
        // Its column name above it, then the name on two or three lines, not a letter a line.
        expect(box.height, 'a long name on whole lines').to.be.lessThan(lineHeight * 5);
        expect(
          await card
            .locator('.leads tbody td')
            .first()
            .evaluate((el) => getComputedStyle(el, '::before').content),
        ).to.equal('"Received"');
        expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(375);
        mkdirSync(ARTIFACTS, { recursive: true });
        await card.screenshot({ path: `${ARTIFACTS}/lead-sources-mobile.png` });
      } finally {
        await mobile.close();
      }
      expect(problems).to.deep.equal([]);
    });
  });
}
