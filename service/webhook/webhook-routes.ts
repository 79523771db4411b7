import type { IncomingMessage } from 'node:http';
import type { AppDeps } from '../app-deps.ts';
import { errorAnswer } from '../http/error-middleware.ts';
import { methodNotAllowed, webhookNotFound, webhookRevoked } from '../http/errors.ts';
import { DailyQuota } from './daily-quota.ts';
import { thankYouPageFor, refusalPage } from './form-page.ts';
import { createIntake } from './intake.ts';
import { RateLimiter } from './rate-limiter.ts';
import { RefusalLog } from './refusal-log.ts';

export const WEBHOOK_PATH = /^\/webhook\/([^/]+)\/?$/;
const METHODS = 'POST, GET, HEAD, OPTIONS';

/** A webhook request: its head as Node parsed it, the body still unread on `req`. */
export interface WebhookRequest {
  req: IncomingMessage;
  /** The token as it stands in the path (percent-encoded or not). */
  rawToken: string;
  requestId: string;
}

/** A webhook answer before it is written: a status, headers of its own, and a body sent as JSON (none on 204), or a page. */
export interface WebhookAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** A page for a form's visitor (form-page.ts), sent as text/html instead of a JSON body. */
  html?: string;
  /** The error code of a refusal answered with a page, for the log line and metrics. */
  errorCode?: string;
}

/** Every webhook answer's CORS headers: landing pages post straight from the browser (docs/api.md §2, CORS). */
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  // A landing page's script may read the request id to quote it when something fails.
  'Access-Control-Expose-Headers': 'X-Request-Id',
};

/**
 * `/webhook/<token>`: intake (POST), the URL check (GET, HEAD) and CORS preflights (OPTIONS). No
 * HTTP framework: webhook-listener.ts serves it below Koa (the hot path) and renders what it
 * throws. It checks the method, looks the token up (404) and hands the rest to intake.
 */
export function webhookRoutes({ store, events, config, logger, shutdown }: AppDeps) {
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

  return async function webhook({ req, rawToken, requestId }: WebhookRequest): Promise<WebhookAnswer> {
    const { method, headers } = req;
    if (method === 'OPTIONS') return preflight(req);
    if (method !== 'POST' && method !== 'GET' && method !== 'HEAD') throw methodNotAllowed(METHODS);

    const token = decodeToken(rawToken);
    const webhook = await store.findWebhook(token);
    if (!webhook) throw webhookNotFound();
    if (method !== 'POST') {
      if (webhook.revoked) throw webhookRevoked(webhook.revoked);
      return { status: 200, body: { status: 'ok', source: { id: webhook.source.id, name: webhook.source.name } } };
    }
    const post = {
      webhook,
      token,
      body: req,
      requestId,
      contentType: headers['content-type'],
      contentEncoding: headers['content-encoding'],
      contentLength: headers['content-length'],
    };
    const thankYouPage = thankYouPageFor(webhook.source, headers['content-type'], headers.accept);
    if (thankYouPage === null) return { status: 200, body: await intake(post) };
    try {
      const answer = await intake({ ...post, answerStatus: 303 });
      if ('results' in answer) return { status: 200, body: answer };
      return { status: 303, headers: { Location: thankYouPage } };
    } catch (caught) {
      const error = errorAnswer(caught, logger, requestId);
      return {
        status: error.status,
        headers: error.headers,
        html: refusalPage(error.body.error, thankYouPage, headers.referer),
        errorCode: error.code,
      };
    }
  };
}

function preflight(req: IncomingMessage): WebhookAnswer {
  return {
    status: 204,
    headers: {
      'Access-Control-Allow-Methods': METHODS,
      'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] || 'Content-Type',
      'Access-Control-Max-Age': '86400',
    },
  };
}

// Tokens are URL-safe already; a percent-encoded one is read as the router would have read it.
function decodeToken(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
