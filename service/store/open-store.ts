import type { Config } from '../config.ts';
import type { LeadStore } from './lead-store.ts';
import { MongoStore } from './mongo/mongo-store.ts';
import { SqliteStore } from './sqlite/sqlite-store.ts';

/** MongoDB when MONGODB_URI is set, else the embedded SQLite file in DATA_DIR. */
export async function openStore(config: Pick<Config, 'mongodbUri' | 'dataDir'>): Promise<LeadStore> {
  return config.mongodbUri ? MongoStore.open(config.mongodbUri) : new SqliteStore(config.dataDir);
}
