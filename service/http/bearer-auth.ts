import type { Context, Middleware, Next } from 'koa';
import { integrationTokenHash, looksLikeIntegrationToken, tokenMatches } from '../base/tokens.ts';
import type { AuthFailures } from './auth-failures.ts';
import { forbiddenForAgent, forbiddenForIntegration, unauthorized } from './errors.ts';

export type Role = 'admin' | 'agent' | 'integration';

/** The store's lookup of integration tokens by hash (LeadStore.findIntegrationToken). */
export type IntegrationTokens = (hash: string) => Promise<{ id: string } | null>;

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
  integrationTokens?: IntegrationTokens,
): Middleware {
  return async (ctx, next) => {
    const sent = bearerToken(ctx.get('Authorization'));
    let role: Role | null =
      sent === null
        ? null
        : accepts.includes('admin') && tokenMatches(sent, tokens.adminToken)
          ? 'admin'
          : accepts.includes('agent') && tokenMatches(sent, tokens.agentToken)
            ? 'agent'
            : null;
    if (
      !role &&
      sent !== null &&
      integrationTokens &&
      accepts.includes('integration') &&
      looksLikeIntegrationToken(sent)
    ) {
      failures.refuseIfLocked(ctx.ip); // a locked address costs the store no lookup
      const found = await integrationTokens(integrationTokenHash(sent));
      if (found) {
        role = 'integration';
        ctx.state.integrationTokenId = found.id;
      }
    }
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
  if (role !== 'admin' && role !== 'agent' && role !== 'integration') throw unauthorized();
  return role;
}

const refuse = (role: Role) => (role === 'agent' ? forbiddenForAgent() : forbiddenForIntegration());

/** For every admin call an agent or an integration may not make (docs/api.md, agent access). */
export async function adminOnly(ctx: Context, next: Next) {
  const role = roleOf(ctx);
  if (role !== 'admin') throw refuse(role);
  await next();
}

/** The admin's and the agent's reads (sources): an integration token gets 403. */
export async function anyRole(ctx: Context, next: Next) {
  const role = roleOf(ctx);
  if (role === 'integration') throw refuse(role);
  await next();
}

/** Reads of leads: every role. */
export async function leadReaders(ctx: Context, next: Next) {
  roleOf(ctx);
  await next();
}

/** Subscriptions: the admin's (all) and an integration token's (its own); the agent's 403. */
export async function subscriptionManagers(ctx: Context, next: Next) {
  const role = roleOf(ctx);
  if (role === 'agent') throw refuse(role);
  await next();
}

/** The integration token of this request; null for the admin. */
export const integrationTokenOf = (ctx: Context): string | null =>
  roleOf(ctx) === 'integration' ? (ctx.state.integrationTokenId as string) : null;
