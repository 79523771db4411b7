import Router from '@koa/router';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Context, Next } from 'koa';
import type { ServerResponse } from 'node:http';
import type { AppDeps } from '../app-deps.ts';
import { authenticate } from '../http/bearer-auth.ts';
import { forbiddenOrigin, methodNotAllowed } from '../http/errors.ts';
import { readBody } from '../http/read-body.ts';
import type { LeadStore } from '../store/lead-store.ts';
import { createLeadToolsServer } from './lead-tools.ts';

/**
 * `/mcp`: the Model Context Protocol server (Streamable HTTP) for the agent token only.
 *
 * Stateless (docs/api.md §6): every POST is answered by a server and transport made for it alone
 * and dropped with its answer, so any instance behind a round-robin balancer can answer any request;
 * no session id is issued and one a client still sends is ignored. The tools are read-only
 * request/response calls, so a session would hold nothing worth keeping. With no session there is
 * no stream for the server to push on: GET (a standalone event stream) and DELETE (ending a
 * session) answer 405 with `Allow: POST`, which the MCP spec allows and clients expect.
 * Auth and Origin are checked before anything is read or built.
 */
export function mcpRoutes(deps: AppDeps): Router {
  const { store, config } = deps;
  const router = new Router();
  const requireAgent = authenticate(config, deps.authFailures, ['agent']);

  router.all('/mcp', requireAgent, refuseForeignOrigin, async (ctx) => {
    if (ctx.method !== 'POST') throw methodNotAllowed('POST');
    const { value: body } = await readBody(ctx, config.bodyLimitBytes);
    const exchange = await openExchange(store, ctx.res);
    // The SDK writes the answer itself.
    ctx.respond = false;
    await exchange.handleRequest(ctx.req, ctx.res, body);
  });

  // The MCP spec asks servers to refuse other sites' pages (DNS rebinding); tools without an Origin pass.
  // Only PUBLIC_BASE_URL counts: a rebound name arrives with a Host that matches its own Origin.
  const ownOrigin = new URL(config.publicBaseUrl).origin;
  async function refuseForeignOrigin(ctx: Context, next: Next) {
    const origin = ctx.get('Origin');
    if (origin && origin !== ownOrigin) throw forbiddenOrigin(origin);
    await next();
  }

  return router;
}

/**
 * A server and transport for one JSON-RPC message (or batch) alone. The answer is one JSON body (no
 * event stream stays open); both are closed when the answer is written or the client goes away, so
 * nothing outlives the request.
 */
async function openExchange(store: LeadStore, res: ServerResponse): Promise<StreamableHTTPServerTransport> {
  const server = createLeadToolsServer(store);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.once('close', () => void server.close());
  await server.connect(transport);
  return transport;
}
