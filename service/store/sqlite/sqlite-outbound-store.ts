import type {
  IntegrationTokenRecord,
  AttemptOutcome,
  NewSubscription,
  OutboundAttemptRecord,
  OutboundEventRecord,
  OutboundStore,
  SubscriptionPatch,
  SubscriptionRecord,
} from '../outbound-records.ts';
import {
  EVENT_COLUMNS,
  toOutboundAttempt,
  toOutboundEvent,
  toSubscription,
  type OutboundAttemptRow,
  type OutboundEventRow,
  type SubscriptionRow,
} from './outbound-rows.ts';
import type { Statements } from './statements.ts';
import type { WriterThread } from './writer-thread.ts';

/**
 * The embedded store's outbound webhooks (OutboundStore): reads on the store's own connection,
 * writes through its writer thread. SqliteStore hands each call here.
 */
export class SqliteOutboundStore implements OutboundStore {
  constructor(
    private readonly statements: Statements,
    private readonly writer: WriterThread,
    private readonly read: <T>(query: () => T) => T,
  ) {}

  async createSubscription(subscription: NewSubscription): Promise<SubscriptionRecord> {
    await this.writer.write({ kind: 'createSubscription', subscription });
    return (await this.getSubscription(subscription.id))!;
  }

  async listSubscriptions(): Promise<SubscriptionRecord[]> {
    return this.read(() => listSubscriptions(this.statements));
  }

  async getSubscription(id: string): Promise<SubscriptionRecord | null> {
    return this.read(() => getSubscription(this.statements, id));
  }

  async updateSubscription(id: string, patch: SubscriptionPatch, at: string): Promise<SubscriptionRecord | null> {
    return (await this.writer.write({ kind: 'updateSubscription', id, patch, at })) ? this.getSubscription(id) : null;
  }

  async deleteSubscription(id: string): Promise<boolean> {
    return (await this.writer.write({ kind: 'deleteSubscription', id })) === true;
  }

  async claimDueEvents(
    subscriptionId: string,
    at: string,
    leaseUntil: string,
    limit: number,
  ): Promise<OutboundEventRecord[]> {
    // Asked every poll: a read answers "nothing due" without a write.
    if (!this.read(() => hasDueEvent(this.statements, subscriptionId, at))) return [];
    return (await this.writer.write({
      kind: 'claimEvents',
      subscriptionId,
      at,
      leaseUntil,
      limit,
    })) as OutboundEventRecord[];
  }

  async recordAttempt(attempt: OutboundAttemptRecord, outcome: AttemptOutcome): Promise<void> {
    await this.writer.write({ kind: 'recordAttempt', attempt, outcome });
  }

  async listOutboundEvents(subscriptionId: string, limit: number): Promise<OutboundEventRecord[]> {
    return this.read(() => listOutboundEvents(this.statements, subscriptionId, limit));
  }

  async listOutboundAttempts(
    subscriptionId: string,
    limit: number,
    eventId?: string,
  ): Promise<OutboundAttemptRecord[]> {
    return this.read(() => listOutboundAttempts(this.statements, subscriptionId, limit, eventId));
  }

  async resendEvent(subscriptionId: string, eventId: string, at: string): Promise<boolean> {
    return (await this.writer.write({ kind: 'resendEvent', subscriptionId, eventId, at })) === true;
  }

  async addTestEvent(subscriptionId: string, id: string, body: string, at: string): Promise<boolean> {
    return (await this.writer.write({ kind: 'testEvent', subscriptionId, id, body, at })) === true;
  }

  async createIntegrationToken(token: IntegrationTokenRecord & { hash: string }): Promise<IntegrationTokenRecord> {
    await this.writer.write({ kind: 'createIntegrationToken', token });
    return { id: token.id, name: token.name, createdAt: token.createdAt };
  }

  async listIntegrationTokens(): Promise<IntegrationTokenRecord[]> {
    return this.read(() => listIntegrationTokens(this.statements));
  }

  async findIntegrationToken(hash: string): Promise<IntegrationTokenRecord | null> {
    return this.read(() => findIntegrationToken(this.statements, hash));
  }

  async deleteIntegrationToken(id: string): Promise<boolean> {
    return (await this.writer.write({ kind: 'deleteIntegrationToken', id })) === true;
  }
}

export function listSubscriptions(statements: Statements): SubscriptionRecord[] {
  return statements
    .get<[], SubscriptionRow>('SELECT * FROM subscriptions ORDER BY created_at, id')
    .all()
    .map(toSubscription);
}

export function getSubscription(statements: Statements, id: string): SubscriptionRecord | null {
  const row = statements.get<[string], SubscriptionRow>('SELECT * FROM subscriptions WHERE id = ?').get(id);
  return row ? toSubscription(row) : null;
}

/** Whether the subscription has an event due and not leased. */
export function hasDueEvent(statements: Statements, subscriptionId: string, at: string): boolean {
  return (
    statements
      .get<[string, string, string]>(
        `SELECT 1 FROM outbound_events WHERE subscription_id = ? AND state = 'pending' AND next_at <= ?
         AND (lease_until IS NULL OR lease_until <= ?) LIMIT 1`,
      )
      .get(subscriptionId, at, at) !== undefined
  );
}

export function listOutboundEvents(
  statements: Statements,
  subscriptionId: string,
  limit: number,
): OutboundEventRecord[] {
  return statements
    .get<[string, number], OutboundEventRow>(
      `SELECT ${EVENT_COLUMNS} FROM outbound_events WHERE subscription_id = ? ORDER BY seq DESC LIMIT ?`,
    )
    .all(subscriptionId, limit)
    .map(toOutboundEvent);
}

export function listOutboundAttempts(
  statements: Statements,
  subscriptionId: string,
  limit: number,
  eventId?: string,
): OutboundAttemptRecord[] {
  return (
    eventId === undefined
      ? statements
          .get<[string, number], OutboundAttemptRow>(
            'SELECT * FROM outbound_attempts WHERE subscription_id = ? ORDER BY seq DESC LIMIT ?',
          )
          .all(subscriptionId, limit)
      : statements
          .get<[string, string, number], OutboundAttemptRow>(
            'SELECT * FROM outbound_attempts WHERE event_id = ? AND subscription_id = ? ORDER BY seq DESC LIMIT ?',
          )
          .all(eventId, subscriptionId, limit)
  ).map(toOutboundAttempt);
}

export function listIntegrationTokens(statements: Statements): IntegrationTokenRecord[] {
  return statements
    .get<[], IntegrationTokenRecord>(
      'SELECT id, name, created_at AS createdAt FROM integration_tokens ORDER BY created_at, id',
    )
    .all();
}

export function findIntegrationToken(statements: Statements, hash: string): IntegrationTokenRecord | null {
  return (
    statements
      .get<[string], IntegrationTokenRecord>(
        'SELECT id, name, created_at AS createdAt FROM integration_tokens WHERE hash = ?',
      )
      .get(hash) ?? null
  );
}
