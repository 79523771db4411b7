import type { Context, Middleware, Next } from 'koa';
import type { AppDeps } from '../app-deps.ts';
import { methodNotAllowed, webhookNotFound, webhookRevoked } from '../http/errors.ts';
import { DailyQuota } from './daily-quota.ts';
import { createIntake } from './intake.ts';
import { RateLimiter } from './rate-limiter.ts';
import { RefusalLog } from './refusal-log.ts';

const WEBHOOK_PATH = /^\/webhook\/([^/]+)\/?$/;
const METHODS = 'POST, GET, HEAD, OPTIONS';

/**
 * `/webhook/<token>`: intake (POST), the URL check (GET, HEAD) and CORS preflights (OPTIONS).
 * Intake is the hot path, so this is one middleware of plain calls rather than a router chain:
 * it matches, checks the method, sets CORS, looks the token up (404) and hands the rest to intake.
 */
export function webhookRoutes({ store, events, config, logger, shutdown }: AppDeps): Middleware {
  const refusals = new RefusalLog({ store, events, logger });
  shutdown.push(() => refusals.flush());
  const intake = createIntake({
    store, events, logger, refusals, limiter: new RateLimiter(config.webhookRateLimit), quota: new DailyQuota(config.webhookDailyQuota),
    bodyLimitBytes: config.bodyLimitBytes,
  });

  return async (ctx: Context, next: Next) => {
    const match = WEBHOOK_PATH.exec(ctx.path);
    if (!match) return next();
    // Landing pages post straight from the browser (docs/api.md §2, CORS).
    // A landing page's script may read the request id to quote it when something fails.
    ctx.set({ 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'X-Request-Id' });
    if (ctx.method === 'OPTIONS') return preflight(ctx);
    if (ctx.method !== 'POST' && ctx.method !== 'GET' && ctx.method !== 'HEAD') throw methodNotAllowed(METHODS);

    const token = decodeToken(match[1]);
    const webhook = await store.findWebhook(token);
    if (!webhook) throw webhookNotFound();
    if (ctx.method !== 'POST') {
      if (webhook.revoked) throw webhookRevoked(webhook.revoked);
      ctx.body = { status: 'ok', source: { id: webhook.source.id, name: webhook.source.name } };
      return;
    }
    const { headers } = ctx.req;
    ctx.body = await intake({
      webhook, token, body: ctx.req, requestId: ctx.state.requestId,
      contentType: headers['content-type'], contentEncoding: headers['content-encoding'], contentLength: headers['content-length'],
    });
  };
}

function preflight(ctx: Context) {
  ctx.set('Access-Control-Allow-Methods', METHODS);
  ctx.set('Access-Control-Allow-Headers', ctx.get('Access-Control-Request-Headers') || 'Content-Type');
  ctx.set('Access-Control-Max-Age', '86400');
  ctx.status = 204;
}

// Tokens are URL-safe already; a percent-encoded one is read as the router would have read it.
function decodeToken(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
