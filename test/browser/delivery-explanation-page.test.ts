import { expect } from 'chai';
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { ARTIFACTS, browserTestsOn, openSignedIn } from '../helpers/chromium.ts';
import { unique, uniquePhone, type TestServer } from '../helpers/test-server.ts';
import { pageWithServer } from '../helpers/page-with-server.ts';

// Issue 35 items 2 and 4 on the page: each delivery says why its fields were picked (strongest
// reason first) and folds every other value by role, in the delivery log and the lead's panel; Map
// fields offers a label in the notes and keeping a key out of them. On a desk and on a phone.
if (browserTestsOn) {
  describe("Lead Sources page: why a delivery's fields were picked, and the notes in Map fields (Chromium)", function () {
    this.timeout(90_000);
    const world = pageWithServer({ env: { WEBHOOK_RATE_LIMIT: '0' }, consoleErrors: true });
    const { problems } = world;
    let server: TestServer;
    let page: Page;

    before(async () => {
      ({ server, page } = world);
    });

    const noSidewaysScroll = (width: number) =>
      page.evaluate((limit) => document.documentElement.scrollWidth <= limit, width);

    async function expectExplained(item: Locator, phonePointer: string) {
      await item.getByText(/^Why these picks: 2 fields, 2 other values by role$/).click();
      const reasons = item.locator('.reasons');
      await reasons.getByText(`phone ${phonePointer}`).waitFor();
      // The name's strongest reason: the key it sits under, with its weight.
      expect(await reasons.locator('dd').first().textContent()).to.match(/key "name".*\(\d+\)$/);
      expect(await reasons.locator('dd').nth(1).textContent()).to.equal(
        `the source's field map names ${phonePointer} (1)`,
      );
      const answers = item.locator('.role-answer');
      await answers.getByText("In the brief: the person's answers (1)").click();
      await answers.getByText('/message Call me after 5pm about the roof').waitFor();
      const system = item.locator('.role-system');
      await system.getByText("Kept out: the sender's system values (1)").click();
      await system.getByText('/submission_id 0b6f6d0c-4c1a-4f3e-9b1e-1f2a3b4c5d6e').waitFor();
      expect(await item.locator('.role-context, .role-otherParty').count(), 'no empty groups').to.equal(0);
    }

    for (const width of [1280, 390]) {
      it(`shows reasons and roles in the delivery log and the lead panel, and labels notes in Map fields, at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        const source = await server.createSource({ name: unique(`Explained ${width}`), defaultCountry: 'US' });
        const patched = await server.api(`/api/sources/${source.id}`, {
          method: 'PATCH',
          json: { fieldMap: { '/Telefon': 'phone' } },
        });
        expect(patched.status).to.equal(200);
        // Letters only: a name holding digits is not read as a name.
        const tag = [...unique('').replace(/\D/g, '').slice(-8)].map((d) => 'abcdefghij'[Number(d)]).join('');
        const sent = await server.post(source.webhookUrl, {
          name: `Ada Tester ${tag}`,
          Telefon: uniquePhone(),
          message: 'Call me after 5pm about the roof',
          submission_id: '0b6f6d0c-4c1a-4f3e-9b1e-1f2a3b4c5d6e',
        });
        expect(sent.status).to.equal(200);

        await openSignedIn(page, server.url, server.adminToken);
        const card = page.getByRole('region', { name: source.name });
        await card.getByText('Delivery log', { exact: true }).click();
        const item = card.locator('.delivery-list li', { hasText: '200 created' });
        await item.getByText('Picked: name from /name, phone from /Telefon').waitFor();
        await expectExplained(item, '/Telefon');
        expect(await noSidewaysScroll(width), 'no sideways scrolling').to.equal(true);
        mkdirSync(ARTIFACTS, { recursive: true });
        await item.screenshot({ path: `${ARTIFACTS}/delivery-explanation-${width}.png` });

        // Map fields: a label for the message's line, the submission id kept out of the notes.
        await item.getByRole('button', { name: /^Map fields: delivery of / }).click();
        const form = card.getByRole('form', { name: /^Map fields of the delivery/ });
        await form.waitFor();
        expect(await card.getByLabel('Notes label for /message').isVisible(), 'hidden until chosen').to.equal(false);
        await card.getByLabel('/message', { exact: true }).selectOption({ label: 'label in notes…' });
        const label = card.getByLabel('Notes label for /message');
        expect(await label.evaluate((el) => el === document.activeElement), 'focus moves to the label').to.equal(true);
        await label.fill('Project');
        await card.getByLabel('/submission_id', { exact: true }).selectOption({ label: 'keep out of notes' });
        expect(await noSidewaysScroll(width), 'the form fits').to.equal(true);
        await form.screenshot({ path: `${ARTIFACTS}/field-map-notes-${width}.png` });
        await form.getByRole('button', { name: 'Save mapping' }).click();
        await card.getByRole('status').filter({ hasText: 'Mapping saved: 4 keys mapped' }).waitFor();
        const saved = await (await server.api(`/api/sources/${source.id}`)).json();
        expect(saved.fieldMap).to.deep.equal({
          '/name': 'name',
          '/Telefon': 'phone',
          '/message': { notesLabel: 'Project' },
          '/submission_id': { notes: false },
        });
        // Opened again, the form shows both.
        await item.getByRole('button', { name: /^Map fields/ }).click();
        expect(await card.getByLabel('/message', { exact: true }).inputValue()).to.equal('notesLabel');
        expect(await card.getByLabel('Notes label for /message').inputValue()).to.equal('Project');
        expect(await card.getByLabel('/submission_id', { exact: true }).inputValue()).to.equal('notesOff');
        expect(await card.getByLabel('Notes label for /submission_id').isVisible()).to.equal(false);
        await page.keyboard.press('Escape');

        // The lead's panel shows the same explanation on the delivery that made the lead.
        await page.getByRole('button', { name: 'All leads' }).click();
        const view = page.getByRole('region', { name: 'All leads' });
        await view.getByLabel(/^Search/).fill(tag);
        await view.getByRole('button', { name: `Ada Tester ${tag}` }).click();
        const panel = page.getByRole('dialog', { name: `Ada Tester ${tag}` });
        const delivery = panel.locator('.delivery-list li', { hasText: '200 created' });
        await expectExplained(delivery, '/Telefon');
        expect(await noSidewaysScroll(width), 'the panel fits').to.equal(true);
        await panel.screenshot({ path: `${ARTIFACTS}/lead-panel-explanation-${width}.png` });
        await panel.getByRole('button', { name: 'Close' }).click();
        await page.getByRole('button', { name: 'Sources', exact: true }).click();
        expect(problems).to.deep.equal([]);
      });
    }
  });
}
