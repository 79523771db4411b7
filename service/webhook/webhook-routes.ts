import Router from '@koa/router';
import type { Context } from 'koa';
import type { Logger } from 'pino';
import type { AppDeps } from '../app-deps.ts';
import { renderError } from '../http/error-middleware.ts';
import { methodNotAllowed, webhookNotFound, webhookRevoked } from '../http/errors.ts';
import { DailyQuota } from './daily-quota.ts';
import { REFUSAL_PAGE_HEADERS, refusalPage, thankYouPageFor } from './form-page.ts';
import type { IntakeAnswer } from './body-submitter.ts';
import { createIntake } from './intake.ts';
import { KeyedGate } from '../http/keyed-gate.ts';
import { TurnQueue } from '../http/turn-queue.ts';
import { ReadPool } from './read-pool.ts';
import { RateLimiter } from './rate-limiter.ts';
import { RefusalLog } from './refusal-log.ts';
import { SourceMemory } from './source-memory.ts';

/**
 * A source's bytes may burst to 2 seconds of WEBHOOK_BYTES_PER_SECOND (512 KiB by default: 8 bodies
 * of the size limit, a hundred form bodies): each body admitted in a burst costs the event loop a
 * millisecond or two around its reading (its answer, its store write), so a burst of 16 held other
 * requests about 70 ms in the flood bench (docs/performance.md).
 */
const BYTES_BURST_SECONDS = 2;

/** Large bodies of one source read at once, and how many more may wait how long (docs/api.md §2.6). */
const LARGE_BODIES_PER_SOURCE = { running: 2, queued: 8, maxWaitMs: 1000 };

/**
 * Refusals before the body answered per turn of the event loop: each costs the event loop 0.1 to
 * 0.5 ms (its answer, log line, metrics, the unread body drained), so a burst of 200 held every
 * other request 60 to 100 ms when all were answered in the turn they came (docs/performance.md).
 */
const REFUSALS_PER_TURN = 8;

const METHODS = 'POST, GET, HEAD, OPTIONS';

/** Every webhook answer's CORS headers: landing pages post straight from the browser (docs/api.md §2, CORS). */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  // A landing page's script may read the request id to quote it when something fails.
  'Access-Control-Expose-Headers': 'X-Request-Id',
};
// Every webhook answer with a body is JSON: its type set with the CORS headers, so Koa need not look it up in mime-types.
// Set on the response itself, one setHeader each: Koa's `ctx.set` adds its own checks per header.
const JSON_ANSWER_HEADERS = Object.entries({ ...CORS_HEADERS, 'Content-Type': 'application/json; charset=utf-8' });

/**
 * `/webhook/:token`: intake (POST), the URL check (GET, HEAD) and CORS preflights (OPTIONS), one
 * route of every method that checks the method itself, so a wrong one is the contract's 405 (not the
 * router's). Case-sensitive, a trailing slash allowed (docs/api.md §2.8); what it throws is rendered
 * by the app's one error middleware.
 */
export function webhookRoutes({ store, events, config, logger, shutdown, readerThreadsAtStart }: AppDeps): Router {
  const refusals = new RefusalLog({ store, events, logger });
  shutdown.push(() => refusals.flush());
  const readers = new ReadPool();
  shutdown.push(() => readers.close());
  if (readerThreadsAtStart) readers.startThreads();
  const intake = createIntake({
    store,
    events,
    logger,
    refusals,
    refusalTurns: new TurnQueue(REFUSALS_PER_TURN),
    limiter: new RateLimiter(config.webhookRateLimit),
    quota: new DailyQuota(config.webhookDailyQuota),
    bytesBudget: new RateLimiter(config.webhookBytesPerSecond, BYTES_BURST_SECONDS),
    readers,
    gate: new KeyedGate(LARGE_BODIES_PER_SOURCE),
    bodyLimitBytes: config.bodyLimitBytes,
    memory: new SourceMemory(),
  });

  const router = new Router({ sensitive: true });
  router.all('/webhook/:token', async (ctx: Context) => {
    const { method, req, res } = ctx;
    if (method === 'OPTIONS') return preflight(ctx);
    for (const [name, value] of JSON_ANSWER_HEADERS) res.setHeader(name, value);
    if (method !== 'POST' && method !== 'GET' && method !== 'HEAD') throw methodNotAllowed(METHODS);

    // The router decodes the token as it reads the path (a malformed escape stays as sent).
    const token = ctx.params.token;
    const webhook = await store.findWebhook(token);
    if (!webhook) throw webhookNotFound();
    if (method !== 'POST') {
      if (webhook.revoked) throw webhookRevoked(webhook.revoked);
      answerJson(ctx, { status: 'ok', source: { id: webhook.source.id, name: webhook.source.name } });
      return;
    }
    const { headers } = req;
    const post = {
      webhook,
      token,
      body: req,
      requestId: ctx.state.requestId,
      contentType: headers['content-type'],
      contentEncoding: headers['content-encoding'],
      contentLength: headers['content-length'],
    };
    const thankYouPage = thankYouPageFor(webhook.source, headers['content-type'], headers.accept);
    if (thankYouPage === null) {
      answerJson(ctx, await intake(post));
      return;
    }
    await answerFormVisit(ctx, thankYouPage, () => intake({ ...post, answerStatus: 303 }), logger);
  });
  return router;
}

/**
 * A plain HTML form's visitor (form-page.ts, docs/api.md §2.7): a lead taken is answered 303 See
 * Other to the thank-you page (its delivery recorded the 303), a refusal with its status and a
 * small page instead of JSON; a batch keeps its JSON results.
 */
async function answerFormVisit(
  ctx: Context,
  thankYouPage: string,
  take: () => Promise<IntakeAnswer>,
  logger: Logger,
): Promise<void> {
  try {
    const answer = await take();
    if ('results' in answer) {
      answerJson(ctx, answer);
      return;
    }
    ctx.status = 303;
    ctx.set('Location', thankYouPage);
    ctx.body = null;
    ctx.state.answer = answer; // counted as the lead it is (http-metrics.ts)
  } catch (caught) {
    // Rendered as every error is (status, headers, log code), then its JSON body becomes the page.
    renderError(ctx, caught, logger);
    const { error } = ctx.body as { error: { details?: Array<{ field: string; message: string }> } };
    ctx.type = 'text/html; charset=utf-8';
    ctx.set(REFUSAL_PAGE_HEADERS);
    ctx.body = refusalPage(ctx.status, error.details, thankYouPage, ctx.get('Referer') || undefined);
  }
}

/**
 * A JSON answer serialised here, so Koa sends the text as it is (its `respond` then does no JSON
 * work and its body setter no type look-up); the answer itself stays in `ctx.state.answer` for
 * the request edge's metrics (leads by outcome) and any middleware that reads it.
 */
function answerJson(ctx: Context, answer: object): void {
  ctx.state.answer = answer;
  ctx.body = JSON.stringify(answer);
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
