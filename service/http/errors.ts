export interface ErrorDetail {
  field: string;
  message: string;
}

/** An error the client can act on: rendered as `{error: {code, message, details}}` by error-middleware. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const invalidJson = (message: string) => new HttpError(400, 'invalid_json', message);

export const invalidBody = (message: string) => new HttpError(400, 'invalid_body', message);

export const unauthorized = (who: 'admin' | 'agent' = 'admin') =>
  new HttpError(
    401,
    'unauthorized',
    who === 'admin'
      ? 'Send the admin token as "Authorization: Bearer <token>".'
      : 'Send the agent token as "Authorization: Bearer <AGENT_TOKEN>".',
    undefined,
    { 'WWW-Authenticate': 'Bearer' },
  );

export const notFound = (what: string) => new HttpError(404, 'not_found', `${what} was not found.`);

export const webhookNotFound = () =>
  new HttpError(
    404,
    'webhook_not_found',
    'No lead source has this webhook URL. Copy the URL again from the Lead Sources page.',
  );

export const webhookRevoked = (message: string) => new HttpError(410, 'webhook_revoked', message);

export const payloadTooLarge = (limit: number) =>
  new HttpError(413, 'payload_too_large', `The body is larger than ${limit} bytes; send a smaller lead.`);

export const unsupportedMediaType = (message: string) =>
  new HttpError(415, 'unsupported_media_type', message);

export const validationFailed = (details: ErrorDetail[]) =>
  new HttpError(
    422,
    'validation_failed',
    `Fix these fields and send again: ${details.map((d) => `${d.field}: ${d.message}`).join('; ')}`,
    details,
  );

export const methodNotAllowed = (allow?: string) =>
  new HttpError(405, 'method_not_allowed', 'This path does not accept that method.', undefined, allow ? { Allow: allow } : {});

export const rateLimited = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    'rate_limited',
    `Too many requests for this webhook URL; retry after ${retryAfterSeconds} s.`,
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );

export const unavailable = () =>
  new HttpError(
    503,
    'unavailable',
    'The lead store is unavailable right now; nothing was stored. Retry shortly.',
    undefined,
    { 'Retry-After': '5' },
  );
