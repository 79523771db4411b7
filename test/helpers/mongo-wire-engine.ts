import { BSON, type Document } from 'mongodb';
import { WireChangeStreams } from './mongo-wire-change-streams.ts';
import { applyUpdate, matches, sortDocs, upsertBase } from './mongo-wire-match.ts';
import { commandName } from './mongo-wire-protocol.ts';

interface IndexSpec {
  name: string;
  key: Document;
  unique?: boolean;
  partialFilterExpression?: Document;
}

interface Collection {
  docs: Map<string, Document>;
  indexes: IndexSpec[];
}

const ID_INDEX: IndexSpec = { name: '_id_', key: { _id: 1 }, unique: true };

/**
 * An in-memory stand-in for the data commands the store sends, so the scripted wire server can
 * answer like a fresh database by default (tests script only the fault they are about). Unique
 * indexes, partial filters included, are enforced on insert, as mongod does, with its E11000 text.
 */
export class WireEngine {
  readonly collections = new Map<string, Collection>();
  /** Every write as a change event, for change streams. */
  readonly changes = new WireChangeStreams();

  collection(ns: string, create = true): Collection | undefined {
    let collection = this.collections.get(ns);
    if (!collection && create) this.collections.set(ns, (collection = { docs: new Map(), indexes: [ID_INDEX] }));
    return collection;
  }

  docs(ns: string): Document[] {
    return [...(this.collection(ns, false)?.docs.values() ?? [])];
  }

  run(db: string, command: Document): Document {
    const name = commandName(command);
    const ns = `${db}.${command[name]}`;
    switch (name) {
      case 'ping': return { ok: 1, operationTime: this.changes.operationTime };
      case 'endSessions': case 'abortTransaction': case 'commitTransaction': return { ok: 1 };
      case 'insert': return this.insert(ns, command.documents, command.ordered !== false);
      case 'find': return this.find(ns, command);
      case 'update': return this.update(ns, command.updates);
      case 'delete': return this.delete(ns, command.deletes);
      case 'findAndModify': return this.findAndModify(ns, command);
      case 'createIndexes': return this.createIndexes(ns, command.indexes);
      case 'listIndexes': {
        const collection = this.collection(ns, false);
        if (!collection) return { ok: 0, code: 26, codeName: 'NamespaceNotFound', errmsg: `ns does not exist: ${ns}` };
        return cursorReply(ns, collection.indexes.map((index) => ({ v: 2, ...index })));
      }
      case 'dropIndexes': {
        const collection = this.collection(ns);
        collection!.indexes = collection!.indexes.filter((index) => index.name !== command.index);
        return { ok: 1 };
      }
      case 'dropDatabase': {
        for (const key of [...this.collections.keys()]) if (key.startsWith(`${db}.`)) this.collections.delete(key);
        return { ok: 1 };
      }
      default: return { ok: 0, code: 59, codeName: 'CommandNotFound', errmsg: `no such command: '${name}'` };
    }
  }

  insert(ns: string, documents: Document[], ordered: boolean): Document {
    const collection = this.collection(ns)!;
    const writeErrors: Document[] = [];
    let n = 0;
    for (const [index, doc] of documents.entries()) {
      const clash = collection.indexes.find((spec) => spec.unique && this.clashes(collection, spec, doc));
      if (clash) {
        writeErrors.push(duplicateKeyError(index, ns, clash, doc));
        if (ordered) break;
        continue;
      }
      collection.docs.set(String(doc._id), doc);
      this.recordChange(ns, 'insert', doc);
      n++;
    }
    return { n, ...(writeErrors.length ? { writeErrors } : {}), ok: 1 };
  }

  private clashes(collection: Collection, spec: IndexSpec, doc: Document): boolean {
    if (spec.partialFilterExpression && !matches(doc, spec.partialFilterExpression)) return false;
    const key = keyOf(spec, doc);
    return [...collection.docs.values()].some((other) =>
      (!spec.partialFilterExpression || matches(other, spec.partialFilterExpression)) && keyOf(spec, other) === key);
  }

  private find(ns: string, command: Document): Document {
    const found = sortDocs(this.docs(ns).filter((doc) => matches(doc, command.filter ?? {})), command.sort);
    const skipped = found.slice(command.skip ?? 0);
    return cursorReply(ns, command.limit ? skipped.slice(0, Math.abs(command.limit)) : skipped);
  }

  private update(ns: string, updates: Document[]): Document {
    let n = 0;
    let nModified = 0;
    const upserted: Document[] = [];
    for (const [index, { q, u, upsert, multi }] of updates.entries()) {
      const targets = this.docs(ns).filter((doc) => matches(doc, q));
      for (const doc of multi ? targets : targets.slice(0, 1)) {
        this.collection(ns)!.docs.set(String(doc._id), applyUpdate(doc, u, false));
        this.recordChange(ns, 'update', { _id: doc._id });
        n++;
        nModified++;
      }
      if (targets.length === 0 && upsert) {
        const doc = applyUpdate(upsertBase(q), u, true);
        doc._id ??= new BSON.ObjectId();
        this.collection(ns)!.docs.set(String(doc._id), doc);
        this.recordChange(ns, 'insert', doc);
        upserted.push({ index, _id: doc._id });
        n++;
      }
    }
    return { n, nModified, ...(upserted.length ? { upserted } : {}), ok: 1 };
  }

  private delete(ns: string, deletes: Document[]): Document {
    let n = 0;
    for (const { q, limit } of deletes) {
      const targets = this.docs(ns).filter((doc) => matches(doc, q));
      for (const doc of limit === 1 ? targets.slice(0, 1) : targets) {
        this.collection(ns)!.docs.delete(String(doc._id));
        this.recordChange(ns, 'delete', { _id: doc._id });
        n++;
      }
    }
    return { n, ok: 1 };
  }

  private findAndModify(ns: string, command: Document): Document {
    const before = sortDocs(this.docs(ns).filter((doc) => matches(doc, command.query ?? {})), command.sort)[0];
    if (!before && !command.upsert) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
    const after = applyUpdate(before ?? upsertBase(command.query), command.update, !before);
    this.collection(ns)!.docs.set(String(after._id), after);
    this.recordChange(ns, before ? 'update' : 'insert', before ? { _id: after._id } : after);
    return { lastErrorObject: { n: 1, updatedExisting: Boolean(before) }, value: command.new ? after : (before ?? null), ok: 1 };
  }

  private recordChange(ns: string, operationType: 'insert' | 'update' | 'delete', doc: Document): void {
    const dot = ns.indexOf('.');
    this.changes.record(ns.slice(0, dot), ns.slice(dot + 1), operationType, doc);
  }

  private createIndexes(ns: string, indexes: IndexSpec[]): Document {
    const collection = this.collection(ns)!;
    const before = collection.indexes.length;
    for (const index of indexes) {
      const existing = collection.indexes.find((spec) => spec.name === index.name);
      if (!existing) collection.indexes.push(index);
      else if (specOf(existing) !== specOf(index)) {
        return { ok: 0, code: 86, codeName: 'IndexKeySpecsConflict', errmsg: `An existing index has the same name as the requested index: ${index.name}` };
      }
    }
    return { numIndexesBefore: before, numIndexesAfter: collection.indexes.length, ok: 1 };
  }
}

const specOf = (index: IndexSpec) => JSON.stringify([index.key, Boolean(index.unique), index.partialFilterExpression ?? null]);

const cursorReply = (ns: string, firstBatch: Document[]): Document =>
  ({ cursor: { id: BSON.Long.ZERO, ns, firstBatch }, ok: 1 });

const keyOf = (spec: IndexSpec, doc: Document) => JSON.stringify(Object.keys(spec.key).map((field) => doc[field] ?? null));

function duplicateKeyError(index: number, ns: string, spec: IndexSpec, doc: Document): Document {
  const keyValue = Object.fromEntries(Object.keys(spec.key).map((field) => [field, doc[field] ?? null]));
  const shown = Object.entries(keyValue).map(([field, value]) => `${field}: ${JSON.stringify(value)}`).join(', ');
  return {
    index, code: 11000, keyPattern: spec.key, keyValue,
    errmsg: `E11000 duplicate key error collection: ${ns} index: ${spec.name} dup key: { ${shown} }`,
  };
}
