import { createHash, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { unauthorized } from './errors.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time: hashing first gives equal lengths whatever was sent. */
export function tokenMatches(sent: string, expected: string): boolean {
  return timingSafeEqual(digest(sent), digest(expected));
}

export function bearerToken(header: string): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

export function requireAdmin(adminToken: string): Middleware {
  return async (ctx, next) => {
    const sent = bearerToken(ctx.get('Authorization'));
    if (sent === null || !tokenMatches(sent, adminToken)) throw unauthorized();
    await next();
  };
}
