import Router from '@koa/router';
import type { Context } from 'koa';
import type { AppDeps } from '../app-deps.ts';
import { methodNotAllowed, webhookNotFound, webhookRevoked } from '../http/errors.ts';
import { DailyQuota } from './daily-quota.ts';
import { createIntake } from './intake.ts';
import { RateLimiter } from './rate-limiter.ts';
import { RefusalLog } from './refusal-log.ts';

const METHODS = 'POST, GET, HEAD, OPTIONS';

/** Every webhook answer's CORS headers: landing pages post straight from the browser (docs/api.md §2, CORS). */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  // A landing page's script may read the request id to quote it when something fails.
  'Access-Control-Expose-Headers': 'X-Request-Id',
};
// Every webhook answer with a body is JSON: its type set with the CORS headers, so Koa need not look it up in mime-types.
const JSON_ANSWER_HEADERS = { ...CORS_HEADERS, 'Content-Type': 'application/json; charset=utf-8' };

/**
 * `/webhook/:token`: intake (POST), the URL check (GET, HEAD) and CORS preflights (OPTIONS), one
 * route of every method that checks the method itself, so a wrong one is the contract's 405 (not the
 * router's). Case-sensitive, a trailing slash allowed (docs/api.md §2.8); what it throws is rendered
 * by the app's one error middleware.
 */
export function webhookRoutes({ store, events, config, logger, shutdown }: AppDeps): Router {
  const refusals = new RefusalLog({ store, events, logger });
  shutdown.push(() => refusals.flush());
  const intake = createIntake({
    store,
    events,
    logger,
    refusals,
    limiter: new RateLimiter(config.webhookRateLimit),
    quota: new DailyQuota(config.webhookDailyQuota),
    bodyLimitBytes: config.bodyLimitBytes,
  });

  const router = new Router({ sensitive: true });
  router.all('/webhook/:token', async (ctx: Context) => {
    const { method, req } = ctx;
    if (method === 'OPTIONS') return preflight(ctx);
    ctx.set(JSON_ANSWER_HEADERS);
    if (method !== 'POST' && method !== 'GET' && method !== 'HEAD') throw methodNotAllowed(METHODS);

    // The router decodes the token as it reads the path (a malformed escape stays as sent).
    const token = ctx.params.token;
    const webhook = await store.findWebhook(token);
    if (!webhook) throw webhookNotFound();
    if (method !== 'POST') {
      if (webhook.revoked) throw webhookRevoked(webhook.revoked);
      ctx.body = { status: 'ok', source: { id: webhook.source.id, name: webhook.source.name } };
      return;
    }
    const { headers } = req;
    ctx.body = await intake({
      webhook,
      token,
      body: req,
      requestId: ctx.state.requestId,
      contentType: headers['content-type'],
      contentEncoding: headers['content-encoding'],
      contentLength: headers['content-length'],
    });
  });
  return router;
}

function preflight(ctx: Context): void {
  ctx.set({
    ...CORS_HEADERS,
    'Access-Control-Allow-Methods': METHODS,
    'Access-Control-Allow-Headers': ctx.get('Access-Control-Request-Headers') || 'Content-Type',
    'Access-Control-Max-Age': '86400',
  });
  ctx.status = 204;
}
