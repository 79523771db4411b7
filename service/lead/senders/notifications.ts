import { invalidFields } from '../schema/lead-input-error.ts';

type Body = Record<string, unknown>;

/**
 * Bodies that announce a lead without carrying it, or that are not a new lead at all: refused
 * (422) with how to connect the sender instead, since storing them would store nothing useful or
 * the wrong thing. Everything else is read by meaning (reader/).
 */
export function refuseNotifications(body: Body): void {
  refuseLeadgenNotification(body);
  refuseLinkedInNotification(body);
  refuseCalendlyEvent(body);
}

/**
 * A bare Meta `leadgen` webhook notification holds only ids; fetching the lead needs Meta's Graph
 * API and a page token, which this service does not hold.
 */
function refuseLeadgenNotification(body: Body): void {
  if (body.object !== 'page' || !Array.isArray(body.entry)) return;
  const hasLeadgen = body.entry.some(
    (entry: { changes?: Array<{ value?: { leadgen_id?: unknown } }> }) =>
      Array.isArray(entry?.changes) &&
      entry.changes.some(
        (change) =>
          change?.value !== null && typeof change?.value === 'object' && Object.hasOwn(change.value, 'leadgen_id'),
      ),
  );
  if (!hasLeadgen) return;
  throw invalidFields([
    {
      field: 'leadgen_id',
      message:
        'this is a Meta leadgen notification: it carries a lead id but no name, phone or email. ' +
        "Relay Meta leads with Zapier's or Make's Facebook Lead Ads trigger (or another connector) to this URL.",
    },
  ]);
}

/**
 * LinkedIn Lead Sync notifications (https://learn.microsoft.com/en-us/linkedin/marketing/lead-sync/leadsync)
 * name a lead form response by URN; reading it needs LinkedIn's API and an OAuth token.
 */
function refuseLinkedInNotification(body: Body): void {
  if (typeof body.leadGenFormResponse !== 'string' && typeof body.leadGenForm !== 'string') return;
  throw invalidFields([
    {
      field: 'leadGenFormResponse',
      message:
        'this is a LinkedIn Lead Sync notification: it carries a lead id but no name, phone or email. ' +
        "Relay LinkedIn leads with Zapier's or Make's LinkedIn Lead Gen Forms trigger (or another connector) to this URL.",
    },
  ]);
}

// Calendly webhooks: https://developer.calendly.com/api-docs/calendly-api/webhooks/get-sample-webhook-data
// A cancelled or rescheduled meeting names the invitee again: storing it would make a lead of a cancellation.
function refuseCalendlyEvent(body: Body): void {
  if (typeof body.event !== 'string' || !body.event.startsWith('invitee.') || body.event === 'invitee.created') return;
  if (body.payload === null || typeof body.payload !== 'object') return;
  throw invalidFields([
    {
      field: 'event',
      message: `a Calendly "${body.event.slice(0, 50)}" event is not a new lead: subscribe this URL to invitee.created only`,
    },
  ]);
}
