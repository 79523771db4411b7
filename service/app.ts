import Router from '@koa/router';
import Koa from 'koa';
import type { AppDeps } from './app-deps.ts';
import { eventRoutes } from './events/event-routes.ts';
import { healthRoutes } from './health/health-routes.ts';
import { authenticate } from './http/bearer-auth.ts';
import { nothingHere } from './http/errors.ts';
import { requestEdge } from './http/request-edge.ts';
import { leadRoutes } from './leads/lead-routes.ts';
import { AppMetrics } from './metrics/app-metrics.ts';
import { mcpRoutes } from './mcp/mcp-routes.ts';
import { openapiRoutes } from './openapi/openapi-routes.ts';
import { pageRoutes } from './page/page-routes.ts';
import { sourceRoutes } from './sources/source-routes.ts';
import { integrationTokenRoutes } from './subscriptions/integration-token-routes.ts';
import { subscriptionRoutes } from './subscriptions/subscription-routes.ts';
import { webhookRoutes } from './webhook/webhook-routes.ts';

/** Builds the Koa app; it never listens (server.ts does). `metrics`: where it counts, served by server.ts when METRICS_PORT is set. */
export function createApp(deps: AppDeps, { metrics = new AppMetrics() }: { metrics?: AppMetrics } = {}): Koa {
  const app = new Koa({ proxy: false });
  app.silent = true;

  const api = new Router({ prefix: '/api' });
  for (const routes of [
    sourceRoutes(deps),
    leadRoutes(deps),
    eventRoutes(deps),
    subscriptionRoutes(deps),
    integrationTokenRoutes(deps),
  ])
    api.use(routes.routes());

  app.use(requestEdge(deps.logger, metrics, deps.config.trustProxy));
  // Intake is the hot path: its router comes first, so a webhook request runs only the edge above and its route.
  app.use(webhookRoutes(deps).routes());
  const integrationTokens = (hash: string) => deps.store.findIntegrationToken(hash);
  app.use(apiGuard(authenticate(deps.config, deps.authFailures, ['admin', 'agent', 'integration'], integrationTokens)));
  for (const routes of [
    api,
    mcpRoutes(deps),
    healthRoutes(deps),
    openapiRoutes(),
    pageRoutes(deps.config.publicBaseUrl),
  ]) {
    app.use(routes.routes());
  }
  // An unknown path, or a known one with a method it does not take, is 404 (docs/api.md §4, §5).
  app.use(() => {
    throw nothingHere();
  });
  return app;
}

/**
 * Every path under /api, in any letter case, is authenticated before a router sees it (the routers
 * match paths case-insensitively); its answers are never cached or sniffed.
 */
function apiGuard(auth: Koa.Middleware): Koa.Middleware {
  return (ctx, next) => {
    if (!API_PATH.test(ctx.path)) return next();
    ctx.set({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
    return auth(ctx, next);
  };
}

const API_PATH = /^\/api(\/|$)/i;
