import { expect } from 'chai';
import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, browserTestsOn } from '../helpers/chromium.ts';
import { unique, uniquePhone, type SourceView, type TestServer } from '../helpers/test-server.ts';
import { pageWithServer } from '../helpers/page-with-server.ts';

// Issue 25, "The page": every lead in one place (search as you type, filters, test leads on
// request, Load more, the count), a lead's panel, erasure, and the CSV export read back.
if (browserTestsOn) {
  describe("Lead Sources page: All leads, a lead's panel, erasure and export (Chromium)", function () {
    this.timeout(90_000);
    const world = pageWithServer({ consoleErrors: true, failedResponses: true });
    const { problems } = world;
    let server: TestServer;
    let browser: Browser;
    let page: Page;
    const dialogs: string[] = [];
    let spring: SourceView;
    let autumn: SourceView;
    let tag: string;
    const janeEmail = () => `jane.${tag}@example.com`;

    before(async () => {
      ({ server, browser, page } = world);
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.accept();
      });

      // 60 leads in one source (more than a page), a person who comes back through another
      // source, a test lead, and a source deleted afterwards that keeps its lead.
      tag = unique('all')
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '');
      spring = await server.createSource({ name: unique('Spring campaign') });
      autumn = await server.createSource({ name: unique('Autumn fair') });
      const batch = Array.from({ length: 60 }, (_, i) => ({
        name: `Bulk ${tag} ${i}`,
        email: `bulk${i}.${tag}@example.com`,
      }));
      expect((await server.post(spring.webhookUrl, batch)).status).to.equal(200);
      const phone = uniquePhone();
      await server.post(spring.webhookUrl, {
        name: `José Núñez ${tag}`,
        phone,
        email: janeEmail(),
        budget: '=1+2',
        notes: 'Wants a call',
      });
      await server.post(autumn.webhookUrl, { name: `José again ${tag}`, phone, notes: 'asked twice' });
      await server.post(autumn.webhookUrl, { name: `Tester ${tag}`, email: `tester.${tag}@example.com`, test: true });
      const gone = await server.createSource({ name: unique('Winter promo') });
      await server.post(gone.webhookUrl, { name: `Winter ${tag}`, email: `winter.${tag}@example.com` });
      expect((await server.api(`/api/sources/${gone.id}`, { method: 'DELETE' })).status).to.equal(204);

      await page.goto(`${server.url}/#token=${server.adminToken}`);
      await page.getByRole('button', { name: 'All leads' }).click();
    });

    const view = () => page.getByRole('region', { name: 'All leads' });
    const rows = () => view().locator('#all-leads tbody tr');

    it('lists every real lead a page at a time, names a deleted source, and loads more to the end', async () => {
      await view().getByRole('status').filter({ hasText: '50 leads shown; more to load' }).waitFor();
      await view().getByRole('button', { name: 'Load more' }).click();
      await view().getByRole('status').filter({ hasText: '62 leads found' }).waitFor();
      expect(await view().getByRole('button', { name: 'Load more' }).isHidden()).to.equal(true);
      expect(await rows().first().textContent())
        .to.contain(`Winter ${tag}`)
        .and.contain('(deleted)');
      expect(
        await rows()
          .filter({ hasText: `Tester ${tag}` })
          .count(),
        'test leads hidden',
      ).to.equal(0);
      await view().getByLabel('Show test leads').check();
      await rows()
        .filter({ hasText: `Tester ${tag}` })
        .waitFor();
      await view().getByLabel('Show test leads').uncheck();
      await rows()
        .filter({ hasText: `Tester ${tag}` })
        .waitFor({ state: 'detached' });
    });

    it("opens All leads filtered to a source from the source's card", async () => {
      await page.getByRole('button', { name: 'Sources', exact: true }).click();
      await page.getByRole('button', { name: `All its leads: ${spring.name}` }).click();
      await view().getByRole('status').filter({ hasText: '50 leads shown; more to load' }).waitFor();
      expect(await view().getByLabel('Source').inputValue()).to.equal(spring.id);
      await view().getByLabel('Source').selectOption({ label: 'All sources' });
      await view().getByRole('status').filter({ hasText: '50 leads shown' }).waitFor();
    });

    it('searches as you type (accents ignored), filters by source and by date', async () => {
      await view()
        .getByLabel(/^Search/)
        .pressSequentially('jose nun', { delay: 30 });
      await view().getByRole('status').filter({ hasText: '1 lead found' }).waitFor();
      expect(await rows().first().textContent())
        .to.contain(`José Núñez ${tag}`)
        .and.contain('came back 1 time');
      await view()
        .getByLabel(/^Search/)
        .fill('');
      await view().getByLabel('Source').selectOption({ label: autumn.name });
      await view().getByRole('status').filter({ hasText: 'No leads found.' }).waitFor(); // the returning person is no second lead
      await view().getByLabel('Source').selectOption({ label: spring.name });
      await view().getByRole('status').filter({ hasText: '50 leads shown; more to load' }).waitFor();
      const tomorrow = new Date(Date.now() + 86_400_000);
      const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
      await view().getByLabel('Received from').fill(day);
      await view().getByRole('status').filter({ hasText: 'No leads found.' }).waitFor();
      await view().getByLabel('Received from').fill('');
      await view().getByLabel('Source').selectOption({ label: 'All sources' });
      await view().getByRole('status').filter({ hasText: '50 leads shown' }).waitFor();
      mkdirSync(ARTIFACTS, { recursive: true });
      await page.screenshot({ path: `${ARTIFACTS}/all-leads.png`, fullPage: false });
    });

    it('exports what the view shows as a CSV file that reads back', async () => {
      await view()
        .getByLabel(/^Search/)
        .fill(tag);
      await view().getByRole('status').filter({ hasText: 'more to load' }).waitFor();
      await view().getByLabel('Source').selectOption({ label: spring.name });
      await view().getByRole('status').filter({ hasText: 'more to load' }).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        view().getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).to.match(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
      await view()
        .getByRole('status')
        .filter({ hasText: /^Exported leads-/ })
        .waitFor();
      const text = readFileSync((await download.path())!, 'utf8');
      expect(text.charCodeAt(0), 'a byte order mark').to.equal(0xfeff);
      const lines = text.slice(1).split('\r\n').filter(Boolean);
      expect(lines[0].split(',').slice(0, 3)).to.deep.equal(['id', 'createdAt', 'source']);
      expect(lines, 'the 61 leads of Spring matching the search, and the header').to.have.length(62);
      const jose = lines.find((line) => line.includes(janeEmail()))!;
      expect(jose).to.contain(spring.name).and.contain("'=1+2");
      await view().getByLabel('Source').selectOption({ label: 'All sources' });
    });

    it("opens a lead's panel with its notes, fields, returns and deliveries, then erases the person", async () => {
      await view()
        .getByLabel(/^Search/)
        .fill(janeEmail());
      await view().getByRole('status').filter({ hasText: '1 lead found' }).waitFor();
      await rows()
        .first()
        .getByRole('button', { name: `José Núñez ${tag}` })
        .click();
      const panel = page.getByRole('dialog', { name: `José Núñez ${tag}` });
      await panel.waitFor();
      await panel.getByText('Notes, as the AI agent reads them').waitFor();
      expect(await panel.locator('pre').first().textContent()).to.contain('Wants a call');
      await panel.getByText('=1+2', { exact: true }).waitFor();
      await panel.locator('.submissions:not(.conflicts)').getByText(`via ${autumn.name}: José again ${tag}`).waitFor();
      // Issue 34: "José again" is another name for the same phone, shown before the notes as a warning.
      await panel.getByRole('heading', { name: 'Another name or email' }).waitFor();
      expect(await panel.locator('.conflicts-notice').textContent())
        .to.contain('This phone or email also arrived as someone else (once, below)')
        .and.contain('confirm who you are talking to');
      expect(await panel.locator('.conflicts li').allTextContents()).to.have.length(1);
      expect(await panel.locator('.conflicts li').textContent()).to.contain(`via ${autumn.name}: José again ${tag}`);
      await panel.locator('.delivery-list li', { hasText: '200 created' }).waitFor();
      await panel.locator('.delivery-list li', { hasText: '200 duplicate' }).waitFor();
      expect(await panel.getByRole('link', { name: janeEmail() }).getAttribute('href')).to.equal(
        `mailto:${janeEmail()}`,
      );
      await page.screenshot({ path: `${ARTIFACTS}/lead-panel.png` });

      await panel.getByRole('button', { name: 'Erase this person' }).click();
      await panel
        .getByRole('status')
        .filter({ hasText: `Erased José Núñez ${tag}` })
        .waitFor();
      expect(dialogs.at(-1))
        .to.match(/^Erase José Núñez/)
        .and.contain('1 submission(s)')
        .and.contain('bodies of the delivery log entries')
        .and.contain('cannot be undone')
        .and.contain('backups');
      expect(
        await page.locator(`[id="source-${spring.id}"] .stats`).textContent(),
        'the card counts one lead less',
      ).to.match(/^60 leads/);
      await panel.getByRole('button', { name: 'Close' }).click();
      await view().getByRole('status').filter({ hasText: 'No leads found.' }).waitFor();
      expect(
        (await server.api(`/api/leads?q=${encodeURIComponent(janeEmail())}`).then((r) => r.json())).leads,
      ).to.deep.equal([]);
      const { deliveries } = await (await server.api(`/api/sources/${spring.id}/deliveries`)).json();
      const carried = deliveries.filter((d: { erased?: boolean }) => d.erased);
      expect(carried.length).to.be.greaterThan(0);
      expect(carried.every((d: { body?: string }) => d.body === undefined)).to.equal(true);
      expect(problems).to.deep.equal([]);
    });

    it('shows All leads as cards on a 375 px screen, nothing wider than the screen', async () => {
      const mobile = await browser.newPage({ viewport: { width: 375, height: 800 } });
      try {
        await mobile.goto(`${server.url}/#token=${server.adminToken}`);
        await mobile.getByRole('button', { name: 'All leads' }).click();
        const list = mobile.getByRole('region', { name: 'All leads' });
        await list.getByRole('status').filter({ hasText: '50 leads shown' }).waitFor();
        const wrap = list.locator('.table-wrap');
        expect(
          await wrap.evaluate((el) => el.scrollWidth <= el.clientWidth),
          'no sideways scrolling inside the list',
        ).to.equal(true);
        expect(await mobile.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(375);
        const firstName = (await list.locator('.lead-name').first().boundingBox())!;
        expect(firstName.width, 'a name on whole lines').to.be.greaterThan(150);
        await mobile.screenshot({ path: `${ARTIFACTS}/all-leads-mobile.png` });
      } finally {
        await mobile.close();
      }
    });
  });
}
