import Router from '@koa/router';
import { expect } from 'chai';
import Koa from 'koa';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppDeps } from '../../service/app-deps.ts';
import { eventRoutes } from '../../service/events/event-routes.ts';
import { LeadEvents } from '../../service/events/lead-events.ts';
import { errorMiddleware } from '../../service/http/error-middleware.ts';
import { createLogger } from '../../service/logger.ts';
import { leadRoutes } from '../../service/leads/lead-routes.ts';
import { sourceRoutes } from '../../service/sources/source-routes.ts';
import { startTestServer, type SourceView, type TestServer } from '../helpers/test-server.ts';

type Call = [method: string, path: string, body?: unknown];

const routes = (sourceId: string, leadId: string): Call[] => [
  ['GET', '/api/sources'],
  ['POST', '/api/sources', { name: 'stranger' }],
  ['GET', `/api/sources/${sourceId}`],
  ['PATCH', `/api/sources/${sourceId}`, { name: 'stranger' }],
  ['POST', `/api/sources/${sourceId}/regenerate`],
  ['GET', `/api/sources/${sourceId}/deliveries`],
  ['GET', '/api/leads?limit=500'],
  ['GET', `/api/leads/${leadId}`],
  ['GET', `/api/leads/${leadId}/deliveries`],
  ['GET', '/api/leads/export?format=csv'],
  ['GET', '/api/sources?deleted=true'],
  ['DELETE', `/api/leads/${leadId}`],
  ['GET', '/api/events'],
  ['DELETE', `/api/sources/${sourceId}`],
  ['GET', '/api/nothing-here'],
];

// Only the fixed words change case: ids and tokens are case-sensitive data.
const caseVariants = (path: string) => {
  const swap = (fn: (word: string) => string) =>
    path.replace(
      /\/(api|sources|leads|events|regenerate|deliveries|export|nothing-here)\b/g,
      (_, w: string) => `/${fn(w)}`,
    );
  return [
    path,
    swap((w) => w.toUpperCase()),
    swap((w) => w[0].toUpperCase() + w.slice(1)),
    swap((w) => w.replace(/[aeiou]/g, (c) => c.toUpperCase())),
  ];
};

describe('Admin API: no token, no data, in any letter case', () => {
  let server: TestServer;
  let source: SourceView;
  let leadId: string;

  before(async () => {
    server = await startTestServer({ AGENT_TOKEN: 'agent-token-for-tests-0123' });
    source = await server.createSource({ defaultCountry: 'US' });
    const created = await (
      await server.post(source.webhookUrl, { name: 'Secret Person', phone: '+14155550199' })
    ).json();
    leadId = created.lead.id;
  });
  after(() => server.stop());

  const send = (method: string, path: string, body: unknown, authorization?: string) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });

  it('answers 401 to every route and case variant without a token or with a wrong one, and leaks nothing', async () => {
    for (const [method, path, body] of routes(source.id, leadId)) {
      for (const variant of caseVariants(path)) {
        for (const authorization of [undefined, 'Bearer wrong-token-0123456789', 'Basic YWRtaW46YWRtaW4=', 'Bearer ']) {
          const response = await send(method, variant, body, authorization);
          const text = await response.text();
          // A wrong token counts toward the address's lockout: 429 once locked, 401 before.
          const refused = authorization?.startsWith('Bearer w') ? [401, 429] : [401];
          expect(response.status, `${method} ${variant} with ${authorization}`).to.be.oneOf(refused);
          expect(text).not.to.contain('Secret Person');
          expect(text).not.to.contain('+14155550199');
        }
      }
    }
    expect((await server.api(`/api/sources/${source.id}`)).status, 'the source was not deleted').to.equal(200);
  });

  it('serves the same routes in any letter case to the right token', async () => {
    for (const variant of caseVariants('/api/leads/' + leadId)) {
      const response = await server.api(variant);
      expect(response.status, variant).to.equal(200);
      expect((await response.json()).name).to.equal('Secret Person');
    }
  });

  it('marks every /api answer no-store and nosniff, errors included', async () => {
    for (const response of [
      await server.api('/api/sources'),
      await server.api('/API/LEADS'),
      await send('GET', '/api/sources', undefined),
      await server.api('/api/leads/no-such-lead'),
    ]) {
      expect(response.headers.get('cache-control'), response.url).to.equal('no-store');
      expect(response.headers.get('x-content-type-options'), response.url).to.equal('nosniff');
    }
  });
});

describe('Admin API handlers deny by default', () => {
  let server: Server;
  let url: string;
  let test: TestServer;

  before(async () => {
    test = await startTestServer();
    // The real route handlers, mounted with no authentication in front of them at all.
    const deps = {
      store: test.store,
      events: new LeadEvents(),
      shutdown: [],
      config: { publicBaseUrl: test.publicBaseUrl, bodyLimitBytes: 65536 },
    } as unknown as AppDeps;
    const app = new Koa();
    app.use(errorMiddleware(createLogger('silent')));
    const api = new Router({ prefix: '/api' });
    for (const router of [sourceRoutes(deps), leadRoutes(deps), eventRoutes(deps)]) api.use(router.routes());
    app.use(api.routes());
    server = createServer(app.callback()).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    server.close();
    await test.stop();
  });

  it('answers 401 from every handler reached without an authenticated role', async () => {
    const source = await test.createSource();
    for (const [method, path, body] of routes(source.id, 'some-lead').filter(([, p]) => !p.includes('nothing-here'))) {
      const response = await fetch(`${url}${path}`, {
        method,
        ...(body ? { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } } : {}),
      });
      expect(response.status, `${method} ${path}`).to.equal(401);
    }
  });
});

describe('Wrong-token lockout', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ AGENT_TOKEN: 'agent-token-for-tests-0123' });
  });
  after(() => server.stop());

  const get = (authorization?: string) =>
    fetch(`${server.url}/api/sources`, { headers: authorization ? { Authorization: authorization } : {} });

  it('never counts requests without a token (a page the admin visits can send those)', async () => {
    for (let i = 0; i < 40; i++) expect((await get()).status).to.equal(401);
    expect((await get(`Bearer ${server.adminToken}`)).status).to.equal(200);
  });

  it('refuses wrong tokens once locked, yet the right tokens still work', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) statuses.push((await get('Bearer wrong-token-0123456789')).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).to.equal(true);
    expect(statuses.slice(30).every((s) => s === 429)).to.equal(true);
    expect((await get(`Bearer ${server.adminToken}`)).status).to.equal(200);
    expect((await get(`Bearer ${server.agentToken}`)).status).to.equal(200);
    expect((await get('Bearer another-wrong-token-0123')).status).to.equal(429);
  });
});
