import type { Middleware } from 'koa';
import type { Logger } from 'pino';

/**
 * A webhook token is a credential: logs keep only its first characters, wherever a path names a
 * webhook (any letter case, percent-encoded, after extra slashes or dot segments).
 */
export function maskPath(path: string): string {
  return decodePath(path).replace(/(webhook[/\\]+)([^/\\]{0,4}).*$/is, '$1$2...');
}

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** One JSON log line per request, written after the response is sent. */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    const log = () =>
      logger.info({
        method: ctx.method,
        path: maskPath(ctx.path),
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
