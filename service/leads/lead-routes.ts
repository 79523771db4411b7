import Router from '@koa/router';
import type { Context } from 'koa';
import { parse as parseQuery } from 'node:querystring';
import type { AppDeps } from '../app-deps.ts';
import { adminOnly, leadReaders } from '../http/bearer-auth.ts';
import { badQuery, notFound } from '../http/errors.ts';
import type { LeadStore } from '../store/lead-store.ts';
import { erasureNeedles } from './erasure-needles.ts';
import { leadExport } from './lead-export.ts';
import { encodeCursor, readLeadQuery } from './lead-query.ts';

/** Deliveries GET /api/leads/:id/deliveries lists at most (a person rarely comes back more often than the log keeps). */
const LEAD_DELIVERIES_SHOWN = 100;

/** Leads `count=true` counts at most (docs/api.md §4): past it a count costs more than the page it comes with. */
const COUNT_CAP = 10_000;

export function leadRoutes({ store, events, logger }: AppDeps): Router {
  const router = new Router({ prefix: '/leads' });

  router.get('/', leadReaders, async (ctx) => {
    const { format: _format, count, ...query } = await readQuery(store, ctx);
    const page = await store.findLeads(query);
    const { beforeId: _cursor, limit: _limit, ...filters } = query;
    const counted = count ? await store.countLeads(filters, COUNT_CAP) : undefined;
    ctx.body = {
      leads: page.leads,
      nextCursor: page.nextBeforeId === null ? null : encodeCursor(page.nextBeforeId),
      ...(counted && { total: counted.total, totalCapped: counted.capped }),
    };
  });

  router.get('/export', adminOnly, async (ctx) => {
    const { format = 'csv', beforeId: _cursor, limit: _limit, count: _count, ...filters } = await readQuery(store, ctx);
    if (format !== 'csv') throw badQuery([{ field: 'format', message: 'format must be csv' }]);
    const body = await leadExport(store, filters);
    ctx.set('Content-Disposition', `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = body;
  });

  router.get('/:id', leadReaders, async (ctx) => {
    const lead = await store.getLead(ctx.params.id);
    if (!lead) throw notFound('Lead');
    ctx.body = { ...lead, submissions: await store.listSubmissions(lead.id) };
  });

  router.get('/:id/deliveries', adminOnly, async (ctx) => {
    if (!(await store.getLead(ctx.params.id))) throw notFound('Lead');
    ctx.body = { deliveries: await store.listLeadDeliveries(ctx.params.id, LEAD_DELIVERIES_SHOWN) };
  });

  // Erasure on request (docs/api.md §4): the log line names ids and counts, never the person.
  // A lead already gone may be an erasure that failed halfway: the store finishes it, or answers null.
  router.delete('/:id', adminOnly, async (ctx) => {
    const lead = await store.getLead(ctx.params.id);
    const needles = lead ? erasureNeedles([lead, ...(await store.listSubmissions(lead.id))]) : NO_NEEDLES;
    const report = await store.eraseLead(ctx.params.id, needles);
    if (!report) throw notFound('Lead');
    logger.info(
      { leadId: ctx.params.id, sourceId: lead?.sourceId, erasedDeliveries: report.erasedDeliveries },
      'Lead erased on request',
    );
    events.deliver({ type: 'erased', leadId: ctx.params.id });
    ctx.status = 204;
  });

  return router;
}

const NO_NEEDLES = { texts: [], digits: [] };

function readQuery(store: LeadStore, ctx: Context) {
  // A "+" is a plus sign here, not a space, so `phone=+1…` and `email=a+b@…` work unencoded.
  // Every key is read (not the first 1,000 only): a filter after many others must still filter.
  const params = parseQuery(ctx.querystring.replace(/\+/g, '%2B'), '&', '=', { maxKeys: 0 });
  // `q` is read as a form encodes it: curl -G, Python's requests and URLSearchParams send a space
  // as "+" and a plus as "%2B" (docs/api.md §4).
  if (params.q !== undefined) params.q = parseQuery(ctx.querystring, '&', '=', { maxKeys: 0 }).q;
  return readLeadQuery(store, params);
}
