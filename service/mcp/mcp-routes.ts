import Router from '@koa/router';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { Context, Next } from 'koa';
import type { AppDeps } from '../app-deps.ts';
import { authenticate } from '../http/bearer-auth.ts';
import { HttpError } from '../http/errors.ts';
import { readBody } from '../http/read-body.ts';
import { createLeadToolsServer } from './lead-tools.ts';
import { McpSessions } from './mcp-sessions.ts';

/**
 * `/mcp`: the Model Context Protocol server (Streamable HTTP) for the agent token only.
 * Auth and Origin are checked before any session exists; then the SDK's transport answers.
 */
export function mcpRoutes(deps: AppDeps): Router {
  const { store, config } = deps;
  const sessions = new McpSessions(() => createLeadToolsServer(store), deps.mcpSessionLimits);
  deps.shutdown.push(() => sessions.closeAll());
  const router = new Router();

  const requireAgent = authenticate(config, deps.authFailures, ['agent']);

  router.all('/mcp', requireAgent, refuseForeignOrigin, async (ctx) => {
    const body = ctx.method === 'POST' ? (await readBody(ctx, config.bodyLimitBytes)).value : undefined;
    const sessionId = ctx.get('Mcp-Session-Id');
    const transport = sessionId
      ? sessions.find(sessionId)
      : ctx.method === 'POST' && isInitializeRequest(body) ? await sessions.open() : null;
    if (!transport) {
      throw sessionId
        ? new HttpError(404, 'session_not_found', 'This MCP session has ended or never existed; initialize a new one.')
        : new HttpError(400, 'session_required', 'Start with an initialize request, then send the Mcp-Session-Id header it returns.');
    }
    // The SDK writes the response itself (JSON or an event stream).
    ctx.respond = false;
    await transport.handleRequest(ctx.req, ctx.res, body);
  });

  // The MCP spec asks servers to refuse other sites' pages (DNS rebinding); tools without an Origin pass.
  // Only PUBLIC_BASE_URL counts: a rebound name arrives with a Host that matches its own Origin.
  const ownOrigin = new URL(config.publicBaseUrl).origin;
  async function refuseForeignOrigin(ctx: Context, next: Next) {
    const origin = ctx.get('Origin');
    if (origin && origin !== ownOrigin) {
      throw new HttpError(403, 'forbidden_origin', `Requests from ${origin} may not use this MCP server.`);
    }
    await next();
  }

  return router;
}

