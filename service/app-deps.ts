import type { Logger } from 'pino';
import type { Config } from './base/config.ts';
import type { LeadEvents } from './events/lead-events.ts';
import type { AuthFailures } from './http/auth-failures.ts';
import type { OutboundDeps } from './outbound/start-outbound.ts';
import type { LeadStore } from './store/lead-store.ts';

/** What the HTTP app needs; built by server.ts, or by tests with a temporary store. */
export interface AppDeps {
  store: LeadStore;
  /** News of intake for the live page. */
  events: LeadEvents;
  /** Outbound webhooks: the target check and the clock the subscription routes use (server.ts; absent: the system's). */
  outbound?: OutboundDeps;
  /** Wrong tokens per client address, shared by the admin API and /mcp. */
  authFailures: AuthFailures;
  logger: Logger;
  /** Tokens resolved: adminToken always; agentToken when agent access is on. */
  config: Readonly<Config> & { publicBaseUrl: string; adminToken: string; webhookUrlWarning?: string };
  /** Start the reader threads with the app, not at the first large body (read-pool.ts startThreads): the service's own start does. */
  readerThreadsAtStart?: boolean;
  /** Closers run on shutdown before the server drains (e.g. open live-event streams), and again once it has drained (so each may run twice). */
  shutdown: Array<() => Promise<void>>;
}
