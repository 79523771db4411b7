import { expect } from 'chai';
import { once } from 'node:events';
import { createServer, request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  startSqliteTestServer,
  startTestServer,
  tempDataDir,
  uniquePhone,
  type TestServer,
} from '../helpers/test-server.ts';

const AGENT_TOKEN = 'agent-token-for-metrics-0123';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus' text format, one sample a line: `name{a="x",b="y"} 3`. */
function parseMetrics(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, name, labelText = '', value] = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)!;
      const labels = Object.fromEntries([...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
      return { name, labels, value: Number(value) };
    });
}

async function scrape(server: TestServer) {
  const response = await fetch(server.metricsUrl!);
  expect(response.status).to.equal(200);
  expect(response.headers.get('Content-Type')).to.match(/^text\/plain; version=0\.0\.4/);
  const text = await response.text();
  const samples = parseMetrics(text);
  /** The sum of the samples named so whose labels include these (0 when none). */
  const value = (name: string, labels: Record<string, string> = {}) =>
    samples
      .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
      .reduce((sum, s) => sum + s.value, 0);
  return { text, samples, value };
}

function openRaw(
  server: TestServer,
  path: string,
  headers: Record<string, string | number>,
  method = 'GET',
): ClientRequest {
  const { hostname, port } = new URL(server.url);
  return httpRequest({ hostname, port, path, method, headers });
}

describe('Metrics on their own listener (METRICS_PORT)', () => {
  let server: TestServer;
  let token: string;
  before(async () => {
    server = await startTestServer({ METRICS_PORT: '0', AGENT_TOKEN, WEBHOOK_RATE_LIMIT: '0' });
    token = new URL((await server.createSource({ defaultCountry: 'US' })).webhookUrl).pathname.split('/').pop()!;
  });
  after(() => server.stop());

  const post = async (body: unknown, path = `/webhook/${token}`) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    await response.text();
    return response.status;
  };

  it('counts leads by outcome and code, batch elements one by one, and times the store writes', async () => {
    const phone = uniquePhone();
    const statuses = [
      await post({ phone }),
      await post({ phone: uniquePhone(), email: 'a@example.com' }),
      await post({ phone }),
      await post({ name: 'No contact' }),
      await post([{ phone: uniquePhone() }, { phone }, { name: 'x' }]),
      await post({ phone }, '/webhook/no-such-token'),
      await post('{not json'),
    ];
    expect(statuses).to.deep.equal([200, 200, 200, 422, 200, 404, 400]);
    const { value, text } = await scrape(server);
    expect(value('lead_intake_leads_received_total', { outcome: 'created', code: 'none' })).to.equal(3);
    expect(value('lead_intake_leads_received_total', { outcome: 'duplicate', code: 'none' })).to.equal(2);
    expect(value('lead_intake_leads_received_total', { outcome: 'rejected', code: 'validation_failed' })).to.equal(2);
    expect(value('lead_intake_leads_received_total', { outcome: 'rejected', code: 'webhook_not_found' })).to.equal(1);
    expect(value('lead_intake_leads_received_total', { outcome: 'rejected', code: 'invalid_json' })).to.equal(1);
    expect(value('lead_intake_webhook_batch_size_count')).to.equal(4);
    expect(value('lead_intake_webhook_batch_size_sum')).to.equal(6);
    expect(value('lead_intake_store_write_duration_seconds_count', { operation: 'addLead', result: 'ok' })).to.equal(5);
    // Rejections of a known token are logged as deliveries: the lone 422, the batch's element, the 400.
    expect(
      value('lead_intake_store_write_duration_seconds_count', { operation: 'recordDelivery', result: 'ok' }),
    ).to.equal(3);
    expect(
      value('lead_intake_store_write_duration_seconds_count', { operation: 'createSource', result: 'ok' }),
    ).to.equal(1);
    expect(value('lead_intake_store_writes_in_flight')).to.equal(0);
    expect(
      value('lead_intake_http_request_duration_seconds_count', {
        route: '/webhook/:token',
        method: 'POST',
        status: '200',
      }),
    ).to.equal(4);
    expect(
      value('lead_intake_http_request_duration_seconds_count', {
        route: '/webhook/:token',
        method: 'POST',
        status: '404',
      }),
    ).to.equal(1);
    expect(text).not.to.contain(token);
    expect(value('process_cpu_seconds_total')).to.be.greaterThan(0);
    expect(value('nodejs_heap_size_used_bytes')).to.be.greaterThan(0);
  });

  it("counts a plain HTML form's lead answered 303 to its thank-you page as created, and its refusal as rejected", async () => {
    const source = await server.createSource({ defaultCountry: 'US' });
    await server.api(`/api/sources/${source.id}`, {
      method: 'PATCH',
      json: { redirectUrl: 'https://www.example.com/thanks' },
    });
    const before = await scrape(server);
    const visit = async (fields: Record<string, string>) => {
      const response = await fetch(source.webhookUrl.replace(server.publicBaseUrl, server.url), {
        method: 'POST',
        body: new URLSearchParams(fields).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
        redirect: 'manual',
      });
      await response.text();
      return response.status;
    };
    expect(await visit({ name: 'Form Visitor', phone: uniquePhone() })).to.equal(303);
    expect(await visit({ name: 'No contact' })).to.equal(422);
    const after = await scrape(server);
    const grew = (labels: Record<string, string>) =>
      after.value('lead_intake_leads_received_total', labels) -
      before.value('lead_intake_leads_received_total', labels);
    expect(grew({ outcome: 'created', code: 'none' })).to.equal(1);
    expect(grew({ outcome: 'rejected', code: 'none' })).to.equal(0);
    expect(grew({ outcome: 'rejected', code: 'validation_failed' })).to.equal(1);
  });

  it('labels requests by route template only: never a token, an id or an unknown path', async () => {
    const sourceId = (await server.createSource()).id;
    await (await server.api(`/api/sources/${sourceId}`)).text();
    await (await server.api(`/API/Sources/${sourceId}/deliveries/`)).text();
    for (let i = 0; i < 5; i++) await (await fetch(`${server.url}/nowhere-${i}/${token}`)).text();
    await (await fetch(`${server.url}/webhook/${token}/extra`)).text();
    const { samples, value, text } = await scrape(server);
    expect(
      value('lead_intake_http_request_duration_seconds_count', {
        route: '/api/sources/:id',
        method: 'GET',
        status: '200',
      }),
    ).to.equal(1);
    expect(
      value('lead_intake_http_request_duration_seconds_count', { route: '/api/sources/:id/deliveries', status: '200' }),
    ).to.equal(1);
    expect(value('lead_intake_http_request_duration_seconds_count', { route: 'other', status: '404' })).to.equal(6);
    const routes = new Set(
      samples.filter((s) => s.name.startsWith('lead_intake_http_request')).map((s) => s.labels.route),
    );
    for (const route of routes)
      expect(route)
        .to.match(/^(other|\/[\w/:.]*)$/)
        .and.not.contain(sourceId);
    expect(text).not.to.contain(sourceId);
    expect(text).not.to.contain(token);
  });

  it('shows the event streams and MCP exchanges open now', async () => {
    const stream = openRaw(server, '/api/events', { Authorization: `Bearer ${server.adminToken}` });
    stream.end();
    const [streamed] = (await once(stream, 'response')) as [IncomingMessage];
    expect(streamed.statusCode).to.equal(200);
    // An MCP request whose body is still arriving is open until it is answered.
    const message = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'list_sources', arguments: {} },
    });
    const mcp = openRaw(
      server,
      '/mcp',
      {
        Authorization: `Bearer ${AGENT_TOKEN}`,
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        'Content-Length': Buffer.byteLength(message),
      },
      'POST',
    );
    mcp.write(message.slice(0, 10));
    await until(async () => (await scrape(server)).value('lead_intake_mcp_requests_open') === 1);
    expect((await scrape(server)).value('lead_intake_event_streams_open')).to.equal(1);

    mcp.end(message.slice(10));
    const [answered] = (await once(mcp, 'response')) as [IncomingMessage];
    expect(answered.statusCode).to.equal(200);
    answered.resume();
    stream.destroy();
    await until(async () => {
      const { value } = await scrape(server);
      return value('lead_intake_mcp_requests_open') === 0 && value('lead_intake_event_streams_open') === 0;
    });
  });

  it('never serves /metrics on the public port, and serves nothing else on its own', async () => {
    const publicAnswer = await fetch(`${server.url}/metrics`);
    expect(publicAnswer.status).to.equal(404);
    expect((await publicAnswer.json()).error.code).to.equal('not_found');
    const other = await fetch(server.metricsUrl!.replace(/\/metrics$/, '/'));
    expect(other.status).to.equal(404);
    await other.text();
    expect(new URL(server.metricsUrl!).hostname).to.equal('127.0.0.1');
  });
});

describe('Metrics: refusals, one registry per server, off when unset', () => {
  it('counts webhook 429s as rate_limited and wrong-token 429s as locked_out, each server on its own', async () => {
    const server = await startTestServer({ METRICS_PORT: '0', WEBHOOK_RATE_LIMIT: '0.25' });
    const other = await startTestServer({ METRICS_PORT: '0' });
    try {
      const url = (await server.createSource()).webhookUrl.replace(server.publicBaseUrl, server.url);
      for (let i = 0; i < 2; i++)
        await (await fetch(url, { method: 'POST', body: JSON.stringify({ phone: uniquePhone() }) })).text();
      for (let i = 0; i < 31; i++)
        await (
          await fetch(`${server.url}/api/leads`, { headers: { Authorization: 'Bearer wrong-token-0123456789' } })
        ).text();
      const { value } = await scrape(server);
      expect(value('lead_intake_requests_refused_total', { reason: 'rate_limited' })).to.equal(1);
      expect(value('lead_intake_requests_refused_total', { reason: 'locked_out' })).to.equal(1);
      expect(value('lead_intake_leads_received_total', { outcome: 'rejected', code: 'rate_limited' })).to.equal(1);
      const untouched = await scrape(other);
      expect(untouched.value('lead_intake_requests_refused_total')).to.equal(0);
      expect(untouched.value('lead_intake_leads_received_total')).to.equal(0);
    } finally {
      await server.stop();
      await other.stop();
    }
  });

  it('does not start, and leaves nothing open, when METRICS_PORT is taken', async () => {
    const squatter = createServer().listen(0, '127.0.0.1');
    await once(squatter, 'listening');
    const { port } = squatter.address() as AddressInfo;
    const dataDir = tempDataDir();
    try {
      const failed = await startTestServer({ METRICS_PORT: String(port) }, dataDir).then(
        () => null,
        (error: Error) => error,
      );
      expect(failed?.message).to.match(
        new RegExp(`METRICS_PORT ${port} on 127\\.0\\.0\\.1 cannot be used .*EADDRINUSE`),
      );
      // Nothing of the failed start holds the data directory: a new start on it works.
      const again = await startTestServer({}, dataDir);
      await again.stop();
    } finally {
      squatter.close();
    }
  });

  it('times a store write that fails as an error, and counts its 503', async function () {
    this.timeout(30_000);
    const server = await startSqliteTestServer({ METRICS_PORT: '0' });
    const { default: Database } = await import('better-sqlite3');
    // Another process holding the file's write lock, as in the store-outage tests.
    const intruder = new Database(`${server.dataDir}/leads.sqlite`);
    try {
      const url = (await server.createSource()).webhookUrl.replace(server.publicBaseUrl, server.url);
      intruder.exec('BEGIN EXCLUSIVE');
      const refused = await fetch(url, { method: 'POST', body: JSON.stringify({ phone: uniquePhone() }) });
      await refused.text();
      expect(refused.status).to.equal(503);
      intruder.exec('ROLLBACK');
      const { value } = await scrape(server);
      expect(value('lead_intake_leads_received_total', { outcome: 'rejected', code: 'unavailable' })).to.equal(1);
      expect(
        value('lead_intake_store_write_duration_seconds_count', { operation: 'addLead', result: 'error' }),
      ).to.equal(1);
      expect(value('lead_intake_store_writes_in_flight')).to.equal(0);
    } finally {
      intruder.close();
      await server.stop();
    }
  });

  it('has no metrics listener when METRICS_PORT is unset', async () => {
    const server = await startTestServer();
    try {
      expect(server.metricsUrl).to.equal(undefined);
    } finally {
      await server.stop();
    }
  });
});

/** Waits for a condition the server reaches on its own (a closed socket is seen a moment later). */
async function until(condition: () => Promise<boolean>, attempts = 200) {
  for (let i = 0; i < attempts; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect.fail('the condition was not reached');
}
