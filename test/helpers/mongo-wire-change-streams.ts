import { BSON, type Document } from 'mongodb';
import { matches } from './mongo-wire-match.ts';
import { commandName } from './mongo-wire-protocol.ts';

interface Change {
  seq: number;
  db: string;
  event: Document;
}

interface Cursor {
  db: string;
  stages: Document[];
  /** The last change this cursor has passed (delivered or filtered out). */
  after: number;
}

const START_SECONDS = Math.floor(Date.now() / 1000);
const DEFAULT_AWAIT_MS = 1000; // mongod's wait for an idle change stream getMore without maxTimeMS

/**
 * The wire server's change events and the change streams that read them, as mongod serves them
 * (https://www.mongodb.com/docs/manual/reference/change-events/): one event per written document
 * with a resume token `{_data}` and a cluster time; `aggregate` with `$changeStream` (resumeAfter,
 * startAfter, startAtOperationTime) opens a cursor, `getMore` returns the events after its place
 * with a postBatchResumeToken and waits up to its maxTimeMS when there are none, `killCursors`
 * ends it. The rest of the pipeline may be `$match` and field-excluding `$project` stages.
 */
export class WireChangeStreams {
  private readonly changes: Change[] = [];
  private readonly cursors = new Map<string, Cursor>();
  private readonly wakers = new Set<() => void>();
  private seq = 0;
  /** The oldest change still held (0: all of them). */
  private oldestKept = 0;
  private nextCursorId = 1;

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
    this.changes.push({ seq, db, event });
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
        return this.open(db, command.pipeline);
      }
      case 'getMore':
        return this.more(command);
      case 'killCursors': {
        const ids = (command.cursors as BSON.Long[]).map(String);
        for (const id of ids) this.cursors.delete(id);
        for (const wake of this.wakers) wake();
        return { cursorsKilled: command.cursors, cursorsNotFound: [], cursorsAlive: [], cursorsUnknown: [], ok: 1 };
      }
      default:
        return null;
    }
  }

  private open(db: string, [{ $changeStream: options }, ...stages]: Document[]): Document {
    const token = options.startAfter ?? options.resumeAfter;
    const time = options.startAtOperationTime as BSON.Timestamp | undefined;
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
    this.cursors.set(String(id), { db, stages, after });
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
      if (batch.length > 0 || Date.now() >= deadline) {
        return {
          cursor: {
            id: BSON.Long.fromString(id),
            ns: `${cursor.db}.$cmd.aggregate`,
            nextBatch: batch,
            postBatchResumeToken: tokenOf(cursor.after),
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

  private take(cursor: Cursor): Document[] {
    const batch = this.changes
      .filter((change) => change.seq > cursor.after && change.db === cursor.db)
      .map((change) => applyStages(change.event, cursor.stages))
      .filter((event): event is Document => event !== null);
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

// Hex tokens that sort like the changes, as mongod's `_data` strings do.
const tokenOf = (seq: number): Document => ({ _data: `82${seq.toString(16).toUpperCase().padStart(16, '0')}` });
const seqOf = (token: Document): number => parseInt(String(token._data).slice(2), 16);
const timeOf = (seq: number) => new BSON.Timestamp({ t: START_SECONDS, i: seq + 1 });
