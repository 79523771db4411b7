import { EventEmitter } from 'node:events';
import type { DeliveryRecord, LeadRecord } from '../store/lead-store.ts';

export type LeadEvent =
  | { type: 'lead'; sourceId: string; lead: LeadRecord }
  | { type: 'delivery'; sourceId: string; delivery: DeliveryRecord };

/** A delivery as the live feed tells it: what happened, never the body (docs/api.md §7). */
export type DeliverySummary = Omit<DeliveryRecord, 'body'>;

export type FeedEvent =
  | { type: 'lead'; sourceId: string; lead: LeadRecord }
  | { type: 'delivery'; sourceId: string; delivery: DeliverySummary };

/**
 * In-process news of intake, for the live page. Each instance only hears its own requests; the
 * page reloads its lists when it reconnects, so nothing stays missing for long.
 */
export class LeadEvents {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(event: LeadEvent): void {
    this.emitter.emit('event', summarize(event));
  }

  subscribe(listener: (event: FeedEvent) => void): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }
}

function summarize(event: LeadEvent): FeedEvent {
  if (event.type === 'lead') return event;
  const { body: _body, ...delivery } = event.delivery;
  return { ...event, delivery };
}
