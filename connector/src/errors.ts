import type { HttpResponse, ZObject } from 'zapier-platform-core';

interface ServiceError {
  code?: string;
  message?: string;
  details?: Array<{ field: string; message: string }>;
}

const errorOf = (response: HttpResponse): ServiceError => {
  const data = response.data as { error?: ServiceError } | undefined;
  return data && typeof data === 'object' && data.error ? data.error : {};
};

/**
 * Every answer of the service becomes something a Zap user can act on; never a bare status code.
 * Requests set skipThrowForStatus, so this middleware sees every status.
 */
export function explainResponse(response: HttpResponse, z: ZObject): HttpResponse {
  const { status } = response;
  if (status < 400) return response;
  const error = errorOf(response);
  const said = error.message ? ` Lead Intake said: ${error.message}` : '';
  if (status === 404) {
    throw new z.errors.Error(
      'Lead Intake does not recognise this webhook URL. Copy it again from the Lead Sources page and reconnect this account.',
      'AuthenticationError',
      status,
    );
  }
  if (status === 410) {
    throw new z.errors.Error(
      `This webhook URL no longer works: it was regenerated or its lead source was deleted.${said} ` +
        'Paste the new URL from the Lead Sources page into this connection.',
      'AuthenticationError',
      status,
    );
  }
  if (status === 422) {
    const fields = (error.details ?? []).map((d) => `${d.field}: ${d.message}`).join('; ');
    throw new z.errors.Error(
      `Lead Intake refused this lead: ${fields || error.message || 'a field is not valid'}. Fix the mapped fields and try again.`,
      'ValidationError',
      status,
    );
  }
  if (status === 429 || status === 503) {
    const retryAfter = Number(response.getHeader('retry-after')) || 60;
    throw new z.errors.ThrottledError(
      status === 429
        ? 'Lead Intake is receiving too many leads for this URL right now; Zapier will retry.'
        : 'Lead Intake is temporarily unavailable and stored nothing; Zapier will retry.',
      retryAfter,
    );
  }
  throw new z.errors.Error(`Lead Intake could not take this request (HTTP ${status}).${said}`, error.code ?? 'RequestError', status);
}
