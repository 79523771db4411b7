import type { Context, Next } from 'koa';
import { bearerToken } from '../http/bearer-auth.ts';
import { adminTokenOnMcp } from '../http/errors.ts';
import { tokenMatches } from '../base/tokens.ts';

// What a browser MCP client sends (the SDK's Streamable HTTP client): docs/api.md §6.
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID';

/**
 * CORS for the browser-based agents of MCP_ALLOWED_ORIGINS: their preflight is answered 204 before
 * authentication (a preflight never carries the token), and every answer to them names their
 * origin so the page can read it, errors included. Other origins get no CORS headers (and
 * refuseForeignOrigin's 403 after the token check).
 */
export function mcpCors(allowed: readonly string[]) {
  const listed = new Set(allowed);
  return async (ctx: Context, next: Next) => {
    const origin = ctx.get('Origin');
    if (!listed.has(origin)) return next();
    ctx.set({
      'Access-Control-Allow-Origin': origin,
      Vary: 'Origin',
      'Access-Control-Expose-Headers': 'Mcp-Session-Id, WWW-Authenticate',
    });
    if (ctx.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method')) {
      ctx.set({
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': '600',
      });
      ctx.status = 204;
      return;
    }
    await next();
  };
}

/**
 * The admin token on /mcp is a right token at the wrong door, not a guess: 403, never counted
 * toward the wrong-token lockout (which would lock the admin out of their own page).
 */
export function refuseAdminToken(adminToken: string) {
  return async (ctx: Context, next: Next) => {
    const sent = bearerToken(ctx.get('Authorization'));
    if (sent !== null && tokenMatches(sent, adminToken)) throw adminTokenOnMcp();
    await next();
  };
}
