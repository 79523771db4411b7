import type { Authentication, Bundle, ZObject } from 'zapier-platform-core';
import { requestService } from './request.js';
import { NOT_A_WEBHOOK_URL, readWebhookUrl } from './webhook-url.js';

export interface AuthData {
  // "secret" in the key makes Zapier scrub the URL (its token is the credential) from its logs.
  secretWebhookUrl: string;
}

/** The webhook URL from the connection, refused with a plain message when it cannot be one. */
export function webhookUrlOf(z: ZObject, bundle: Bundle): string {
  const url = readWebhookUrl((bundle.authData as Partial<AuthData>).secretWebhookUrl);
  if (!url) throw new z.errors.Error(NOT_A_WEBHOOK_URL, 'AuthenticationError');
  return url;
}

// GET on the webhook URL answers {status: "ok", source: {id, name}} for a working URL.
const test = async (z: ZObject, bundle: Bundle) => {
  const response = await requestService(z, { url: webhookUrlOf(z, bundle), method: 'GET' });
  return response.data as { status: string; source: { id: string; name: string } };
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
        'The lead source\'s webhook URL. Open the **Lead Sources** page of your Lead Intake service, ' +
        'find the source (or create one), and press **Copy** next to its Webhook URL.',
    },
  ],
  test,
  connectionLabel: '{{source.name}}',
} satisfies Authentication;
