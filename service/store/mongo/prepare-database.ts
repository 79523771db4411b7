import { MongoClient, MongoNetworkTimeoutError } from 'mongodb';
import type { Logger } from 'pino';
import { reconcileIndexes } from './indexes.ts';
import { migrate } from './migrations.ts';
import { describe, StoreStartError } from './mongo-errors.ts';
import { MONGOS_FEED_WARNING, requireReplicaSet, startupClientOptions, type MongoLimits } from './mongo-options.ts';

/**
 * Start-up work (migrations, index builds) on clients of its own: every command must be answered
 * within startupAnswerMS, but an index build (and the duplicate check before it) takes what the
 * collection needs, on a client without socket timeout, since cutting it would leave the build
 * running while this instance exits. A primary that never answers fails the start naming the step
 * it waited for (main.ts exits 1; the supervisor starts the process again).
 */
export async function prepareDatabase(
  uri: string,
  dbName: string,
  limits: MongoLimits,
  logger: Logger,
): Promise<number> {
  const setup = new MongoClient(uri, startupClientOptions(limits));
  const builds = new MongoClient(uri, startupClientOptions(limits, { indexBuilds: true }));
  let waitingFor = 'connecting';
  try {
    await setup.connect();
    waitingFor = "the server's hello (is it a replica set?)";
    const { maxBsonObjectSize, mongos } = await requireReplicaSet(setup.db(dbName));
    if (mongos) logger.warn(MONGOS_FEED_WARNING);
    waitingFor = 'the schema version and migrations';
    const { newerSchema } = await migrate(setup.db(dbName));
    waitingFor = 'the list of indexes';
    await builds.connect();
    await reconcileIndexes(setup.db(dbName), builds.db(dbName), { newerSchema }, logger);
    return maxBsonObjectSize;
  } catch (error) {
    if (!isTimeout(error)) throw error;
    throw new StoreStartError(
      `MongoDB did not answer within ${limits.startupAnswerMS / 1000} s while starting (${waitingFor}): ${describe(error)}; the primary accepts connections but does not answer, so the start stops here`,
    );
  } finally {
    await Promise.all([setup.close().catch(() => {}), builds.close().catch(() => {})]);
  }
}

/** The socket timeout, also when a migration's message wraps it (StoreStartError with a cause). */
const isTimeout = (error: unknown): boolean =>
  error instanceof MongoNetworkTimeoutError ||
  (error instanceof StoreStartError && /MongoNetworkTimeoutError/.test(error.message));
