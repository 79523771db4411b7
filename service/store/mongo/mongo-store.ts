import { MongoBulkWriteError, MongoClient, MongoError, type Filter, type WriteError } from 'mongodb';
import { ConnectionString } from 'mongodb-connection-string-url';
import { timeOrderedId } from '../../time-ordered-id.ts';
import {
  DELIVERIES_KEPT,
  emailKeyOf,
  isEmailOnly,
  type AddLeadResult,
  type DeliveryRecord,
  type LeadQuery,
  type LeadRecord,
  type LeadStore,
  type NewSource,
  type SourcePatch,
  type SourceRecord,
  type WebhookLookup,
} from '../lead-store.ts';
import { LeadCounts } from '../lead-counts.ts';
import { StoreUnavailableError } from '../store-errors.ts';
import { TurnBatch } from '../turn-batch.ts';
import { collections, createIndexes, type DeliveryDoc, type LeadDoc, type SourceDoc } from './collections.ts';

const DUPLICATE_KEY = 11000;
const PRUNE_EVERY = 100;

/**
 * The production store. Writes use majority write concern with journaling, so a 200 survives a
 * failover or power cut. Without multi-document transactions (standalone servers have none), each
 * method orders its writes so a crash between them leaves a readable state.
 */
export class MongoStore implements LeadStore {
  private readonly c: ReturnType<typeof collections>;
  private readonly deliveriesSincePrune = new Map<string, number>();
  private readonly leadWrites = new TurnBatch<PendingLead, AddLeadResult>((batch) => this.writeLeads(batch));

  private constructor(private readonly client: MongoClient, dbName: string) {
    this.c = collections(client.db(dbName));
  }

  static async open(uri: string): Promise<MongoStore> {
    const dbName = new ConnectionString(uri).pathname.replace(/^\//, '') || 'lead_intake';
    const client = new MongoClient(uri, {
      writeConcern: { w: 'majority', journal: true },
      serverSelectionTimeoutMS: 5000,
      ignoreUndefined: true, // an absent optional field stays absent, not null
    });
    try {
      await client.connect();
      await client.db(dbName).command({ ping: 1 });
      // Leads written before test leads existed: real ones, inside the phone index's filter.
      await client.db(dbName).collection('leads').updateMany({ test: { $exists: false } }, { $set: { test: false } });
      await createIndexes(client.db(dbName));
    } catch (error) {
      await client.close().catch(() => {});
      throw error;
    }
    return new MongoStore(client, dbName);
  }

  createSource(source: NewSource): Promise<SourceRecord> {
    return this.guard(async () => {
      const doc: SourceDoc = {
        _id: source.id, name: source.name, defaultCountry: source.defaultCountry, googleKey: source.googleKey, token: source.token,
        createdAt: source.at, updatedAt: source.at, deletedAt: null, leadCount: 0, lastLeadAt: null,
      };
      await this.c.webhookTokens.insertOne({ _id: source.token, sourceId: source.id, createdAt: source.at, revokedAt: null, revokedReason: null });
      await this.c.sources.insertOne(doc);
      return toSource(doc);
    });
  }

  listSources(): Promise<SourceRecord[]> {
    return this.guard(async () => (await this.c.sources.find({ deletedAt: null }).sort({ createdAt: 1, _id: 1 }).toArray()).map(toSource));
  }

  getSource(id: string): Promise<SourceRecord | null> {
    return this.guard(async () => {
      const doc = await this.c.sources.findOne({ _id: id, deletedAt: null });
      return doc ? toSource(doc) : null;
    });
  }

  updateSource(id: string, patch: SourcePatch, at: string): Promise<SourceRecord | null> {
    return this.guard(async () => {
      const doc = await this.c.sources.findOneAndUpdate(
        { _id: id, deletedAt: null },
        { $set: { ...patch, updatedAt: at } },
        { returnDocument: 'after' },
      );
      return doc ? toSource(doc) : null;
    });
  }

  deleteSource(id: string, at: string): Promise<boolean> {
    return this.guard(async () => {
      const { matchedCount } = await this.c.sources.updateOne({ _id: id, deletedAt: null }, { $set: { deletedAt: at, updatedAt: at } });
      if (matchedCount === 0) return false;
      await this.c.webhookTokens.updateMany({ sourceId: id, revokedAt: null }, { $set: { revokedAt: at, revokedReason: 'deleted' } });
      return true;
    });
  }

  replaceToken(id: string, newToken: string, at: string): Promise<SourceRecord | null> {
    return this.guard(async () => {
      if (!(await this.c.sources.findOne({ _id: id, deletedAt: null }, { projection: { _id: 1 } }))) return null;
      await this.c.webhookTokens.insertOne({ _id: newToken, sourceId: id, createdAt: at, revokedAt: null, revokedReason: null });
      await this.c.webhookTokens.updateMany(
        { sourceId: id, revokedAt: null, _id: { $ne: newToken } },
        { $set: { revokedAt: at, revokedReason: 'regenerated' } },
      );
      const doc = await this.c.sources.findOneAndUpdate({ _id: id }, { $set: { token: newToken, updatedAt: at } }, { returnDocument: 'after' });
      return doc ? toSource(doc) : null;
    });
  }

  findWebhook(token: string): Promise<WebhookLookup | null> {
    return this.guard(async () => {
      const hit = await this.c.webhookTokens.findOne({ _id: token });
      const doc = hit && (await this.c.sources.findOne({ _id: hit.sourceId }));
      if (!hit || !doc) return null;
      const source = { ...toSource(doc), token };
      if (hit.revokedAt) return { source, revoked: { reason: hit.revokedReason ?? 'regenerated', at: hit.revokedAt } };
      // A crash between the two writes of deleteSource leaves the token active: still refuse it.
      if (doc.deletedAt) return { source, revoked: { reason: 'deleted', at: doc.deletedAt } };
      return { source, revoked: null };
    });
  }

  addLead(lead: LeadRecord, delivery: { at: string; body?: string }): Promise<AddLeadResult> {
    return this.leadWrites.add({ lead, delivery });
  }

  recordDelivery(sourceId: string, delivery: DeliveryRecord): Promise<void> {
    return this.guard(() => this.insertDeliveries([{ sourceId, ...delivery }]));
  }

  listDeliveries(sourceId: string, limit: number): Promise<DeliveryRecord[]> {
    return this.guard(async () => {
      const docs = await this.c.deliveries.find({ sourceId }).sort({ _id: -1 }).limit(limit).toArray();
      return docs.map(({ _id, sourceId: _source, ...delivery }) => delivery);
    });
  }

  findLeads(query: LeadQuery): Promise<LeadRecord[]> {
    const filter: Filter<LeadDoc> = {};
    if (query.sourceId !== undefined) filter.sourceId = query.sourceId;
    if (query.phone !== undefined) filter.phone = query.phone;
    if (query.email !== undefined) filter.emailKey = emailKeyOf(query.email);
    if (query.since !== undefined) filter.createdAt = { $gte: query.since };
    if (query.beforeId !== undefined) filter._id = { $lt: query.beforeId };
    return this.guard(async () => (await this.c.leads.find(filter).sort({ _id: -1 }).limit(query.limit).toArray()).map(toLead));
  }

  getLead(id: string): Promise<LeadRecord | null> {
    return this.guard(async () => {
      const doc = await this.c.leads.findOne({ _id: id });
      return doc ? toLead(doc) : null;
    });
  }

  /** Ready means writable: a majority-acknowledged write, so a lost primary shows as not ready. */
  ping(): Promise<void> {
    return this.guard(async () => {
      await this.c.readiness.updateOne({ _id: 'readiness' }, { $set: { checkedAt: new Date().toISOString() } }, { upsert: true });
    });
  }

  close(): Promise<void> {
    return this.client.close();
  }

  /**
   * The leads queued in one event-loop turn, written together: one read for the email-only ones,
   * one unordered insertMany (a duplicate key fails only its own document), one counter update per
   * source, one insertMany for their deliveries. Each lead is answered after all of that is
   * acknowledged by a majority, journaled.
   */
  private async writeLeads(batch: PendingLead[]): Promise<PromiseSettledResult<AddLeadResult>[]> {
    return this.guard(async () => {
      const outcomes: Array<PromiseSettledResult<AddLeadResult> | undefined> = new Array(batch.length);
      const emailOnlyKeys = batch.filter(({ lead }) => isEmailOnly(lead)).map(({ lead }) => emailKeyOf(lead.email));
      const taken = new Set(emailOnlyKeys.length === 0 ? [] : (await this.c.leads
        .find({ emailKey: { $in: emailOnlyKeys }, test: false }, { projection: { emailKey: 1 } }).toArray()).map((doc) => doc.emailKey));
      batch.forEach(({ lead }, i) => {
        if (isEmailOnly(lead) && taken.has(emailKeyOf(lead.email))) outcomes[i] = duplicate('email');
      });

      const toInsert = batch.map((item, i) => ({ item, i })).filter(({ i }) => !outcomes[i]);
      const failed = await this.insertLeads(toInsert.map(({ item }) => toLeadDoc(item.lead)));
      toInsert.forEach(({ item: { lead }, i }, d) => {
        const error = failed.get(d);
        if (!error) outcomes[i] = { status: 'fulfilled', value: { status: 'created', lead } };
        else if (error.code === DUPLICATE_KEY) outcomes[i] = duplicate(lead.phone ? 'phone' : 'email');
        else outcomes[i] = { status: 'rejected', reason: new StoreUnavailableError(error) };
      });

      const counts = new LeadCounts();
      for (const outcome of outcomes) {
        if (outcome?.status === 'fulfilled' && outcome.value.status === 'created') counts.add(outcome.value.lead);
      }
      const perSource = counts.take();
      if (perSource.length > 0) {
        await this.c.sources.bulkWrite(perSource.map(([sourceId, { added, lastLeadAt }]) => ({
          updateOne: { filter: { _id: sourceId }, update: { $inc: { leadCount: added }, $max: { lastLeadAt } } },
        })), { ordered: false });
      }

      await this.insertDeliveries(batch.flatMap(({ lead, delivery }, i): NewDelivery[] => {
        const outcome = outcomes[i]!;
        if (outcome.status !== 'fulfilled') return [];
        const created = outcome.value.status === 'created';
        return [{ sourceId: lead.sourceId, ...delivery, status: 200, outcome: outcome.value.status, ...(created ? { leadId: lead.id } : {}) }];
      }));
      return outcomes as PromiseSettledResult<AddLeadResult>[];
    });
  }

  /** Inserts what it can; returns the documents that failed, by position (a duplicate key is code 11000). */
  private async insertLeads(docs: LeadDoc[]): Promise<Map<number, WriteError>> {
    if (docs.length === 0) return new Map();
    try {
      await this.c.leads.insertMany(docs, { ordered: false });
      return new Map();
    } catch (error) {
      // Only per-document errors are answered per document. A write concern error means even the
      // inserted ones are not known to be durable, and a network error means nothing is known.
      if (!(error instanceof MongoBulkWriteError) || error.result.getWriteConcernError()) throw error;
      const writeErrors = error.result.getWriteErrors();
      if (writeErrors.length === 0) throw error;
      return new Map(writeErrors.map((writeError) => [writeError.index, writeError]));
    }
  }

  private async insertDeliveries(deliveries: NewDelivery[]): Promise<void> {
    if (deliveries.length === 0) return;
    await this.c.deliveries.insertMany(deliveries.map((delivery) => ({ ...delivery, _id: timeOrderedId() })), { ordered: false });
    for (const { sourceId } of deliveries) {
      const count = (this.deliveriesSincePrune.get(sourceId) ?? 0) + 1;
      this.deliveriesSincePrune.set(sourceId, count % PRUNE_EVERY);
      if (count < PRUNE_EVERY) continue;
      const oldestKept = await this.c.deliveries.find({ sourceId }).sort({ _id: -1 }).skip(DELIVERIES_KEPT - 1).limit(1).next();
      if (oldestKept) await this.c.deliveries.deleteMany({ sourceId, _id: { $lt: oldestKept._id } });
    }
  }

  // Driver errors other than duplicates (handled above) mean the store cannot serve: answer 503.
  private async guard<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      throw error instanceof MongoError ? new StoreUnavailableError(error) : error;
    }
  }
}

interface PendingLead {
  lead: LeadRecord;
  delivery: { at: string; body?: string };
}

type NewDelivery = Omit<DeliveryDoc, '_id'>;


const toLeadDoc = (lead: LeadRecord): LeadDoc => ({
  _id: lead.id, sourceId: lead.sourceId, name: lead.name, phone: lead.phone, email: lead.email, emailKey: emailKeyOf(lead.email),
  ...(isEmailOnly(lead) ? { emailOnlyKey: emailKeyOf(lead.email)! } : {}),
  notes: lead.notes, fieldsJson: JSON.stringify(lead.fields), test: lead.test, createdAt: lead.createdAt,
});

const duplicate = (matchedOn: 'phone' | 'email'): PromiseSettledResult<AddLeadResult> =>
  ({ status: 'fulfilled', value: { status: 'duplicate', matchedOn } });

const toSource = (doc: SourceDoc): SourceRecord => ({
  id: doc._id, name: doc.name, defaultCountry: doc.defaultCountry, googleKey: doc.googleKey ?? null, token: doc.token,
  createdAt: doc.createdAt, updatedAt: doc.updatedAt, leadCount: doc.leadCount, lastLeadAt: doc.lastLeadAt,
});

const toLead = (doc: LeadDoc): LeadRecord => ({
  id: doc._id, sourceId: doc.sourceId, name: doc.name, phone: doc.phone, email: doc.email,
  notes: doc.notes, fields: JSON.parse(doc.fieldsJson), test: doc.test === true, createdAt: doc.createdAt,
});
