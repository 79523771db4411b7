import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { LeadStore } from './store/lead-store.ts';

/** What the HTTP app needs; built by server.ts, or by tests with a temporary store. */
export interface AppDeps {
  store: LeadStore;
  logger: Logger;
  config: Readonly<Config> & { publicBaseUrl: string; adminToken: string };
}
