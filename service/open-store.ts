import type { Logger } from 'pino';
import type { Config } from './base/config.ts';
import { LeadEvents } from './events/lead-events.ts';
import type { LeadStore } from './store/lead-store.ts';
import { MongoStore } from './store/mongo/mongo-store.ts';
import { SqliteStore } from './store/sqlite/sqlite-store.ts';

export interface OpenedStore {
  store: LeadStore;
  /** The live feed for this process's readers. */
  events: LeadEvents;
}

/**
 * MongoDB when MONGODB_URI is set, its live feed a change stream that hears every instance; else
 * the embedded SQLite file in DATA_DIR, one process per file, its live feed in-process.
 */
export async function openStore(config: Pick<Config, 'mongodbUri' | 'dataDir'>, logger: Logger): Promise<OpenedStore> {
  if (!config.mongodbUri) return { store: new SqliteStore(config.dataDir), events: new LeadEvents('in-process') };
  const store = await MongoStore.open(config.mongodbUri, { logger });
  const events = new LeadEvents('store');
  try {
    await store.startFeed(events);
  } catch (error) {
    await store.close();
    throw error;
  }
  return { store, events };
}
