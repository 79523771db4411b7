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
  /** Indexes ready to use. */
  indexes: IndexSpec[];
  /** Index builds in progress (startBuild): listed with their build UUID, not enforced. */
  building?: IndexBuild[];
}

interface IndexBuild {
  spec: IndexSpec;
  uuid: BSON.UUID;
  /** Settles with the createIndexes answer of every command that joined the build. */
  done: Promise<Document>;
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
  /** Open cursors of find and aggregate: what their getMores return. */
  private readonly cursors = new Map<string, { ns: string; docs: Document[]; budget: Budget }>();
  private nextCursorId = 1_000_000;
  /**
   * Server time each document a find or aggregate returns costs (0: none), counted, without
   * waiting, against its maxTimeMS: a cursor's maxTimeMS is "a cumulative time limit ... for
   * processing operations on a cursor" (manual, cursor.maxTimeMS()), its getMores included, and a
   * batch past it fails with 50 MaxTimeMSExpired, the cursor killed.
   */
  processingMsPerDocument = 0;

  collection(ns: string, create = true): Collection | undefined {
    let collection = this.collections.get(ns);
    if (!collection && create) this.collections.set(ns, (collection = { docs: new Map(), indexes: [ID_INDEX] }));
    return collection;
  }

  docs(ns: string): Document[] {
    return [...(this.collection(ns, false)?.docs.values() ?? [])];
  }

  /** Answers one command; a createIndexes that joins a build in progress answers when it ends (a promise). */
  run(db: string, command: Document): Document {
    const name = commandName(command);
    const ns = `${db}.${command[name]}`;
    switch (name) {
      case 'ping':
        return { ok: 1, operationTime: this.changes.operationTime };
      case 'endSessions':
      case 'abortTransaction':
      case 'commitTransaction':
        return { ok: 1 };
      case 'insert':
        return this.insert(ns, command.documents, command.ordered !== false);
      case 'find':
        return this.batched(ns, this.find(ns, command), command, command.batchSize, command.singleBatch);
      case 'getMore':
        return this.getMore(command);
      case 'killCursors':
        for (const id of command.cursors as unknown[]) this.cursors.delete(String(id));
        return { cursorsKilled: command.cursors, cursorsNotFound: [], cursorsAlive: [], cursorsUnknown: [], ok: 1 };
      case 'update':
        return this.update(ns, command.updates, command.ordered !== false);
      case 'delete':
        return this.delete(ns, command.deletes);
      case 'findAndModify':
        return this.findAndModify(ns, command);
      case 'createIndexes':
        return this.createIndexes(ns, command.indexes) as Document;
      case 'listIndexes':
        return this.listIndexes(ns, command);
      case 'dropIndexes':
        return this.dropIndex(ns, command.index);
      case 'aggregate':
        return this.batched(ns, this.aggregate(ns, command.pipeline), command, command.cursor?.batchSize);
      case 'dropDatabase':
        return this.dropDatabase(db);
      case 'drop':
        return this.drop(db, String(command.drop));
      case 'renameCollection':
        return this.rename(String(command.renameCollection), String(command.to));
      default:
        return { ok: 0, code: 59, codeName: 'CommandNotFound', errmsg: `no such command: '${name}'` };
    }
  }

  /**
   * Unordered inserts are applied last to first: the manual (insertMany, "Execution of Operations")
   * says documents of an unordered insert "may be reordered by mongod to increase performance",
   * so a store must not depend on their order; this order is the one that breaks such a store.
   */
  insert(ns: string, documents: Document[], ordered: boolean): Document {
    const collection = this.collection(ns)!;
    const writeErrors: Document[] = [];
    let n = 0;
    const entries = [...documents.entries()];
    for (const [index, doc] of ordered ? entries : entries.reverse()) {
      // Builds in progress are not checked: their constraint is enforced when they end.
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
    writeErrors.sort((a, b) => a.index - b.index);
    return { n, ...(writeErrors.length ? { writeErrors } : {}), ok: 1 };
  }

  /** Whether `doc` breaks `spec` against the documents stored (but the one it replaces, `replacing`). */
  private clashes(collection: Collection, spec: IndexSpec, doc: Document, replacing?: unknown): boolean {
    if (spec.partialFilterExpression && !matches(doc, spec.partialFilterExpression)) return false;
    const key = keyOf(spec, doc);
    return [...collection.docs.values()].some(
      (other) =>
        (replacing === undefined || String(other._id) !== String(replacing)) &&
        (!spec.partialFilterExpression || matches(other, spec.partialFilterExpression)) &&
        keyOf(spec, other) === key,
    );
  }

  /** The ready unique index an update's result breaks (mongod checks updates as inserts: E11000). */
  private updateClash(ns: string, next: Document, replacing?: unknown): IndexSpec | undefined {
    const collection = this.collection(ns)!;
    return collection.indexes.find((spec) => spec.unique && this.clashes(collection, spec, next, replacing));
  }

  private find(ns: string, command: Document): Document[] {
    const found = sortDocs(
      this.docs(ns).filter((doc) => matches(doc, command.filter ?? {})),
      command.sort,
    );
    const skipped = found.slice(command.skip ?? 0);
    return command.limit ? skipped.slice(0, Math.abs(command.limit)) : skipped;
  }

  /**
   * A cursor's first batch, as mongod sends it: `batchSize` documents, 101 without one (manual,
   * Cursors, "Cursor Batches"); the rest stays on the server under a cursor id, for getMore.
   */
  private batched(
    ns: string,
    docs: Document[],
    command: Document,
    batchSize?: number,
    singleBatch?: boolean,
  ): Document {
    const size = batchSize ?? FIRST_BATCH;
    const budget = { limitMS: Number(command.maxTimeMS) || Infinity, spentMS: 0 };
    const first = docs.slice(0, size);
    if (!this.charge(budget, first.length)) return MAX_TIME_EXPIRED;
    if (docs.length <= size || singleBatch) return cursorReply(ns, first);
    const id = this.nextCursorId++;
    this.cursors.set(String(id), { ns, docs: docs.slice(size), budget });
    return { cursor: { id: BSON.Long.fromNumber(id), ns, firstBatch: first }, ok: 1 };
  }

  private charge(budget: Budget, documents: number): boolean {
    budget.spentMS += documents * this.processingMsPerDocument;
    return budget.spentMS <= budget.limitMS;
  }

  /** The next `batchSize` documents (all that are left without one), cursor id 0 once none is left. */
  private getMore(command: Document): Document {
    const id = String(command.getMore);
    const cursor = this.cursors.get(id);
    if (!cursor) return { ok: 0, code: 43, codeName: 'CursorNotFound', errmsg: `cursor id ${id} not found` };
    const size = command.batchSize ?? cursor.docs.length;
    const nextBatch = cursor.docs.splice(0, size);
    if (!this.charge(cursor.budget, nextBatch.length)) {
      this.cursors.delete(id);
      return MAX_TIME_EXPIRED;
    }
    if (cursor.docs.length === 0) this.cursors.delete(id);
    return {
      cursor: { id: cursor.docs.length === 0 ? BSON.Long.ZERO : BSON.Long.fromString(id), ns: cursor.ns, nextBatch },
      ok: 1,
    };
  }

  /** Ordered (the default): the first statement refused (a duplicate key) ends the command. */
  private update(ns: string, updates: Document[], ordered = true): Document {
    let n = 0;
    let nModified = 0;
    const upserted: Document[] = [];
    const writeErrors: Document[] = [];
    for (const [index, { q, u, upsert, multi }] of updates.entries()) {
      if (ordered && writeErrors.length > 0) break;
      const targets = this.docs(ns).filter((doc) => matches(doc, q));
      for (const doc of multi ? targets : targets.slice(0, 1)) {
        const next = applyUpdate(doc, u, false);
        const clash = this.updateClash(ns, next, doc._id);
        if (clash) {
          writeErrors.push(duplicateKeyError(index, ns, clash, next));
          break;
        }
        this.collection(ns)!.docs.set(String(doc._id), next);
        this.recordChange(ns, 'update', { _id: doc._id });
        n++;
        nModified++;
      }
      if (targets.length === 0 && upsert) {
        const doc = applyUpdate(upsertBase(q), u, true);
        doc._id ??= new BSON.ObjectId();
        const clash = this.updateClash(ns, doc);
        if (clash) {
          writeErrors.push(duplicateKeyError(index, ns, clash, doc));
          continue;
        }
        this.collection(ns)!.docs.set(String(doc._id), doc);
        this.recordChange(ns, 'insert', doc);
        upserted.push({ index, _id: doc._id });
        n++;
      }
    }
    return {
      n,
      nModified,
      ...(upserted.length ? { upserted } : {}),
      ...(writeErrors.length ? { writeErrors } : {}),
      ok: 1,
    };
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
    const before = sortDocs(
      this.docs(ns).filter((doc) => matches(doc, command.query ?? {})),
      command.sort,
    )[0];
    if (!before && !command.upsert) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
    const after = applyUpdate(before ?? upsertBase(command.query), command.update, !before);
    const clash = this.updateClash(ns, after, before?._id);
    if (clash) {
      const { errmsg, keyPattern, keyValue } = duplicateKeyError(0, ns, clash, after);
      return { ok: 0, code: 11000, codeName: 'DuplicateKey', errmsg, keyPattern, keyValue };
    }
    this.collection(ns)!.docs.set(String(after._id), after);
    this.recordChange(ns, before ? 'update' : 'insert', before ? { _id: after._id } : after);
    return {
      lastErrorObject: { n: 1, updatedExisting: Boolean(before) },
      value: command.new ? after : (before ?? null),
      ok: 1,
    };
  }

  /** mongod: a drop event per collection, then dropDatabase (manual, Change Events, "dropDatabase Event"). */
  private dropDatabase(db: string): Document {
    for (const key of [...this.collections.keys()].filter((key) => key.startsWith(`${db}.`)))
      this.drop(db, key.slice(db.length + 1));
    this.changes.recordCollectionChange(db, { operationType: 'dropDatabase' });
    return { dropped: db, ok: 1 };
  }

  /** A collection that does not exist is no error (mongod 7.0+) and records no event. */
  private drop(db: string, coll: string): Document {
    const ns = `${db}.${coll}`;
    const collection = this.collections.get(ns);
    if (!collection) return { ok: 1 };
    this.collections.delete(ns);
    this.changes.recordCollectionChange(db, { operationType: 'drop', coll });
    return { nIndexesWas: collection.indexes.length, ns, ok: 1 };
  }

  /** renameCollection (run on admin) within one database; an existing target is refused (48) unless dropTarget. */
  private rename(from: string, to: string): Document {
    const collection = this.collections.get(from);
    if (!collection)
      return { ok: 0, code: 26, codeName: 'NamespaceNotFound', errmsg: 'source namespace does not exist' };
    if (this.collections.has(to))
      return { ok: 0, code: 48, codeName: 'NamespaceExists', errmsg: 'target namespace exists' };
    this.collections.delete(from);
    this.collections.set(to, collection);
    const dot = from.indexOf('.');
    this.changes.recordCollectionChange(from.slice(0, dot), {
      operationType: 'rename',
      coll: from.slice(dot + 1),
      to: to.slice(to.indexOf('.') + 1),
    });
    return { ok: 1 };
  }

  /** A copy of a database's collections, documents and indexes (as mongodump takes it). */
  snapshot(db: string): Map<string, Collection> {
    return new Map(
      [...this.collections]
        .filter(([key]) => key.startsWith(`${db}.`))
        .map(([key, c]) => [key, { docs: new Map(c.docs), indexes: [...c.indexes] }]),
    );
  }

  /** Puts a snapshot back, its documents as inserts (as mongorestore writes them: a live stream hears them). */
  restore(saved: Map<string, Collection>): void {
    for (const [ns, c] of saved) {
      const collection = this.collection(ns)!;
      collection.indexes = [...c.indexes];
      for (const doc of c.docs.values()) {
        collection.docs.set(String(doc._id), doc);
        this.recordChange(ns, 'insert', doc);
      }
    }
  }

  private recordChange(ns: string, operationType: 'insert' | 'update' | 'delete', doc: Document): void {
    const dot = ns.indexOf('.');
    this.changes.record(ns.slice(0, dot), ns.slice(dot + 1), operationType, doc);
  }

  /**
   * As mongod: an index whose spec is already being built joins that build and answers when it
   * ends (SERVER-93611: "the command will join on that existing index build"); the same name with
   * another spec is 86 IndexKeySpecsConflict; the same key and filter under another name is 85
   * IndexOptionsConflict; a unique index over documents that break it fails with 11000 ("Index
   * Builds on Populated Collections": the constraint is checked when the build ends).
   */
  private createIndexes(ns: string, indexes: IndexSpec[]): Document | Promise<Document> {
    const collection = this.collection(ns)!;
    const before = collection.indexes.length;
    const joined: Array<Promise<Document>> = [];
    for (const index of indexes) {
      const existing = collection.indexes.find((spec) => spec.name === index.name);
      const build = collection.building?.find((b) => b.spec.name === index.name);
      if (build && specOf(build.spec) === specOf(index)) joined.push(build.done);
      else if (existing && specOf(existing) !== specOf(index)) {
        return {
          ok: 0,
          code: 86,
          codeName: 'IndexKeySpecsConflict',
          errmsg: `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(index)}, existing index: ${JSON.stringify(existing)}`,
        };
      } else if (!existing) {
        const twin = collection.indexes.find((spec) => sameKeyAndFilter(spec, index));
        if (twin)
          return {
            ok: 0,
            code: 85,
            codeName: 'IndexOptionsConflict',
            errmsg: `Index already exists with a different name: ${twin.name}`,
          };
        const clash = index.unique ? this.firstClash(collection, index) : null;
        if (clash)
          return {
            ok: 0,
            code: 11000,
            codeName: 'DuplicateKey',
            errmsg: `Index build failed: ${duplicateKeyError(0, ns, index, clash).errmsg}`,
          };
        collection.indexes.push(index);
      }
    }
    const answer = { numIndexesBefore: before, numIndexesAfter: collection.indexes.length, ok: 1 };
    if (joined.length === 0) return answer;
    return Promise.all(joined).then((answers) => answers.find((a) => a.ok !== 1) ?? answer);
  }

  /**
   * Starts a build that only the test ends, as another instance's createIndexes still running:
   * listed with its build UUID (listIndexes includeBuildUUIDs), not enforced meanwhile (a unique
   * index under construction accepts duplicates), and on finish() ready, or failed with 11000 when
   * documents break it.
   */
  startBuild(ns: string, spec: IndexSpec): { finish(): void } {
    const collection = this.collection(ns)!;
    let finish!: () => void;
    const done = new Promise<Document>(
      (resolve) =>
        (finish = () => {
          collection.building = collection.building!.filter((b) => b !== build);
          const clash = spec.unique ? this.firstClash(collection, spec) : null;
          if (clash)
            return resolve({
              ok: 0,
              code: 11000,
              codeName: 'DuplicateKey',
              errmsg: `Index build failed: ${build.uuid.toHexString()}: ${duplicateKeyError(0, ns, spec, clash).errmsg}`,
            });
          collection.indexes.push(spec);
          resolve({ ok: 1 });
        }),
    );
    const build: IndexBuild = { spec, uuid: new BSON.UUID(), done };
    (collection.building ??= []).push(build);
    return { finish };
  }

  /**
   * Ready indexes as their specs; with includeBuildUUIDs, builds in progress as {spec, buildUUID}
   * (mongod 4.4+, SERVER-39453, SERVER-47842 shows the shape); without it, mongod lists them as
   * plain specs too ("including indexes that are currently being built", listIndexes manual page).
   */
  private listIndexes(ns: string, command: Document): Document {
    const collection = this.collection(ns, false);
    if (!collection) return { ok: 0, code: 26, codeName: 'NamespaceNotFound', errmsg: `ns does not exist: ${ns}` };
    const ready = collection.indexes.map((index) => ({ v: 2, ...index }));
    const building = (collection.building ?? []).map(({ spec, uuid }) =>
      command.includeBuildUUIDs ? { spec: { v: 2, ...spec }, buildUUID: uuid } : { v: 2, ...spec },
    );
    return cursorReply(ns, [...ready, ...building]);
  }

  /** mongod: 26 NamespaceNotFound without the collection, 27 IndexNotFound without the index. */
  private dropIndex(ns: string, name: string): Document {
    const collection = this.collection(ns, false);
    if (!collection) return { ok: 0, code: 26, codeName: 'NamespaceNotFound', errmsg: `ns not found ${ns}` };
    if (!collection.indexes.some((index) => index.name === name))
      return { ok: 0, code: 27, codeName: 'IndexNotFound', errmsg: `index not found with name [${name}]` };
    collection.indexes = collection.indexes.filter((index) => index.name !== name);
    return { nIndexesWas: collection.indexes.length + 1, ok: 1 };
  }

  /**
   * The stages the store's duplicate check sends ($match, $group with $sum and $push, $limit),
   * as the aggregation manual defines them; one batch, cursor id 0.
   */
  private aggregate(ns: string, pipeline: Document[]): Document[] {
    let docs = this.docs(ns);
    for (const stage of pipeline) {
      const [name, spec] = Object.entries(stage)[0];
      if (name === '$match') docs = docs.filter((doc) => matches(doc, spec));
      else if (name === '$limit') docs = docs.slice(0, spec);
      else if (name === '$group') docs = group(docs, spec);
      else throw new Error(`wire server: unsupported aggregation stage ${name}`);
    }
    return docs;
  }

  private firstClash(collection: Collection, spec: IndexSpec): Document | null {
    const seen = new Set<string>();
    for (const doc of collection.docs.values()) {
      if (spec.partialFilterExpression && !matches(doc, spec.partialFilterExpression)) continue;
      const key = keyOf(spec, doc);
      if (seen.has(key)) return doc;
      seen.add(key);
    }
    return null;
  }
}

function group(docs: Document[], spec: Document): Document[] {
  const valueOf = (doc: Document, expression: unknown): unknown => {
    if (typeof expression === 'string' && expression.startsWith('$')) return doc[expression.slice(1)] ?? null;
    if (typeof expression === 'object' && expression !== null)
      return Object.fromEntries(Object.entries(expression).map(([k, v]) => [k, valueOf(doc, v)]));
    return expression;
  };
  const groups = new Map<string, Document>();
  for (const doc of docs) {
    const id = valueOf(doc, spec._id);
    const key = JSON.stringify(id);
    const out = groups.get(key) ?? { _id: id };
    for (const [field, accumulator] of Object.entries(spec).filter(([field]) => field !== '_id')) {
      const [op, arg] = Object.entries(accumulator as Document)[0];
      if (op === '$sum') out[field] = (out[field] ?? 0) + Number(valueOf(doc, arg));
      else if (op === '$push') out[field] = [...(out[field] ?? []), valueOf(doc, arg)];
      else throw new Error(`wire server: unsupported accumulator ${op}`);
    }
    groups.set(key, out);
  }
  return [...groups.values()];
}

const sameKeyAndFilter = (a: IndexSpec, b: IndexSpec) =>
  JSON.stringify(a.key) === JSON.stringify(b.key) &&
  JSON.stringify(a.partialFilterExpression ?? null) === JSON.stringify(b.partialFilterExpression ?? null);

const specOf = (index: IndexSpec) =>
  JSON.stringify([index.key, Boolean(index.unique), index.partialFilterExpression ?? null]);

const FIRST_BATCH = 101;
const MAX_TIME_EXPIRED = { ok: 0, code: 50, codeName: 'MaxTimeMSExpired', errmsg: 'operation exceeded time limit' };

interface Budget {
  limitMS: number;
  spentMS: number;
}

const cursorReply = (ns: string, firstBatch: Document[]): Document => ({
  cursor: { id: BSON.Long.ZERO, ns, firstBatch },
  ok: 1,
});

const keyOf = (spec: IndexSpec, doc: Document) =>
  JSON.stringify(Object.keys(spec.key).map((field) => doc[field] ?? null));

function duplicateKeyError(index: number, ns: string, spec: IndexSpec, doc: Document): Document {
  const keyValue = Object.fromEntries(Object.keys(spec.key).map((field) => [field, doc[field] ?? null]));
  const shown = Object.entries(keyValue)
    .map(([field, value]) => `${field}: ${JSON.stringify(value)}`)
    .join(', ');
  return {
    index,
    code: 11000,
    keyPattern: spec.key,
    keyValue,
    errmsg: `E11000 duplicate key error collection: ${ns} index: ${spec.name} dup key: { ${shown} }`,
  };
}
