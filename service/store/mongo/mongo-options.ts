import type { Db, MongoClientOptions } from 'mongodb';
import { ConnectionString } from 'mongodb-connection-string-url';
import { ConfigError } from '../../base/config.ts';

/**
 * Every wait of the MongoDB store is bounded (issue 14, item 6): past a bound the answer is 503.
 * Each request has one deadline, whatever the driver retries underneath (its retryable write or
 * read, the store's re-send): an AbortSignal the driver honours for server selection, connection
 * checkout and the socket read (mongodb 7.9 src/operations/execute_operation.ts, src/cmap), with
 * maxTimeMS so that the server too gives up on a stalled write. The socket timeout exceeds them
 * all: it only bounds a connection whose peer went silent.
 */
export const MONGO_LIMITS = {
  wtimeoutMS: 10_000,
  readMaxTimeMS: 5_000,
  /** Writes: the server gives up at this (maxTimeMS), majority wait included. */
  writeMaxTimeMS: 10_000,
  /** A read request (findWebhook, lists, the live page's loads) is answered 503 past this. */
  readDeadlineMS: 6_000,
  /** A write request (/readyz, an admin change, a follow-up write attempt) is answered 503 past this. */
  writeDeadlineMS: 12_000,
  /** A lead batch, from its first insert to its last (re-send, email pass two): 503 past this. */
  leadDeadlineMS: 15_000,
  socketTimeoutMS: 20_000,
  serverSelectionTimeoutMS: 5_000,
  connectTimeoutMS: 5_000,
  /** A connection checkout waits this long at most (driver 7.9: no bound without it). */
  waitQueueTimeoutMS: 1_500,
  /** Shedding, as SQLite's writer: past this many leads queued or being written, 503 at once. */
  maxQueuedLeads: 2_000,
  /** Shedding: once the oldest queued lead has waited this long, 503 at once. */
  maxQueueWaitMS: 2_000,
  /**
   * A read that shows follow-up writes (a source's deliveries or count, a lead's submissions)
   * waits this long at most for this instance's pending ones, within its own deadline.
   */
  followUpReadWaitMS: 1_000,
  /** Batches whose follow-up writes run at once; the others wait (a stalled write holds its connection). */
  followUpConcurrency: 4,
  /** close() waits this long for batches in flight and their follow-up writes. */
  closeWaitMS: 10_000,
  /** First delay before a failed follow-up write (counter, delivery) is tried again; doubles to 30 s. */
  repairRetryMS: 1_000,
  /** How long after a delivery is logged its source's log is pruned (off the answer path). */
  pruneDelayMS: 1_000,
  /** Crash recovery (delivery-recovery.ts): leads created this far back are checked for a lost delivery. */
  recoveryWindowMS: 3_600_000,
  /** ... once older than this (the instance that answered them may still be writing them, with their body). */
  recoveryMinAgeMS: 120_000,
  /** A recovery sweep runs at start and then this often. */
  recoverySweepMS: 300_000,
  /** How long each getMore of the idle live feed waits on the server (below socketTimeoutMS). */
  feedAwaitMS: 1_000,
  /** Start-up: each command but an index build must be answered within this (then the start fails). */
  startupAnswerMS: 30_000,
  /** How often the unique indexes are checked (unique-index-watch.ts): leads get 503 while one is missing. */
  indexCheckMS: 30_000,
};
export type MongoLimits = typeof MONGO_LIMITS;

const DEFAULT_DB = 'lead_intake';

/** The database named by the URI, after refusing the options that weaken the store's guarantees (contract §7). */
export function readMongoUri(uri: string): { dbName: string } {
  const parsed = new ConnectionString(uri);
  const problems: string[] = [];
  for (const [rawKey, value] of parsed.searchParams) {
    const problem = weakening(rawKey.toLowerCase(), value.toLowerCase());
    if (problem) problems.push(`${rawKey}=${value} ${problem}`);
  }
  if (problems.length > 0) {
    throw new ConfigError(
      `MONGODB_URI weakens what a 200 promises: ${problems.join('; ')}. Remove these options; the service writes with w=majority, journal=true, wtimeoutMS=${MONGO_LIMITS.wtimeoutMS} and reads the primary with readConcernLevel=majority.`,
    );
  }
  return { dbName: parsed.pathname.replace(/^\//, '') || DEFAULT_DB };
}

function weakening(key: string, value: string): string | null {
  switch (key) {
    case 'w':
      return value === 'majority' ? null : 'acknowledges writes before a majority has them';
    case 'journal':
    case 'j':
      return value === 'false' ? 'acknowledges writes before they are journaled' : null;
    case 'wtimeoutms':
    case 'wtimeout':
      return Number(value) > 0 && Number(value) <= MONGO_LIMITS.wtimeoutMS
        ? null
        : `lets a write wait longer than ${MONGO_LIMITS.wtimeoutMS} ms (or without end)`;
    case 'sockettimeoutms':
      return Number(value) > 0 ? null : 'lets a request wait without end';
    case 'readpreference':
      return value === 'primary' ? null : 'reads from secondaries, which may miss acknowledged leads';
    case 'readconcernlevel':
      return value === 'majority' || value === 'linearizable' ? null : 'reads data a failover can roll back';
    default:
      return null;
  }
}

export function clientOptions(limits: MongoLimits): MongoClientOptions {
  return {
    writeConcern: { w: 'majority', journal: true, wtimeoutMS: limits.wtimeoutMS },
    readConcern: { level: 'majority' },
    readPreference: 'primary',
    socketTimeoutMS: limits.socketTimeoutMS,
    waitQueueTimeoutMS: limits.waitQueueTimeoutMS,
    serverSelectionTimeoutMS: limits.serverSelectionTimeoutMS,
    connectTimeoutMS: limits.connectTimeoutMS,
    ignoreUndefined: true, // an absent optional field stays absent, not null
  };
}

// The driver types `signal` (Abortable, experimental) on reads only, but executeOperation reads
// operation.options.signal for every operation: server selection, checkout and the socket read
// (mongodb 7.9 src/operations/execute_operation.ts); an abort mid-read closes that connection.

/** Options of one read request: the server's bound and the request's deadline. */
export const readOptions = (limits: MongoLimits) => ({
  maxTimeMS: limits.readMaxTimeMS,
  signal: AbortSignal.timeout(limits.readDeadlineMS),
});

/** Options of a read request whose deadline (epoch ms) started earlier: what is left of it. */
export const readOptionsUntil = (limits: MongoLimits, deadline: number) => {
  const left = Math.max(1, deadline - Date.now());
  return { maxTimeMS: Math.min(limits.readMaxTimeMS, left), signal: AbortSignal.timeout(left) };
};

/** Options of one write request (not a lead batch: lead-insert.ts keeps the batch's deadline). */
export const writeOptions = (limits: MongoLimits) => ({
  maxTimeMS: limits.writeMaxTimeMS,
  signal: AbortSignal.timeout(limits.writeDeadlineMS),
});

/** Options of a write request whose deadline (epoch ms) started earlier: what is left of it, for each of its steps. */
export const writeOptionsUntil = (limits: MongoLimits, deadline: number) => {
  const left = Math.max(1, deadline - Date.now());
  return { maxTimeMS: Math.min(limits.writeMaxTimeMS, left), signal: AbortSignal.timeout(left) };
};
export type RequestBounds = ReturnType<typeof writeOptionsUntil>;

/**
 * The start-up client's: each command answered within startupAnswerMS (a primary that accepts
 * connections and never answers fails the start, and the supervisor restarts the process),
 * except index builds, on a client without a socket timeout: a build on a large collection (and
 * the check for duplicates before it) takes what the collection needs.
 */
export function startupClientOptions(limits: MongoLimits, { indexBuilds = false } = {}): MongoClientOptions {
  return { ...clientOptions(limits), socketTimeoutMS: indexBuilds ? 0 : limits.startupAnswerMS };
}

/** A replica set (or mongos in front of one) is required; returns the server's largest document and whether it is a mongos. */
export async function requireReplicaSet(db: Db): Promise<{ maxBsonObjectSize: number; mongos: boolean }> {
  const hello = await db.admin().command({ hello: 1 });
  const mongos = hello.msg === 'isdbgrid';
  if (!hello.setName && !mongos) {
    throw new ConfigError(
      'MONGODB_URI points at a standalone MongoDB server; a replica set is required for majority writes (a one-member set is fine: start mongod with --replSet rs0 and run rs.initiate() once).',
    );
  }
  return { maxBsonObjectSize: Number(hello.maxBsonObjectSize) || 16 * 1024 * 1024, mongos };
}

/**
 * Through mongos a change stream returns an event only once every shard has answered past it; a
 * shard with no writes answers at its periodic no-op, every 10 s by default (manual, Change
 * Streams, "Sharded Clusters": lower periodicNoopIntervalSecs for cold shards).
 */
export const MONGOS_FEED_WARNING =
  "MONGODB_URI names a mongos: the live feed waits for every shard, and an idle shard delays events up to its periodicNoopIntervalSecs (10 s by default); set periodicNoopIntervalSecs=1 on each shard's mongod (--setParameter) to keep live leads within 1-2 s";
