import Router from '@koa/router';
import type { Context } from 'koa';
import type { AppDeps } from '../app-deps.ts';
import { integrationTokenOf, subscriptionManagers } from '../http/bearer-auth.ts';
import { notFound, validationFailed } from '../http/errors.ts';
import { readRequestObject } from '../http/body/request-object.ts';
import { eventBody, newMessageId } from '../outbound/event-body.ts';
import { outboundChecks } from '../outbound/start-outbound.ts';
import { newWebhookSecret } from '../outbound/webhook-signature.ts';
import type { SubscriptionRecord } from '../store/outbound-records.ts';
import { timeOrderedId } from '../base/time-ordered-id.ts';
import { readNewSubscription, readSubscriptionPatch, type SubscriptionInput } from './subscription-input.ts';
import { outboundEventView, subscriptionView } from './subscription-view.ts';

/** Events the delivery log lists, newest first, each with up to TRIES_SHOWN tries. */
const EVENTS_SHOWN = 100;
const TRIES_SHOWN = 10;
/** After a rotation the previous secret still signs for this long (issue 38). */
const ROTATION_OVERLAP_MS = 24 * 3600_000;

/** Outbound webhook subscriptions (docs/api.md §4.1): the admin manages all, an integration token its own. */
export function subscriptionRoutes(deps: AppDeps): Router {
  const { store, config } = deps;
  const outbound = deps.outbound ?? outboundChecks(config);
  const router = new Router({ prefix: '/subscriptions' });
  const iso = () => new Date(outbound.now()).toISOString();
  const view = (s: SubscriptionRecord) => subscriptionView(s, outbound.now());
  /** The subscription, if the caller may manage it: the admin any, an integration token its own (else 404). */
  const found = async (ctx: Context, id = ctx.params.id) => {
    const subscription = await store.getSubscription(id);
    const owner = integrationTokenOf(ctx);
    if (!subscription || (owner !== null && subscription.ownerTokenId !== owner)) throw notFound('Subscription');
    return subscription;
  };

  /** The URL's refusals (https, public addresses) and the sources named, each a field of one 422. */
  const check = async (input: SubscriptionInput) => {
    const problems = [];
    const refused = input.url === undefined ? null : await outbound.checkTarget(new URL(input.url));
    if (refused) problems.push({ field: 'url', message: `url is refused: ${refused}` });
    for (const id of input.sourceIds ?? [])
      if (!(await store.getSource(id)))
        problems.push({ field: 'sourceIds', message: `no lead source has the id ${id}` });
    if (problems.length > 0) throw validationFailed(problems);
  };

  router.get('/', subscriptionManagers, async (ctx) => {
    const owner = integrationTokenOf(ctx);
    const all = await store.listSubscriptions();
    ctx.body = { subscriptions: all.filter((s) => owner === null || s.ownerTokenId === owner).map(view) };
  });

  router.post('/', subscriptionManagers, async (ctx) => {
    const input = readNewSubscription((await readRequestObject(ctx, config.bodyLimitBytes)).value);
    await check(input);
    const subscription = await store.createSubscription({
      id: timeOrderedId(),
      url: input.url,
      events: input.events ?? ['lead.created'],
      sourceIds: input.sourceIds ?? null,
      enabled: input.enabled ?? true,
      secret: newWebhookSecret(),
      ownerTokenId: integrationTokenOf(ctx),
      at: iso(),
    });
    ctx.status = 201;
    ctx.body = { ...view(subscription), secret: subscription.secret };
  });

  router.get('/:id', subscriptionManagers, async (ctx) => {
    ctx.body = view(await found(ctx));
  });

  router.patch('/:id', subscriptionManagers, async (ctx) => {
    const patch = readSubscriptionPatch((await readRequestObject(ctx, config.bodyLimitBytes)).value);
    await found(ctx);
    await check(patch);
    const updated = await store.updateSubscription(ctx.params.id, patch, iso());
    if (!updated) throw notFound('Subscription');
    ctx.body = view(updated);
  });

  router.delete('/:id', subscriptionManagers, async (ctx) => {
    await found(ctx);
    if (!(await store.deleteSubscription(ctx.params.id))) throw notFound('Subscription');
    ctx.status = 204;
  });

  router.post('/:id/rotate-secret', subscriptionManagers, async (ctx) => {
    await found(ctx);
    const secret = newWebhookSecret();
    const previousSecretUntil = new Date(outbound.now() + ROTATION_OVERLAP_MS).toISOString();
    const rotated = await store.updateSubscription(ctx.params.id, { rotate: { secret, previousSecretUntil } }, iso());
    if (!rotated) throw notFound('Subscription');
    ctx.body = { ...view(rotated), secret };
  });

  router.post('/:id/test', subscriptionManagers, async (ctx) => {
    await found(ctx);
    const id = newMessageId(timeOrderedId());
    const at = iso();
    if (!(await store.addTestEvent(ctx.params.id, id, eventBody(id, 'lead.created', at, testLeadData(at)), at)))
      throw notFound('Subscription');
    ctx.status = 202;
    ctx.body = { eventId: id };
  });

  router.get('/:id/deliveries', subscriptionManagers, async (ctx) => {
    await found(ctx);
    const events = await store.listOutboundEvents(ctx.params.id, EVENTS_SHOWN);
    ctx.body = {
      events: await Promise.all(
        events.map(async (event) =>
          outboundEventView(event, await store.listOutboundAttempts(ctx.params.id, TRIES_SHOWN, event.id)),
        ),
      ),
    };
  });

  router.post('/:id/deliveries/:eventId/send-again', subscriptionManagers, async (ctx) => {
    await found(ctx);
    if (!(await store.resendEvent(ctx.params.id, ctx.params.eventId, iso()))) throw notFound('Event');
    ctx.status = 202;
    ctx.body = { eventId: ctx.params.eventId };
  });

  return router;
}

/** Send test event: a made-up test lead, marked `test` as every test lead is (never a person to call). */
const testLeadData = (at: string) =>
  JSON.stringify({
    lead: {
      id: '00000000-0000-7000-8000-000000000000',
      sourceId: '00000000-0000-7000-8000-000000000001',
      name: 'Test Lead',
      phone: '+16505550123',
      email: 'test.lead@example.com',
      notes: 'A test event from Lead Intake',
      fields: {},
      test: true,
      createdAt: at,
      returns: 0,
      lastSeenAt: at,
      conflicts: [],
    },
    source: { id: '00000000-0000-7000-8000-000000000001', name: 'Test' },
  });
