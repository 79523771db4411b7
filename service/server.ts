import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { resolveAdminToken } from './admin-token.ts';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import { openStore } from './store/open-store.ts';
import type { LeadStore } from './store/lead-store.ts';

export interface RunningServer {
  server: Server;
  store: LeadStore;
  /** Where it listens, e.g. http://127.0.0.1:41234 */
  url: string;
  publicBaseUrl: string;
  adminToken: string;
  /** The admin page; carries the token in its fragment only on the start that generated it. */
  adminPageUrl: string;
  /** Stops accepting, lets in-flight requests finish, closes the store. */
  close(): Promise<void>;
}

const DRAIN_TIMEOUT_MS = 10_000;

/** Opens the store, listens, and serves the app; used by main.ts and by tests (port 0). */
export async function startServer(config: Readonly<Config>, logger: Logger): Promise<RunningServer> {
  const store = await openStore(config);
  try {
    const admin = resolveAdminToken(config.adminToken, config.dataDir);
    const server = createServer({ requestTimeout: 30_000, headersTimeout: 20_000, keepAliveTimeout: 65_000 });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    const publicBaseUrl = config.publicBaseUrl ?? `http://localhost:${port}`;
    const app = createApp({ store, logger, config: { ...config, publicBaseUrl, adminToken: admin.token } });
    server.on('request', app.callback());

    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    return {
      server,
      store,
      url: `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${port}`,
      publicBaseUrl,
      adminToken: admin.token,
      adminPageUrl: `${publicBaseUrl}/${admin.generatedNow ? `#token=${admin.token}` : ''}`,
      close: () => drainAndClose(server, store),
    };
  } catch (error) {
    await store.close();
    throw error;
  }
}

async function drainAndClose(server: Server, store: LeadStore): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const force = setTimeout(() => server.closeAllConnections(), DRAIN_TIMEOUT_MS);
  await closed;
  clearTimeout(force);
  await store.close();
}
