import { timeOrderedId } from '../../base/time-ordered-id.ts';
import type { DeliveryRecord, NewDelivery, RefusalTally } from '../delivery-record.ts';
import { readAfterFollowUps } from './follow-up-reads.ts';
import { writeOptionsUntil } from './mongo-options.ts';
import { toDelivery } from './records.ts';
import { guard } from './store-guard.ts';
import type { StoreParts } from './store-parts.ts';

/** Every POST is recorded, a refused sender's too: within one write deadline, then 503. */
export function recordDelivery(p: StoreParts, sourceId: string, { id, ...delivery }: NewDelivery): Promise<void> {
  const deadline = Date.now() + p.limits.writeDeadlineMS;
  const bounds = () => writeOptionsUntil(p.limits, deadline);
  return guard(async () => {
    await p.writer.insertDeliveries([{ _id: id ?? timeOrderedId(), sourceId, ...delivery }], bounds);
    await p.refusals.counted(sourceId, delivery.status, bounds());
  });
}

export function recordRefusals(p: StoreParts, sourceId: string, tally: RefusalTally): Promise<DeliveryRecord> {
  return guard(() => p.refusals.add(sourceId, tally));
}

export function markDeliveriesSeen(p: StoreParts, sourceId: string): Promise<boolean> {
  return guard(() => p.refusals.markSeen(sourceId));
}

export function listDeliveries(p: StoreParts, sourceId: string, limit: number): Promise<DeliveryRecord[]> {
  return readAfterFollowUps(p, { sourceId }, async (read) => {
    const docs = await p.c.deliveries.find({ sourceId }, read).sort({ _id: -1 }).limit(limit).toArray();
    return docs.map(toDelivery);
  });
}

export function getDelivery(p: StoreParts, sourceId: string, id: string): Promise<DeliveryRecord | null> {
  return readAfterFollowUps(p, { sourceId }, async (read) => {
    const doc = await p.c.deliveries.findOne({ _id: id, sourceId }, read);
    return doc ? toDelivery(doc) : null;
  });
}

export function listLeadDeliveries(p: StoreParts, leadId: string, limit: number): Promise<DeliveryRecord[]> {
  return readAfterFollowUps(p, { leadId }, async (read) => {
    const docs = await p.c.deliveries
      .find({ $or: [{ leadId }, { matchedLeadId: leadId }] }, read)
      .sort({ _id: -1 })
      .limit(limit)
      .toArray();
    return docs.map(toDelivery);
  });
}
