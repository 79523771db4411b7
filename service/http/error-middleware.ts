import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { LeadTooLargeError, StoreUnavailableError } from '../store/store-errors.ts';
import { HttpError, internalError, leadTooLarge, unavailable } from './errors.ts';

/** The one place errors become responses: `{error: {code, message, details?, requestId}}`, never a stack. */
export function errorMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (caught) {
      const error = toHttpError(caught, logger);
      ctx.state.errorCode = error.code;
      ctx.status = error.status;
      ctx.set(error.headers);
      ctx.body = {
        error: {
          code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}), requestId: ctx.state.requestId,
        },
      };
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
