import type { Bundle, HttpResponse, ZObject } from 'zapier-platform-core';
import type { AuthData } from './authentication.js';
import { fitMessage } from './messages.js';
import { requestService } from './request.js';
import { webhookUrlOf } from './webhook-url-of.js';

const MISSING =
  'Add an integration token to this connection for New Lead: in Lead Intake, open Integration tokens on the ' +
  'Lead Sources page, press Create, then reconnect Lead Intake in Zapier and paste it into Integration Token.';

/** The connection's integration token, or an error saying how to get one (New Lead needs it; Create Lead does not). */
export function integrationTokenOf(z: ZObject, bundle: Bundle): string {
  const token = (bundle.authData as Partial<AuthData>).secretIntegrationToken;
  if (typeof token !== 'string' || token.trim() === '') throw new z.errors.Error(MISSING, 'MissingIntegrationToken');
  return token.trim();
}

/** Where the service's API is: the webhook URL up to `/webhook/` (the same Lead Intake). */
export function apiBaseOf(z: ZObject, bundle: Bundle): string {
  const url = webhookUrlOf(z, bundle);
  return url.slice(0, url.lastIndexOf('/webhook/'));
}

/** A call of the service's API with the integration token; its answers are worded by explainApiResponse. */
export function requestApi(
  z: ZObject,
  bundle: Bundle,
  path: string,
  options: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown; params?: Record<string, string> } = {},
): Promise<HttpResponse> {
  return requestService(z, {
    url: `${apiBaseOf(z, bundle)}${path}`,
    method: options.method ?? 'GET',
    headers: { Authorization: `Bearer ${integrationTokenOf(z, bundle)}` },
    ...(options.body === undefined ? {} : { body: options.body as Record<string, unknown> }),
    ...(options.params ? { params: options.params } : {}),
  });
}

/** Answers of /api calls (the webhook URL's answers are explainResponse's): what to do, never a bare status. */
export function explainApiResponse(response: HttpResponse, z: ZObject): HttpResponse {
  const { status } = response;
  if (status < 300) return response;
  // Unsubscribing from a subscription that is already gone has nothing left to do.
  if (status === 404 && response.request.method === 'DELETE') return response;
  if (status === 401)
    throw Object.assign(
      new z.errors.ExpiredAuthError(
        fitMessage(
          'Paste a working integration token from the Lead Sources page:',
          'Lead Intake does not know this one (mistyped, or revoked).',
        ),
      ),
      { doNotContextify: true },
    );
  if (status === 403)
    throw new z.errors.Error(
      fitMessage(
        'Paste an integration token into Integration Token:',
        'the token in this connection is not an integration token (the admin and agent tokens do not belong in Zapier).',
      ),
      'Forbidden',
      status,
    );
  const said = (response.data as { error?: { message?: unknown } } | undefined)?.error?.message;
  throw new z.errors.Error(
    fitMessage(
      `Try again once Lead Intake accepts requests: it refused this one with HTTP ${status}.`,
      typeof said === 'string' ? `Lead Intake said: ${said}` : '',
    ),
    'RequestError',
    status,
  );
}
