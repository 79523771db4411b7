import type { HttpRequestOptions, HttpResponse, ZObject } from 'zapier-platform-core';
import { fitMessage } from './messages.js';
import { hostOf } from './webhook-url.js';

// Words for the network error codes a user can act on; the error's own message is never shown
// because it carries the whole URL, token included.
const NETWORK_PROBLEMS: Record<string, string> = {
  ECONNREFUSED: 'the connection was refused',
  ECONNRESET: 'the connection was cut',
  ENOTFOUND: 'the host name was not found',
  EAI_AGAIN: 'the host name could not be looked up',
  ETIMEDOUT: 'it did not answer in time',
  ESOCKETTIMEDOUT: 'it did not answer in time',
  EHOSTUNREACH: 'the host is unreachable',
};

const problemOf = (error: unknown): string => {
  const { code, type } = (error ?? {}) as { code?: unknown; type?: unknown };
  if (typeof code === 'string' && NETWORK_PROBLEMS[code]) return NETWORK_PROBLEMS[code];
  if (typeof code === 'string' && /CERT|SSL|TLS/.test(code)) return 'its TLS certificate is not valid';
  if (type === 'request-timeout') return 'it did not answer in time';
  return 'the connection failed';
};

/**
 * z.request to the service. Redirects are never followed: a POST sent on through a redirect can come
 * back a GET that answers 200 while nothing was stored (explainResponse refuses every 3xx).
 * Every status reaches explainResponse (skipThrowForStatus); a network failure becomes a message
 * naming the host only.
 */
export async function requestService(z: ZObject, options: HttpRequestOptions & { url: string }): Promise<HttpResponse> {
  try {
    return await z.request({ ...options, redirect: 'manual', skipThrowForStatus: true });
  } catch (error) {
    if (isZapierError(z, error)) throw error;
    throw new z.errors.Error(
      fitMessage(
        `Check that Lead Intake at ${hostOf(options.url)} is running and reachable from the internet, then try again:`,
        `${problemOf(error)}.`,
      ),
      'NetworkError',
    );
  }
}

const isZapierError = (z: ZObject, error: unknown) =>
  error instanceof z.errors.Error ||
  error instanceof z.errors.ThrottledError ||
  error instanceof z.errors.ExpiredAuthError;
