import { EventEmitter } from 'node:events';
import type { DeliveryRecord } from '../store/delivery-record.ts';
import type { LeadRecord } from '../store/lead-record.ts';

export type LeadEvent =
  | { type: 'lead'; sourceId: string; lead: LeadRecord }
  | { type: 'delivery'; sourceId: string; delivery: DeliveryRecord };

/** A delivery as the live feed tells it: what happened, never the body (docs/api.md §4). */
export type DeliverySummary = Omit<DeliveryRecord, 'body'>;

export type FeedEvent =
  | { type: 'lead'; sourceId: string; lead: LeadRecord }
  | { type: 'delivery'; sourceId: string; delivery: DeliverySummary }
  /** A lead erased on request, told to this instance's readers (docs/api.md §4, Erasure). */
  | { type: 'erased'; leadId: string };

/** Where a store's change feed sends what every instance wrote. */
export interface FeedSink {
  deliver(event: FeedEvent): void;
  /** The feed may have lost events (it had to start again without its place). */
  gap(): void;
}

/**
 * News of intake for this process's live readers. 'in-process' (SQLite: one process per data
 * file): what this process publishes. 'store' (MongoDB): what the store's change feed delivers,
 * which holds every instance's writes, this one's included; publish() is then a no-op, so each
 * event reaches a reader once.
 */
export class LeadEvents implements FeedSink {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  constructor(readonly origin: 'in-process' | 'store' = 'in-process') {}

  /** Whether a published event reaches anyone: intake builds its events only then. */
  get listened(): boolean {
    return this.origin === 'in-process' && this.emitter.listenerCount('event') > 0;
  }

  publish(event: LeadEvent): void {
    if (this.origin === 'in-process') this.deliver(summarize(event));
  }

  deliver(event: FeedEvent): void {
    this.emitter.emit('event', event);
  }

  gap(): void {
    this.emitter.emit('gap');
  }

  /** `onGap`: the reader may have missed events; the page reloads its lists when it reconnects. */
  subscribe(listener: (event: FeedEvent) => void, onGap?: () => void): () => void {
    this.emitter.on('event', listener);
    if (onGap) this.emitter.on('gap', onGap);
    return () => {
      this.emitter.off('event', listener);
      if (onGap) this.emitter.off('gap', onGap);
    };
  }
}

function summarize(event: LeadEvent): FeedEvent {
  if (event.type === 'lead') return event;
  const { body: _body, ...delivery } = event.delivery;
  return { ...event, delivery };
}
