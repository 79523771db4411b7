import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** A browser test's world: the app on port 0, Chromium, one page, and what went wrong in that page. */
export interface PageWithServer {
  server: TestServer;
  browser: Browser;
  page: Page;
  /** Uncaught errors in the page; console errors and answers of 400 or more when asked for. */
  readonly problems: string[];
}

export interface PageWithServerOptions {
  /** The server's environment over the test defaults (test-server.ts), e.g. `WEBHOOK_RATE_LIMIT: '0'`. */
  env?: Record<string, string>;
  viewport?: { width: number; height: number };
  consoleErrors?: boolean;
  failedResponses?: boolean;
}

/**
 * Called in a `describe`: before its tests, starts the app and Chromium and opens a page (of the
 * viewport asked, collecting its problems); after them, closes both. The fields are set once the
 * `before` hook has run, so a test file reads them in its own hooks and tests.
 */
export function pageWithServer(options: PageWithServerOptions = {}): PageWithServer {
  const world = { problems: [] as string[] } as PageWithServer;
  before(async () => {
    world.server = await startTestServer(options.env);
    ({ browser: world.browser, page: world.page } = await launchChromium());
    const { page, problems } = world;
    if (options.viewport) await page.setViewportSize(options.viewport);
    page.on('pageerror', (error) => problems.push(error.message));
    if (options.consoleErrors)
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
    if (options.failedResponses)
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
      });
  });
  after(async () => {
    await world.browser?.close();
    await world.server?.stop();
  });
  return world;
}
