import { timeOrderedId } from '../../base/time-ordered-id.ts';
import {
  DISABLE_AFTER_FAILING_MS,
  type AttemptOutcome,
  type OutboundAttemptRecord,
  type OutboundEventRecord,
} from '../outbound-records.ts';
import type { Collections } from './collections.ts';
import { writeOptions, type MongoLimits } from './mongo-options.ts';
import { toEvent } from './outbound-docs.ts';

/** Claims due events with a conditional update: a lease, so one instance at a time sends each. */
export async function claimEvents(
  c: Collections,
  limits: MongoLimits,
  subscriptionId: string,
  at: string,
  leaseUntil: string,
  limit: number,
): Promise<OutboundEventRecord[]> {
  const claimed: OutboundEventRecord[] = [];
  while (claimed.length < limit) {
    const doc = await c.outboundEvents.findOneAndUpdate(
      {
        subscriptionId,
        state: 'pending',
        nextAt: { $lte: at },
        $or: [{ leaseUntil: null }, { leaseUntil: { $lte: at } }],
      },
      { $set: { leaseUntil } },
      { ...writeOptions(limits), sort: { nextAt: 1 }, returnDocument: 'after' },
    );
    if (!doc) break;
    claimed.push(toEvent(doc));
  }
  return claimed;
}

/** Logs an attempt and ends, or schedules the retry of, its event; answers whether it disabled the subscription. */
export async function recordAttemptOutcome(
  c: Collections,
  limits: MongoLimits,
  attempt: OutboundAttemptRecord,
  outcome: AttemptOutcome,
): Promise<boolean> {
  const { eventId, subscriptionId, at } = attempt;
  await c.outboundAttempts.insertOne({ _id: timeOrderedId(), ...attempt }, writeOptions(limits));
  const retry = outcome.kind === 'retry';
  await c.outboundEvents.updateOne(
    { _id: eventId, state: 'pending' },
    {
      $set: {
        state: retry ? 'pending' : outcome.kind,
        nextAt: retry ? outcome.nextAt : null,
        leaseUntil: null,
        finishedAt: retry ? null : at,
      },
      $inc: { attempts: 1 },
    },
    writeOptions(limits),
  );
  if (outcome.kind === 'delivered') {
    await c.subscriptions.updateOne({ _id: subscriptionId }, { $set: { lastSuccessAt: at, failingSince: null } });
    return false;
  }
  await c.subscriptions.updateOne({ _id: subscriptionId, failingSince: null }, { $set: { failingSince: at } });
  const cutoff = new Date(Date.parse(at) - DISABLE_AFTER_FAILING_MS).toISOString();
  const disabled = await c.subscriptions.updateOne(
    { _id: subscriptionId, enabled: true, failingSince: { $lte: cutoff } },
    { $set: { enabled: false, disabledReason: 'failing' } },
  );
  return disabled.modifiedCount > 0;
}
