// A lead source's webhook URL is the connection's only credential: `https://host/.../webhook/<token>`.
const WEBHOOK_PATH = /^(\/[^\s?#]*)?\/webhook\/[A-Za-z0-9_-]{16,}$/;
// http:// only where no network sits in between (`zapier-platform invoke` and tests on this machine).
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

const NOT_A_WEBHOOK_URL =
  'Paste the Webhook URL exactly as copied from the Lead Sources page (press Copy next to the source). ' +
  'It looks like https://leads.example.com/webhook/Xk3…';

const NOT_HTTPS =
  'Paste the webhook URL with https:// instead of http://. Leads are only sent over an encrypted ' +
  'connection (http:// is accepted only for localhost testing); if the Lead Sources page shows http://, ' +
  'ask your Lead Intake admin to serve it over https.';

export type WebhookUrlReading = { ok: true; url: string } | { ok: false; message: string };

/** The trimmed URL, or why it cannot be a webhook URL (checked before any request). */
export function readWebhookUrl(raw: unknown): WebhookUrlReading {
  const text = typeof raw === 'string' ? raw.trim().replace(/\/+$/, '') : '';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: NOT_A_WEBHOOK_URL };
  }
  const webhookShaped = !url.username && !url.password && !url.search && !url.hash && WEBHOOK_PATH.test(url.pathname);
  if (!webhookShaped || !/^https?:\/\//i.test(text)) return { ok: false, message: NOT_A_WEBHOOK_URL };
  if (url.protocol === 'http:' && !LOOPBACK_HOST.test(url.hostname)) return { ok: false, message: NOT_HTTPS };
  return { ok: true, url: url.href };
}

/** A URL fit for a message: origin and path with any webhook token left out (the token is the secret). */
export function describeUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'another address';
  }
  const webhookAt = url.pathname.search(/\/webhook\/[^/]+$/);
  return webhookAt >= 0 ? `${url.origin}${url.pathname.slice(0, webhookAt)}/webhook/…` : `${url.origin}/…`;
}

/** The host of a request's URL for a message (`leads.example.com`), never its path. */
export function hostOf(raw: string | undefined): string {
  try {
    return new URL(raw ?? '').host || 'the service';
  } catch {
    return 'the service';
  }
}

/** `text` from an answer (a proxy may echo the request path) with the webhook token of `requestUrl` left out. */
export function withoutToken(text: string, requestUrl: string | undefined): string {
  const token = /\/webhook\/([^/?#]+)$/.exec(requestUrl ?? '')?.[1];
  return token ? text.split(token).join('…') : text;
}
