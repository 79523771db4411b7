import { expect } from 'chai';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { ARTIFACTS, browserTestsOn } from '../helpers/chromium.ts';
import { fixtureJson } from '../helpers/sender-fixtures.ts';
import { unique, type SourceView, type TestServer } from '../helpers/test-server.ts';
import { pageWithServer } from '../helpers/page-with-server.ts';

// Issue 19, end to end: a Gravity Forms body built from its documentation is refused, mapped on
// the page, sent again and stored as the right lead. SKIP_BROWSER_TESTS=1 is the documented opt-out.
if (browserTestsOn) {
  describe('Lead Sources page: map fields and send a refused delivery again (Chromium)', function () {
    this.timeout(60_000);
    const world = pageWithServer({ consoleErrors: true, failedResponses: true });
    const { problems } = world;
    let server: TestServer;
    let page: Page;

    before(async () => {
      ({ server, page } = world);
    });

    it('shows the refused delivery with its request id, maps its keys, sends it again and stores the right lead', async () => {
      const source: SourceView = await server.createSource({ name: unique('Gravity Forms'), defaultCountry: 'US' });
      // An entry without its email field: its phone at /4 is found by no reader until mapped.
      const entry = fixtureJson('gravity-forms-all-fields.json');
      delete entry['3'];
      const digits = String(Date.now()).slice(-4);
      const phone = `+1650555${digits}`;
      Object.assign(entry, { 4: `(650) 555-${digits}` });
      const refused = await server.post(source.webhookUrl, entry, {
        'Content-Type': 'application/json',
        'X-Request-Id': 'gf-submission-1042',
      });
      expect(refused.status).to.equal(422);

      await page.goto(`${server.url}/#token=${server.adminToken}`);
      const card = page.getByRole('region', { name: source.name });
      await card.getByText('Delivery log', { exact: true }).click();
      const item = card.locator('.delivery-list li', { hasText: '422 rejected' });
      await item.getByText(/request id gf-submission-1042/).waitFor();

      await item.getByRole('button', { name: /^Map fields: delivery of / }).click();
      const form = card.getByRole('form', { name: /^Map fields of the delivery/ });
      await form.waitFor();
      expect(await form.getByRole('row').count(), 'a header and one row per key').to.be.greaterThan(20);
      expect(
        await form
          .locator('select')
          .first()
          .evaluate((el) => el === document.activeElement),
        'focus moves into the form',
      ).to.equal(true);
      await form.getByRole('row', { name: /\/1\.3 Jane/ }).waitFor();
      await card.getByLabel('/1.3', { exact: true }).selectOption({ label: 'First name' });
      await card.getByLabel('/1.6', { exact: true }).selectOption({ label: 'Last name' });
      // The last choice and the save by keyboard alone.
      await card.getByLabel('/4', { exact: true }).focus();
      await page.keyboard.press('ArrowDown'); // Name
      await page.keyboard.press('ArrowDown'); // First name
      await page.keyboard.press('ArrowDown'); // Last name
      await page.keyboard.press('ArrowDown'); // Phone
      expect(await card.getByLabel('/4', { exact: true }).inputValue()).to.equal('phone');
      mkdirSync(ARTIFACTS, { recursive: true });
      await form.screenshot({ path: `${ARTIFACTS}/field-map-form.png` });
      await form.getByRole('button', { name: 'Save mapping' }).focus();
      await page.keyboard.press('Enter');
      await card.getByRole('status').filter({ hasText: 'Mapping saved: 3 keys mapped' }).waitFor();
      const saved = await (await server.api(`/api/sources/${source.id}`)).json();
      expect(saved.fieldMap).to.deep.equal({ '/1.3': 'firstName', '/1.6': 'lastName', '/4': 'phone' });

      await item.getByRole('button', { name: /^Send again: delivery of / }).focus();
      await page.keyboard.press('Enter');
      const answer = card.getByRole('status').filter({ hasText: 'Sent again: 200' });
      await answer.waitFor();
      expect(await answer.textContent())
        .to.contain('Sent again: 200: stored as a new lead, Jane Doe.')
        .and.contain('"status": "created"')
        .and.contain('"name": "Jane Doe"');
      await card.getByRole('link', { name: phone }).waitFor({ timeout: 2000 });

      const { leads } = await (await server.api(`/api/leads?sourceId=${source.id}`)).json();
      expect(leads).to.have.length(1);
      expect(leads[0]).to.include({ name: 'Jane Doe', email: null, phone });
      // A key with no meaning (`5`) stays out of the brief unless the map labels it; it is kept in fields.
      expect(leads[0].notes).not.to.contain('Interested in the spring offer');
      expect(leads[0].fields).to.include({ '5': 'Interested in the spring offer' });

      // The refused entry now links the lead it became instead of offering its tools (issue 36 item 9).
      await item.getByRole('button', { name: 'Became lead Jane Doe →' }).waitFor();
      expect(await item.getByRole('button', { name: /^Send again/ }).count()).to.equal(0);
      // Sent once more (by the API): the lead it made already answers duplicate.
      const again = await server.api(
        `/api/sources/${source.id}/deliveries/${await item.getAttribute('data-delivery-id')}/replay`,
        {
          method: 'POST',
        },
      );
      expect((await again.json()).status).to.equal('duplicate');

      // Opened again on the delivery that made the lead, the form shows the saved mapping; Escape closes it.
      await card
        .locator('.delivery-list li', { hasText: '200 created' })
        .first()
        .getByRole('button', { name: /^Map fields/ })
        .click();
      expect(await card.getByLabel('/1.3', { exact: true }).inputValue()).to.equal('firstName');
      expect(await card.getByLabel('/5', { exact: true }).inputValue()).to.equal('');
      await page.keyboard.press('Escape');
      await card.getByRole('form', { name: /^Map fields of the delivery/ }).waitFor({ state: 'detached' });

      await page.screenshot({ path: `${ARTIFACTS}/field-map.png`, fullPage: true });
      expect(problems).to.deep.equal([]);
    });
  });
}
