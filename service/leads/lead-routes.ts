import Router from '@koa/router';
import { parse as parseQuery } from 'node:querystring';
import type { AppDeps } from '../app-deps.ts';
import { anyRole } from '../http/bearer-auth.ts';
import { notFound } from '../http/errors.ts';
import { encodeCursor, readLeadQuery } from './lead-query.ts';

export function leadRoutes({ store }: AppDeps): Router {
  const router = new Router({ prefix: '/leads' });

  router.get('/', anyRole, async (ctx) => {
    // A "+" is a plus sign here, not a space, so `phone=+1…` and `email=a+b@…` work unencoded.
    // Every key is read (not the first 1,000 only): a filter after many others must still filter.
    const params = parseQuery(ctx.querystring.replace(/\+/g, '%2B'), '&', '=', { maxKeys: 0 });
    const query = await readLeadQuery(store, params);
    // One extra row tells whether another page exists.
    const rows = await store.findLeads({ ...query, limit: query.limit + 1 });
    const leads = rows.slice(0, query.limit);
    ctx.body = { leads, nextCursor: rows.length > query.limit ? encodeCursor(leads[leads.length - 1].id) : null };
  });

  router.get('/:id', anyRole, async (ctx) => {
    const lead = await store.getLead(ctx.params.id);
    if (!lead) throw notFound('Lead');
    ctx.body = lead;
  });

  return router;
}
