import { MongoClient } from 'mongodb';
import type { Logger } from 'pino';
import { reconcileIndexes } from './indexes.ts';
import { migrate } from './migrations.ts';
import { MONGOS_FEED_WARNING, requireReplicaSet, startupClientOptions, type MongoLimits } from './mongo-options.ts';

/**
 * Start-up work (migrations, index builds) on a client of its own without the socket timeout: a
 * build or a migration over every lead takes as long as the collection needs, and cutting it at
 * the socket timeout would leave the build running while this instance exits.
 */
export async function prepareDatabase(
  uri: string,
  dbName: string,
  limits: MongoLimits,
  logger: Logger,
): Promise<number> {
  const setup = new MongoClient(uri, startupClientOptions(limits));
  try {
    await setup.connect();
    const { maxBsonObjectSize, mongos } = await requireReplicaSet(setup.db(dbName));
    if (mongos) logger.warn(MONGOS_FEED_WARNING);
    await migrate(setup.db(dbName));
    await reconcileIndexes(setup.db(dbName));
    return maxBsonObjectSize;
  } finally {
    await setup.close().catch(() => {});
  }
}
