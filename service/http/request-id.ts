import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';

const SENT_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The request's own id when it is 1-64 characters of `A-Za-z0-9._-`, a new UUID otherwise (docs/api.md, Conventions). */
function requestIdOf(sent: string | string[] | undefined): string {
  return typeof sent === 'string' && SENT_ID.test(sent) ? sent : randomUUID();
}

/**
 * Names each request for the logs, the error body and the delivery log (`ctx.state.requestId`).
 * The header is set on the raw response before anything else runs, so it survives answers a
 * handler writes itself (MCP, with `ctx.respond = false`): Node merges it into their writeHead.
 */
export function requestId(): Middleware {
  return (ctx, next) => {
    const id = requestIdOf(ctx.req.headers['x-request-id']);
    ctx.state.requestId = id;
    ctx.res.setHeader('X-Request-Id', id);
    return next();
  };
}
