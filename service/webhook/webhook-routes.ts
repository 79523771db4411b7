import Router from '@koa/router';
import type { Context, Next } from 'koa';
import type { AppDeps } from '../app-deps.ts';
import { HttpError, rateLimited, webhookNotFound, webhookRevoked } from '../http/errors.ts';
import { readBody } from '../http/read-body.ts';
import type { WebhookLookup } from '../store/lead-store.ts';
import { submitLead } from './intake.ts';
import { RateLimiter } from './rate-limiter.ts';

/** `POST /webhook/:token` and its URL check. Checks run in the contract's order: 404/410, 429, 415, 413, 400, 422. */
export function webhookRoutes(deps: AppDeps): Router {
  const { store, config, events } = deps;
  const limiter = new RateLimiter(config.webhookRateLimit);
  const router = new Router({ prefix: '/webhook/:token' });

  router.use(allowAnyOrigin);
  router.options('/', (ctx) => {
    ctx.status = 204;
  });

  router.get('/', findWebhook, refuseRevoked, (ctx) => {
    const { source } = ctx.state.webhook as WebhookLookup;
    ctx.body = { status: 'ok', source: { id: source.id, name: source.name } };
  });

  router.post('/', findWebhook, logRejections, refuseRevoked, async (ctx, next) => {
    const wait = limiter.take(ctx.params.token);
    if (wait > 0) throw rateLimited(wait);
    await next();
  }, async (ctx) => {
    const { source } = ctx.state.webhook as WebhookLookup;
    const body = await readBody(ctx, config.bodyLimitBytes);
    const result = await submitLead(store, source, body);
    ctx.body = result;
    const at = result.status === 'created' ? result.lead.createdAt : new Date().toISOString();
    if (result.status === 'created') events.publish({ type: 'lead', sourceId: source.id, lead: result.lead });
    events.publish({
      type: 'delivery',
      sourceId: source.id,
      delivery: {
        at, status: 200, outcome: result.status, body: body.text,
        ...(result.status === 'created' ? { leadId: result.lead.id } : {}),
      },
    });
  });

  async function findWebhook(ctx: Context, next: Next) {
    const lookup = await store.findWebhook(ctx.params.token);
    if (!lookup) throw webhookNotFound();
    ctx.state.webhook = lookup;
    await next();
  }

  // Every rejected request that reached a known source goes into its delivery log.
  async function logRejections(ctx: Context, next: Next) {
    try {
      await next();
    } catch (error) {
      if (error instanceof HttpError) {
        const { source } = ctx.state.webhook as WebhookLookup;
        const delivery = {
          at: new Date().toISOString(),
          status: error.status,
          outcome: 'rejected' as const,
          error: { code: error.code, message: error.message },
        };
        const body = ctx.state.bodyText !== undefined ? { body: ctx.state.bodyText as string } : {};
        await store.recordDelivery(source.id, { ...delivery, ...body })
          .then(() => events.publish({ type: 'delivery', sourceId: source.id, delivery: { ...delivery, ...body } }))
          .catch((cause) => deps.logger.warn({ err: cause }, 'could not log a rejected delivery'));
      }
      throw error;
    }
  }

  return router;
}

function refuseRevoked(ctx: Context, next: Next) {
  const { revoked } = ctx.state.webhook as WebhookLookup;
  if (!revoked) return next();
  throw webhookRevoked(
    revoked.reason === 'regenerated'
      ? `This webhook URL was replaced on ${revoked.at} when its lead source's URL was regenerated; use the new URL from the Lead Sources page.`
      : `This webhook URL stopped working on ${revoked.at} because its lead source was deleted.`,
  );
}

// Landing pages post straight from the browser (CONTRACT §2, CORS).
async function allowAnyOrigin(ctx: Context, next: Next) {
  ctx.set('Access-Control-Allow-Origin', '*');
  if (ctx.method === 'OPTIONS') {
    ctx.set('Access-Control-Allow-Methods', 'POST, GET, HEAD, OPTIONS');
    ctx.set('Access-Control-Allow-Headers', ctx.get('Access-Control-Request-Headers') || 'Content-Type');
    ctx.set('Access-Control-Max-Age', '86400');
  }
  await next();
}
