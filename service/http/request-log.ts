import type { Middleware } from 'koa';
import type { Logger } from 'pino';

/**
 * A webhook token is a credential: logs keep only its first characters, wherever a path names a
 * webhook (any letter case, percent-encoded, after extra slashes or dot segments).
 */
export function maskPath(path: string): string {
  return decodeAscii(path).replace(/(webhook[/\\]+)([^/\\]{0,4}).*$/is, '$1$2...');
}

// ASCII escapes one by one (a malformed one stays as it is), again until none is left: a
// double-encoded or half-broken path reads as the name it carries.
function decodeAscii(path: string): string {
  let previous: string;
  let current = path;
  do {
    previous = current;
    current = previous.replace(/%[0-7][0-9a-f]/gi, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
  } while (current !== previous);
  return current;
}

/** One JSON log line per request, written after the response is sent. */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    const log = () =>
      logger.info({
        method: ctx.method,
        path: maskPath(ctx.path),
        client: ctx.ip,
        status: ctx.res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        requestId: ctx.state.requestId,
        ...(ctx.state.errorCode ? { code: ctx.state.errorCode } : {}),
      }, 'request');
    try {
      await next();
    } finally {
      // Koa answers right after this; a handler that writes the response itself (MCP) is logged when it ends.
      if (ctx.respond === false) ctx.res.once('close', log);
      else log();
    }
  };
}
