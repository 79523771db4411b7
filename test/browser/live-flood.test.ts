import { expect } from 'chai';
import type { Browser, Page } from 'playwright-core';
import { browserTestsOn, launchChromium } from '../helpers/chromium.ts';
import { startTestServer, unique, type SourceView, type TestServer } from '../helpers/test-server.ts';

// Issue 23 item 4: one URL sending batches of 100 leads at 45 requests/s froze the page (timers
// lagged 18 s with the delivery log open; 45,100 rows in 10 s with it closed). Real webhook posts
// on loopback, for a few seconds, while the page measures how late its own timer fires.
const BATCHES_PER_SECOND = 45;
const BATCH = 100;
const FLOOD_MS = 4_000;
/**
 * The flood goes on past FLOOD_MS until this many leads are stored: a batch of 100 is read on a
 * reader thread at the lowest priority (docs/api.md §2.6), so on a busy machine most batches are
 * refused 429 and 4 s stored as few as 200 (seen with both cores busy). Bounded by MAX_FLOOD_MS.
 */
const MIN_STORED = 2_000;
const MAX_FLOOD_MS = 60_000;
const PROBE_MS = 50;
/** Far above a busy machine's hiccups, far below the seconds the unbounded page lagged. */
const MAX_TIMER_LAG_MS = 750;

if (browserTestsOn) {
  describe('Lead Sources page under a flood of live events (Chromium)', function () {
    this.timeout(120_000);
    let server: TestServer;
    let browser: Browser;
    let page: Page;

    beforeEach(async () => {
      page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
    });
    afterEach(() => page?.close());

    before(async () => {
      // The page is under test, not the rate limiter: the limit is lifted so every batch lands.
      server = await startTestServer({
        WEBHOOK_RATE_LIMIT: '100000',
        WEBHOOK_BYTES_PER_SECOND: '0',
        WEBHOOK_DAILY_QUOTA: '0',
      });
      ({ browser } = await launchChromium());
    });
    after(async () => {
      await browser?.close();
      await server?.stop();
    });

    /**
     * Posts batches at the given rate for `ms`, and on until `minStored` leads are stored (at most
     * MAX_FLOOD_MS), never more than 64 requests in flight; counts the leads stored.
     */
    async function flood(source: SourceView, tag: string, ms: number, minStored: number): Promise<number> {
      let sent = 0;
      let stored = 0;
      const inFlight = new Set<Promise<void>>();
      const started = Date.now();
      const going = () => {
        const elapsed = Date.now() - started;
        return elapsed < ms || (stored < minStored && elapsed < MAX_FLOOD_MS);
      };
      while (going()) {
        const batch = Array.from({ length: BATCH }, (_, i) => ({
          name: `Flood ${tag} ${sent}-${i}`,
          email: `${tag}-${sent}-${i}@example.com`,
        }));
        sent += 1;
        const request = server.post(source.webhookUrl, batch).then(async (response) => {
          const answer = await response.json();
          if (response.status === 200)
            stored += answer.results.filter((r: { status: string }) => r.status === 'created').length;
        });
        const tracked = request.finally(() => inFlight.delete(tracked));
        inFlight.add(tracked);
        if (inFlight.size >= 64) await Promise.race(inFlight);
        const due = started + (sent * 1000) / BATCHES_PER_SECOND;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
      }
      await Promise.all(inFlight);
      return stored;
    }

    const startLagProbe = () =>
      page.evaluate((every) => {
        const probe = { maxLag: 0, last: performance.now() };
        (window as unknown as { lagProbe: typeof probe }).lagProbe = probe;
        setInterval(() => {
          const now = performance.now();
          probe.maxLag = Math.max(probe.maxLag, now - probe.last - every);
          probe.last = now;
        }, every);
      }, PROBE_MS);
    const maxLag = () => page.evaluate(() => (window as unknown as { lagProbe: { maxLag: number } }).lagProbe.maxLag);

    for (const logOpen of [false, true]) {
      it(`stays responsive with bounded lists, delivery log ${logOpen ? 'open' : 'closed'}, and ends on the right count`, async () => {
        const source = await server.createSource({ name: unique(`Flooded ${logOpen ? 'open' : 'closed'}`) });
        await page.goto(`${server.url}/#token=${server.adminToken}`);
        const card = page.getByRole('region', { name: source.name });
        await page.getByText('Live: new leads appear').waitFor();
        if (logOpen) await card.getByText('Delivery log', { exact: true }).click();
        await startLagProbe();

        const tag = unique('flood').toLowerCase();
        const floodStarted = Date.now();
        const stored = await flood(source, tag, FLOOD_MS, MIN_STORED);
        const flooded = Date.now() - floodStarted;
        expect(stored, 'the flood reached the store').to.be.at.least(MIN_STORED);

        const lag = await maxLag();
        const rows = await card.locator('.leads tbody tr').count();
        const deliveries = await card.locator('.delivery-list li').count();
        console.log(
          `      ${stored} leads stored in ${flooded} ms; page timer lag at most ${Math.round(lag)} ms; ${rows} lead rows, ${deliveries} deliveries listed`,
        );
        expect(
          { lagUnderBound: lag < MAX_TIMER_LAG_MS, rows, deliveriesBounded: deliveries <= 100 },
          `timer lag ${Math.round(lag)} ms`,
        ).to.deep.equal({ lagUnderBound: true, rows: 50, deliveriesBounded: true });
        // Coalesced, not dropped: the card ends on the stored count and the newest lead.
        await card
          .locator('.stats')
          .filter({ hasText: `${stored} leads` })
          .waitFor({ timeout: 5_000 });
        const { leads } = await (await server.api(`/api/leads?sourceId=${source.id}&limit=1`)).json();
        await card.locator('.leads tbody tr').first().filter({ hasText: leads[0].email }).waitFor({ timeout: 5_000 });
      });
    }
  });
}
