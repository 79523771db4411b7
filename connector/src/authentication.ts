import type { Authentication, Bundle, ZObject } from 'zapier-platform-core';
import { readSourceCheck } from './answers.js';
import { requestApi } from './integration-token.js';
import { requestService } from './request.js';
import { webhookUrlOf } from './webhook-url-of.js';

export { webhookUrlOf };

export interface AuthData {
  // "secret" in the key makes Zapier scrub the URL (its token is the credential) from its logs.
  secretWebhookUrl: string;
  /** Optional: New Lead's credential (an integration token); scrubbed from Zapier's logs by its key too. */
  secretIntegrationToken?: string;
}

// GET on the webhook URL answers {status: "ok", source: {id, name}} for a working URL; it stores nothing.
// With an integration token, it is checked too (listing its own subscriptions reads nothing else).
const test = async (z: ZObject, bundle: Bundle) => {
  const response = await requestService(z, { url: webhookUrlOf(z, bundle), method: 'GET' });
  const check = readSourceCheck(z, response);
  const token = (bundle.authData as Partial<AuthData>).secretIntegrationToken;
  if (typeof token === 'string' && token.trim() !== '') await requestApi(z, bundle, '/api/subscriptions');
  return check;
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
    {
      key: 'secretIntegrationToken',
      label: 'Integration Token',
      required: false,
      type: 'password',
      helpText:
        'Only for the **New Lead** trigger. In Lead Intake, open **Integration tokens** on the Lead Sources page, ' +
        'press **Create** and paste the token shown (it starts with `lit_`). It reads leads and manages only ' +
        "Zapier's own subscriptions. Create Lead works without it.",
    },
  ],
  test,
  connectionLabel: '{{source.name}}',
} satisfies Authentication;
