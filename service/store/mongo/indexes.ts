import { setTimeout as sleep } from 'node:timers/promises';
import { MongoServerError, type Collection, type Db, type Document } from 'mongodb';
import type { Logger } from 'pino';
import { describe, StoreStartError } from './mongo-errors.ts';

interface IndexSpec {
  name: string;
  key: Record<string, 1 | -1>;
  unique?: true;
  partialFilterExpression?: Document;
  expireAfterSeconds?: number;
}

/** Every index the store needs, by name; reconciled at each start. */
const INDEXES: Record<string, IndexSpec[]> = {
  sources: [{ name: 'active_by_creation', key: { deletedAt: 1, createdAt: 1 } }],
  webhookTokens: [
    { name: 'by_source', key: { sourceId: 1 } },
    {
      name: 'one_active_token',
      key: { activeFor: 1 },
      unique: true,
      partialFilterExpression: { activeFor: { $type: 'string' } },
    },
  ],
  leads: [
    // Duplicates are decided by these unique indexes (E11000), never by a read before the write.
    // Test leads stand outside them: they never block a real lead.
    {
      name: 'phone_unique_real',
      key: { phone: 1 },
      unique: true,
      partialFilterExpression: { phone: { $type: 'string' }, test: false },
    },
    {
      name: 'email_holder_unique',
      key: { emailHolderKey: 1 },
      unique: true,
      partialFilterExpression: { emailHolderKey: { $type: 'string' } },
    },
    // Searches by phone (real and test leads alike), email and source, newest first.
    { name: 'phone_newest', key: { phone: 1, _id: -1 } },
    { name: 'email_newest', key: { emailKey: 1, _id: -1 } },
    { name: 'source_newest', key: { sourceId: 1, _id: -1 } },
    { name: 'test_newest', key: { test: 1, _id: -1 } }, // test=true/false, newest first
    { name: 'created', key: { createdAt: -1 } },
    // Leads whose lead.created events the outbound worker has not moved yet: few at any time.
    { name: 'outbox_pending', key: { outboxPending: 1 }, partialFilterExpression: { outboxPending: true } },
  ],
  outboundEvents: [
    {
      name: 'due',
      key: { subscriptionId: 1, nextAt: 1 },
      partialFilterExpression: { state: 'pending' },
    },
    { name: 'log', key: { subscriptionId: 1, _id: -1 } },
    { name: 'by_lead', key: { leadId: 1 }, partialFilterExpression: { leadId: { $type: 'string' } } },
  ],
  integrationTokens: [{ name: 'by_hash', key: { hash: 1 }, unique: true }],
  outboundAttempts: [
    { name: 'log', key: { subscriptionId: 1, _id: -1 } },
    { name: 'by_event', key: { eventId: 1, _id: -1 } },
  ],
  deliveries: [
    { name: 'source_newest', key: { sourceId: 1, _id: -1 } },
    // A lead's deliveries (GET /api/leads/:id/deliveries, erasure).
    { name: 'by_lead', key: { leadId: 1, _id: -1 }, partialFilterExpression: { leadId: { $type: 'string' } } },
    {
      name: 'by_matched_lead',
      key: { matchedLeadId: 1, _id: -1 },
      partialFilterExpression: { matchedLeadId: { $type: 'string' } },
    },
    // Erasure: a refused delivery sent again, by the lead it became (migration 10).
    {
      name: 'by_became_lead',
      key: { becameLeadId: 1 },
      partialFilterExpression: { becameLeadId: { $type: 'string' } },
    },
    // Erasure: the kept bodies that may carry a person, by the contacts they hold (body-contacts.ts).
    { name: 'body_contacts', key: { contacts: 1 }, partialFilterExpression: { body: { $type: 'string' } } },
  ],
  submissions: [{ name: 'by_lead', key: { leadId: 1, sourceId: 1, _id: -1 } }],
  // An unfinished erasure's tombstone (lead-erasure.ts) goes after a day, finished or not.
  erasures: [{ name: 'expire', key: { at: 1 }, expireAfterSeconds: 86_400 }],
};

/** The unique indexes duplicates are decided by, per collection: a write is safe only while each is ready. */
export const UNIQUE_INDEXES: Array<[collection: string, names: string[]]> = Object.entries(INDEXES).flatMap(
  ([collection, specs]) => {
    const names = specs.filter((spec) => spec.unique).map((spec) => spec.name);
    return names.length > 0 ? [[collection, names] as [string, string[]]] : [];
  },
);

/**
 * Indexes of earlier releases that must not stay: a unique index left behind refuses writes that
 * the store's own indexes allow (phone_unique, of the first schema, has no test condition) and
 * its duplicate keys are not understood. Only these names are dropped, never an index merely
 * unknown here: during a rolling deploy the next release's indexes must survive this one's start.
 */
const RETIRED_INDEXES: Record<string, string[]> = {
  leads: ['phone_unique', 'email_only_unique'],
};

const INDEX_BUILD_ALREADY_IN_PROGRESS = 285;
const INDEX_OPTIONS_CONFLICT = 85;
const INDEX_KEY_SPECS_CONFLICT = 86;
const NAMESPACE_NOT_FOUND = 26;
const INDEX_NOT_FOUND = 27;
const BUILD_POLL_MS = 500;
const DUPLICATES_SHOWN = 3;

/**
 * Drops retired indexes, then builds every index not ready: one still being built counts as
 * missing (a unique index under construction accepts duplicates, and its build fails at the end
 * if any were written), so createIndexes is sent for it too, and mongod joins the running build
 * and answers when it is done. `builds` belongs to the start-up client without socket timeout
 * (prepare-database.ts), since a build on a large collection takes minutes and must be committed by
 * a majority; the other commands go through `db`, whose answers are bounded.
 */
export async function reconcileIndexes(
  db: Db,
  builds: Db,
  { newerSchema }: { newerSchema: boolean },
  logger: Logger,
): Promise<void> {
  for (const [name, wanted] of Object.entries(INDEXES)) {
    const collection = db.collection(name);
    const building = builds.collection(name);
    for (const retired of RETIRED_INDEXES[name] ?? []) await dropIndex(collection, retired);
    const listed = await listIndexes(db, name);
    const ready = listed.filter((entry) => entry.ready).map((entry) => entry.spec);
    // Ready under another name (an earlier release's default name): mongod would answer 85.
    const missing = wanted.filter((spec) => !ready.some((index) => sameIndex(index, spec)));
    // A newer release (its schema readable by this one) changed an index under the same name: it
    // is that release's to keep, and the data is readable all the same (readableFrom).
    const changedByNewer = newerSchema
      ? missing.filter((spec) => listed.some((entry) => entry.spec.name === spec.name))
      : [];
    if (changedByNewer.length > 0)
      logger.warn(
        { collection: name, indexes: changedByNewer.map((spec) => spec.name) },
        'MongoDB: indexes a newer release changed are kept as they are',
      );
    const toBuild = missing.filter((spec) => !changedByNewer.includes(spec));
    if (toBuild.length === 0) continue;
    // A collection that does not exist yet (nothing listed) holds no duplicates.
    if (listed.length > 0) for (const spec of toBuild) if (spec.unique) await refuseDuplicates(building, spec);
    try {
      await building.createIndexes(toBuild, { commitQuorum: 'majority' });
    } catch (error) {
      const code = error instanceof MongoServerError ? error.code : undefined;
      if (code !== INDEX_BUILD_ALREADY_IN_PROGRESS) {
        const conflict =
          code === INDEX_OPTIONS_CONFLICT || code === INDEX_KEY_SPECS_CONFLICT
            ? ' (an index of that name or key exists with other options: drop it by hand)'
            : '';
        throw new StoreStartError(
          `MongoDB could not build the indexes ${toBuild.map((i) => i.name).join(', ')} on ${name}${conflict}: ${describe(error)}`,
        );
      }
      await waitForIndexes(db, name, toBuild);
    }
  }
}

/** Another instance's build of the same index (285 on older servers): waited for without a bound, as mongod itself waits. */
async function waitForIndexes(db: Db, name: string, wanted: IndexSpec[]): Promise<void> {
  for (;;) {
    const ready = (await listIndexes(db, name)).filter((entry) => entry.ready).map((entry) => entry.spec);
    const missing = wanted.filter((spec) => !ready.some((index) => sameIndex(index, spec)));
    if (missing.length === 0) return;
    await sleep(BUILD_POLL_MS);
  }
}

async function dropIndex(collection: Collection, name: string): Promise<void> {
  try {
    await collection.dropIndex(name);
  } catch (error) {
    if (error instanceof MongoServerError && (error.code === INDEX_NOT_FOUND || error.code === NAMESPACE_NOT_FOUND))
      return;
    throw new StoreStartError(
      `MongoDB could not drop the retired index ${name} on ${collection.collectionName}: ${describe(error)}`,
    );
  }
}

/**
 * A unique index cannot be built over documents that break it; instead of a failed build (after
 * minutes, naming one key), the start stops before it, naming the documents to resolve.
 */
async function refuseDuplicates(collection: Collection, spec: IndexSpec): Promise<void> {
  const key = Object.fromEntries(Object.keys(spec.key).map((field) => [field, `$${field}`]));
  const groups = await collection
    .aggregate(
      [
        { $match: spec.partialFilterExpression ?? {} },
        { $group: { _id: key, count: { $sum: 1 }, ids: { $push: '$_id' } } },
        { $match: { count: { $gt: 1 } } },
        { $limit: DUPLICATES_SHOWN },
      ],
      { allowDiskUse: true },
    )
    .toArray();
  if (groups.length === 0) return;
  // Ids only: the key values are personal data (phones, emails).
  const shown = groups.map((group) => `[${(group.ids as unknown[]).slice(0, 5).map(String).join(', ')}]`).join('; ');
  throw new StoreStartError(
    `MongoDB cannot build the unique index ${spec.name} on ${collection.collectionName}: these documents share its key (${shown}${groups.length === DUPLICATES_SHOWN ? '; maybe more' : ''}); resolve them, then start again.`,
  );
}

interface ListedIndex {
  spec: Document;
  ready: boolean;
}

/** Every index, with those still being built marked (includeBuildUUIDs: they come as {spec, buildUUID}). */
async function listIndexes(db: Db, name: string): Promise<ListedIndex[]> {
  try {
    const answer = await db.command({ listIndexes: name, includeBuildUUIDs: true, cursor: {} });
    const entries = answer.cursor.firstBatch as Document[];
    return entries.map((entry) =>
      entry.buildUUID ? { spec: entry.spec as Document, ready: false } : { spec: entry, ready: true },
    );
  } catch (error) {
    if (error instanceof MongoServerError && error.code === NAMESPACE_NOT_FOUND) return [];
    throw new StoreStartError(`MongoDB could not list the indexes of ${name}: ${describe(error)}`);
  }
}

const sameIndex = (index: Document, spec: IndexSpec) =>
  JSON.stringify(index.key) === JSON.stringify(spec.key) &&
  Boolean(index.unique) === Boolean(spec.unique) &&
  JSON.stringify(index.partialFilterExpression ?? null) === JSON.stringify(spec.partialFilterExpression ?? null);
