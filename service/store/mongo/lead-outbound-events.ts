import { eventBody, erasedEventData, leadEventData, newMessageId } from '../../outbound/event-body.ts';
import { timeOrderedId } from '../../base/time-ordered-id.ts';
import { wants, type SubscriptionRecord } from '../outbound-records.ts';
import type { Collections } from './collections.ts';
import type { MongoLimits } from './mongo-options.ts';
import { leadForEvent } from './outbound-docs.ts';
import { forget, forgetIfErased, insertEvent } from './outbound-event-writes.ts';

const MATERIALIZED_PER_CALL = 100;

/** After a duplicate's submission was kept on the lead: `lead.returned`, with the lead as it is now. */
export async function leadReturned(
  c: Collections,
  limits: MongoLimits,
  cached: () => SubscriptionRecord[],
  leadId: string,
): Promise<void> {
  if (!cached().some((s) => s.events.includes('lead.returned'))) return;
  const doc = await c.leads.findOne({ _id: leadId });
  if (!doc) return;
  const wanting = cached().filter((s) => wants(s, 'lead.returned', doc.sourceId));
  const data = leadEventData(leadForEvent(doc), await sourceOf(c, doc.sourceId));
  const at = doc.lastSeenAt ?? doc.createdAt;
  for (const s of wanting) {
    const id = newMessageId(timeOrderedId());
    await insertEvent(c, limits, {
      id,
      subscriptionId: s.id,
      type: 'lead.returned',
      leadId,
      body: eventBody(id, 'lead.returned', at, data),
      at,
    });
  }
  await forgetIfErased(c, [leadId]);
}

/** Erasure: the lead's pending events go, the bytes of its sent ones too; then `lead.erased` (ids only). */
export async function leadErased(
  c: Collections,
  limits: MongoLimits,
  load: () => Promise<SubscriptionRecord[]>,
  leadId: string,
  sourceId: string,
  at: string,
): Promise<void> {
  await forget(c, leadId);
  for (const s of (await load()).filter((s) => wants(s, 'lead.erased', sourceId))) {
    const id = newMessageId(timeOrderedId());
    await insertEvent(c, limits, {
      id,
      subscriptionId: s.id,
      type: 'lead.erased',
      leadId: null,
      body: eventBody(id, 'lead.erased', at, erasedEventData(leadId, sourceId)),
      at,
    });
  }
}

/** Moves the events new leads carry into outboundEvents, where they are claimed. */
export async function materialize(c: Collections, limits: MongoLimits): Promise<void> {
  const leads = await c.leads.find({ outboxPending: true }).limit(MATERIALIZED_PER_CALL).toArray();
  const sources = new Map<string, { id: string; name: string }>();
  for (const lead of leads) {
    if (!sources.has(lead.sourceId)) sources.set(lead.sourceId, await sourceOf(c, lead.sourceId));
    const data = leadEventData(leadForEvent(lead), sources.get(lead.sourceId)!);
    for (const event of lead.outbox ?? [])
      await insertEvent(c, limits, {
        id: event.id,
        subscriptionId: event.subscriptionId,
        type: 'lead.created',
        leadId: lead._id,
        body: eventBody(event.id, 'lead.created', lead.createdAt, data),
        at: lead.createdAt,
      });
    await c.leads.updateOne({ _id: lead._id }, { $unset: { outboxPending: '', outbox: '' } });
  }
  // A lead erased while its events were moved: they go as the erasure would have done.
  await forgetIfErased(
    c,
    leads.map((lead) => lead._id),
  );
}

async function sourceOf(c: Collections, sourceId: string): Promise<{ id: string; name: string }> {
  const source = await c.sources.findOne({ _id: sourceId }, { projection: { name: 1 } });
  return { id: sourceId, name: source?.name ?? '' };
}
