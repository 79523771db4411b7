import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { parse } from 'node:url';
import type { Logger } from 'pino';
import type { TrustProxy } from '../config.ts';
import { clientAddressResolver } from '../http/client-address.ts';
import { errorAnswer } from '../http/error-middleware.ts';
import { requestIdOf } from '../http/request-id.ts';
import { logRequest } from '../http/request-log.ts';
import type { AppMetrics } from '../metrics/app-metrics.ts';
import { methodLabel, RequestMetrics, WEBHOOK_ROUTE } from '../metrics/http-metrics.ts';
import { CORS_HEADERS, WEBHOOK_PATH, type WebhookAnswer, type WebhookRequest } from './webhook-routes.ts';

export interface WebhookListenerDeps {
  logger: Logger;
  metrics: AppMetrics;
  trustProxy: TrustProxy | undefined;
}

/**
 * Serves `/webhook/<token>` straight from Node's request listener and hands every other request
 * to `rest` (the Koa app). Koa's context, middleware chain and response handling cost about as
 * much per lead as the whole Koa ceiling (docs/performance.md, Round 3); intake needs none of it.
 * What the Koa app does for every request is done here the same way, with the same functions:
 * the client address (client-address.ts), X-Request-Id in and out, errors rendered by
 * `errorAnswer` (the one renderer), the log line (`logRequest`) and the metrics (`RequestMetrics`).
 */
export function webhooksFirst(
  route: (request: WebhookRequest) => Promise<WebhookAnswer>,
  rest: RequestListener,
  { logger, metrics, trustProxy }: WebhookListenerDeps,
): RequestListener {
  const clientOf = clientAddressResolver(trustProxy);
  const requestMetrics = new RequestMetrics(metrics);

  async function serve(req: IncomingMessage, res: ServerResponse, path: string, rawToken: string): Promise<void> {
    const started = performance.now();
    const requestId = requestIdOf(req.headers['x-request-id']);
    let answer: WebhookAnswer;
    let errorCode: string | undefined;
    try {
      answer = await route({ req, rawToken, requestId });
      errorCode = answer.errorCode;
    } catch (caught) {
      const error = errorAnswer(caught, logger, requestId);
      errorCode = error.code;
      answer = error;
    }
    send(req, res, requestId, answer);
    const ms = performance.now() - started;
    const forwardedFor = req.headers['x-forwarded-for'];
    const client = clientOf(
      req.socket.remoteAddress ?? '',
      (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor) || undefined,
    );
    // The answer's status, written or not: a client gone before its answer is still logged and counted by it, as Koa did.
    logRequest(logger, {
      method: req.method ?? '',
      path,
      client,
      status: answer.status,
      ms,
      requestId,
      code: errorCode,
    });
    requestMetrics.answered(
      { status: answer.status, errorCode, body: answer.body },
      WEBHOOK_ROUTE,
      methodLabel(req.method),
      ms / 1000,
    );
  }

  return (req, res) => {
    const path = requestPath(req.url ?? '/');
    const match = WEBHOOK_PATH.exec(path);
    if (!match) return rest(req, res);
    serve(req, res, path, match[1]).catch((error) => {
      // Only a fault of this file lands here (every answer's error is rendered above): never a hung request.
      logger.error({ err: error }, 'unexpected error');
      res.destroy();
    });
  };
}

/**
 * An answer as Koa writes an object body (JSON, its byte length; none for HEAD) or none (204).
 * Every header goes in writeHead's one object: a header set before it (setHeader) makes Node
 * take its slow path for all of them, measured at several µs a request.
 */
function send(
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
  { status, headers, body, html }: WebhookAnswer,
): void {
  // As Koa: nothing is written to a connection the client has closed meanwhile.
  if (res.writableEnded || (res.socket && !res.socket.writable)) return;
  if (html !== undefined) {
    res.writeHead(status, {
      'X-Request-Id': requestId,
      ...CORS_HEADERS,
      ...headers,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(html),
    });
    res.end(req.method === 'HEAD' ? undefined : html);
    return;
  }
  if (body === undefined) {
    res.writeHead(status, { 'X-Request-Id': requestId, ...CORS_HEADERS, ...headers });
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'X-Request-Id': requestId,
    ...CORS_HEADERS,
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/**
 * The path as Koa's `ctx.path` reads it (parseurl): up to the query, or through the URL parser
 * for a target that is not a plain path (absolute form, or with `#` or white space), so every
 * request Koa would have routed to the webhook comes here and no other.
 */
function requestPath(url: string): string {
  if (url.charCodeAt(0) !== 0x2f || NOT_PLAIN.test(url)) return parse(url).pathname ?? '';
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

const NOT_PLAIN = /[\t\n\f\r #\u00a0\ufeff]/;
