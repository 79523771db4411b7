import { expect } from 'chai';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { API_DOCUMENT_FILE } from '../../service/openapi/api-document.ts';
import { OpenApiCheck } from '../helpers/openapi-check.ts';
import { startTestServer, unique, uniquePhone, type SourceView, type TestServer } from '../helpers/test-server.ts';

const AGENT_TOKEN = 'agent-token-for-openapi-0123';
const MCP_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'openapi-test', version: '1' } },
};

/**
 * Every route of the service answers as docs/openapi.json says: each answer's status is documented
 * for its path and method, and its headers and body match the document's schema. The last test
 * fails if an operation of the document (other than one marked `x-planned`) was never called.
 */
describe('docs/openapi.json matches the real answers of every route', () => {
  const doc = new OpenApiCheck();
  let server: TestServer;
  let source: SourceView;
  let token: string;
  const admin = () => ({ Authorization: `Bearer ${server.adminToken}` });
  const agent = { Authorization: `Bearer ${AGENT_TOKEN}` };
  /** Calls `path` (concrete) and checks the answer against `template`; returns the parsed body. */
  const call = async (method: string, template: string, path: string, init: RequestInit & { json?: unknown } = {}) => {
    const { json, ...rest } = init;
    const headers = {
      ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(rest.headers as Record<string, string>),
    };
    const response = await fetch(`${server.url}${path}`, {
      method: method.toUpperCase(),
      ...rest,
      headers,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
    return {
      status: response.status,
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads the answer's fields freely
      body: (await doc.check(response, template, method, { requestBody: json })) as any,
    };
  };
  const webhook = (method: string, init: RequestInit & { json?: unknown } = {}, path = `/webhook/${token}`) =>
    call(method, '/webhook/{token}', path, init);

  before(async () => {
    server = await startTestServer({
      AGENT_TOKEN,
      WEBHOOK_RATE_LIMIT: '0',
      BODY_LIMIT_BYTES: '2048',
      MCP_ALLOWED_ORIGINS: 'https://agent.example.com',
    });
    source = (
      await call('post', '/api/sources', '/api/sources', {
        headers: admin(),
        json: { name: unique('openapi'), defaultCountry: 'us' },
      })
    ).body;
    token = new URL(source.webhookUrl).pathname.split('/').pop()!;
  });
  after(() => server.stop());

  it('serves the document itself at /openapi.json without a token, byte for byte', async () => {
    const response = await fetch(`${server.url}/openapi.json`);
    expect(Buffer.from(await response.clone().arrayBuffer()).equals(readFileSync(API_DOCUMENT_FILE))).to.equal(true);
    const served = (await doc.check(response, '/openapi.json', 'get')) as { openapi: string };
    expect(served.openapi).to.match(/^3\.1\./);
  });

  it('webhook: created, duplicate, batches, forms and multipart', async () => {
    const phone = uniquePhone();
    expect(
      (await webhook('post', { json: { name: 'Ana', phone, email: `${unique('ana')}@example.com`, budget: 5 } })).body
        .status,
    ).to.equal('created');
    expect((await webhook('post', { json: { phone } })).body.status).to.equal('duplicate');
    const batch = await webhook('post', { json: [{ phone: uniquePhone() }, { phone }, { name: 'No contact' }] });
    expect(batch.body.results.map((r: { status: string }) => r.status)).to.deep.equal([
      'created',
      'duplicate',
      'rejected',
    ]);
    const form = await webhook('post', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `phone=${encodeURIComponent(uniquePhone())}&x[y]=1`,
    });
    expect(form.status).to.equal(200);
    const multipart = new FormData();
    multipart.set('phone', uniquePhone());
    multipart.set('cv', new Blob(['%PDF']), 'cv.pdf');
    expect((await webhook('post', { body: multipart })).status).to.equal(200);
  });

  it('webhook: every refusal', async () => {
    const statuses = [
      await webhook('post', { body: '{oops' }),
      await webhook('post', { body: '[]' }),
      await webhook('post', { headers: { 'Content-Type': 'application/xml' }, body: '<lead/>' }),
      await webhook('post', { json: { notes: 'x'.repeat(3000) } }),
      await webhook('post', { json: { name: 'Only a name' } }),
      await webhook('post', { json: [{ name: 'a' }, { phone: 'bad' }] }),
      await webhook('post', { json: { phone: '+1' } }, '/webhook/no-such-token'),
    ].map((answer) => answer.status);
    expect(statuses).to.deep.equal([400, 400, 415, 413, 422, 422, 404]);

    const keyed = (
      await call('post', '/api/sources', '/api/sources', {
        headers: admin(),
        json: { name: unique('keyed'), googleKey: 'right-key' },
      })
    ).body;
    const keyedPath = new URL(keyed.webhookUrl).pathname;
    const google = {
      google_key: 'wrong-key',
      user_column_data: [{ column_id: 'PHONE_NUMBER', string_value: '+16505550123' }],
    };
    expect((await webhook('post', { json: google }, keyedPath)).status).to.equal(401);
    await call('delete', '/api/sources/{id}', `/api/sources/${keyed.id}`, { headers: admin() });
    expect((await webhook('post', { json: { phone: uniquePhone() } }, keyedPath)).status).to.equal(410);
    expect((await webhook('get', {}, keyedPath)).status).to.equal(410);
    expect((await webhook('head', {}, keyedPath)).status).to.equal(410);
  });

  it('webhook: the URL check, HEAD and the CORS preflight', async () => {
    expect((await webhook('get')).body.source.id).to.equal(source.id);
    expect((await webhook('get', {}, '/webhook/no-such-token')).status).to.equal(404);
    expect((await webhook('head')).status).to.equal(200);
    expect((await webhook('head', {}, '/webhook/no-such-token')).status).to.equal(404);
    expect(
      (
        await webhook('options', {
          headers: { Origin: 'https://landing.example', 'Access-Control-Request-Method': 'POST' },
        })
      ).status,
    ).to.equal(204);
  });

  it('webhook: 429 past the rate limit', async () => {
    const limited = await startTestServer({ WEBHOOK_RATE_LIMIT: '0.25' });
    try {
      const url = (await limited.createSource()).webhookUrl.replace(limited.publicBaseUrl, limited.url);
      const answers: Response[] = [];
      for (let i = 0; i < 2; i++)
        answers.push(await fetch(url, { method: 'POST', body: JSON.stringify({ phone: uniquePhone() }) }));
      expect(answers.map((a) => a.status)).to.deep.equal([200, 429]);
      for (const answer of answers) await doc.check(answer, '/webhook/{token}', 'post');
    } finally {
      await limited.stop();
    }
  });

  it('sources: list, read, change, regenerate, delete, with both tokens and none', async () => {
    expect(
      (await call('get', '/api/sources', '/api/sources', { headers: admin() })).body.sources.length,
    ).to.be.greaterThan(0);
    expect(
      (await call('get', '/api/sources', '/api/sources', { headers: agent })).body.sources[0],
    ).not.to.have.property('webhookUrl');
    expect((await call('get', '/api/sources', '/api/sources')).status).to.equal(401);
    const made = (
      await call('post', '/api/sources', '/api/sources', { headers: admin(), json: { name: unique('crud') } })
    ).body;
    const one = `/api/sources/${made.id}`;
    expect((await call('get', '/api/sources/{id}', one, { headers: admin() })).body.id).to.equal(made.id);
    expect((await call('get', '/api/sources/{id}', one, { headers: agent })).body).not.to.have.property('googleKey');
    expect((await call('get', '/api/sources/{id}', '/api/sources/nope', { headers: admin() })).status).to.equal(404);
    expect(
      (
        await call('patch', '/api/sources/{id}', one, {
          headers: admin(),
          json: { name: 'Renamed', defaultCountry: 'gb' },
        })
      ).body.defaultCountry,
    ).to.equal('GB');
    expect(
      (await call('patch', '/api/sources/{id}', one, { headers: admin(), json: { defaultCountry: 'XX' } })).status,
    ).to.equal(422);
    expect(
      (
        await call('patch', '/api/sources/{id}', one, {
          headers: admin(),
          json: { fieldMap: { '/1.3': 'firstName', '/email': 'email' } },
        })
      ).body.fieldMap,
    ).to.deep.equal({ '/1.3': 'firstName', '/email': 'email' });
    expect(
      (await call('patch', '/api/sources/{id}', one, { headers: admin(), json: { fieldMap: null } })).body.fieldMap,
    ).to.deep.equal({});
    expect(
      (await call('patch', '/api/sources/{id}', one, { headers: admin(), json: { fieldMap: { '/x': 'age' } } })).status,
    ).to.equal(422);
    expect((await call('patch', '/api/sources/{id}', one, { headers: admin(), body: '{"name":' })).status).to.equal(
      400,
    );
    expect((await call('post', '/api/sources', '/api/sources', { headers: admin(), json: {} })).status).to.equal(422);
    expect(
      (
        await call('post', '/api/sources', '/api/sources', {
          headers: { ...admin(), 'Content-Type': 'application/xml' },
          body: '<a/>',
        })
      ).status,
    ).to.equal(415);
    expect(
      (await call('post', '/api/sources', '/api/sources', { headers: admin(), json: { name: 'x'.repeat(3000) } }))
        .status,
    ).to.equal(413);
    expect(
      (await call('post', '/api/sources', '/api/sources', { headers: agent, json: { name: 'agent' } })).status,
    ).to.equal(403);
    expect(
      (await call('post', '/api/sources/{id}/regenerate', `${one}/regenerate`, { headers: admin() })).body.webhookUrl,
    ).not.to.equal(made.webhookUrl);
    expect(
      (await call('post', '/api/sources/{id}/regenerate', `${one}/regenerate`, { headers: agent })).status,
    ).to.equal(403);
    expect((await call('delete', '/api/sources/{id}', one, { headers: admin() })).status).to.equal(204);
    expect((await call('delete', '/api/sources/{id}', one, { headers: admin() })).status).to.equal(404);
  });

  it('deliveries and leads', async () => {
    const deliveries = `/api/sources/${source.id}/deliveries`;
    const log = (await call('get', '/api/sources/{id}/deliveries', deliveries, { headers: admin() })).body.deliveries;
    expect(log.map((d: { outcome: string }) => d.outcome)).to.include.members(['created', 'duplicate', 'rejected']);
    expect((await call('get', '/api/sources/{id}/deliveries', deliveries, { headers: agent })).status).to.equal(403);
    expect(
      (await call('get', '/api/sources/{id}/deliveries', '/api/sources/nope/deliveries', { headers: admin() })).status,
    ).to.equal(404);
    const created = log.find((d: { outcome: string }) => d.outcome === 'created');
    const one = `${deliveries}/${created.id}`;
    expect(
      (await call('get', '/api/sources/{id}/deliveries/{deliveryId}/fields', `${one}/fields`, { headers: admin() }))
        .body.fields,
    ).to.not.be.empty;
    expect(
      (
        await call('get', '/api/sources/{id}/deliveries/{deliveryId}/fields', `${deliveries}/nope/fields`, {
          headers: admin(),
        })
      ).status,
    ).to.equal(404);
    expect(
      (await call('post', '/api/sources/{id}/deliveries/{deliveryId}/replay', `${one}/replay`, { headers: admin() }))
        .body.status,
    ).to.equal('duplicate');
    expect(
      (
        await call('post', '/api/sources/{id}/deliveries/{deliveryId}/replay', `${deliveries}/nope/replay`, {
          headers: admin(),
        })
      ).status,
    ).to.equal(404);
    expect(
      (await call('post', '/api/sources/{id}/deliveries/{deliveryId}/replay', `${one}/replay`, { headers: agent }))
        .status,
    ).to.equal(403);
    expect(
      (await call('post', '/api/sources/{id}/deliveries/seen', `${deliveries}/seen`, { headers: admin() })).status,
    ).to.equal(204);
    expect(
      (await call('post', '/api/sources/{id}/deliveries/seen', `${deliveries}/seen`, { headers: agent })).status,
    ).to.equal(403);
    expect(
      (
        await call('post', '/api/sources/{id}/deliveries/seen', '/api/sources/nope/deliveries/seen', {
          headers: admin(),
        })
      ).status,
    ).to.equal(404);
    const unread = log.find((d: { status: number }) => d.status === 415);
    expect(
      (
        await call('post', '/api/sources/{id}/deliveries/{deliveryId}/replay', `${deliveries}/${unread.id}/replay`, {
          headers: admin(),
        })
      ).status,
    ).to.equal(409);
    const page = (await call('get', '/api/leads', `/api/leads?sourceId=${source.id}&limit=1`, { headers: agent })).body;
    expect(page.nextCursor).to.be.a('string');
    expect((await call('get', '/api/leads', '/api/leads?limit=0', { headers: admin() })).status).to.equal(422);
    expect(
      (await call('get', '/api/leads/{id}', `/api/leads/${page.leads[0].id}`, { headers: admin() })).body.id,
    ).to.equal(page.leads[0].id);
    expect((await call('get', '/api/leads/{id}', '/api/leads/nope', { headers: agent })).status).to.equal(404);
    expect((await call('get', '/api/leads', '/api/leads?q=a', { headers: admin() })).status).to.equal(422);
    const found = await call(
      'get',
      '/api/leads',
      `/api/leads?q=${encodeURIComponent(page.leads[0].phone.slice(-5))}&test=false&from=2020-01-01`,
      { headers: admin() },
    );
    expect(found.status).to.equal(200);
    const leadId = page.leads[0].id;
    expect(
      (await call('get', '/api/leads/{id}/deliveries', `/api/leads/${leadId}/deliveries`, { headers: admin() })).body
        .deliveries,
    ).to.have.length.above(0);
    expect(
      (await call('get', '/api/leads/{id}/deliveries', `/api/leads/${leadId}/deliveries`, { headers: agent })).status,
    ).to.equal(403);
    expect(
      (await call('get', '/api/leads/{id}/deliveries', '/api/leads/nope/deliveries', { headers: admin() })).status,
    ).to.equal(404);
    expect(
      (await call('get', '/api/leads/export', `/api/leads/export?sourceId=${source.id}`, { headers: admin() })).status,
    ).to.equal(200);
    expect(
      (await call('get', '/api/leads/export', '/api/leads/export?format=pdf', { headers: admin() })).status,
    ).to.equal(422);
    expect((await call('get', '/api/leads/export', '/api/leads/export', { headers: agent })).status).to.equal(403);
    expect((await call('get', '/api/leads/export', '/api/leads/export')).status).to.equal(401);
    expect((await call('delete', '/api/leads/{id}', `/api/leads/${leadId}`, { headers: agent })).status).to.equal(403);
    expect((await call('delete', '/api/leads/{id}', `/api/leads/${leadId}`, { headers: admin() })).status).to.equal(
      204,
    );
    expect((await call('delete', '/api/leads/{id}', `/api/leads/${leadId}`, { headers: admin() })).status).to.equal(
      404,
    );
    expect((await call('get', '/api/sources', '/api/sources?deleted=true', { headers: admin() })).status).to.equal(200);
    expect((await call('get', '/api/sources', '/api/sources?deleted=1', { headers: agent })).status).to.equal(422);
  });

  it('the event stream, and who may open it', async () => {
    // A raw request: the stream stays open, so its connection is ended by hand once the head is checked.
    const { hostname, port } = new URL(server.url);
    const request = httpRequest({ hostname, port, path: '/api/events', headers: admin() });
    request.end();
    const [response] = (await once(request, 'response')) as [IncomingMessage];
    request.destroy();
    // Its head as a fetch Response, with no body: the stream's text is checked by the events suite.
    const head = Object.entries(response.headers).map(([name, value]): [string, string] => [name, String(value)]);
    await doc.check(new Response('', { status: response.statusCode, headers: head }), '/api/events', 'get');
    expect(response.statusCode).to.equal(200);
    expect((await call('get', '/api/events', '/api/events', { headers: agent })).status).to.equal(403);
    expect((await call('get', '/api/events', '/api/events')).status).to.equal(401);
  });

  it('/mcp: answers, refusals and the methods it does not take', async () => {
    const answer = await call('post', '/mcp', '/mcp', { headers: { ...agent, ...MCP_HEADERS }, json: initialize });
    expect(
      (await call('post', '/mcp', '/mcp', { headers: { ...admin(), ...MCP_HEADERS }, json: initialize })).body.error
        .code,
    ).to.equal('forbidden');
    const preflight = { Origin: 'https://agent.example.com', 'Access-Control-Request-Method': 'POST' };
    expect((await call('options', '/mcp', '/mcp', { headers: preflight })).status).to.equal(204);
    expect(
      (await call('options', '/mcp', '/mcp', { headers: { ...preflight, Origin: 'https://evil.example' } })).status,
    ).to.equal(401);
    expect(answer.body.result.serverInfo.name).to.equal('lead-intake');
    expect((await call('post', '/mcp', '/mcp', { headers: MCP_HEADERS, json: initialize })).status).to.equal(401);
    expect(
      (
        await call('post', '/mcp', '/mcp', {
          headers: { ...agent, ...MCP_HEADERS, Origin: 'https://evil.example' },
          json: initialize,
        })
      ).status,
    ).to.equal(403);
    expect(
      (await call('post', '/mcp', '/mcp', { headers: { ...agent, ...MCP_HEADERS }, body: '{oops' })).status,
    ).to.equal(400);
    expect(
      (
        await call('post', '/mcp', '/mcp', {
          headers: { ...agent, ...MCP_HEADERS },
          body: JSON.stringify({ ...initialize, pad: 'x'.repeat(3000) }),
        })
      ).status,
    ).to.equal(413);
    expect(
      (await call('post', '/mcp', '/mcp', { headers: { ...agent, ...MCP_HEADERS }, json: {} })).body.error.code,
    ).to.equal(-32700);
    const notification = { jsonrpc: '2.0', method: 'notifications/initialized' };
    expect(
      (await call('post', '/mcp', '/mcp', { headers: { ...agent, ...MCP_HEADERS }, json: notification })).status,
    ).to.equal(202);
    expect(
      (
        await call('post', '/mcp', '/mcp', {
          headers: { ...agent, 'Content-Type': 'application/json', Accept: 'text/html' },
          json: initialize,
        })
      ).status,
    ).to.equal(406);
    expect((await call('get', '/mcp', '/mcp', { headers: agent })).status).to.equal(405);
    expect((await call('delete', '/mcp', '/mcp', { headers: agent })).status).to.equal(405);
  });

  it('health, readiness and the page', async () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    expect((await call('get', '/healthz', '/healthz')).body).to.deep.equal({ status: 'ok', version });
    expect((await call('get', '/readyz', '/readyz')).body).to.deep.equal({ status: 'ok' });
    for (const path of ['/', '/app.js', '/style.css', '/countries.json'])
      expect((await call('get', path, path)).status).to.equal(200);
  });

  it('subscriptions and integration tokens, with the admin, an integration and the agent token', async () => {
    const made = await call('post', '/api/tokens', '/api/tokens', { headers: admin(), json: { name: 'openapi' } });
    expect(made.status).to.equal(201);
    const integration = { Authorization: `Bearer ${made.body.token}` };
    expect((await call('get', '/api/tokens', '/api/tokens', { headers: admin() })).status).to.equal(200);
    expect((await call('get', '/api/tokens', '/api/tokens', { headers: integration })).status).to.equal(403);
    expect((await call('post', '/api/tokens', '/api/tokens', { headers: admin(), json: {} })).status).to.equal(422);
    expect((await call('get', '/api/leads', '/api/leads', { headers: integration })).status).to.equal(200);

    const subscriptions = '/api/subscriptions';
    // Its URL is a documentation address: refused (not public), then allowed nowhere; a public one is made here.
    const refused = await call('post', subscriptions, subscriptions, {
      headers: admin(),
      json: { url: 'https://192.0.2.1/hook' },
    });
    expect(refused.status).to.equal(422);
    const created = await call('post', subscriptions, subscriptions, {
      headers: integration,
      json: { url: 'https://93.184.216.34/hook', sourceIds: [source.id] },
    });
    expect(created.status).to.equal(201);
    const one = '/api/subscriptions/{id}';
    const at = `${subscriptions}/${created.body.id}`;
    expect((await call('get', subscriptions, subscriptions, { headers: integration })).status).to.equal(200);
    expect((await call('get', subscriptions, subscriptions, { headers: agent })).status).to.equal(403);
    expect((await call('get', one, at, { headers: admin() })).status).to.equal(200);
    expect((await call('get', one, `${subscriptions}/nope`, { headers: integration })).status).to.equal(404);
    expect((await call('patch', one, at, { headers: integration, json: { enabled: false } })).status).to.equal(200);
    const rotate = await call('post', '/api/subscriptions/{id}/rotate-secret', `${at}/rotate-secret`, {
      headers: integration,
    });
    expect(rotate.status).to.equal(200);
    const test = await call('post', '/api/subscriptions/{id}/test', `${at}/test`, { headers: integration });
    expect(test.status).to.equal(202);
    const log = await call('get', '/api/subscriptions/{id}/deliveries', `${at}/deliveries`, { headers: admin() });
    expect(log.status).to.equal(200);
    const again = '/api/subscriptions/{id}/deliveries/{eventId}/send-again';
    expect(
      (await call('post', again, `${at}/deliveries/${test.body.eventId}/send-again`, { headers: admin() })).status,
    ).to.equal(202);
    expect((await call('post', again, `${at}/deliveries/msg_nope/send-again`, { headers: admin() })).status).to.equal(
      404,
    );
    expect((await call('delete', one, at, { headers: integration })).status).to.equal(204);
    expect(
      (await call('delete', '/api/tokens/{id}', `/api/tokens/${made.body.id}`, { headers: admin() })).status,
    ).to.equal(204);
    expect((await call('get', subscriptions, subscriptions, { headers: integration })).status).to.equal(401);
  });

  it('the wrong-token lockout answers as documented', async () => {
    const locked = await startTestServer();
    try {
      let last: Response | undefined;
      for (let i = 0; i < 31; i++) {
        last = await fetch(`${locked.url}/api/sources`, {
          headers: { Authorization: 'Bearer wrong-token-0123456789' },
        });
        if (i < 30) await last.text();
      }
      expect(last!.status).to.equal(429);
      await doc.check(last!, '/api/sources', 'get');
    } finally {
      await locked.stop();
    }
  });

  it('called every operation the document describes (planned ones aside)', () => {
    expect(doc.unexercised()).to.deep.equal([]);
  });
});
