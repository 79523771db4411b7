import { expect } from 'chai';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { ARTIFACTS, browserTestsOn } from '../helpers/chromium.ts';
import { unique, type SourceView, type TestServer } from '../helpers/test-server.ts';
import { pageWithServer } from '../helpers/page-with-server.ts';

// Issue 36 item 9: Rename and Google key ask in the page's own dialog (not window.prompt), by
// keyboard alone: it opens on the field, Enter saves, Escape leaves everything as it was, and a
// refused value is explained in the dialog, which stays open. At a desktop's and a phone's width.
if (browserTestsOn) {
  for (const width of [1280, 390]) {
    describe(`Lead Sources page: Rename and Google key in the page's dialog, ${width} px (Chromium)`, function () {
      this.timeout(60_000);
      const world = pageWithServer({ viewport: { width, height: 800 } });
      const { problems } = world;
      let server: TestServer;
      let page: Page;
      const browserDialogs: string[] = [];

      before(async () => {
        ({ server, page } = world);
        page.on('dialog', (dialog) => {
          browserDialogs.push(`${dialog.type()}: ${dialog.message()}`);
          void dialog.dismiss();
        });
      });

      const settingDialog = () => page.getByRole('dialog');
      const sources: SourceView[] = [];
      // A card by its id: its region's name is its heading, which Rename changes.
      const openCard = async () => {
        if (sources.length === 0) {
          for (let i = 0; i < 3; i++) sources.push(await server.createSource({ name: unique('Settings') }));
          await page.goto(`${server.url}/#token=${server.adminToken}`);
        }
        const source = sources.shift()!;
        const id = await page.getByRole('region', { name: source.name }).getAttribute('id');
        return { source, card: page.locator(`[id="${id}"]`) };
      };

      it('renames by keyboard: the field is focused with the name, Enter saves, the answer is on the card', async () => {
        const { source, card } = await openCard();
        await card.getByRole('button', { name: 'Rename' }).focus();
        await page.keyboard.press('Enter');
        await settingDialog().waitFor();
        const field = settingDialog().getByLabel('Name');
        expect(await field.inputValue()).to.equal(source.name);
        expect(await field.evaluate((el) => el === document.activeElement)).to.equal(true);
        const box = (await settingDialog().boundingBox())!;
        expect(box.x).to.be.at.least(0);
        expect(box.x + box.width).to.be.at.most(width);
        mkdirSync(ARTIFACTS, { recursive: true });
        await page.screenshot({ path: `${ARTIFACTS}/rename-dialog-${width}.png` });
        const renamed = unique('Renamed');
        await page.keyboard.press('Control+A');
        await page.keyboard.type(renamed);
        await page.keyboard.press('Enter');
        await card
          .getByRole('status')
          .filter({ hasText: `Renamed to "${renamed}"` })
          .waitFor();
        await page.getByRole('heading', { name: renamed }).waitFor();
        expect(await settingDialog().isHidden()).to.equal(true);
        // Focus goes back to the button that opened it.
        expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal('Rename');
      });

      it('explains a refused name in the dialog, which stays open; Escape then changes nothing', async () => {
        const { source, card } = await openCard();
        await card.getByRole('button', { name: 'Rename' }).click();
        await settingDialog().getByLabel('Name').fill('   ');
        await settingDialog().getByRole('button', { name: 'Save' }).click();
        await settingDialog().getByRole('status').filter({ hasText: /name/i }).waitFor();
        expect(await settingDialog().isVisible()).to.equal(true);
        await page.keyboard.press('Escape');
        await settingDialog().waitFor({ state: 'hidden' });
        expect(await card.getByRole('heading').first().textContent()).to.equal(source.name);
        expect((await (await server.api(`/api/sources/${source.id}`)).json()).name).to.equal(source.name);
      });

      it('sets and removes the Google key in the dialog, Cancel leaving it as it was', async () => {
        const { source, card } = await openCard();
        await card.getByRole('button', { name: 'Google key' }).click();
        const field = settingDialog().getByLabel(/Google Ads lead form key/);
        await field.fill('lead-form-key-1');
        await page.keyboard.press('Enter');
        await card.getByRole('status').filter({ hasText: 'Google key saved.' }).waitFor();
        const key = async () => (await (await server.api(`/api/sources/${source.id}`)).json()).googleKey;
        expect(await key()).to.equal('lead-form-key-1');
        await card.getByRole('button', { name: 'Google key' }).click();
        expect(await field.inputValue()).to.equal('lead-form-key-1');
        await field.fill('something else');
        await settingDialog().getByRole('button', { name: 'Cancel' }).click();
        await settingDialog().waitFor({ state: 'hidden' });
        expect(await key()).to.equal('lead-form-key-1');
        await card.getByRole('button', { name: 'Google key' }).click();
        await field.fill('');
        await settingDialog().getByRole('button', { name: 'Save' }).click();
        await card.getByRole('status').filter({ hasText: 'Google key removed.' }).waitFor();
        expect(await key()).to.equal(null);
        expect(browserDialogs, 'no window.prompt').to.deep.equal([]);
        expect(problems).to.deep.equal([]);
      });
    });
  }
}
