import { fixTheseFields, type ErrorDetail } from '../../shared/error-detail.ts';

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

export const forbiddenForAgent = () =>
  new HttpError(
    403,
    'forbidden',
    'The agent token may only read leads and sources; use the admin token for this call.',
  );

export const forbiddenForIntegration = () =>
  new HttpError(
    403,
    'forbidden',
    'An integration token may only read leads and manage its own subscriptions; use the admin token for this call.',
  );

export const tooManyWrongTokens = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    'rate_limited',
    `Too many wrong tokens from this address; retry after ${retryAfterSeconds} s.`,
    undefined,
    {
      'Retry-After': String(retryAfterSeconds),
    },
  );

export const nothingHere = () =>
  new HttpError(404, 'not_found', 'Nothing is here; the API lives under /api and webhooks under /webhook/<token>.');

export const internalError = () =>
  new HttpError(500, 'internal', 'Something went wrong on our side; the request can be retried.');

export const notFound = (what: string) => new HttpError(404, 'not_found', `${what} was not found.`);

export const webhookNotFound = () =>
  new HttpError(
    404,
    'webhook_not_found',
    'No lead source has this webhook URL. Copy the URL again from the Lead Sources page.',
  );

export const webhookRevoked = (revoked: { reason: 'regenerated' | 'deleted'; at: string }) =>
  new HttpError(
    410,
    'webhook_revoked',
    revoked.reason === 'regenerated'
      ? `This webhook URL was replaced on ${revoked.at} when its lead source's URL was regenerated; use the new URL from the Lead Sources page.`
      : `This webhook URL stopped working on ${revoked.at} because its lead source was deleted.`,
  );

export const payloadTooLarge = (limit: number) =>
  new HttpError(413, 'payload_too_large', `The body is larger than ${limit} bytes; send a smaller lead.`);

/** A lead the store cannot hold in one record (MongoDB's document limit), though its body was within the limit. */
export const leadTooLarge = (message: string) => new HttpError(413, 'payload_too_large', message);

export const unsupportedMediaType = (message: string) => new HttpError(415, 'unsupported_media_type', message);

export const validationFailed = (details: ErrorDetail[]) =>
  new HttpError(422, 'validation_failed', fixTheseFields(details), details);

/** 422 for a query string (GET /api/leads and its export): the same code, worded for parameters, not a form's fields. */
export const badQuery = (details: ErrorDetail[]) =>
  new HttpError(
    422,
    'validation_failed',
    `Check these query parameters: ${details.map((d) => `${d.field}: ${d.message}`).join('; ')}`,
    details,
  );

export const methodNotAllowed = (allow?: string) =>
  new HttpError(
    405,
    'method_not_allowed',
    'This path does not accept that method.',
    undefined,
    allow ? { Allow: allow } : {},
  );

export const rateLimited = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    'rate_limited',
    `Too many requests for this webhook URL; retry after ${retryAfterSeconds} s.`,
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );

/** A source that sent more body bytes than WEBHOOK_BYTES_PER_SECOND allows (docs/api.md §2.6). */
export const bytesRateLimited = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    'rate_limited',
    `This lead source sent more body bytes than its rate allows; retry after ${retryAfterSeconds} s.`,
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );

/** A source with its share of large bodies already being read, and its short queue full (docs/api.md §2.6). */
export const bodiesBusy = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    'rate_limited',
    `This lead source's earlier large bodies are still being read; retry after ${retryAfterSeconds} s.`,
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );

/** A source over WEBHOOK_DAILY_QUOTA leads today (UTC); Retry-After runs to the next UTC midnight. */
export const quotaExceeded = (quota: number, retryAfterSeconds: number) =>
  new HttpError(
    429,
    'quota_exceeded',
    `This lead source has taken its ${quota} leads for today (UTC); retry after ${retryAfterSeconds} s, at midnight UTC.`,
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

// Bodies (docs/api.md §2.5-2.6).
export const bodyUnreadable = () => invalidBody('The body could not be read completely; send it again.');

export const malformedMultipart = (reason: string) =>
  invalidBody(`The multipart/form-data body is malformed (${reason}); let the HTTP client build it.`);

export const tooDeep = (field: string, limit = 32) =>
  validationFailed([{ field, message: `${field} is nested more than ${limit} levels deep` }]);

export const tooManyValues = (limit: number) =>
  validationFailed([
    { field: 'body', message: `the body has more than ${limit} values; send only the form's answers` },
  ]);

export const invalidGoogleKey = () =>
  new HttpError(
    401,
    'invalid_google_key',
    'The google_key in this Google Ads lead does not match the key set on this lead source; copy the same key into both places.',
  );

/** `/mcp` from a page of another site (DNS rebinding); compared with PUBLIC_BASE_URL only. */
export const adminTokenOnMcp = () =>
  new HttpError(403, 'forbidden', 'The admin token does not open /mcp; agents use the agent token (AGENT_TOKEN).');

export const forbiddenOrigin = (origin: string) =>
  new HttpError(403, 'forbidden_origin', `Requests from ${origin} may not use this MCP server.`);

/** `/mcp` on an instance already answering its bound of agent calls (mcp-exchange.ts). */
export const mcpBusy = () =>
  new HttpError(
    503,
    'mcp_busy',
    'This instance is answering as many agent calls as it takes at once; retry in a second.',
    undefined,
    { 'Retry-After': '1' },
  );

/** A replay of a delivery whose body was never read (410, 429, 415, 413) or not kept (not UTF-8). */
export const bodyNotKept = (status: number) =>
  new HttpError(
    409,
    'body_not_kept',
    `This delivery's body was not kept (it was refused with ${status} before its body could be read), so it cannot be sent again; ask the sender to send it again.`,
  );

/** A replay of a delivery refused for its google_key: the kept key is masked, so it cannot be checked again. */
export const googleKeyNotChecked = () =>
  new HttpError(
    409,
    'google_key_not_checked',
    'This delivery was refused because its google_key did not match the source\'s key, and the kept copy has the key masked, so it cannot be checked again. Send {"skipGoogleKey": true} to store it anyway, only if you know who sent it.',
  );
