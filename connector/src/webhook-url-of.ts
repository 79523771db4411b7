import type { Bundle, ZObject } from 'zapier-platform-core';
import { readWebhookUrl } from './webhook-url.js';

/** The webhook URL from the connection, refused with a plain message when it cannot be one. */
export function webhookUrlOf(z: ZObject, bundle: Bundle): string {
  const reading = readWebhookUrl((bundle.authData as { secretWebhookUrl?: unknown }).secretWebhookUrl);
  if (!reading.ok) throw new z.errors.Error(reading.message, 'InvalidWebhookUrl');
  return reading.url;
}
