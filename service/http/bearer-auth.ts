import type { Context, Middleware, Next } from 'koa';
import { tokenMatches } from '../tokens.ts';
import type { AuthFailures } from './auth-failures.ts';
import { forbiddenForAgent, unauthorized } from './errors.ts';

export type Role = 'admin' | 'agent';

export function bearerToken(header: string): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * Sets `ctx.state.role` from the bearer token: the admin's, or the read-only agent's (when on).
 * `accepts` narrows the roles (the MCP server takes the agent's only). A correct token always
 * works; only wrong tokens count toward the address's lockout, and requests without a token
 * never do (a page the admin visits could otherwise fire them from the admin's own browser).
 */
export function authenticate(
  tokens: { adminToken: string; agentToken?: string },
  failures: AuthFailures,
  accepts: Role[] = ['admin', 'agent'],
): Middleware {
  return async (ctx, next) => {
    const sent = bearerToken(ctx.get('Authorization'));
    const role: Role | null =
      sent === null
        ? null
        : accepts.includes('admin') && tokenMatches(sent, tokens.adminToken)
          ? 'admin'
          : accepts.includes('agent') && tokenMatches(sent, tokens.agentToken)
            ? 'agent'
            : null;
    if (!role) {
      if (sent !== null) {
        failures.refuseIfLocked(ctx.ip);
        failures.record(ctx.ip);
      }
      throw unauthorized(accepts.includes('admin') ? 'admin' : 'agent');
    }
    ctx.state.role = role;
    await next();
  };
}

/** The authenticated role; deny by default: a handler reached without one answers 401. */
export function roleOf(ctx: Context): Role {
  const role = ctx.state.role as unknown;
  if (role !== 'admin' && role !== 'agent') throw unauthorized();
  return role;
}

/** For every admin call an agent may not make (docs/api.md, agent access). */
export async function adminOnly(ctx: Context, next: Next) {
  if (roleOf(ctx) !== 'admin') throw forbiddenForAgent();
  await next();
}

/** Any authenticated role: every read route carries it, whatever matched before. */
export async function anyRole(ctx: Context, next: Next) {
  roleOf(ctx);
  await next();
}
