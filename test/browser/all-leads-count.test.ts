import { expect } from 'chai';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { ARTIFACTS, browserTestsOn } from '../helpers/chromium.ts';
import { unique, type SourceView, type TestServer } from '../helpers/test-server.ts';
import { pageWithServer } from '../helpers/page-with-server.ts';

// Issue 36 item 9: All leads says how many leads its filters select ("55 leads"), not only how many
// it shows; and a search of 1 or 2 characters (shorter than the API's 3) keeps a list that matches
// the box instead of emptying it or leaving a previous search's. At a desktop's and a phone's width.
if (browserTestsOn) {
  for (const width of [1280, 390]) {
    describe(`Lead Sources page: All leads' total and short searches, ${width} px (Chromium)`, function () {
      this.timeout(60_000);
      const world = pageWithServer({
        env: { WEBHOOK_RATE_LIMIT: '0' },
        viewport: { width, height: 800 },
        failedResponses: true,
      });
      const { problems } = world;
      let server: TestServer;
      let page: Page;
      let source: SourceView;
      let tag: string;

      before(async () => {
        ({ server, page } = world);
        tag = unique('cnt')
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '');
        source = await server.createSource({ name: unique('Count campaign') });
        const batch = Array.from({ length: 55 }, (_, i) => ({
          name: `Bulk ${tag} ${i}`,
          email: `b${i}.${tag}@example.com`,
        }));
        expect((await server.post(source.webhookUrl, batch)).status).to.equal(200);
        await page.goto(`${server.url}/#token=${server.adminToken}`);
        await page.getByRole('button', { name: 'All leads' }).click();
      });

      const view = () => page.getByRole('region', { name: 'All leads' });
      const rows = () => view().locator('#all-leads tbody tr');
      const status = () => view().getByRole('status');
      const search = () => view().getByLabel(/^Search/);

      it('says how many leads the filters select, beside how many are shown', async () => {
        await status().filter({ hasText: '55 leads · 50 leads shown; more to load' }).waitFor();
        await search().fill(`b1${'0'}.${tag}`);
        await status().filter({ hasText: '1 lead found' }).waitFor();
        await search().fill(`Bulk ${tag} 4`);
        await status().filter({ hasText: '11 leads found' }).waitFor(); // 4 and 40 to 49
        mkdirSync(ARTIFACTS, { recursive: true });
        await page.screenshot({ path: `${ARTIFACTS}/all-leads-total-${width}.png` });
      });

      it('keeps every lead listed while a search has 1 or 2 characters, and says a search needs 3', async () => {
        await search().fill('');
        await status().filter({ hasText: '55 leads · 50 leads shown' }).waitFor();
        await search().pressSequentially('Bu', { delay: 50 });
        await status().filter({ hasText: 'Type 3 characters or more to search' }).waitFor();
        await page.waitForTimeout(600); // past the typing pause: nothing else may come
        expect(await rows().count()).to.equal(50);
        expect(await status().textContent()).to.contain('55 leads');
      });

      it('after a search that found nothing, going back to 2 characters lists every lead again', async () => {
        await search().fill('zzzq');
        await status().filter({ hasText: 'No leads found.' }).waitFor();
        expect(await rows().count()).to.equal(0);
        await search().press('Backspace');
        await search().press('Backspace');
        await status().filter({ hasText: 'Type 3 characters or more to search' }).waitFor();
        await status().filter({ hasText: '55 leads' }).waitFor();
        expect(await rows().count()).to.equal(50);
        // A search answered after the box went back to 2 characters does not replace the list.
        await search().fill('zzz');
        await search().press('Backspace');
        await page.waitForTimeout(800);
        expect(await rows().count()).to.equal(50);
        expect(problems).to.deep.equal([]);
      });
    });
  }
}
