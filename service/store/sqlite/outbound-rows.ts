import type {
  OutboundAttemptRecord,
  OutboundEventRecord,
  OutboundEventType,
  SubscriptionRecord,
} from '../outbound-records.ts';

export interface SubscriptionRow {
  id: string;
  url: string;
  events: string;
  source_ids: string | null;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: string | null;
  enabled: number;
  disabled_reason: string | null;
  created_at: string;
  updated_at: string;
  last_success_at: string | null;
  failing_since: string | null;
  owner_token_id: string | null;
}

export const toSubscription = (row: SubscriptionRow): SubscriptionRecord => ({
  id: row.id,
  url: row.url,
  events: JSON.parse(row.events) as OutboundEventType[],
  sourceIds: row.source_ids === null ? null : (JSON.parse(row.source_ids) as string[]),
  secret: row.secret,
  previousSecret: row.previous_secret,
  previousSecretUntil: row.previous_secret_until,
  enabled: row.enabled === 1,
  disabledReason: row.disabled_reason,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  lastSuccessAt: row.last_success_at,
  failingSince: row.failing_since,
  ownerTokenId: row.owner_token_id,
});

export interface OutboundEventRow {
  id: string;
  subscription_id: string;
  type: string;
  lead_id: string | null;
  body: string | null;
  created_at: string;
  state: string;
  attempts: number;
  next_at: string | null;
}

export const EVENT_COLUMNS = 'id, subscription_id, type, lead_id, body, created_at, state, attempts, next_at';

export const toOutboundEvent = (row: OutboundEventRow): OutboundEventRecord => ({
  id: row.id,
  subscriptionId: row.subscription_id,
  type: row.type as OutboundEventType,
  leadId: row.lead_id,
  body: row.body,
  createdAt: row.created_at,
  state: row.state as OutboundEventRecord['state'],
  attempts: row.attempts,
  nextAt: row.next_at,
});

export interface OutboundAttemptRow {
  event_id: string;
  subscription_id: string;
  at: string;
  status: number | null;
  latency_ms: number;
  error: string | null;
  answer: string | null;
}

export const toOutboundAttempt = (row: OutboundAttemptRow): OutboundAttemptRecord => ({
  eventId: row.event_id,
  subscriptionId: row.subscription_id,
  at: row.at,
  status: row.status,
  latencyMs: row.latency_ms,
  error: row.error,
  answer: row.answer,
});
