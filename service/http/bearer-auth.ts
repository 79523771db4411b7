import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Middleware, Next } from 'koa';
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

/** Sets `ctx.state.role` from the bearer token: the admin's, or the read-only agent's (when on). */
export function authenticate(tokens: { adminToken: string; agentToken?: string }): Middleware {
  return async (ctx, next) => {
    const sent = bearerToken(ctx.get('Authorization'));
    if (sent !== null && tokenMatches(sent, tokens.adminToken)) ctx.state.role = 'admin' satisfies Role;
    else if (sent !== null && tokenMatches(sent, tokens.agentToken)) ctx.state.role = 'agent' satisfies Role;
    else throw unauthorized();
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
