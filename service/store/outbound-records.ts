/** Outbound webhooks (issue 38): subscriptions, their events in the outbox, and each try to send one. */

export const OUTBOUND_EVENT_TYPES = ['lead.created', 'lead.returned', 'lead.erased'] as const;
export type OutboundEventType = (typeof OUTBOUND_EVENT_TYPES)[number];

export interface SubscriptionRecord {
  id: string;
  /** An https:// URL (service/outbound/target-url.ts). */
  url: string;
  events: OutboundEventType[];
  /** Only leads of these sources; null = every source. */
  sourceIds: string[] | null;
  /** `whsec_` + base64 of the key (Standard Webhooks); shown once, never in a view after. */
  secret: string;
  /** The secret before the last rotation, still signing until previousSecretUntil. */
  previousSecret: string | null;
  previousSecretUntil: string | null;
  enabled: boolean;
  /** Why it was turned off by the service itself ('failing': no success for 5 days); null when on, or off by hand. */
  disabledReason: string | null;
  createdAt: string;
  updatedAt: string;
  lastSuccessAt: string | null;
  /** The first failed try since the last success: 5 days of it and the subscription is disabled. */
  failingSince: string | null;
  /** The integration token that made it (it manages only its own); null: the admin's. */
  ownerTokenId: string | null;
}

export type NewSubscription = Pick<
  SubscriptionRecord,
  'id' | 'url' | 'events' | 'sourceIds' | 'secret' | 'enabled' | 'ownerTokenId'
> & {
  at: string;
};

export interface SubscriptionPatch {
  url?: string;
  events?: OutboundEventType[];
  sourceIds?: string[] | null;
  enabled?: boolean;
  /** A rotation: the current secret becomes the previous one, valid until `previousSecretUntil`. */
  rotate?: { secret: string; previousSecretUntil: string };
}

export type OutboundEventState = 'pending' | 'delivered' | 'failed';

/** One message to one subscription: its id is the `webhook-id`, the same on every try. */
export interface OutboundEventRecord {
  id: string;
  subscriptionId: string;
  type: OutboundEventType;
  leadId: string | null;
  /** The JSON sent, the same bytes on every try; null once the lead it carried was erased. */
  body: string | null;
  createdAt: string;
  state: OutboundEventState;
  attempts: number;
  /** When the next try is due (pending only). */
  nextAt: string | null;
}

/** An event as it is written to the outbox, due at `at`. */
export interface NewOutboundEvent {
  id: string;
  subscriptionId: string;
  type: OutboundEventType;
  leadId: string | null;
  body: string | null;
  at: string;
}

/** One try to send an event, as the subscription's delivery log shows it. */
export interface OutboundAttemptRecord {
  eventId: string;
  subscriptionId: string;
  at: string;
  /** The endpoint's status; null when no answer came (refused address, timeout, reset). */
  status: number | null;
  latencyMs: number;
  error: string | null;
  /** The answer's first bytes (OUTBOUND_ANSWER_KEPT), as text. */
  answer: string | null;
}

/** What a try decided for its event. */
export type AttemptOutcome = { kind: 'delivered' } | { kind: 'retry'; nextAt: string } | { kind: 'failed' };

/** Delivered and failed events, and every attempt, are kept this long in the subscription's log. */
export const OUTBOUND_LOG_KEPT_MS = 7 * 24 * 3600_000;

/** A subscription with no success for this long is disabled (issue 38). */
export const DISABLE_AFTER_FAILING_MS = 5 * 24 * 3600_000;

/** Does the subscription want this event of this source's lead? */
export const wants = (
  subscription: Pick<SubscriptionRecord, 'enabled' | 'events' | 'sourceIds'>,
  type: OutboundEventType,
  sourceId: string,
): boolean =>
  subscription.enabled &&
  subscription.events.includes(type) &&
  (subscription.sourceIds === null || subscription.sourceIds.includes(sourceId));

/** A credential for integrations (Zapier's New Lead): only its SHA-256 is stored (service/tokens.ts). */
export interface IntegrationTokenRecord {
  id: string;
  name: string;
  createdAt: string;
}

/** The outbox's part of LeadStore (both stores; test/store/lead-store-contract.ts). */
export interface OutboundStore {
  createSubscription(subscription: NewSubscription): Promise<SubscriptionRecord>;
  /** Oldest first. */
  listSubscriptions(): Promise<SubscriptionRecord[]>;
  getSubscription(id: string): Promise<SubscriptionRecord | null>;
  updateSubscription(id: string, patch: SubscriptionPatch, at: string): Promise<SubscriptionRecord | null>;
  /** The subscription, its events and its log. */
  deleteSubscription(id: string): Promise<boolean>;
  /**
   * Up to `limit` events of the subscription due at `at`, oldest due first, each leased to the
   * caller until `leaseUntil`: no other claim takes it before then, in this process or another.
   */
  claimDueEvents(subscriptionId: string, at: string, leaseUntil: string, limit: number): Promise<OutboundEventRecord[]>;
  /** Logs the try and applies its outcome to the event, and the subscription's success or failure (5 days: disabled). */
  recordAttempt(attempt: OutboundAttemptRecord, outcome: AttemptOutcome): Promise<void>;
  /** The subscription's events, newest first. */
  listOutboundEvents(subscriptionId: string, limit: number): Promise<OutboundEventRecord[]>;
  /** The subscription's tries (of one event when eventId is given), newest first. */
  listOutboundAttempts(subscriptionId: string, limit: number, eventId?: string): Promise<OutboundAttemptRecord[]>;
  /** Send again: due now, the same id and body; false when unknown or its body was erased. */
  resendEvent(subscriptionId: string, eventId: string, at: string): Promise<boolean>;
  /** An event not about a stored lead (Send test event), due now; false when the subscription is unknown. */
  addTestEvent(subscriptionId: string, id: string, body: string, at: string): Promise<boolean>;

  createIntegrationToken(token: IntegrationTokenRecord & { hash: string }): Promise<IntegrationTokenRecord>;
  /** Oldest first. */
  listIntegrationTokens(): Promise<IntegrationTokenRecord[]>;
  findIntegrationToken(hash: string): Promise<IntegrationTokenRecord | null>;
  /** The token and the subscriptions it made. */
  deleteIntegrationToken(id: string): Promise<boolean>;
}
