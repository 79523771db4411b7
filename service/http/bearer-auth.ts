import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Middleware, Next } from 'koa';
import type { AuthFailures } from './auth-failures.ts';
import { HttpError, unauthorized } from './errors.ts';

export type Role = 'admin' | 'agent';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time: hashing first gives equal lengths whatever was sent. */
export function tokenMatches(sent: string, expected: string | undefined): boolean {
  return expected !== undefined && timingSafeEqual(digest(sent), digest(expected));
}

export function bearerToken(header: string): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * Sets `ctx.state.role` from the bearer token: the admin's, or the read-only agent's (when on).
 * `accepts` narrows the roles (the MCP server takes the agent's only).
 */
export function authenticate(
  tokens: { adminToken: string; agentToken?: string },
  failures: AuthFailures,
  accepts: Role[] = ['admin', 'agent'],
): Middleware {
  return async (ctx, next) => {
    failures.refuseIfLocked(ctx.ip);
    const sent = bearerToken(ctx.get('Authorization')) ?? '';
    const role: Role | null =
      accepts.includes('admin') && tokenMatches(sent, tokens.adminToken) ? 'admin'
        : accepts.includes('agent') && tokenMatches(sent, tokens.agentToken) ? 'agent'
          : null;
    if (!role) {
      failures.record(ctx.ip);
      throw unauthorized(accepts.includes('admin') ? 'admin' : 'agent');
    }
    ctx.state.role = role;
    await next();
  };
}

/** For every admin call an agent may not make (CONTRACT §6). */
export async function adminOnly(ctx: Context, next: Next) {
  if (ctx.state.role !== 'admin') {
    throw new HttpError(403, 'forbidden', 'The agent token may only read leads and sources; use the admin token for this call.');
  }
  await next();
}
