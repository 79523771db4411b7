import { expect } from 'chai';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import { createApp } from '../../service/app.ts';
import { loadConfig } from '../../service/base/config.ts';
import { LeadEvents } from '../../service/events/lead-events.ts';
import { AuthFailures } from '../../service/http/auth-failures.ts';
import { createLogger } from '../../service/logger.ts';
import { SqliteStore } from '../../service/store/sqlite/sqlite-store.ts';
import { removeDir, tempDataDir, unique, uniquePhone } from '../helpers/test-server.ts';

const ADMIN_TOKEN = 'admin-token-for-middleware-0123';

/**
 * What a user adds to the app applies to every route, the webhook's included: the app createApp
 * returns is served by Koa alone (no listener in front of it), so a middleware put in its stack
 * sees a webhook POST, its context and its answer.
 */
describe('Webhook route: a middleware added to the app runs for a webhook POST', () => {
  let dataDir: string;
  let store: SqliteStore;
  let server: Server;
  let base: string;
  const seen: Array<{ path: string; requestId: unknown; status: number; ip: string }> = [];

  before(async () => {
    dataDir = tempDataDir();
    store = new SqliteStore(dataDir);
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEBHOOK_RATE_LIMIT: '0' }),
      publicBaseUrl: 'http://localhost',
      adminToken: ADMIN_TOKEN,
    };
    const app = createApp({
      store,
      logger: createLogger('silent'),
      config,
      shutdown: [],
      events: new LeadEvents(),
      authFailures: new AuthFailures(),
    });
    // In front of createApp's stack, as a user adds helmet or their own tracing to an app they did not build.
    const tracing: Koa.Middleware = async (ctx, next) => {
      ctx.set('X-Traced-By', 'user-middleware');
      await next();
      seen.push({ path: ctx.path, requestId: ctx.state.requestId, status: ctx.status, ip: ctx.ip });
    };
    app.middleware.unshift(tracing);
    server = createServer(app.callback());
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(async () => {
    server.close();
    await store.close();
    removeDir(dataDir);
  });

  it('runs around the webhook POST, which still answers created with its request id and CORS', async () => {
    const created = await fetch(`${base}/api/sources`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: unique('source'), defaultCountry: 'US' }),
    });
    const { webhookUrl } = (await created.json()) as { webhookUrl: string };
    const path = new URL(webhookUrl).pathname;
    seen.length = 0;

    const answer = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'trace-me-1' },
      body: JSON.stringify({ name: 'Ada Tester', phone: uniquePhone() }),
    });

    expect(answer.status).to.equal(200);
    expect(((await answer.json()) as { status: string }).status).to.equal('created');
    expect(answer.headers.get('x-traced-by')).to.equal('user-middleware');
    expect(answer.headers.get('x-request-id')).to.equal('trace-me-1');
    expect(answer.headers.get('access-control-allow-origin')).to.equal('*');
    // It ran outside the app's own edge: the request id and client address the stack set are on the context when it returns.
    expect(seen).to.deep.equal([{ path, requestId: 'trace-me-1', status: 200, ip: '127.0.0.1' }]);
  });

  it('sees the webhook errors the one renderer answered (405 with Allow)', async () => {
    seen.length = 0;
    const answer = await fetch(`${base}/webhook/no-such-token`, { method: 'PUT' });
    expect(answer.status).to.equal(405);
    expect(answer.headers.get('allow')).to.equal('POST, GET, HEAD, OPTIONS');
    expect(answer.headers.get('x-traced-by')).to.equal('user-middleware');
    expect(((await answer.json()) as { error: { code: string } }).error.code).to.equal('method_not_allowed');
    expect(seen.map(({ status }) => status)).to.deep.equal([405]);
  });
});
