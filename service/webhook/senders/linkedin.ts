import { validationFailed } from '../../http/errors.ts';

/**
 * LinkedIn Lead Sync notifications (https://learn.microsoft.com/en-us/linkedin/marketing/lead-sync/leadsync)
 * name a lead form response by URN; reading it needs LinkedIn's API and an OAuth token, which this
 * service does not hold. Say how to connect LinkedIn instead of storing nothing.
 */
export function refuseLinkedInNotification(body: Record<string, unknown>): void {
  if (typeof body.leadGenFormResponse !== 'string' && typeof body.leadGenForm !== 'string') return;
  throw validationFailed([{
    field: 'leadGenFormResponse',
    message:
      'this is a LinkedIn Lead Sync notification: it carries a lead id but no name, phone or email. ' +
      "Relay LinkedIn leads with Zapier's or Make's LinkedIn Lead Gen Forms trigger (or another connector) to this URL.",
  }]);
}
