import type { Logger } from 'pino';
import type { LeadStore } from '../store/lead-store.ts';
import type { OutboundEventRecord, SubscriptionRecord } from '../store/outbound-records.ts';
import { attemptOutcome } from './attempt-outcome.ts';
import type { SafeHttps } from './safe-https.ts';
import { signedHeaders } from './webhook-signature.ts';

export interface OutboundWorkerOptions {
  /** The clock the schedule runs on (injectable for tests): ms since the epoch. */
  now: () => number;
  /** How often the outbox is asked for due events. */
  pollMs: number;
  /** Tries in flight per subscription: one slow endpoint holds only its own. */
  perSubscription: number;
  /** A claimed event is nobody else's for this long (longer than a try's timeout). */
  leaseMs: number;
  logger: Logger;
  /** Told each try's result (metrics). */
  onAttempt?: (subscriptionId: string, delivered: boolean, queueAgeMs: number) => void;
}

export const OUTBOUND_WORKER_DEFAULTS = { pollMs: 250, perSubscription: 8, leaseMs: 60_000 };

/**
 * Sends the outbox's due events (docs/operations.md, The outbound worker): every poll, for each
 * enabled subscription with a free slot, it claims due events (leased, so on MongoDB one instance
 * sends each) and POSTs each, signed, through SafeHttps; the try and what it decided (delivered, a
 * retry at its time, failed) go back to the store. Off the request path: intake never waits for it.
 */
export class OutboundWorker {
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly busy = new Map<string, number>();
  /** Subscriptions being claimed for now: one claim at a time each. */
  private readonly filling = new Set<string>();
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly store: LeadStore,
    private readonly https: SafeHttps,
    private readonly options: OutboundWorkerOptions,
  ) {}

  start(): void {
    this.schedule(0);
  }

  /** Stops polling; tries in flight are dropped unrecorded (their lease ends and they are sent again). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.https.close();
    await Promise.allSettled([...this.sending]);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.poll(), ms);
    this.timer.unref();
  }

  private async poll(): Promise<void> {
    try {
      for (const subscription of await this.store.listSubscriptions())
        if (subscription.enabled && !this.stopped) await this.fill(subscription);
    } catch (error) {
      this.options.logger.warn(
        { cause: (error as Error).message },
        'Outbound webhooks: the outbox could not be read; trying again',
      );
    } finally {
      this.schedule(this.options.pollMs);
    }
  }

  private async fill(subscription: SubscriptionRecord): Promise<void> {
    const free = this.options.perSubscription - (this.busy.get(subscription.id) ?? 0);
    if (free <= 0 || this.filling.has(subscription.id)) return;
    this.filling.add(subscription.id);
    try {
      const now = this.options.now();
      const events = await this.store.claimDueEvents(
        subscription.id,
        new Date(now).toISOString(),
        new Date(now + this.options.leaseMs).toISOString(),
        free,
      );
      for (const event of events) {
        const sent = this.send(subscription, event);
        this.sending.add(sent);
        // A backlog drains at the endpoint's pace, not the poll's: once half the slots are free
        // again, they are claimed together (one claim, one write, for several events).
        void sent.finally(() => {
          this.sending.delete(sent);
          const half = this.options.perSubscription / 2;
          if (!this.stopped && events.length === free && (this.busy.get(subscription.id) ?? 0) <= half)
            void this.fill(subscription).catch(() => {});
        });
      }
    } finally {
      this.filling.delete(subscription.id);
    }
  }

  private async send(subscription: SubscriptionRecord, event: OutboundEventRecord): Promise<void> {
    const { id } = subscription;
    this.busy.set(id, (this.busy.get(id) ?? 0) + 1);
    try {
      const at = this.options.now();
      const body = event.body ?? '';
      const headers = signedHeaders(secretsOf(subscription, at), event.id, Math.floor(at / 1000), body);
      const result = await this.https.post(subscription.url, headers, body);
      if (this.stopped) return;
      const now = this.options.now();
      const outcome = attemptOutcome(result, event.attempts + 1, now);
      await this.store.recordAttempt(
        {
          eventId: event.id,
          subscriptionId: id,
          at: new Date(at).toISOString(),
          status: result.status,
          latencyMs: result.latencyMs,
          error: result.status === null ? result.error : null,
          answer: result.status === null ? null : result.answer,
        },
        outcome,
      );
      this.options.onAttempt?.(id, outcome.kind === 'delivered', now - Date.parse(event.createdAt));
      if (outcome.kind === 'failed')
        this.options.logger.warn({ subscriptionId: id, eventId: event.id }, 'Outbound webhook failed after every try');
    } catch (error) {
      this.options.logger.warn(
        { subscriptionId: id, eventId: event.id, cause: (error as Error).message },
        'Outbound webhooks: a try could not be recorded; it is sent again when its lease ends',
      );
    } finally {
      this.busy.set(id, (this.busy.get(id) ?? 1) - 1);
    }
  }
}

/** The secrets that sign now: the current one, and the previous one for 24 h after a rotation. */
function secretsOf(subscription: SubscriptionRecord, now: number): string[] {
  const { secret, previousSecret, previousSecretUntil } = subscription;
  return previousSecret && previousSecretUntil && Date.parse(previousSecretUntil) > now
    ? [secret, previousSecret]
    : [secret];
}
