import Router from '@koa/router';
import Joi from 'joi';
import type { AppDeps } from '../app-deps.ts';
import { adminOnly } from '../http/bearer-auth.ts';
import { notFound, validationFailed } from '../http/errors.ts';
import { readRequestObject } from '../http/body/request-object.ts';
import { timeOrderedId } from '../base/time-ordered-id.ts';
import { integrationTokenHash, newIntegrationToken } from '../base/tokens.ts';

const nameSchema = Joi.object({
  name: Joi.string().trim().min(1).max(200).required().messages({
    '*': 'name is required: 1 to 200 characters saying where the token is used, e.g. "Zapier"',
  }),
}).unknown(true);

/**
 * Integration tokens (docs/api.md §4.1): made, listed and revoked by the admin; each shown once and
 * stored as its SHA-256 only. It reads leads and manages its own subscriptions (Zapier's New Lead).
 */
export function integrationTokenRoutes({ store, config }: AppDeps): Router {
  const router = new Router({ prefix: '/tokens' });

  router.get('/', adminOnly, async (ctx) => {
    ctx.body = { tokens: await store.listIntegrationTokens() };
  });

  router.post('/', adminOnly, async (ctx) => {
    const { value, error } = nameSchema.validate((await readRequestObject(ctx, config.bodyLimitBytes)).value);
    if (error) throw validationFailed([{ field: 'name', message: error.details[0].message }]);
    const token = newIntegrationToken();
    const made = await store.createIntegrationToken({
      id: timeOrderedId(),
      name: value.name,
      hash: integrationTokenHash(token),
      createdAt: new Date().toISOString(),
    });
    ctx.status = 201;
    ctx.body = { ...made, token };
  });

  router.delete('/:id', adminOnly, async (ctx) => {
    if (!(await store.deleteIntegrationToken(ctx.params.id))) throw notFound('Integration token');
    ctx.status = 204;
  });

  return router;
}
