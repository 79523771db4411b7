import type { Authentication, Bundle, ZObject } from 'zapier-platform-core';
import { readSourceCheck } from './answers.js';
import { requestService } from './request.js';
import { readWebhookUrl } from './webhook-url.js';

export interface AuthData {
  // "secret" in the key makes Zapier scrub the URL (its token is the credential) from its logs.
  secretWebhookUrl: string;
}

/** The webhook URL from the connection, refused with a plain message when it cannot be one. */
export function webhookUrlOf(z: ZObject, bundle: Bundle): string {
  const reading = readWebhookUrl((bundle.authData as Partial<AuthData>).secretWebhookUrl);
  if (!reading.ok) throw new z.errors.Error(reading.message, 'InvalidWebhookUrl');
  return reading.url;
}

// GET on the webhook URL answers {status: "ok", source: {id, name}} for a working URL; it stores nothing.
const test = async (z: ZObject, bundle: Bundle) => {
  const response = await requestService(z, { url: webhookUrlOf(z, bundle), method: 'GET' });
  return readSourceCheck(z, response);
};

export default {
  type: 'custom',
  fields: [
    {
      key: 'secretWebhookUrl',
      label: 'Webhook URL',
      required: true,
      type: 'string',
      helpText:
        'Looks like `https://leads.example.com/webhook/Xk3…`. In Lead Intake, open the **Lead Sources** page, ' +
        'create or pick the source these leads belong to, and press **Copy** next to its Webhook URL. ' +
        'Keep it secret: anyone with it can send leads.',
    },
  ],
  test,
  connectionLabel: '{{source.name}}',
} satisfies Authentication;
