import { setTimeout as sleep } from 'node:timers/promises';
import { MongoServerError, type Collection, type Db, type Document } from 'mongodb';

interface IndexSpec {
  name: string;
  key: Record<string, 1 | -1>;
  unique?: true;
  partialFilterExpression?: Document;
}

/** Every index the store needs, by name; reconciled at each start. */
const INDEXES: Record<string, IndexSpec[]> = {
  sources: [{ name: 'active_by_creation', key: { deletedAt: 1, createdAt: 1 } }],
  webhookTokens: [
    { name: 'by_source', key: { sourceId: 1 } },
    { name: 'one_active_token', key: { activeFor: 1 }, unique: true, partialFilterExpression: { activeFor: { $type: 'string' } } },
  ],
  leads: [
    // Duplicates are decided by these unique indexes (E11000), never by a read before the write.
    // Test leads stand outside them: they never block a real lead.
    { name: 'phone_unique_real', key: { phone: 1 }, unique: true, partialFilterExpression: { phone: { $type: 'string' }, test: false } },
    { name: 'email_holder_unique', key: { emailHolderKey: 1 }, unique: true, partialFilterExpression: { emailHolderKey: { $type: 'string' } } },
    // Searches by phone (real and test leads alike), email and source, newest first.
    { name: 'phone_newest', key: { phone: 1, _id: -1 } },
    { name: 'email_newest', key: { emailKey: 1, _id: -1 } },
    { name: 'source_newest', key: { sourceId: 1, _id: -1 } },
    { name: 'created', key: { createdAt: -1 } },
  ],
  deliveries: [
    { name: 'source_newest', key: { sourceId: 1, _id: -1 } },
    // A lead's deliveries (GET /api/leads/:id/deliveries, erasure).
    { name: 'by_lead', key: { leadId: 1, _id: -1 }, partialFilterExpression: { leadId: { $type: 'string' } } },
    { name: 'by_matched_lead', key: { matchedLeadId: 1, _id: -1 }, partialFilterExpression: { matchedLeadId: { $type: 'string' } } },
  ],
  submissions: [{ name: 'by_lead', key: { leadId: 1, sourceId: 1, _id: -1 } }],
};

const INDEX_BUILD_ALREADY_IN_PROGRESS = 285;
const INDEX_OPTIONS_CONFLICT = 85;
const INDEX_KEY_SPECS_CONFLICT = 86;
const NAMESPACE_NOT_FOUND = 26;
const BUILD_WAIT_MS = 60_000;

/**
 * Creates the indexes that are missing, comparing by key and options (an equal index under
 * another name counts). Several instances starting at once race to build the same index: a
 * build already in progress (285) or an equal index just created (85/86) is waited for, not fatal.
 */
export async function reconcileIndexes(db: Db): Promise<void> {
  for (const [name, wanted] of Object.entries(INDEXES)) {
    const collection = db.collection(name);
    const missing = missingIndexes(wanted, await listIndexes(collection));
    if (missing.length === 0) continue;
    try {
      await collection.createIndexes(missing);
    } catch (error) {
      const code = error instanceof MongoServerError ? error.code : undefined;
      if (code !== INDEX_BUILD_ALREADY_IN_PROGRESS && code !== INDEX_OPTIONS_CONFLICT && code !== INDEX_KEY_SPECS_CONFLICT) throw error;
      await waitForIndexes(collection, missing);
    }
  }
}

async function waitForIndexes(collection: Collection, wanted: IndexSpec[]): Promise<void> {
  const deadline = Date.now() + BUILD_WAIT_MS;
  for (;;) {
    const missing = missingIndexes(wanted, await listIndexes(collection));
    if (missing.length === 0) return;
    if (Date.now() > deadline) throw new Error(`MongoDB indexes still missing on ${collection.collectionName}: ${missing.map((i) => i.name).join(', ')}`);
    await sleep(500);
  }
}

async function listIndexes(collection: Collection): Promise<Document[]> {
  try {
    return await collection.listIndexes().toArray();
  } catch (error) {
    if (error instanceof MongoServerError && error.code === NAMESPACE_NOT_FOUND) return [];
    throw error;
  }
}

const missingIndexes = (wanted: IndexSpec[], existing: Document[]) =>
  wanted.filter((spec) => !existing.some((index) => sameIndex(index, spec)));

const sameIndex = (index: Document, spec: IndexSpec) =>
  JSON.stringify(index.key) === JSON.stringify(spec.key)
  && Boolean(index.unique) === Boolean(spec.unique)
  && JSON.stringify(index.partialFilterExpression ?? null) === JSON.stringify(spec.partialFilterExpression ?? null);
