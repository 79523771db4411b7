import type { Context, Middleware, Next } from 'koa';
import type { Logger } from 'pino';
import type { TrustProxy } from '../base/config.ts';
import type { AppMetrics } from '../metrics/app-metrics.ts';
import { RequestMetrics, type Answered } from '../metrics/http-metrics.ts';
import { clientAddressResolver } from './client-address.ts';
import { renderError } from './error-middleware.ts';
import { requestIdOf } from './request-id.ts';
import { logRequest } from './request-log.ts';

/**
 * What every request passes first, in one step: its client address (`ctx.ip`, client-address.ts),
 * its id (X-Request-Id, `ctx.state.requestId`), what it throws rendered by the one renderer
 * (error-middleware.ts), its metrics and its one JSON log line. One middleware rather than three:
 * each step of Koa's chain is a promise and a frame on every request, the webhook's included
 * (docs/performance.md, issue 33). A request answered the usual way is measured and logged when the
 * app hands its answer to Node, with no listener or closure of its own; what stays open after that
 * (an event stream, an MCP answer the SDK writes itself) is measured and logged when it closes.
 */
export function requestEdge(logger: Logger, appMetrics: AppMetrics, trustProxy: TrustProxy | undefined): Middleware {
  const metrics = new RequestMetrics(appMetrics);
  const clientOf = clientAddressResolver(trustProxy);

  function log(ctx: Context, method: string, path: string, ms: number): void {
    const { requestId, errorCode } = ctx.state;
    logRequest(logger, {
      method,
      path,
      client: ctx.request.ip,
      status: ctx.res.statusCode,
      ms,
      requestId,
      code: errorCode,
    });
  }

  // The request's own objects are read directly (`ctx.request`, `req.headers`), not through the
  // context's delegated getters, and its path once: this runs for every request, the webhook's too.
  return async function edge(ctx: Context, next: Next): Promise<void> {
    const started = performance.now();
    const { req, request } = ctx;
    const { headers } = req;
    // Node joins repeated X-Forwarded-For headers into one string.
    const forwardedFor = headers['x-forwarded-for'];
    request.ip = clientOf(req.socket.remoteAddress ?? '', typeof forwardedFor === 'string' ? forwardedFor : undefined);
    const id = requestIdOf(headers['x-request-id']);
    ctx.state.requestId = id;
    // On the raw response before anything runs, so it survives answers a handler writes itself
    // (MCP, with `ctx.respond = false`): Node merges it into their writeHead.
    ctx.res.setHeader('X-Request-Id', id);
    const path = request.path;
    const method = req.method ?? '';
    const route = metrics.routeOf(path);
    const methodLabel = metrics.methodOf(req.method);
    const mcp = metrics.openAtStart(route);
    mcp?.inc();
    try {
      await next();
    } catch (caught) {
      renderError(ctx, caught, logger);
    } finally {
      const stream = metrics.openAfter(route, ctx.res.statusCode);
      stream?.inc();
      const open = mcp ?? stream;
      if (ctx.respond !== false) log(ctx, method, path, performance.now() - started);
      if (ctx.respond === false || open) whenClosed(ctx, method, path, route, methodLabel, started, open);
      else metrics.answered(answerOf(ctx), route, methodLabel, (performance.now() - started) / 1000);
    }
  };

  // Only streams and answers written by their handler (MCP) wait for their connection to close.
  function whenClosed(
    ctx: Context,
    method: string,
    path: string,
    route: string,
    methodLabel: string,
    started: number,
    open: { dec(): void } | null,
  ): void {
    ctx.res.once('close', () => {
      open?.dec();
      const ms = performance.now() - started;
      if (ctx.respond === false) log(ctx, method, path, ms);
      metrics.answered(answerOf(ctx), route, methodLabel, ms / 1000);
    });
  }
}

function answerOf(ctx: Context): Answered {
  const { state } = ctx;
  return { status: ctx.res.statusCode, errorCode: state.errorCode, body: state.answer ?? ctx.response.body };
}
