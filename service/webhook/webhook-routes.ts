import type { Context, Middleware, Next } from 'koa';
import type { AppDeps } from '../app-deps.ts';
import { HttpError, methodNotAllowed, rateLimited, webhookNotFound, webhookRevoked } from '../http/errors.ts';
import { readBody } from '../http/read-body.ts';
import type { WebhookLookup } from '../store/lead-store.ts';
import { submitLead } from './intake.ts';
import { RateLimiter } from './rate-limiter.ts';

const WEBHOOK_PATH = /^\/webhook\/([^/]+)\/?$/;
const METHODS = 'POST, GET, HEAD, OPTIONS';

/**
 * `/webhook/<token>`: intake (POST), the URL check (GET, HEAD) and CORS preflights (OPTIONS).
 * Intake is the hot path, so this is one middleware of plain calls rather than a router chain.
 * Checks run in the contract's order: 404/410, 429, 415, 413, 400, 422.
 */
export function webhookRoutes(deps: AppDeps): Middleware {
  const { store, config, events } = deps;
  const limiter = new RateLimiter(config.webhookRateLimit);

  async function intake(ctx: Context, webhook: WebhookLookup, token: string) {
    refuseRevoked(webhook);
    const wait = limiter.take(token);
    if (wait > 0) throw rateLimited(wait);
    const { source } = webhook;
    const body = await readBody(ctx, config.bodyLimitBytes);
    const result = await submitLead(store, source, body);
    ctx.body = result;
    if (result.status === 'created') events.publish({ type: 'lead', sourceId: source.id, lead: result.lead });
    events.publish({
      type: 'delivery',
      sourceId: source.id,
      delivery: {
        at: result.status === 'created' ? result.lead.createdAt : new Date().toISOString(),
        status: 200, outcome: result.status, body: body.text,
        ...(result.status === 'created' ? { leadId: result.lead.id } : {}),
      },
    });
  }

  // Every rejected request that reached a known source goes into its delivery log.
  async function logRejection(ctx: Context, webhook: WebhookLookup, error: unknown) {
    if (!(error instanceof HttpError)) return;
    const delivery = {
      at: new Date().toISOString(),
      status: error.status,
      outcome: 'rejected' as const,
      error: { code: error.code, message: error.message },
      ...(ctx.state.bodyText !== undefined ? { body: ctx.state.bodyText as string } : {}),
    };
    await store.recordDelivery(webhook.source.id, delivery)
      .then(() => events.publish({ type: 'delivery', sourceId: webhook.source.id, delivery }))
      .catch((cause) => deps.logger.warn({ err: cause }, 'could not log a rejected delivery'));
  }

  return async (ctx: Context, next: Next) => {
    const match = WEBHOOK_PATH.exec(ctx.path);
    if (!match) return next();
    // Landing pages post straight from the browser (CONTRACT §2, CORS).
    ctx.set('Access-Control-Allow-Origin', '*');
    if (ctx.method === 'OPTIONS') return preflight(ctx);
    if (ctx.method !== 'POST' && ctx.method !== 'GET' && ctx.method !== 'HEAD') throw methodNotAllowed(METHODS);

    const token = decodeToken(match[1]);
    const webhook = await store.findWebhook(token);
    if (!webhook) throw webhookNotFound();
    if (ctx.method !== 'POST') {
      refuseRevoked(webhook);
      ctx.body = { status: 'ok', source: { id: webhook.source.id, name: webhook.source.name } };
      return;
    }
    try {
      await intake(ctx, webhook, token);
    } catch (error) {
      await logRejection(ctx, webhook, error);
      throw error;
    }
  };
}

function refuseRevoked({ revoked }: WebhookLookup) {
  if (!revoked) return;
  throw webhookRevoked(
    revoked.reason === 'regenerated'
      ? `This webhook URL was replaced on ${revoked.at} when its lead source's URL was regenerated; use the new URL from the Lead Sources page.`
      : `This webhook URL stopped working on ${revoked.at} because its lead source was deleted.`,
  );
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
