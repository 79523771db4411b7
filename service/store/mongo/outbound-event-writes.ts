import { MongoServerError } from 'mongodb';
import type { NewOutboundEvent } from '../outbound-records.ts';
import type { Collections } from './collections.ts';
import { writeOptions, type MongoLimits } from './mongo-options.ts';

const DUPLICATE_KEY = 11000;

export async function insertEvent(
  c: Collections,
  limits: MongoLimits,
  e: NewOutboundEvent & { body: string },
): Promise<void> {
  try {
    await c.outboundEvents.insertOne(
      {
        _id: e.id,
        subscriptionId: e.subscriptionId,
        type: e.type,
        leadId: e.leadId,
        body: e.body,
        createdAt: e.at,
        state: 'pending',
        attempts: 0,
        nextAt: e.at,
        leaseUntil: null,
        finishedAt: null,
      },
      writeOptions(limits),
    );
  } catch (error) {
    if (!(error instanceof MongoServerError && error.code === DUPLICATE_KEY)) throw error; // moved before
  }
}

export async function forgetIfErased(c: Collections, leadIds: string[]): Promise<void> {
  if (leadIds.length === 0) return;
  const kept = new Set(
    (await c.leads.find({ _id: { $in: leadIds } }, { projection: { _id: 1 } }).toArray()).map((l) => l._id),
  );
  for (const leadId of leadIds) if (!kept.has(leadId)) await forget(c, leadId);
}

export async function forget(c: Collections, leadId: string): Promise<void> {
  const events = await c.outboundEvents.find({ leadId }, { projection: { _id: 1 } }).toArray();
  await c.outboundEvents.deleteMany({ leadId, state: 'pending' });
  await c.outboundEvents.updateMany({ leadId }, { $set: { body: null } });
  if (events.length > 0)
    await c.outboundAttempts.updateMany({ eventId: { $in: events.map((e) => e._id) } }, { $set: { answer: null } });
}
