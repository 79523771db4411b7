import type { IncomingMessage } from 'node:http';
import type { AppDeps } from '../app-deps.ts';
import { methodNotAllowed, webhookNotFound, webhookRevoked } from '../http/errors.ts';
import { DailyQuota } from './daily-quota.ts';
import { createIntake } from './intake.ts';
import { KeyedGate } from '../http/keyed-gate.ts';
import { ReadPool } from './read-pool.ts';
import { RateLimiter } from './rate-limiter.ts';
import { RefusalLog } from './refusal-log.ts';

/** Large bodies of one source read at once, and how many more may wait how long (docs/api.md §2.6). */
const LARGE_BODIES_PER_SOURCE = { running: 2, queued: 8, maxWaitMs: 1000 };

export const WEBHOOK_PATH = /^\/webhook\/([^/]+)\/?$/;
const METHODS = 'POST, GET, HEAD, OPTIONS';

/** A webhook request: its head as Node parsed it, the body still unread on `req`. */
export interface WebhookRequest {
  req: IncomingMessage;
  /** The token as it stands in the path (percent-encoded or not). */
  rawToken: string;
  requestId: string;
}

/** A webhook answer before it is written: a status, headers of its own, and a body sent as JSON (none on 204). */
export interface WebhookAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
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
  const readers = new ReadPool();
  shutdown.push(() => readers.close());
  const intake = createIntake({
    store,
    events,
    logger,
    refusals,
    limiter: new RateLimiter(config.webhookRateLimit),
    quota: new DailyQuota(config.webhookDailyQuota),
    bytesBudget: new RateLimiter(config.webhookBytesPerSecond),
    readers,
    gate: new KeyedGate(LARGE_BODIES_PER_SOURCE),
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
    const body = await intake({
      webhook,
      token,
      body: req,
      requestId,
      contentType: headers['content-type'],
      contentEncoding: headers['content-encoding'],
      contentLength: headers['content-length'],
    });
    return { status: 200, body };
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
