import Router from '@koa/router';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getCountries } from 'libphonenumber-js';

const PUBLIC_DIR = path.join(import.meta.dirname, 'public');

// Every file of public/ at /<name> (the page's ES modules, style, icon); index.html also at /.
const FILES: Record<string, string> = Object.fromEntries([
  ['/', 'index.html'],
  ...readdirSync(PUBLIC_DIR).map((file) => [`/${file}`, file]),
]);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.ico': 'image/x-icon',
};

// No inline script or style, nothing from another origin but the webhook base (for "Send test
// lead"); the page never frames or is framed, and sends no Referer that could carry a URL.
const pageHeaders = (publicBaseUrl: string) => ({
  'Content-Security-Policy':
    `default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self' ${new URL(publicBaseUrl).origin}; ` +
    "img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cache-Control': 'no-cache',
});

/** The Lead Sources page: its static files read once, and the country codes phones understand. */
export function pageRoutes(publicBaseUrl: string): Router {
  const PAGE_HEADERS = pageHeaders(publicBaseUrl);
  const router = new Router();
  for (const [route, file] of Object.entries(FILES)) {
    const content = readFileSync(path.join(PUBLIC_DIR, file));
    router.get(route, (ctx) => {
      ctx.set(PAGE_HEADERS);
      ctx.type = TYPES[path.extname(file)];
      ctx.body = content;
    });
  }
  const countries = JSON.stringify(getCountries());
  router.get('/countries.json', (ctx) => {
    ctx.set(PAGE_HEADERS);
    ctx.type = 'application/json';
    ctx.body = countries;
  });
  return router;
}
