import Router from '@koa/router';
import type { AppDeps } from '../app-deps.ts';
import { VERSION } from '../base/version.ts';

export function healthRoutes({ store, logger }: AppDeps): Router {
  const router = new Router();
  router.get('/healthz', (ctx) => {
    ctx.body = { status: 'ok', version: VERSION };
  });
  router.get('/readyz', async (ctx) => {
    try {
      await store.ping();
      ctx.body = { status: 'ok' };
    } catch (error) {
      logger.warn({ err: error }, 'readiness check failed');
      ctx.status = 503;
      ctx.set('Retry-After', '5');
      ctx.body = { status: 'unavailable' };
    }
  });
  return router;
}
