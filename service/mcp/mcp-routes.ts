import Router from '@koa/router';
import type { Context, Next } from 'koa';
import type { AppDeps } from '../app-deps.ts';
import { authenticate } from '../http/bearer-auth.ts';
import { forbiddenOrigin, mcpBusy, methodNotAllowed } from '../http/errors.ts';
import { KeyedGate } from '../http/keyed-gate.ts';
import { readRequestObject } from '../http/body/request-object.ts';
import { AGENT_CALLS_AT_ONCE } from './agent-calls.ts';
import { answerAlone, MAX_EXCHANGES_IN_FLIGHT } from './mcp-exchange.ts';
import { mcpCors, refuseAdminToken } from './mcp-cors.ts';
import { refuseProtoArgument } from './tool-arguments.ts';

/**
 * `/mcp`: the Model Context Protocol server (Streamable HTTP) for the agent token only.
 *
 * Stateless (docs/api.md §6): every POST is answered by a server and transport made for it alone
 * and dropped with its answer, so any instance behind a round-robin balancer can answer any request;
 * no session id is issued and one a client still sends is ignored. The tools are read-only
 * request/response calls, so a session would hold nothing worth keeping. With no session there is
 * no stream for the server to push on: GET (a standalone event stream) and DELETE (ending a
 * session) answer 405 with `Allow: POST`, which the MCP spec allows and clients expect.
 * Auth and Origin are checked before anything is read or built; at most MAX_EXCHANGES_IN_FLIGHT
 * calls are answered at once (beyond: 503 mcp_busy), so a slow store cannot pile up agent calls.
 */
export function mcpRoutes(deps: AppDeps): Router {
  const { store, config } = deps;
  const router = new Router();
  const requireAgent = authenticate(config, deps.authFailures, ['agent']);
  let inFlight = 0;
  // The agent's tool calls at once, across its requests (each request gets a server of its own).
  const agentCalls = new KeyedGate({ running: AGENT_CALLS_AT_ONCE, queued: 0, maxWaitMs: 0 });

  router.all(
    '/mcp',
    mcpCors(config.mcpAllowedOrigins),
    refuseAdminToken(config.adminToken),
    requireAgent,
    refuseForeignOrigin,
    async (ctx) => {
      if (ctx.method !== 'POST') throw methodNotAllowed('POST');
      const { value: body } = await readRequestObject(ctx, config.bodyLimitBytes);
      refuseProtoArgument(body);
      // Counted once the body is in, so a slow upload holds no place.
      if (inFlight >= MAX_EXCHANGES_IN_FLIGHT) throw mcpBusy();
      inFlight++;
      try {
        // The SDK writes the answer itself.
        ctx.respond = false;
        await answerAlone(store, agentCalls, ctx.req, ctx.res, body);
      } finally {
        inFlight--;
      }
    },
  );

  // The MCP spec asks servers to refuse other sites' pages (DNS rebinding); tools without an Origin pass.
  // Only PUBLIC_BASE_URL and MCP_ALLOWED_ORIGINS count: a rebound name arrives with a Host that matches its own Origin.
  const allowedOrigins = new Set([new URL(config.publicBaseUrl).origin, ...config.mcpAllowedOrigins]);
  async function refuseForeignOrigin(ctx: Context, next: Next) {
    const origin = ctx.get('Origin');
    if (origin && !allowedOrigins.has(origin)) throw forbiddenOrigin(origin);
    await next();
  }

  return router;
}
