import Router from '@koa/router';
import { v7 as uuidv7 } from 'uuid';
import type { AppDeps } from '../app-deps.ts';
import { notFound } from '../http/errors.ts';
import { readBody } from '../http/read-body.ts';
import { readNewSource, readSourcePatch } from './source-input.ts';
import { newWebhookToken, sourceView } from './source-view.ts';

const DELIVERIES_SHOWN = 100;

export function sourceRoutes({ store, config }: AppDeps): Router {
  const router = new Router({ prefix: '/sources' });
  const view = (source: Parameters<typeof sourceView>[0]) => sourceView(source, config.publicBaseUrl);
  const found = <T>(value: T | null | false): T => {
    if (!value) throw notFound('Lead source');
    return value;
  };

  router.get('/', async (ctx) => {
    ctx.body = { sources: (await store.listSources()).map(view) };
  });

  router.post('/', async (ctx) => {
    const input = readNewSource((await readBody(ctx, config.bodyLimitBytes)).value);
    const source = await store.createSource({ id: uuidv7(), token: newWebhookToken(), at: now(), ...input });
    ctx.status = 201;
    ctx.body = view(source);
  });

  router.get('/:id', async (ctx) => {
    ctx.body = view(found(await store.getSource(ctx.params.id)));
  });

  router.patch('/:id', async (ctx) => {
    const patch = readSourcePatch((await readBody(ctx, config.bodyLimitBytes)).value);
    ctx.body = view(found(await store.updateSource(ctx.params.id, patch, now())));
  });

  router.delete('/:id', async (ctx) => {
    found(await store.deleteSource(ctx.params.id, now()));
    ctx.status = 204;
  });

  router.post('/:id/regenerate', async (ctx) => {
    ctx.body = view(found(await store.replaceToken(ctx.params.id, newWebhookToken(), now())));
  });

  router.get('/:id/deliveries', async (ctx) => {
    found(await store.getSource(ctx.params.id));
    ctx.body = { deliveries: await store.listDeliveries(ctx.params.id, DELIVERIES_SHOWN) };
  });

  return router;
}

const now = () => new Date().toISOString();
