import { EventEmitter } from 'node:events';
import type { DeliveryRecord, LeadRecord } from '../store/lead-store.ts';

export type LeadEvent =
  | { type: 'lead'; sourceId: string; lead: LeadRecord }
  | { type: 'delivery'; sourceId: string; delivery: DeliveryRecord };

/**
 * In-process news of intake, for the live page. Each instance only hears its own requests; the
 * page reloads its lists when it reconnects, so nothing stays missing for long.
 */
export class LeadEvents {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(event: LeadEvent): void {
    this.emitter.emit('event', event);
  }

  subscribe(listener: (event: LeadEvent) => void): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }
}
