import Router from '@koa/router';
import { timeOrderedId } from '../base/time-ordered-id.ts';
import type { AppDeps } from '../app-deps.ts';
import { adminOnly, anyRole, roleOf, type Role } from '../http/bearer-auth.ts';
import { notFound, validationFailed } from '../http/errors.ts';
import { readRequestObject } from '../http/body/request-object.ts';
import { addDeliveryRoutes } from './delivery-routes.ts';
import { readNewSource, readSourcePatch } from './source-input.ts';
import type { SourceRecord } from '../store/source-record.ts';
import { newSecretToken } from '../base/tokens.ts';
import { agentSourceView, sourceView } from './source-view.ts';

export function sourceRoutes(deps: AppDeps): Router {
  const { store, config } = deps;
  const router = new Router({ prefix: '/sources' });
  const view = (source: SourceRecord) => sourceView(source, config.publicBaseUrl, config.webhookUrlWarning);
  const viewFor = (role: Role) => (role === 'admin' ? view : agentSourceView);
  const found = <T>(value: T | null | false): T => {
    if (!value) throw notFound('Lead source');
    return value;
  };

  router.get('/', anyRole, async (ctx) => {
    const includeDeleted = readDeletedFlag(ctx.query.deleted);
    const shown = viewFor(roleOf(ctx));
    const sources = await store.listSources({ includeDeleted });
    ctx.body = { sources: sources.map((s) => (includeDeleted ? { ...shown(s), deletedAt: s.deletedAt } : shown(s))) };
  });

  router.post('/', adminOnly, async (ctx) => {
    const input = readNewSource((await readRequestObject(ctx, config.bodyLimitBytes)).value);
    const source = await store.createSource({ id: timeOrderedId(), token: newSecretToken(), at: now(), ...input });
    ctx.status = 201;
    ctx.body = view(source);
  });

  router.get('/:id', anyRole, async (ctx) => {
    ctx.body = viewFor(roleOf(ctx))(found(await store.getSource(ctx.params.id)));
  });

  router.patch('/:id', adminOnly, async (ctx) => {
    const patch = readSourcePatch((await readRequestObject(ctx, config.bodyLimitBytes)).value);
    ctx.body = view(found(await store.updateSource(ctx.params.id, patch, now())));
  });

  router.delete('/:id', adminOnly, async (ctx) => {
    found(await store.deleteSource(ctx.params.id, now()));
    ctx.status = 204;
  });

  router.post('/:id/regenerate', adminOnly, async (ctx) => {
    ctx.body = view(found(await store.replaceToken(ctx.params.id, newSecretToken(), now())));
  });

  addDeliveryRoutes(router, deps);
  return router;
}

const now = () => new Date().toISOString();

/** `?deleted=true` lists deleted sources too (docs/api.md §4); absent, empty or false: active ones. */
function readDeletedFlag(value: string | string[] | undefined): boolean {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw validationFailed([{ field: 'deleted', message: 'deleted must be true or false, given once' }]);
}
