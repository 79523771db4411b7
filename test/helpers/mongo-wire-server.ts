import { createServer, type Server, type Socket } from 'node:net';
import { BSON, type Document } from 'mongodb';
import { WireEngine } from './mongo-wire-engine.ts';
import { commandName, encodeReply, MessageReader, type WireRequest } from './mongo-wire-protocol.ts';
import { STATEMENTS, WireRetryableWrites } from './mongo-wire-retryable.ts';

/** What a script answers: a reply document, the default reply (undefined), or a fault. */
export type ScriptAnswer = Document | undefined | 'close' | 'hang' | Promise<Document | undefined | 'close'>;

/** A scripted step: sees the command and can run the default (in-memory) answer first via `proceed`. */
export type Script = (command: Document, proceed: () => Document, request: WireRequest) => ScriptAnswer;

export interface WireServerOptions {
  /** No replica set: hello carries no setName (a standalone mongod). */
  standalone?: boolean;
  /** A mongos: hello says msg "isdbgrid" and carries no setName (the driver's Mongos server type). */
  mongos?: boolean;
  /** The hello limits: small values make batch splits and oversized documents cheap to produce. */
  maxBsonObjectSize?: number;
  maxWriteBatchSize?: number;
}

const MAX_TIME_EXPIRED = { ok: 0, code: 50, codeName: 'MaxTimeMSExpired', errmsg: 'operation exceeded time limit' };
const NOT_WRITABLE_PRIMARY = { ok: 0, code: 10107, codeName: 'NotWritablePrimary', errmsg: 'not primary' };

export interface ReceivedCommand {
  name: string;
  db: string;
  command: Document;
}

/**
 * A MongoDB server at the wire level, for driving the real driver (and the real MongoStore)
 * through faults no real server produces on demand. It speaks OP_QUERY (handshake) and OP_MSG
 * (kind-0 and kind-1 sections), presents itself as the primary of a one-member replica set, and
 * answers data commands from an in-memory engine unless a test scripts otherwise.
 */
export class MongoWireServer {
  readonly engine = new WireEngine();
  private readonly retryable = new WireRetryableWrites();
  readonly received: ReceivedCommand[] = [];
  private readonly scripts = new Map<string, Script[]>();
  private readonly standing = new Map<string, Script>();
  private readonly sockets = new Set<Socket>();
  private readonly server: Server;
  private port = 0;
  private majorityLost = false;
  /** While an election runs (electFor): no primary; its end, and the term it ends with. */
  private electionEndsAt = 0;
  private term = 1;
  private nextRequestId = 1;
  private connectionId = 0;

  private constructor(private readonly options: WireServerOptions) {
    this.server = createServer((socket) => this.serve(socket));
  }

  static async start(options: WireServerOptions = {}): Promise<MongoWireServer> {
    const wire = new MongoWireServer(options);
    await new Promise<void>((resolve) => wire.server.listen(0, '127.0.0.1', resolve));
    wire.port = (wire.server.address() as { port: number }).port;
    return wire;
  }

  get address(): string {
    return `127.0.0.1:${this.port}`;
  }

  /** A connection string for `db`, with `query` appended (e.g. `w=1`). */
  uri(db = 'lead_intake_wire', query = ''): string {
    return `mongodb://${this.address}/${db}${query ? `?${query}` : ''}`;
  }

  /** Scripts the next commands called `name`: each script answers one command, in order. */
  script(name: string, ...steps: Script[]): void {
    this.scripts.set(name, [...(this.scripts.get(name) ?? []), ...steps]);
  }

  /** Scripts every later command called `name` (until cleared). */
  always(name: string, step: Script): void {
    this.standing.set(name, step);
  }

  clearScripts(): void {
    this.scripts.clear();
    this.standing.clear();
  }

  /**
   * For a script: applies the statements at `indexes` of a write (documents of an insert, updates
   * of an update), as mongod does before an interruption fails the whole command, and records them
   * as executed in the session's transaction table, as mongod records each statement (so the
   * driver's retry runs only the others). The script then answers the interruption's error.
   */
  applyStatements(request: WireRequest, indexes: number[]): void {
    const name = commandName(request.command);
    const field = STATEMENTS[name];
    const statements = (request.command[field] as Document[]).filter((_statement, i) => indexes.includes(i));
    this.engine.run(request.db, { ...request.command, [field]: statements, ordered: true });
    this.retryable.applied(this.retryable.keyOf(request.command), indexes);
  }

  /**
   * A primary that lost its majority (or, with `false`, got it back): a write asking for majority
   * write concern is applied, and its answer waits for a replication that never comes, until its
   * wtimeout (then writeConcernError 64 WriteConcernFailed, errInfo.wtimeout) or its maxTimeMS
   * (then MaxTimeMSExpired, 50), whichever is first; the write is not undone (manual, Write
   * Concern, "wtimeout"; mongod's jstests on "timeout behavior of waiting for write concern as well
   * as its interaction with maxTimeMs"). Neither code is labelled retryable.
   */
  loseMajority(lost = true): void {
    this.majorityLost = lost;
    this.engine.changes.holdCommits(lost);
  }

  /**
   * Every later command called `name` stalls on the server (a lock, a slow disk): it is answered
   * 50 MaxTimeMSExpired at its maxTimeMS, as mongod ends an operation past its time limit (manual,
   * maxTimeMS: "MongoDB terminates operations that exceed their allotted time limit"), and never
   * when it has none.
   */
  stall(name: string): void {
    this.always(name, (command) => {
      const limit = Number(command.maxTimeMS);
      if (!limit) return 'hang';
      return new Promise((resolve) => setTimeout(() => resolve(MAX_TIME_EXPIRED), limit));
    });
  }

  /**
   * The primary steps down and the set holds an election for `ms` (mongod's elections take a few
   * seconds, up to about 12: manual, Replica Set Elections): meanwhile hello names no primary
   * (isWritablePrimary false, secondary true) and every other command is answered 10107
   * NotWritablePrimary, labelled RetryableWriteError on a retryable write (jstests/replsets/
   * retryable_write_error_labels.js), nothing applied; then it is primary again under a new
   * electionId, as the set's new primary.
   */
  electFor(ms: number): void {
    this.electionEndsAt = Date.now() + ms;
    this.term++;
  }

  private get electing(): boolean {
    return Date.now() < this.electionEndsAt;
  }

  commands(name: string): ReceivedCommand[] {
    return this.received.filter((received) => received.name === name);
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  hello(): Document {
    const { standalone, mongos, maxBsonObjectSize = 16 * 1024 * 1024, maxWriteBatchSize = 100_000 } = this.options;
    const primary = !this.electing;
    return {
      helloOk: true,
      isWritablePrimary: primary,
      ismaster: primary,
      secondary: !primary,
      ...(mongos ? { msg: 'isdbgrid' } : {}),
      ...(standalone || mongos
        ? {}
        : {
            setName: 'rs0',
            setVersion: 1,
            electionId: new BSON.ObjectId(`7fffffff${String(this.term).padStart(16, '0')}`),
            hosts: [this.address],
            ...(primary ? { primary: this.address } : {}),
            me: this.address,
          }),
      maxBsonObjectSize,
      maxMessageSizeBytes: 48_000_000,
      maxWriteBatchSize,
      localTime: new Date(),
      logicalSessionTimeoutMinutes: 30,
      connectionId: ++this.connectionId,
      minWireVersion: 0,
      maxWireVersion: 21,
      readOnly: false,
      ok: 1,
    };
  }

  /** A write's answer once its write concern is satisfied, or timed out while the majority is lost. */
  private async awaitWriteConcern(command: Document, reply: Document): Promise<Document> {
    if (!this.majorityLost || reply.ok !== 1 || command.writeConcern?.w !== 'majority') return reply;
    const wtimeout = Number(command.writeConcern.wtimeout) || Infinity;
    const maxTimeMS = Number(command.maxTimeMS) || Infinity;
    if (wtimeout === Infinity && maxTimeMS === Infinity) return new Promise<Document>(() => {}); // waits for ever, as mongod does
    await new Promise((resolve) => setTimeout(resolve, Math.min(wtimeout, maxTimeMS)));
    const writeConcernError =
      wtimeout <= maxTimeMS
        ? {
            code: 64,
            codeName: 'WriteConcernFailed',
            errmsg: 'waiting for replication timed out',
            errInfo: { wtimeout: true },
          }
        : { code: 50, codeName: 'MaxTimeMSExpired', errmsg: 'operation exceeded time limit' };
    return { ...reply, writeConcernError };
  }

  private serve(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => {});
    const reader = new MessageReader();
    socket.on('data', (chunk) => {
      for (const request of reader.push(chunk)) this.answer(socket, request);
    });
  }

  private answer(socket: Socket, request: WireRequest): void {
    const name = commandName(request.command);
    const isHello = name === 'hello' || name.toLowerCase() === 'ismaster';
    if (!isHello) this.received.push({ name, db: request.db, command: request.command });
    // A retried write (same session and txnNumber) is answered from the transaction table.
    const txn = this.retryable.keyOf(request.command);
    const proceed = () =>
      isHello
        ? this.hello()
        : this.retryable.once(txn, request.command, (command) => this.engine.run(request.db, command));
    // Change streams answer from the engine's change events; a getMore may wait for one.
    const standard = () => this.engine.changes.answer(request.db, request.command) ?? proceed();
    const step = this.scripts.get(name)?.shift() ?? this.standing.get(name);
    const answer =
      !isHello && this.electing ? NOT_WRITABLE_PRIMARY : step ? step(request.command, proceed, request) : standard();
    if (answer === 'hang') return;
    // A held answer (a promise) is sent when the test releases it; replies may then leave out of order.
    void Promise.resolve(answer).then(async (settled) => {
      if (settled === 'close') return void socket.destroy();
      const reply = await this.awaitWriteConcern(request.command, settled ?? (await standard()));
      socket.write(encodeReply(request, this.retryable.label(request.command, reply), this.nextRequestId++));
    });
  }
}
