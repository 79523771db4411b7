import { MongoServerError, type AnyBulkWriteOperation, type Db } from 'mongodb';
import { ConfigError } from '../../base/config.ts';
import { withContacts } from './body-contacts.ts';
import { collections, type Collections, type DeliveryDoc, type LeadDoc } from './collections.ts';
import { describe, StoreStartError } from './mongo-errors.ts';

interface Migration {
  version: number;
  what: string;
  /**
   * The oldest schema version whose releases still read and write the data correctly once this
   * migration ran (default: this migration's own version, i.e. no older release). A migration that
   * only adds data or drops what no release needs sets it lower, so a rollback or a rolling deploy
   * can still start the previous release.
   */
  readableFrom?: number;
  up(c: Collections): Promise<void>;
}

/**
 * Issue 34: leads stored before get no conflicts (`[]`; one write each, once) and their kept
 * submissions count as matching (absent `conflicting`). The release before reads and writes the
 * data as before, but keeps submissions by the old rule and records no conflicts while it runs.
 * Declared apart so its test finds its version (renumbered at a merge, readableFrom moves with it).
 */
const LEAD_CONFLICTS: Migration = {
  version: 4,
  readableFrom: 3,
  what: 'conflicts: [] on every lead (a returning submission with another name or email)',
  up: (c) => c.leads.updateMany({ conflicts: { $exists: false } }, { $set: { conflicts: [] } }).then(() => {}),
};
/** @public for its test */
export const LEAD_CONFLICTS_VERSION = LEAD_CONFLICTS.version;

// Deliveries gain `reasons` and `rolesJson` as they are written; those logged before keep neither
// (nothing to rewrite), and the previous release ignores both.
const DELIVERY_EXPLANATIONS: Migration = {
  version: 8,
  readableFrom: 7,
  what: "deliveries may carry why each field was picked and every other value's role (issue 35)",
  up: async () => {},
};
/** @public for its test */
export const DELIVERY_EXPLANATIONS_VERSION = DELIVERY_EXPLANATIONS.version;

// A refused delivery sent again names the lead it became (`becameLeadId`, index by_became_lead
// reconciled at start), and a replayed lead its refused delivery (`replayOf`) until the link is
// written. The previous release ignores both (its erasure leaves such a body to the needles).
const REPLAY_LINKS: Migration = {
  version: 10,
  readableFrom: 9,
  what: 'a refused delivery sent again names the lead it became (issue 36 item 9)',
  up: async () => {},
};
/** @public for its test */
export const REPLAY_LINKS_VERSION = REPLAY_LINKS.version;

/**
 * Numbered migrations (contract §7): each runs once per database, recorded in the `meta`
 * collection's `schema` document. Each must be safe to run twice: two instances starting together
 * may both run it before either records it.
 */
const MIGRATIONS: Migration[] = [
  {
    version: 1,
    what: 'from the development schema: test flag, email holders instead of email-only keys',
    up: fromDevelopmentSchema,
  },
  // A delivery's id is its _id (time-ordered already); those logged before have no request id or content type.
  {
    version: 2,
    readableFrom: 1,
    what: 'an empty field map on every source',
    up: (c) => c.sources.updateMany({ fieldMap: { $exists: false } }, { $set: { fieldMap: [] } }).then(() => {}),
  },
  // The previous release never uses phone_unique (the reconcile drops it too, RETIRED_INDEXES).
  {
    version: 3,
    readableFrom: 2,
    what: "drop the first schema's phone_unique index (no test condition)",
    up: (c) => dropRetiredIndex(c, 'phone_unique'),
  },
  LEAD_CONFLICTS,
  // Adds a field the previous release neither reads nor minds; its own writes lack it, and an
  // erasure reads those too (lead-erasure.ts).
  {
    version: 5,
    readableFrom: 4,
    what: 'the contacts of kept delivery bodies, which erasure finds them by (index body_contacts)',
    up: keyKeptBodies,
  },
  // A source's thank-you page for plain HTML forms (issue 36 item 5); older releases ignore the field.
  {
    version: 6,
    readableFrom: 5,
    what: 'no thank-you page (redirectUrl null) on every source',
    up: (c) =>
      c.sources.updateMany({ redirectUrl: { $exists: false } }, { $set: { redirectUrl: null } }).then(() => {}),
  },
  // Test leads counted apart (issue 36 item 9); an older release would count them in leadCount again.
  {
    version: 7,
    what: 'real and test leads counted apart (leadCount, testLeadCount) on every source',
    up: countTestLeadsApart,
  },
  DELIVERY_EXPLANATIONS,
  // Outbound webhooks (issue 38): new collections, their indexes reconciled at start (indexes.ts).
  // Not readable by older releases: their erasure would leave the person's pending events behind.
  {
    version: 9,
    what: 'outbound webhooks: subscriptions, outboundEvents, outboundAttempts, integrationTokens',
    up: async () => {},
  },
  REPLAY_LINKS,
];
export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1].version;

/**
 * Brings the database to SCHEMA_VERSION. A database at a newer version opens (its migrations are
 * not undone) as long as its `readableFrom` is not above this release; releases before
 * readableFrom existed refuse any newer version (docs/operations.md, Upgrades and rollbacks).
 * Answers whether the database is newer: its release's indexes are then kept (indexes.ts).
 */
export async function migrate(db: Db): Promise<{ newerSchema: boolean }> {
  const c = collections(db);
  const meta = await c.meta.findOne({ _id: 'schema' });
  const current = meta?.version ?? 0;
  const readableFrom = meta?.readableFrom ?? current;
  if (readableFrom > SCHEMA_VERSION) {
    throw new ConfigError(
      `The MongoDB database has schema version ${current}, readable only by releases of schema ${readableFrom} or newer (this one knows up to ${SCHEMA_VERSION}); run the newer version.`,
    );
  }
  let floor = readableFrom;
  for (const migration of MIGRATIONS.filter((m) => m.version > current)) {
    floor = Math.max(floor, migration.readableFrom ?? migration.version);
    try {
      await migration.up(c);
      await c.meta.updateOne(
        { _id: 'schema' },
        { $max: { version: migration.version, readableFrom: floor } },
        { upsert: true },
      );
    } catch (error) {
      throw new StoreStartError(
        `MongoDB migration ${migration.version} (${migration.what}) failed: ${describe(error)}`,
      );
    }
  }
  return { newerSchema: current > SCHEMA_VERSION };
}

async function dropRetiredIndex(c: Collections, name: string): Promise<void> {
  await c.leads.dropIndex(name).catch((error) => {
    // 27 IndexNotFound: never there, or already dropped by another instance; 26: no collection yet.
    if (!(error instanceof MongoServerError) || (error.code !== 27 && error.code !== 26)) throw error;
  });
}

const BULK = 1000;

async function fromDevelopmentSchema(c: Collections): Promise<void> {
  await c.leads.updateMany({ test: { $exists: false } }, { $set: { test: false } });
  await dropRetiredIndex(c, 'email_only_unique');
  // Email-only leads held their email alone; they become its holder.
  const held = new Set<string>();
  let writes: AnyBulkWriteOperation<LeadDoc>[] = [];
  const flush = async (force = false) => {
    if (writes.length >= BULK || (force && writes.length > 0)) await c.leads.bulkWrite(writes, { ordered: false });
    if (writes.length >= BULK || force) writes = [];
  };
  type OldLead = LeadDoc & { emailOnlyKey?: string };
  for await (const lead of c.leads.find<OldLead>({ emailOnlyKey: { $type: 'string' } } as object, {
    projection: { emailOnlyKey: 1 },
  })) {
    held.add(lead.emailOnlyKey!);
    writes.push({
      updateOne: {
        filter: { _id: lead._id },
        update: { $set: { emailHolderKey: lead.emailOnlyKey }, $unset: { emailOnlyKey: '' } } as object,
      },
    });
    await flush();
  }
  for await (const lead of c.leads.find({ emailHolderKey: { $type: 'string' } }, { projection: { emailHolderKey: 1 } }))
    held.add(lead.emailHolderKey!);
  // Every other email: its oldest real lead holds it.
  const cursor = c.leads
    .find({ emailKey: { $type: 'string' }, test: false }, { projection: { emailKey: 1 } })
    .sort({ emailKey: 1, _id: 1 });
  for await (const lead of cursor) {
    if (held.has(lead.emailKey!)) continue;
    held.add(lead.emailKey!);
    writes.push({ updateOne: { filter: { _id: lead._id }, update: { $set: { emailHolderKey: lead.emailKey! } } } });
    await flush();
  }
  await flush(true);
}

async function keyKeptBodies(c: Collections): Promise<void> {
  let writes: AnyBulkWriteOperation<DeliveryDoc>[] = [];
  const unkeyed = c.deliveries.find(
    { body: { $type: 'string' }, contacts: { $exists: false } },
    { projection: { body: 1, outcome: 1 } },
  );
  for await (const doc of unkeyed) {
    const { contacts } = withContacts(doc as DeliveryDoc);
    writes.push({ updateOne: { filter: { _id: doc._id }, update: { $set: { contacts } } } });
    if (writes.length < BULK) continue;
    await c.deliveries.bulkWrite(writes, { ordered: false });
    writes = [];
  }
  if (writes.length > 0) await c.deliveries.bulkWrite(writes, { ordered: false });
}

/** Each source's counters from its leads: safe to run twice, as a recount is. */
async function countTestLeadsApart(c: Collections): Promise<void> {
  for await (const source of c.sources.find({}, { projection: { _id: 1 } })) {
    const leadCount = await c.leads.countDocuments({ sourceId: source._id, test: false });
    const testLeadCount = await c.leads.countDocuments({ sourceId: source._id, test: true });
    await c.sources.updateOne({ _id: source._id }, { $set: { leadCount, testLeadCount } });
  }
}
