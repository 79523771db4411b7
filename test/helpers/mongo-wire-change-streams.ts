import { BSON, type Document } from 'mongodb';
import { matches } from './mongo-wire-match.ts';
import { commandName } from './mongo-wire-protocol.ts';

interface Change {
  seq: number;
  db: string;
  event: Document;
  /** Majority-committed: only such changes reach a stream. */
  committed: boolean;
}

interface Cursor {
  db: string;
  /** The collection watched; null for a whole database (aggregate: 1). */
  coll: string | null;
  stages: Document[];
  /** The last change this cursor has passed (delivered or filtered out). */
  after: number;
  /** The invalidate's token, once the cursor reached the change that invalidates it. */
  invalidated?: Document;
}

/** Changes of a database's collections themselves (not of documents) that the engine records. */
export type CollectionChange =
  | { operationType: 'drop'; coll: string }
  | { operationType: 'rename'; coll: string; to: string }
  | { operationType: 'dropDatabase' };

const START_SECONDS = Math.floor(Date.now() / 1000);
const DEFAULT_AWAIT_MS = 1000; // mongod's wait for an idle change stream getMore without maxTimeMS

/**
 * The wire server's change events and the change streams that read them, as mongod serves them
 * (https://www.mongodb.com/docs/manual/reference/change-events/): one event per written document
 * with a resume token `{_data}` and a cluster time; `aggregate` with `$changeStream` (resumeAfter,
 * startAfter, startAtOperationTime) opens a cursor, `getMore` returns the events after its place
 * with a postBatchResumeToken and waits up to its maxTimeMS when there are none, `killCursors`
 * ends it. The rest of the pipeline may be `$match` and field-excluding `$project` stages.
 *
 * A stream ends as mongod ends it (manual, Change Events, "invalidate"): a collection's stream at
 * its collection's drop or rename, a database's stream at dropDatabase (after a drop event per
 * collection and the dropDatabase event). The invalidate event goes through the pipeline like any
 * other, so a `$match` may filter it out; either way the getMore that reaches it answers cursor id
 * 0 with the invalidate's token as postBatchResumeToken (jstests/change_streams/
 * start_after_invalidation_exception.js: "we do not see the invalidation event, but the stream is
 * closed", then `startAfter` that token opens a new stream). `resumeAfter` an invalidate's token
 * fails with 260 InvalidResumeToken (jstests/change_streams/whole_db_resumability.js).
 */
export class WireChangeStreams {
  private readonly changes: Change[] = [];
  private readonly cursors = new Map<string, Cursor>();
  private readonly wakers = new Set<() => void>();
  private seq = 0;
  /** The oldest change still held (0: all of them). */
  private oldestKept = 0;
  private nextCursorId = 1;
  /** While set, new changes wait for a majority (holdCommits). */
  private holding = false;
  /** Cursors a getMore ended at an invalidate (cursor id 0). */
  closedCursors = 0;

  record(db: string, coll: string, operationType: 'insert' | 'update' | 'delete', doc: Document): void {
    const seq = ++this.seq;
    const event: Document = {
      _id: tokenOf(seq),
      operationType,
      clusterTime: timeOf(seq),
      wallTime: new Date(),
      ns: { db, coll },
      documentKey: { _id: doc._id },
      ...(operationType === 'insert' ? { fullDocument: doc } : {}),
      ...(operationType === 'update'
        ? { updateDescription: { updatedFields: doc, removedFields: [], truncatedArrays: [] } }
        : {}),
    };
    this.push({ seq, db, event, committed: !this.holding });
  }

  /**
   * A change stream returns only changes a majority has committed (manual, Change Streams:
   * "change streams only notify on data changes that have persisted to a majority of
   * data-bearing members"): while `held` (a lost majority) new changes wait, and reach the
   * streams once it is back. Changes rolled back meanwhile are the test's to remove (forget).
   */
  holdCommits(held: boolean): void {
    this.holding = held;
    if (held) return;
    for (const change of this.changes) change.committed = true;
    for (const wake of this.wakers) wake();
  }

  /** A drop, rename or dropDatabase, as mongod's change events describe them. */
  recordCollectionChange(db: string, change: CollectionChange): void {
    const seq = ++this.seq;
    const base = {
      _id: tokenOf(seq),
      operationType: change.operationType,
      clusterTime: timeOf(seq),
      wallTime: new Date(),
    };
    const event: Document =
      change.operationType === 'dropDatabase'
        ? { ...base, ns: { db } }
        : change.operationType === 'drop'
          ? { ...base, ns: { db, coll: change.coll } }
          : { ...base, ns: { db, coll: change.coll }, to: { db, coll: change.to } };
    this.push({ seq, db, event, committed: !this.holding });
  }

  private push(change: Change): void {
    this.changes.push(change);
    for (const wake of this.wakers) wake();
  }

  /** The time of the latest change, as a replica-set member reports it in `operationTime`. */
  get operationTime(): BSON.Timestamp {
    return timeOf(this.seq);
  }

  /**
   * Forgets every change but the newest, as an oplog that rolled over (it always holds its latest
   * entry): a stream whose place is older fails to resume (286, ChangeStreamHistoryLost).
   */
  forgetHistory(): void {
    this.changes.splice(0, this.changes.length - 1);
    this.oldestKept = this.seq;
  }

  /** Change-stream commands get their answer here; others null. */
  answer(db: string, command: Document): Document | Promise<Document> | null {
    switch (commandName(command)) {
      case 'aggregate': {
        if (!command.pipeline?.[0]?.$changeStream) return null;
        // mongod: a change stream reads with majority read concern only (DocumentSourceChangeStream's
        // supportsReadConcern, onlySingleReadConcernSupported: InvalidOptions); none given is upgraded.
        const level = command.readConcern?.level;
        if (level !== undefined && level !== 'majority') {
          return {
            ok: 0,
            code: 72,
            codeName: 'InvalidOptions',
            errmsg: `Aggregation stage $changeStream cannot run with a readConcern other than 'majority'. Current readConcern: ${level}`,
          };
        }
        return this.open(db, command.aggregate === 1 ? null : String(command.aggregate), command.pipeline);
      }
      // Change stream cursors answer on `${db}.$cmd.aggregate`; other cursors are the engine's.
      case 'getMore':
        return command.collection === '$cmd.aggregate' ? this.more(command) : null;
      case 'killCursors': {
        if (command.killCursors !== '$cmd.aggregate') return null;
        const ids = (command.cursors as BSON.Long[]).map(String);
        for (const id of ids) this.cursors.delete(id);
        for (const wake of this.wakers) wake();
        return { cursorsKilled: command.cursors, cursorsNotFound: [], cursorsAlive: [], cursorsUnknown: [], ok: 1 };
      }
      default:
        return null;
    }
  }

  private open(db: string, coll: string | null, [{ $changeStream: options }, ...stages]: Document[]): Document {
    const token = options.startAfter ?? options.resumeAfter;
    const time = options.startAtOperationTime as BSON.Timestamp | undefined;
    if (options.resumeAfter && isInvalidate(options.resumeAfter)) {
      return {
        ok: 0,
        code: 260,
        codeName: 'InvalidResumeToken',
        errmsg:
          "Attempting to resume a change stream using 'resumeAfter' is not allowed from an invalidate notification.",
      };
    }
    const place = token ? seqOf(token) : time ? time.i - 1 : this.seq;
    // After a token: the changes that follow it; from a time: the change at that time too.
    const after = token || !time ? place : place - 1;
    if (place < this.oldestKept) {
      return {
        ok: 0,
        code: 286,
        codeName: 'ChangeStreamHistoryLost',
        errmsg: 'Resume of change stream was not possible, as the resume point may no longer be in the oplog.',
      };
    }
    const id = this.nextCursorId++;
    this.cursors.set(String(id), { db, coll, stages, after });
    return {
      cursor: {
        id: BSON.Long.fromNumber(id),
        ns: `${db}.$cmd.aggregate`,
        firstBatch: [],
        postBatchResumeToken: tokenOf(after),
      },
      operationTime: this.operationTime,
      ok: 1,
    };
  }

  private async more(command: Document): Promise<Document> {
    const id = String(command.getMore);
    const waitMs = Number(command.maxTimeMS ?? DEFAULT_AWAIT_MS);
    const deadline = Date.now() + waitMs;
    for (;;) {
      const cursor = this.cursors.get(id);
      if (!cursor) return { ok: 0, code: 43, codeName: 'CursorNotFound', errmsg: `cursor id ${id} not found` };
      const batch = this.take(cursor);
      if (cursor.invalidated) {
        this.cursors.delete(id);
        this.closedCursors++;
      }
      if (batch.length > 0 || cursor.invalidated || Date.now() >= deadline) {
        return {
          cursor: {
            id: cursor.invalidated ? BSON.Long.ZERO : BSON.Long.fromString(id),
            ns: `${cursor.db}.$cmd.aggregate`,
            nextBatch: batch,
            postBatchResumeToken: cursor.invalidated ?? tokenOf(cursor.after),
          },
          operationTime: this.operationTime,
          ok: 1,
        };
      }
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.wakers.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, deadline - Date.now()).unref();
        this.wakers.add(wake);
      });
    }
  }

  /** The events after the cursor's place, up to and including an invalidate (which ends it). */
  private take(cursor: Cursor): Document[] {
    const batch: Document[] = [];
    const add = (event: Document) => {
      const out = applyStages(event, cursor.stages);
      if (out) batch.push(out);
    };
    for (const change of this.changes) {
      if (change.seq <= cursor.after) continue;
      if (!change.committed) return batch; // and nothing after it either
      cursor.after = change.seq;
      if (change.db !== cursor.db) continue;
      const { operationType, ns } = change.event;
      if (cursor.coll !== null && operationType !== 'dropDatabase' && ns.coll !== cursor.coll) continue;
      add(change.event);
      const ends =
        cursor.coll === null
          ? operationType === 'dropDatabase'
          : ['drop', 'rename', 'dropDatabase'].includes(operationType);
      if (ends) {
        cursor.invalidated = invalidateTokenOf(change.seq);
        add({
          _id: cursor.invalidated,
          operationType: 'invalidate',
          clusterTime: timeOf(change.seq),
          wallTime: new Date(),
        });
        return batch;
      }
    }
    cursor.after = this.seq;
    return batch;
  }
}

function applyStages(event: Document, stages: Document[]): Document | null {
  let out: Document = event;
  for (const stage of stages) {
    const [name, spec] = Object.entries(stage)[0];
    if (name === '$match') {
      if (!matches(out, spec)) return null;
    } else if (name === '$project' && Object.values(spec).every((value) => value === 0 || value === false)) {
      for (const path of Object.keys(spec)) out = without(out, path.split('.'));
    } else {
      throw new Error(`wire server: unsupported change stream stage ${JSON.stringify(stage)}`);
    }
  }
  return out;
}

function without(doc: Document, [head, ...rest]: string[]): Document {
  if (!(head in doc)) return doc;
  const copy = { ...doc };
  if (rest.length === 0) delete copy[head];
  else if (typeof copy[head] === 'object' && copy[head] !== null) copy[head] = without(copy[head], rest);
  return copy;
}

// Hex tokens that sort like the changes, as mongod's `_data` strings do; an invalidate's token
// follows the change that caused it and says it is one (mongod's tokens carry fromInvalidate).
const tokenOf = (seq: number, invalidate = false): Document => ({
  _data: `82${seq.toString(16).toUpperCase().padStart(16, '0')}${invalidate ? '01' : ''}`,
});
const invalidateTokenOf = (seq: number) => tokenOf(seq, true);
const isInvalidate = (token: Document) => String(token._data).length > 18;
const seqOf = (token: Document): number => parseInt(String(token._data).slice(2, 18), 16);
const timeOf = (seq: number) => new BSON.Timestamp({ t: START_SECONDS, i: seq + 1 });
