import type { OutboundAttemptRecord, OutboundEventRecord, SubscriptionRecord } from '../store/outbound-records.ts';

/** A subscription as the API shows it: never its secret (only the answers that make one show it, once). */
export function subscriptionView(s: SubscriptionRecord, now: number) {
  return {
    id: s.id,
    url: s.url,
    events: s.events,
    sourceIds: s.sourceIds,
    enabled: s.enabled,
    disabledReason: s.disabledReason,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
    lastSuccessAt: s.lastSuccessAt,
    failingSince: s.failingSince,
    /** While set, each message carries the previous secret's signature too. */
    previousSecretValidUntil:
      s.previousSecretUntil && Date.parse(s.previousSecretUntil) > now ? s.previousSecretUntil : null,
  };
}

/** One event of the delivery log, with its tries (newest first). */
export const outboundEventView = (event: OutboundEventRecord, tries: OutboundAttemptRecord[]) => ({
  id: event.id,
  type: event.type,
  leadId: event.leadId,
  createdAt: event.createdAt,
  state: event.state,
  attempts: event.attempts,
  nextAt: event.nextAt,
  // Its body gone: erased (a `lead.created` not yet tried on SQLite has none yet, and is pending).
  erased: event.body === null && event.state !== 'pending',
  tries: tries.map(({ eventId: _event, subscriptionId: _subscription, ...attempt }) => attempt),
});
