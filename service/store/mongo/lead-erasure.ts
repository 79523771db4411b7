import { MongoServerError } from 'mongodb';
import { bodyCarries } from '../erasure-match.ts';
import type { ErasureNeedles, ErasureReport } from '../erasure-records.ts';
import { contactKeysOf } from './body-contacts.ts';
import type { Collections, ErasureDoc } from './collections.ts';
import type { RequestBounds } from './mongo-options.ts';

const DUPLICATE_KEY = 11000;
const ERASED = { $unset: { body: '' as const, contacts: '' as const }, $set: { erased: true as const } };
const SCAN_BATCH = 200;

/** What an erasure does besides its own steps: recompute a source's counters (idempotent). */
export type Recount = (sourceId: string, bounds: () => RequestBounds) => Promise<void>;

/**
 * Erasure on MongoDB (docs/api.md §4, docs/operations.md "Erasure"): no multi-document
 * transaction, so the steps run in an order that a retry can finish: the delivery bodies first,
 * the submissions, then the lead itself (until it is gone the call can be repeated). Before the
 * lead's delete a tombstone keeps what the last steps need (its source, the email it held): a
 * retry after a failure past the delete finds it and finishes them (finishErasure). Every step
 * runs within what is left of the request's one deadline (`bounds`, the write budget).
 */
export async function eraseLead(
  c: Collections,
  id: string,
  needles: ErasureNeedles,
  bounds: () => RequestBounds,
  recount: Recount,
): Promise<ErasureReport | null> {
  const lead = await c.leads.findOne({ _id: id }, bounds());
  if (!lead) {
    const tombstone = await c.erasures.findOne({ _id: id }, bounds());
    return tombstone ? finishErasure(c, tombstone, bounds, recount) : null;
  }
  const erased = ERASED;
  // Its deliveries, those that matched it, and refused ones sent again that became it (the same body).
  const linked = await c.deliveries.updateMany(
    { $or: [{ leadId: id }, { matchedLeadId: id }, { becameLeadId: id }] },
    erased,
    bounds(),
  );
  let carried = 0;
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length > 0)
      carried += (await c.deliveries.updateMany({ _id: { $in: batch } }, erased, bounds())).modifiedCount;
    batch = [];
  };
  // Refused and duplicate bodies holding one of the person's contacts, by index (body_contacts);
  // those written before the index (no contacts) are read too, until the log rotates them out.
  const kept = c.deliveries.find(
    {
      body: { $type: 'string' },
      $or: [{ contacts: { $in: contactKeysOf(needles) } }, { contacts: { $exists: false } }],
      outcome: { $in: ['rejected', 'duplicate'] },
    },
    { ...bounds(), projection: { _id: 1, body: 1 } },
  );
  for await (const delivery of kept) {
    if (delivery.body !== undefined && bodyCarries(delivery.body, needles)) batch.push(delivery._id);
    if (batch.length >= SCAN_BATCH) await flush();
  }
  await flush();
  await c.submissions.deleteMany({ leadId: id }, bounds());
  const tombstone: ErasureDoc = {
    _id: id,
    sourceId: lead.sourceId,
    ...(lead.emailHolderKey ? { emailHolderKey: lead.emailHolderKey } : {}),
    at: new Date(),
  };
  await c.erasures.replaceOne({ _id: id }, tombstone, { ...bounds(), upsert: true });
  const removed = await c.leads.deleteOne({ _id: id }, bounds());
  // The count: lowered by one here, recomputed by a retry (finishErasure), never lowered twice.
  if (removed.deletedCount === 1)
    await c.sources.updateOne(
      { _id: lead.sourceId },
      { $inc: { [lead.test ? 'testLeadCount' : 'leadCount']: -1 } },
      bounds(),
    );
  const last = await finishErasure(c, tombstone, bounds, removed.deletedCount === 1 ? null : recount);
  return { erasedDeliveries: linked.modifiedCount + carried + last.erasedDeliveries };
}

/**
 * The steps after the lead's delete, each safe to repeat: a returning person's writes that landed
 * meanwhile (one landing after this pass finds the lead gone itself: forgetIfErased), the source's
 * count when `recount` is given, the email's holder mark passed on; then the tombstone goes.
 */
async function finishErasure(
  c: Collections,
  { _id: id, sourceId, emailHolderKey }: ErasureDoc,
  bounds: () => RequestBounds,
  recount: Recount | null,
): Promise<ErasureReport> {
  const late = await c.deliveries.updateMany(
    { $or: [{ leadId: id }, { matchedLeadId: id }, { becameLeadId: id }], body: { $exists: true } },
    ERASED,
    bounds(),
  );
  await c.submissions.deleteMany({ leadId: id }, bounds());
  if (recount) await recount(sourceId, bounds);
  if (emailHolderKey) await passEmailHolder(c, emailHolderKey, bounds);
  await c.erasures.deleteOne({ _id: id }, bounds());
  return { erasedDeliveries: late.modifiedCount };
}

/** Another real lead with the email holds it now, so an email-only lead is still its duplicate. */
async function passEmailHolder(c: Collections, emailKey: string, bounds: () => RequestBounds): Promise<void> {
  const next = await c.leads.findOne(
    { emailKey, test: false },
    { ...bounds(), sort: { _id: 1 }, projection: { _id: 1 } },
  );
  if (!next) return;
  try {
    await c.leads.updateOne({ _id: next._id }, { $set: { emailHolderKey: emailKey } }, bounds());
  } catch (error) {
    // Meanwhile an email-only lead became its holder: the email is held, as it should be.
    if (!(error instanceof MongoServerError && error.code === DUPLICATE_KEY)) throw error;
  }
}

/**
 * A lead's delivery entry or a returning person's submission written after the lead was erased
 * (written after the answer and past the erasure's wait for it, a retry of a failed first attempt
 * seconds later, or a duplicate racing the erasure): the entry
 * loses its body and the submission goes, as the erasure would have done. Each is keyed by the
 * delivery's id (a submission shares its delivery's). Called after the write, so either the
 * erasure's last pass or this check sees it.
 */
export async function forgetIfErased(
  c: Collections,
  links: Array<{ id: string; leadId: string }>,
  bounds: RequestBounds,
): Promise<void> {
  if (links.length === 0) return;
  const leadIds = [...new Set(links.map((link) => link.leadId))];
  const found = c.leads.find({ _id: { $in: leadIds } }, { ...bounds, projection: { _id: 1 }, limit: leadIds.length });
  const kept = new Set((await found.toArray()).map((lead) => lead._id));
  const gone = links.filter((link) => !kept.has(link.leadId)).map((link) => link.id);
  if (gone.length === 0) return;
  await c.deliveries.updateMany({ _id: { $in: gone } }, ERASED, bounds);
  await c.submissions.deleteMany({ _id: { $in: gone } }, bounds);
}
