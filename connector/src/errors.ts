import type { HttpResponse, ZObject } from 'zapier-platform-core';
import type { ErrorDetail } from '../../shared/error-detail.ts';
import { fitMessage } from './messages.js';
import { explainApiResponse } from './integration-token.js';
import { describeUrl, hostOf, withoutToken } from './webhook-url.js';

/** New Lead's calls with the integration token (/api/…), not the webhook URL's. */
const isApiCall = (response: HttpResponse) => /\/api\/(subscriptions|leads)(\/|$|\?)/.test(response.request.url ?? '');

interface ServiceError {
  code?: string;
  message?: string;
  details?: ErrorDetail[];
}

const errorOf = (response: HttpResponse): ServiceError => {
  const data = response.data as { error?: ServiceError } | undefined;
  const error = data && typeof data === 'object' && data.error && typeof data.error === 'object' ? data.error : {};
  // Whatever is quoted from an answer passes through withoutToken: a proxy may echo the request path.
  const clean = (text: unknown) => (typeof text === 'string' ? withoutToken(text, response.request.url) : undefined);
  return {
    code: clean(error.code),
    message: clean(error.message),
    details: Array.isArray(error.details)
      ? error.details.map((d) => ({ field: clean(d?.field) ?? '', message: clean(d?.message) ?? '' }))
      : undefined,
  };
};

const said = (error: ServiceError) => (typeof error.message === 'string' ? `Lead Intake said: ${error.message}` : '');

// Statuses after which the lead is known not to be stored, or a retry answers `duplicate` if it was.
const RETRIED: Record<number, string> = {
  429: 'Lead Intake is receiving too many leads for this webhook URL right now.',
  502: 'the proxy in front of Lead Intake at {host} could not reach it (HTTP 502).',
  503: 'Lead Intake could not store the lead right now (HTTP 503) and stored nothing.',
  504: 'the proxy in front of Lead Intake at {host} got no answer in time (HTTP 504); if the lead was stored, the retry answers duplicate.',
};
const DEFAULT_RETRY_AFTER_SECONDS = 60;

// One line per problem; the service words "phone or email" twice (once per field), so a problem that
// uses the same words as one already listed is dropped.
function validationProblems(error: ServiceError): string {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const { field, message } of error.details ?? []) {
    const line = message.includes(field) ? message : `${field}: ${message}`;
    const words = line.toLowerCase().split(/\W+/).sort().join(' ');
    if (!seen.has(words)) lines.push(line);
    seen.add(words);
  }
  return lines.join('; ');
}

/**
 * ExpiredAuthError: Zapier holds the run and asks the user to reconnect, instead of counting an error
 * toward turning the Zap off. doNotContextify (as core's own errors set) keeps core from appending its
 * trace of the call to the message the user reads.
 */
function staleUrl(z: ZObject, message: string): Error {
  return Object.assign(new z.errors.ExpiredAuthError(message), { doNotContextify: true });
}

/**
 * Every answer of the service becomes something a Zap user can act on, action first; never a bare
 * status code, never the secret URL. Requests set skipThrowForStatus and redirect: 'manual', so this
 * middleware sees every status, 3xx included.
 */
export function explainResponse(response: HttpResponse, z: ZObject): HttpResponse {
  const { status } = response;
  if (status < 300) return response;
  if (isApiCall(response)) return explainApiResponse(response, z);
  const error = errorOf(response);
  const host = hostOf(response.request.url);
  if (status < 400) {
    const location = response.getHeader('location');
    throw staleUrl(
      z,
      fitMessage(
        'Paste the webhook URL again, copied from the Lead Sources page:',
        location
          ? `this one redirects to ${describeUrl(location)}, and a lead is never sent on through a redirect (it can arrive as a request that stores nothing).`
          : `Lead Intake at ${host} answered HTTP ${status} instead of taking the lead.`,
      ),
    );
  }
  if (status === 404) {
    throw staleUrl(
      z,
      fitMessage(
        'Paste the webhook URL again, copied from the Lead Sources page:',
        `Lead Intake at ${host} has no lead source with this URL (mistyped, or from another Lead Intake).`,
      ),
    );
  }
  if (status === 410) {
    throw staleUrl(
      z,
      fitMessage(
        'Paste a working webhook URL from the Lead Sources page:',
        said(error) || 'this URL was regenerated or its lead source deleted.',
      ),
    );
  }
  if (status === 422) {
    const problems = validationProblems(error) || error.message || 'a field is not valid';
    throw new z.errors.Error(
      fitMessage('Fix the mapped fields, then replay this step:', `${problems}.`),
      'ValidationError',
      status,
    );
  }
  if (RETRIED[status]) {
    const retryAfter = Number.parseInt(response.getHeader('retry-after') ?? '', 10);
    throw new z.errors.ThrottledError(
      fitMessage(
        'Try again in a few minutes (Zapier retries a Zap step by itself):',
        RETRIED[status].replace('{host}', host),
      ),
      retryAfter > 0 ? retryAfter : DEFAULT_RETRY_AFTER_SECONDS,
    );
  }
  if (status === 413) {
    throw new z.errors.Error(
      fitMessage(
        'Shorten the mapped Notes or Other Fields, then replay this step:',
        'the lead is larger than Lead Intake accepts (HTTP 413).',
      ),
      'PayloadTooLarge',
      status,
    );
  }
  throw new z.errors.Error(
    fitMessage(
      `Try again once Lead Intake at ${host} accepts requests: it refused this one with HTTP ${status}.`,
      said(error),
    ),
    error.code ?? 'RequestError',
    status,
  );
}
