// A lead source's webhook URL is the connection's only credential: `http(s)://host/.../webhook/<token>`.
const WEBHOOK_URL = /^https?:\/\/[^/\s]+(\/[^\s?#]*)?\/webhook\/[A-Za-z0-9_-]{16,}$/;

export const NOT_A_WEBHOOK_URL =
  'That is not a Lead Intake webhook URL. Open the Lead Sources page, press Copy next to the ' +
  'source\'s Webhook URL, and paste it whole (it looks like https://leads.example.com/webhook/Xk3…).';

/** The trimmed URL, or null when it cannot be a webhook URL (checked before any request). */
export function readWebhookUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const url = raw.trim().replace(/\/+$/, '');
  return WEBHOOK_URL.test(url) ? url : null;
}
