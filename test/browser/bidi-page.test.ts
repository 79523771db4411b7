import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { browserTestsOn } from '../helpers/chromium.ts';
import { unique, uniquePhone, type TestServer } from '../helpers/test-server.ts';
import { pageWithServer } from '../helpers/page-with-server.ts';

// Issue 34 item 6: bidi controls in what a sender wrote are shown as visible marks, never obeyed.
if (browserTestsOn) {
  describe('Lead Sources page: bidi controls in lead values shown as marks (Chromium)', function () {
    this.timeout(60_000);
    const world = pageWithServer();
    let server: TestServer;
    let page: Page;

    before(async () => {
      ({ server, page } = world);
    });

    it("shows U+202E and the other bidi controls of a lead's name, notes and fields as marks; the stored value stays as sent", async () => {
      const tag = unique('bidi').replace(/[^a-z0-9]/gi, '');
      const name = `Eve ${tag} \u202Egnp.exe\u202C`;
      const source = await server.createSource({ name: unique('Bidi') });
      const sent = await (
        await server.post(source.webhookUrl, {
          name,
          phone: uniquePhone(),
          message: 'call \u2066me\u2069 \u200Enow\u200F',
        })
      ).json();
      expect(sent.lead.name, 'stored as sent').to.equal(name);
      await page.goto(`${server.url}/#token=${server.adminToken}`);
      await page.getByRole('button', { name: 'All leads' }).click();
      const row = page.locator('#all-leads tbody tr').filter({ hasText: `Eve ${tag}` });
      await row.waitFor();
      const text = (await row.textContent())!;
      expect(text).to.contain(`Eve ${tag} ⟨U+202E⟩gnp.exe⟨U+202C⟩`);
      expect(text).to.contain('call ⟨U+2066⟩me⟨U+2069⟩ ⟨U+200E⟩now⟨U+200F⟩');
      expect(text).not.to.match(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
      await row.getByRole('button', { name: new RegExp(`Eve ${tag}`) }).click();
      const panel = page.locator('#lead-panel');
      await panel.getByText('Notes, as the AI agent reads them').waitFor();
      expect(await panel.textContent()).not.to.match(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
    });
  });
}
