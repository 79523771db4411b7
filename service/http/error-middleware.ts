import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import { LeadTooLargeError, StoreUnavailableError } from '../store/store-errors.ts';
import { HttpError, internalError, leadTooLarge, unavailable } from './errors.ts';

/** An error as the client gets it: status, headers (Allow, Retry-After…) and the one body shape. */
interface ErrorAnswer {
  status: number;
  code: string;
  headers: Record<string, string>;
  body: { error: { code: string; message: string; details?: HttpError['details']; requestId: string | undefined } };
}

/** The one place errors become answers: `{error: {code, message, details?, requestId}}`, never a stack. */
function errorAnswer(caught: unknown, logger: Logger, requestId: string | undefined): ErrorAnswer {
  const error = toHttpError(caught, logger);
  return {
    status: error.status,
    code: error.code,
    headers: error.headers,
    body: {
      error: {
        code: error.code,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
        requestId,
      },
    },
  };
}

/** Renders what a request threw as its answer; the request edge (request-edge.ts) calls it for every route. */
export function renderError(ctx: Context, caught: unknown, logger: Logger): void {
  const answer = errorAnswer(caught, logger, ctx.state.requestId);
  ctx.state.errorCode = answer.code;
  ctx.status = answer.status;
  ctx.set(answer.headers);
  ctx.body = answer.body;
}

/** The renderer as a middleware of its own, for an app without the request edge. */
export function errorMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (caught) {
      renderError(ctx, caught, logger);
    }
  };
}

function toHttpError(caught: unknown, logger: Logger): HttpError {
  if (caught instanceof HttpError) return caught;
  if (caught instanceof LeadTooLargeError) return leadTooLarge(caught.message);
  if (caught instanceof StoreUnavailableError) {
    logger.warn({ err: caught.cause }, 'store unavailable');
    return unavailable();
  }
  logger.error({ err: caught }, 'unexpected error');
  return internalError();
}
