import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect } from 'chai';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { loadConfig } from '../../service/base/config.ts';
import { createLogger } from '../../service/logger.ts';
import { startServer } from '../../service/server.ts';
import { removeDir, startTestServer, tempDataDir, type TestServer } from '../helpers/test-server.ts';

const AGENT_TOKEN = 'agent-token-for-stateless-0123';
const MCP_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };

const toolCall = (id: number | string, name: string, args: Record<string, unknown> = {}) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: args },
});

/** One JSON-RPC message POSTed alone, as an agent's first request or a balancer's stray one arrives. */
function rpc(url: string, message: unknown, headers: Record<string, string> = {}) {
  return fetch(`${url}/mcp`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${AGENT_TOKEN}`, ...MCP_HEADERS, ...headers },
    body: JSON.stringify(message),
  });
}

describe('MCP is stateless: every request stands alone', () => {
  let server: TestServer;
  let leadIds: string[];
  before(async () => {
    server = await startTestServer({ AGENT_TOKEN });
    const source = await server.createSource({ defaultCountry: 'US' });
    leadIds = [];
    for (let i = 0; i < 8; i++) {
      const created = await (
        await server.post(source.webhookUrl, { name: `Caller ${i}`, phone: `+1 650 555 01${10 + i}` })
      ).json();
      leadIds.push(created.lead.id);
    }
  });
  after(() => server.stop());

  it('answers a tool call sent without initialize or session, as one JSON body, with no session id', async () => {
    const response = await rpc(server.url, toolCall(7, 'get_lead', { id: leadIds[0] }));
    expect(response.status).to.equal(200);
    expect(response.headers.get('Content-Type')).to.match(/^application\/json/);
    expect(response.headers.get('Mcp-Session-Id')).to.equal(null);
    const answer = await response.json();
    expect(answer.id).to.equal(7);
    expect(answer.result.structuredContent.lead.id).to.equal(leadIds[0]);
  });

  it('issues no session on initialize, and serves a request carrying a session id it never issued', async () => {
    const init = await rpc(server.url, {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
    });
    expect(init.status).to.equal(200);
    expect(init.headers.get('Mcp-Session-Id')).to.equal(null);
    expect((await init.json()).result.serverInfo.name).to.equal('lead-intake');
    // A session id from another instance, or from a deployment before this one: ignored, never 404.
    const stray = await rpc(server.url, toolCall(2, 'list_sources'), {
      'Mcp-Session-Id': 'issued-by-another-instance',
      'Mcp-Protocol-Version': '2025-06-18',
    });
    expect(stray.status).to.equal(200);
    expect((await stray.json()).result.isError).to.not.equal(true);
  });

  it('gives concurrent requests that reuse one JSON-RPC id each their own answer', async () => {
    const answers = await Promise.all(
      leadIds.map(async (id) => (await rpc(server.url, toolCall(1, 'get_lead', { id }))).json()),
    );
    expect(answers.map((a) => a.result.structuredContent.lead.id)).to.deep.equal(leadIds);
  });

  it('answers GET, DELETE and other methods 405 with Allow: POST, after the agent token is checked', async () => {
    for (const method of ['GET', 'DELETE', 'PUT']) {
      const refused = await fetch(`${server.url}/mcp`, {
        method,
        headers: { Authorization: `Bearer ${AGENT_TOKEN}`, Accept: 'text/event-stream' },
      });
      expect(refused.status, method).to.equal(405);
      expect(refused.headers.get('Allow'), method).to.equal('POST');
      expect((await refused.json()).error.code).to.equal('method_not_allowed');
      const anonymous = await fetch(`${server.url}/mcp`, { method });
      expect(anonymous.status, `${method} without a token`).to.equal(401);
    }
  });

  it('refuses a body over BODY_LIMIT_BYTES with 413 before any tool runs', async () => {
    const response = await rpc(server.url, toolCall(3, 'find_leads', { email: `${'x'.repeat(70_000)}@example.com` }));
    expect(response.status).to.equal(413);
    expect((await response.json()).error.code).to.equal('payload_too_large');
  });

  it('keeps an SDK client working across requests with no session', async () => {
    const client = new Client({ name: 'stateless-agent', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${AGENT_TOKEN}` } },
    });
    await client.connect(transport);
    try {
      expect(transport.sessionId).to.equal(undefined);
      expect((await client.listTools()).tools).to.have.length(3);
      const found = await client.callTool({ name: 'find_leads', arguments: { phone: '+16505550110' } });
      expect((found.structuredContent as { leads: unknown[] }).leads).to.have.length(1);
    } finally {
      await client.close();
    }
  });
});

describe('MCP on shutdown', () => {
  it('answers a request in flight when SIGTERM comes, and then exits', async () => {
    const dataDir = tempDataDir();
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', AGENT_TOKEN });
    const running = await startServer(config, createLogger('silent'));
    try {
      // An SDK client that connected and stays connected holds nothing open on the server.
      const idle = new Client({ name: 'idle-agent', version: '1.0.0' });
      await idle.connect(
        new StreamableHTTPClientTransport(new URL(`${running.url}/mcp`), {
          requestInit: { headers: { Authorization: `Bearer ${AGENT_TOKEN}` } },
        }),
      );

      const body = JSON.stringify(toolCall(9, 'list_sources'));
      const { port } = new URL(running.url);
      const inFlight = httpRequest({
        host: '127.0.0.1',
        port,
        path: '/mcp',
        method: 'POST',
        agent: false,
        headers: {
          Authorization: `Bearer ${AGENT_TOKEN}`,
          ...MCP_HEADERS,
          Connection: 'close',
          'X-Request-Id': 'in-flight',
          'Content-Length': Buffer.byteLength(body),
        },
      });
      const answered = new Promise<{ status?: number; text: string }>((resolve, reject) => {
        inFlight.on('response', (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode, text }));
        });
        inFlight.on('error', reject);
      });
      const started = new Promise<void>((resolve) => {
        const seen = (req: IncomingMessage) => {
          if (req.headers['x-request-id'] === 'in-flight') resolve(void running.server.off('request', seen));
        };
        running.server.on('request', seen);
      });
      inFlight.write(body.slice(0, 10));
      await started;

      const closed = running.close();
      inFlight.end(body.slice(10));
      const answer = await answered;
      expect(answer.status).to.equal(200);
      expect(JSON.parse(answer.text).id).to.equal(9);
      await closed;
      await idle.close();
    } finally {
      removeDir(dataDir);
    }
  });
});
