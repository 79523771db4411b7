import type Router from '@koa/router';
import type { AppDeps } from '../app-deps.ts';
import { adminOnly } from '../http/bearer-auth.ts';
import { notFound } from '../http/errors.ts';
import { readRequestObject } from '../http/body/request-object.ts';
import { keptBodyFields } from '../webhook/kept-body-fields.ts';
import { createReplay } from '../webhook/replay.ts';

const DELIVERIES_SHOWN = 100;

/** A source's delivery log (docs/api.md §4): the newest deliveries, one delivery's keys, and sending one again. */
export function addDeliveryRoutes(router: Router, { store, events, logger, config }: AppDeps): void {
  const replay = createReplay({ store, events, logger });

  router.get('/:id/deliveries', adminOnly, async (ctx) => {
    if (!(await store.getSource(ctx.params.id))) throw notFound('Lead source');
    ctx.body = { deliveries: await store.listDeliveries(ctx.params.id, DELIVERIES_SHOWN) };
  });

  // The admin opened the log: its refused deliveries are seen (Source.unseenRefusals back to 0).
  router.post('/:id/deliveries/seen', adminOnly, async (ctx) => {
    if (!(await store.markDeliveriesSeen(ctx.params.id))) throw notFound('Lead source');
    ctx.status = 204;
  });

  router.get('/:id/deliveries/:deliveryId/fields', adminOnly, async (ctx) => {
    if (!(await store.getSource(ctx.params.id))) throw notFound('Lead source');
    const delivery = await store.getDelivery(ctx.params.id, ctx.params.deliveryId);
    if (!delivery) throw notFound('Delivery');
    ctx.body = { fields: await keptBodyFields(delivery) };
  });

  router.post('/:id/deliveries/:deliveryId/replay', adminOnly, async (ctx) => {
    // The body is optional: none, or {"skipGoogleKey": true} (keys the API does not know are ignored).
    const hasBody = Boolean(ctx.request.length) || ctx.get('Transfer-Encoding') !== '';
    const options = hasBody ? (await readRequestObject(ctx, config.bodyLimitBytes)).value : {};
    ctx.body = await replay(ctx.params.id, ctx.params.deliveryId, {
      requestId: ctx.state.requestId,
      skipGoogleKey: options.skipGoogleKey === true,
    });
  });
}
