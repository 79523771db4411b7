import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = 'test-artifacts';
/** SKIP_BROWSER_TESTS=1 is the one documented opt-out (CONTRIBUTING.md, "Tests"). */
export const browserTestsOn = process.env.SKIP_BROWSER_TESTS !== '1';

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export async function launchChromium(): Promise<{ browser: Browser; page: Page }> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM}: run "apt-get install -y chromium" (or set CHROMIUM_PATH, or SKIP_BROWSER_TESTS=1 to opt out).`,
    );
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await (await browser.newContext({ viewport: { width: 1100, height: 900 } })).newPage();
  return { browser, page };
}

/**
 * The page freshly loaded and signed in with the admin token from the sign-in link. It waits for
 * the sign-in (the token kept in localStorage) before reloading: a new page's reload could
 * otherwise outrun it and land on the sign-in form (seen under load). A reload also makes a fresh
 * load when the page is already at that address (a hash change alone loads nothing).
 */
export async function openSignedIn(page: Page, baseUrl: string, adminToken: string): Promise<void> {
  await page.goto(`${baseUrl}/#token=${adminToken}`);
  await page.getByRole('button', { name: 'Create source' }).waitFor();
  await page.reload();
  await page.getByRole('button', { name: 'Create source' }).waitFor();
}
