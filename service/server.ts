import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { createApp } from './app.ts';
import type { AppDeps } from './app-deps.ts';
import type { Config } from './base/config.ts';
import { AuthFailures } from './http/auth-failures.ts';
import { trustedProxy } from './http/client-address.ts';
import { capConnectionsPerAddress } from './http/connection-caps.ts';
import { OPENING_PER_CLIENT, OPENING_WAIT_MS, paceOpeningConnections } from './http/connection-pacing.ts';
import { fairStarts } from './http/fair-starts.ts';
import { shedIdleConnections } from './http/idle-connections.ts';
import { limitPipelining } from './http/pipelining.ts';
import { closeStalledWriters } from './http/write-stall.ts';
import { AppMetrics } from './metrics/app-metrics.ts';
import { startMetricsServer, type MetricsServer } from './metrics/metrics-server.ts';
import { timedStore } from './metrics/timed-store.ts';
import { resolveToken, type ResolvedToken } from './base/tokens.ts';
import { webhookUrlWarning } from './webhook-url-warning.ts';
import { openStore } from './open-store.ts';
import { startOutbound, type OutboundOptions } from './outbound/start-outbound.ts';
import type { LeadStore } from './store/lead-store.ts';

export interface RunningServer {
  server: Server;
  store: LeadStore;
  /** Where it listens, e.g. http://127.0.0.1:41234 */
  url: string;
  publicBaseUrl: string;
  /** Set when webhook URLs name localhost while the service listens beyond it (webhook-url-warning.ts). */
  webhookUrlWarning?: string;
  adminToken: string;
  /** The read-only agent token, when agent access is on. */
  agentToken?: string;
  /** The agent token when this start generated it: printed once, in the start line (a generated admin token is in adminPageUrl). */
  generatedAgentToken?: string;
  /** The admin page; carries the token in its fragment only on the start that generated it. */
  adminPageUrl: string;
  /** Where the tokens are kept, when they are not from the environment. */
  adminTokenFile?: string;
  agentTokenFile?: string;
  /** The metrics listener's address (`…/metrics`), when METRICS_PORT is set. */
  metricsUrl?: string;
  /** Stops accepting, lets in-flight requests finish, closes the store. */
  close(): Promise<void>;
}

const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Slow or stuck clients are cut off: the whole request must arrive within 30 s (Node answers 408),
 * its head within 10 s of the connection opening or the previous answer (a silent socket is closed
 * then, docs/api.md §1). Idle keep-alive connections stay 65 s, longer than the 60 s idle
 * timeout of common load balancers, so the balancer closes first and never reuses a dead socket.
 * Answers that do not move for 30 s (a client that never reads them) close their connection.
 */
export const HTTP_LIMITS = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 65_000,
  writeStallTimeoutMs: 30_000,
  maxConnections: 4096,
};

/** From this share of maxConnections on, each new connection closes the longest-idle keep-alive one. */
const IDLE_SHEDDING_FROM = 7 / 8;

export interface ServerOptions {
  http?: Partial<typeof HTTP_LIMITS>;
  /** main.ts: the reader threads start with the service (read-pool.ts); tests start them at the first large body. */
  readerThreadsAtStart?: boolean;
  outbound?: OutboundOptions;
}

/** Opens the store, listens, and serves the app; used by main.ts and by tests (port 0). */
export async function startServer(
  config: Readonly<Config>,
  logger: Logger,
  options: ServerOptions = {},
): Promise<RunningServer> {
  const { http: httpOverrides, outbound: outboundOptions, ...appOptions } = options;
  const limits = { ...HTTP_LIMITS, ...httpOverrides };
  const { store, events } = await openStore(config, logger);
  let metricsServer: MetricsServer | null = null;
  let outbound: ReturnType<typeof startOutbound> | null = null;
  try {
    // Process metrics only where they are scraped: each registry's collectors stay for the process.
    const metrics = new AppMetrics({ withProcessMetrics: config.metricsPort !== undefined });
    if (config.metricsPort !== undefined) {
      metricsServer = await startMetricsServer(metrics.registry, config.metricsPort, config.metricsHost);
      logger.info({ metrics: metricsServer.url }, `Prometheus metrics at ${metricsServer.url}`);
    }
    outbound = startOutbound(config, store, logger, outboundOptions, (id, delivered, ageMs) =>
      metrics.outboundAttempt(id, delivered, ageMs),
    );
    const admin = resolveToken('admin-token', config.adminToken, config.dataDir);
    // Agent access is off unless AGENT_TOKEN is set, except on the embedded store, which generates one.
    const agent: ResolvedToken | null =
      config.agentToken || !config.mongodbUri ? resolveToken('agent-token', config.agentToken, config.dataDir) : null;
    const server = createServer({
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // Checks those timeouts often enough that each is kept within a second (or a quarter of a test's limit).
      connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs / 4),
    });
    server.maxConnections = limits.maxConnections;
    // The cap listens first: a connection it refuses is destroyed before shedding counts it.
    capConnectionsPerAddress(server, config.maxConnectionsPerAddress, trustedProxy(config.trustProxy));
    // After the cap: a few new connections of one client read before their first request (connection-pacing.ts).
    paceOpeningConnections(server, OPENING_PER_CLIENT, OPENING_WAIT_MS, trustedProxy(config.trustProxy));
    shedIdleConnections(server, Math.floor(limits.maxConnections * IDLE_SHEDDING_FROM));
    closeStalledWriters(server, limits.writeStallTimeoutMs);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    const publicBaseUrl = config.publicBaseUrl ?? `http://localhost:${port}`;
    const urlWarning = webhookUrlWarning(config, publicBaseUrl);
    const shutdown: AppDeps['shutdown'] = [];
    const app = createApp(
      {
        store: timedStore(store, metrics),
        logger,
        shutdown,
        events,
        outbound: outbound.deps,
        authFailures: new AuthFailures(),
        ...appOptions,
        config: {
          ...config,
          publicBaseUrl,
          webhookUrlWarning: urlWarning,
          adminToken: admin.token,
          agentToken: agent?.token,
        },
      },
      { metrics },
    );
    // A few requests enter the app per turn of the event loop, URL after URL (fair-starts.ts).
    server.on('request', limitPipelining(fairStarts(app.callback())));

    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    return {
      server,
      store,
      url: `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${port}`,
      publicBaseUrl,
      webhookUrlWarning: urlWarning,
      adminToken: admin.token,
      agentToken: agent?.token,
      generatedAgentToken: agent?.generatedNow ? agent.token : undefined,
      adminPageUrl: `${publicBaseUrl}/${admin.generatedNow ? `#token=${admin.token}` : ''}`,
      adminTokenFile: admin.file,
      agentTokenFile: agent?.file,
      metricsUrl: metricsServer?.url,
      close: async () => {
        const runShutdown = () => Promise.all(shutdown.map((close) => close()));
        await runShutdown();
        await drain(server);
        // Again once drained: requests answered meanwhile counted refusals after the first flush.
        await runShutdown();
        await outbound?.stop();
        await store.close();
        await metricsServer?.close();
      },
    };
  } catch (error) {
    await outbound?.stop();
    await metricsServer?.close();
    await store.close();
    throw error;
  }
}

async function drain(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // A keep-alive connection goes idle once its answer is sent: close it then, not when the client hangs up.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  server.closeIdleConnections();
  const force = setTimeout(() => server.closeAllConnections(), DRAIN_TIMEOUT_MS);
  await closed;
  clearInterval(sweep);
  clearTimeout(force);
}
