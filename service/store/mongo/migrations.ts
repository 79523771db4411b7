import { MongoServerError, type AnyBulkWriteOperation, type Db } from 'mongodb';
import { ConfigError } from '../../config.ts';
import { collections, type Collections, type LeadDoc } from './collections.ts';

interface Migration {
  version: number;
  what: string;
  up(c: Collections): Promise<void>;
}

/**
 * Numbered migrations (contract §7): each runs once per database, recorded in the `meta`
 * collection's `schema` document. Each must be safe to run twice: two instances starting together
 * may both run it before either records it.
 */
const MIGRATIONS: Migration[] = [
  { version: 1, what: 'from the development schema: test flag, email holders instead of email-only keys', up: fromDevelopmentSchema },
  // A delivery's id is its _id (time-ordered already); those logged before have no request id or content type.
  { version: 2, what: 'an empty field map on every source', up: (c) => c.sources.updateMany({ fieldMap: { $exists: false } }, { $set: { fieldMap: [] } }).then(() => {}) },
];
export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1].version;

export async function migrate(db: Db): Promise<void> {
  const c = collections(db);
  const current = (await c.meta.findOne({ _id: 'schema' }))?.version ?? 0;
  if (current > SCHEMA_VERSION) {
    throw new ConfigError(`The MongoDB database has schema version ${current}, written by a newer version of this service (this one knows up to ${SCHEMA_VERSION}); run the newer version.`);
  }
  for (const migration of MIGRATIONS.filter((m) => m.version > current)) {
    await migration.up(c);
    await c.meta.updateOne({ _id: 'schema' }, { $max: { version: migration.version } }, { upsert: true });
  }
}

const BULK = 1000;

async function fromDevelopmentSchema(c: Collections): Promise<void> {
  await c.leads.updateMany({ test: { $exists: false } }, { $set: { test: false } });
  await c.leads.dropIndex('email_only_unique').catch((error) => {
    if (!(error instanceof MongoServerError) || (error.code !== 27 && error.code !== 26)) throw error;
  });
  // Email-only leads held their email alone; they become its holder.
  const held = new Set<string>();
  let writes: AnyBulkWriteOperation<LeadDoc>[] = [];
  const flush = async (force = false) => {
    if (writes.length >= BULK || (force && writes.length > 0)) await c.leads.bulkWrite(writes, { ordered: false });
    if (writes.length >= BULK || force) writes = [];
  };
  type OldLead = LeadDoc & { emailOnlyKey?: string };
  for await (const lead of c.leads.find<OldLead>({ emailOnlyKey: { $type: 'string' } } as object, { projection: { emailOnlyKey: 1 } })) {
    held.add(lead.emailOnlyKey!);
    writes.push({ updateOne: { filter: { _id: lead._id }, update: { $set: { emailHolderKey: lead.emailOnlyKey }, $unset: { emailOnlyKey: '' } } as object } });
    await flush();
  }
  for await (const lead of c.leads.find({ emailHolderKey: { $type: 'string' } }, { projection: { emailHolderKey: 1 } })) held.add(lead.emailHolderKey!);
  // Every other email: its oldest real lead holds it.
  const cursor = c.leads.find({ emailKey: { $type: 'string' }, test: false }, { projection: { emailKey: 1 } }).sort({ emailKey: 1, _id: 1 });
  for await (const lead of cursor) {
    if (held.has(lead.emailKey!)) continue;
    held.add(lead.emailKey!);
    writes.push({ updateOne: { filter: { _id: lead._id }, update: { $set: { emailHolderKey: lead.emailKey! } } } });
    await flush();
  }
  await flush(true);
}
