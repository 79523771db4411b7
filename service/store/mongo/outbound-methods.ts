import type {
  AttemptOutcome,
  IntegrationTokenRecord,
  NewSubscription,
  OutboundAttemptRecord,
  OutboundEventRecord,
  OutboundStore,
  SubscriptionPatch,
  SubscriptionRecord,
} from '../outbound-records.ts';
import type { MongoOutbox } from './outbox.ts';
import { guard } from './store-guard.ts';

/** The MongoDB store's outbound half: each call goes to the outbox, a driver error answering 503. */
export abstract class OutboundMethods implements OutboundStore {
  constructor(protected readonly outbox: MongoOutbox) {}

  createSubscription(subscription: NewSubscription): Promise<SubscriptionRecord> {
    return guard(() => this.outbox.createSubscription(subscription));
  }

  listSubscriptions(): Promise<SubscriptionRecord[]> {
    return guard(() => this.outbox.listSubscriptions());
  }

  getSubscription(id: string): Promise<SubscriptionRecord | null> {
    return guard(() => this.outbox.getSubscription(id));
  }

  updateSubscription(id: string, patch: SubscriptionPatch, at: string): Promise<SubscriptionRecord | null> {
    return guard(() => this.outbox.updateSubscription(id, patch, at));
  }

  deleteSubscription(id: string): Promise<boolean> {
    return guard(() => this.outbox.deleteSubscription(id));
  }

  claimDueEvents(
    subscriptionId: string,
    at: string,
    leaseUntil: string,
    limit: number,
  ): Promise<OutboundEventRecord[]> {
    return guard(() => this.outbox.claimDueEvents(subscriptionId, at, leaseUntil, limit));
  }

  recordAttempt(attempt: OutboundAttemptRecord, outcome: AttemptOutcome): Promise<void> {
    return guard(() => this.outbox.recordAttempt(attempt, outcome));
  }

  listOutboundEvents(subscriptionId: string, limit: number): Promise<OutboundEventRecord[]> {
    return guard(() => this.outbox.listOutboundEvents(subscriptionId, limit));
  }

  listOutboundAttempts(subscriptionId: string, limit: number, eventId?: string): Promise<OutboundAttemptRecord[]> {
    return guard(() => this.outbox.listOutboundAttempts(subscriptionId, limit, eventId));
  }

  resendEvent(subscriptionId: string, eventId: string, at: string): Promise<boolean> {
    return guard(() => this.outbox.resendEvent(subscriptionId, eventId, at));
  }

  addTestEvent(subscriptionId: string, id: string, body: string, at: string): Promise<boolean> {
    return guard(() => this.outbox.addTestEvent(subscriptionId, id, body, at));
  }

  createIntegrationToken(token: IntegrationTokenRecord & { hash: string }): Promise<IntegrationTokenRecord> {
    return guard(() => this.outbox.createIntegrationToken(token));
  }

  listIntegrationTokens(): Promise<IntegrationTokenRecord[]> {
    return guard(() => this.outbox.listIntegrationTokens());
  }

  findIntegrationToken(hash: string): Promise<IntegrationTokenRecord | null> {
    return guard(() => this.outbox.findIntegrationToken(hash));
  }

  deleteIntegrationToken(id: string): Promise<boolean> {
    return guard(() => this.outbox.deleteIntegrationToken(id));
  }
}
