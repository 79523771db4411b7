import { expect } from 'chai';
import { once } from 'node:events';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { loadConfig } from '../../service/base/config.ts';
import { startServer } from '../../service/server.ts';
import { removeDir, startTestServer, tempDataDir, uniquePhone, type TestServer } from '../helpers/test-server.ts';

const AGENT_TOKEN = 'agent-token-for-request-ids-0123';
const GENERATED = /^[A-Za-z0-9._-]{1,64}$/;

describe('Request ids: X-Request-Id on every answer, error.requestId in every error body', () => {
  let server: TestServer;
  let webhookUrl: string;
  before(async () => {
    server = await startTestServer({ AGENT_TOKEN });
    webhookUrl = (await server.createSource({ defaultCountry: 'US' })).webhookUrl.replace(
      server.publicBaseUrl,
      server.url,
    );
  });
  after(() => server.stop());

  it('echoes a request id of 1-64 characters of A-Za-z0-9._-', async () => {
    for (const id of ['a', 'Zap-2024.07_01', 'x'.repeat(64)]) {
      const response = await fetch(`${server.url}/healthz`, { headers: { 'X-Request-Id': id } });
      expect(response.headers.get('X-Request-Id')).to.equal(id);
      await response.text();
    }
  });

  it('generates a fresh id when there is none, or the one sent is too long, empty or has other characters', async () => {
    const seen = new Set<string>();
    for (const sent of [undefined, 'x'.repeat(65), 'has space', 'semi;colon', 'ünïcode', 'a/b', '']) {
      const response = await fetch(`${server.url}/healthz`, {
        headers: sent === undefined ? {} : { 'X-Request-Id': sent },
      });
      const id = response.headers.get('X-Request-Id');
      expect(id, `for ${sent}`).to.be.a('string').and.match(GENERATED);
      expect(id).not.to.equal(sent);
      await response.text();
      seen.add(String(id));
    }
    expect(seen.size).to.equal(7);
  });

  it('does not take a request id sent twice (the joined value is not one id)', async () => {
    const id = await rawRequestId(server.url, ['one', 'two']);
    expect(id)
      .to.be.a('string')
      .and.match(GENERATED)
      .and.not.match(/one|two/);
  });

  it('puts the same id in every error body, for the API, the webhook, the catch-all and the MCP door', async () => {
    const cases: Array<[string, RequestInit]> = [
      ['/api/sources', {}],
      ['/api/sources/nope', { headers: { Authorization: `Bearer ${server.adminToken}` } }],
      ['/nowhere', {}],
      ['/webhook/no-such-token', { method: 'POST', body: '{}' }],
      [new URL(webhookUrl).pathname, { method: 'POST', body: '{"name":"No contact"}' }],
      [new URL(webhookUrl).pathname, { method: 'PUT', body: '{}' }],
      ['/mcp', { method: 'POST', body: '{}' }],
    ];
    for (const [path, init] of cases) {
      const id = `err-${Math.random().toString(36).slice(2)}`;
      const response = await fetch(`${server.url}${path}`, {
        ...init,
        headers: { ...(init.headers as object), 'X-Request-Id': id },
      });
      expect(response.status, path).to.be.within(400, 499);
      expect(response.headers.get('X-Request-Id'), path).to.equal(id);
      expect((await response.json()).error.requestId, path).to.equal(id);
    }
    const generated = await fetch(`${server.url}/nowhere`);
    expect((await generated.json()).error.requestId)
      .to.be.a('string')
      .and.match(GENERATED)
      .and.equal(generated.headers.get('X-Request-Id'));
  });

  it('carries the header on webhook answers, preflights, the page, the event stream and MCP answers', async () => {
    const created = await fetch(webhookUrl, {
      method: 'POST',
      body: JSON.stringify({ phone: uniquePhone() }),
      headers: { 'X-Request-Id': 'lead-1' },
    });
    expect(created.status).to.equal(200);
    expect(created.headers.get('X-Request-Id')).to.equal('lead-1');
    expect((await created.json()).status).to.equal('created');
    const preflight = await fetch(webhookUrl, { method: 'OPTIONS', headers: { 'X-Request-Id': 'pre-1' } });
    expect(preflight.headers.get('X-Request-Id')).to.equal('pre-1');
    const page = await fetch(`${server.url}/`, { headers: { 'X-Request-Id': 'page-1' } });
    expect(page.headers.get('X-Request-Id')).to.equal('page-1');
    await page.text();

    // A raw request, so the stream's connection ends with the test (fetch keeps it open after a cancel).
    const { hostname, port } = new URL(server.url);
    const stream = httpRequest({
      hostname,
      port,
      path: '/api/events',
      headers: { Authorization: `Bearer ${server.adminToken}`, 'X-Request-Id': 'events-1' },
    });
    stream.end();
    const [streamed] = (await once(stream, 'response')) as [IncomingMessage];
    expect(streamed.headers['x-request-id']).to.equal('events-1');
    stream.destroy();

    const mcp = await fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${AGENT_TOKEN}`,
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        'X-Request-Id': 'mcp-1',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {
          protocolVersion: '2025-06-18',
          capabilities: {},
          clientInfo: { name: 'request-id-test', version: '1' },
        },
      }),
    });
    expect(mcp.status).to.equal(200);
    expect(mcp.headers.get('X-Request-Id')).to.equal('mcp-1');
    await mcp.body?.cancel();
  });
});

describe('Request ids in the request log', () => {
  it('writes the id on the request log line', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const dataDir = tempDataDir();
    const running = await startServer(
      loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' }),
      pino({ base: undefined }, sink),
    );
    try {
      const ok = await fetch(`${running.url}/healthz`, { headers: { 'X-Request-Id': 'log-ok-1' } });
      await ok.text();
      const refused = await fetch(`${running.url}/nowhere`);
      await refused.text();
      const refusedId = refused.headers.get('X-Request-Id');
      expect(ok.status).to.equal(200);
      const requests = lines.filter((line) => line.msg === 'request');
      expect(requests.find((line) => line.path === '/healthz')?.requestId).to.equal('log-ok-1');
      expect(requests.find((line) => line.path === '/nowhere')).to.include({ requestId: refusedId, code: 'not_found' });
    } finally {
      await running.close();
      removeDir(dataDir);
    }
  });
});

// fetch joins repeated headers itself; node:http sends an array as one header line per value.
function rawRequestId(url: string, values: string[]): Promise<string | undefined> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path: '/healthz', headers: { 'X-Request-Id': values } }, (res) => {
      res.resume();
      resolve(res.headers['x-request-id'] as string | undefined);
    });
    req.on('error', reject);
    req.end();
  });
}
