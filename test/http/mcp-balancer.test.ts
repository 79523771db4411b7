import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect } from 'chai';
import { once } from 'node:events';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../service/app.ts';
import { loadConfig } from '../../service/base/config.ts';
import { LeadEvents } from '../../service/events/lead-events.ts';
import { AuthFailures } from '../../service/http/auth-failures.ts';
import { createLogger } from '../../service/logger.ts';
import { SqliteStore } from '../../service/store/sqlite/sqlite-store.ts';
import { removeDir, tempDataDir, unique } from '../helpers/test-server.ts';

const AGENT_TOKEN = 'agent-token-for-balancer-0123';
const ADMIN_TOKEN = 'admin-token-for-balancer-0123';

/** What the balancer saw: which instance answered which HTTP request and JSON-RPC method, with what status. */
interface Hop {
  instance: number;
  path: string;
  httpMethod: string;
  rpcMethod: string | null;
  status: number;
}

async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * Two service instances over one store (as several instances share one MongoDB), each with its own
 * process-local parts (events, wrong-token counts), behind a balancer that sends each HTTP request
 * to the next instance in turn: no affinity of any kind.
 */
async function startBalancedPair() {
  const dataDir = tempDataDir();
  const store = new SqliteStore(dataDir);
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', AGENT_TOKEN }),
    publicBaseUrl: 'http://localhost',
    adminToken: ADMIN_TOKEN,
  };
  const instances = [0, 1].map(() => {
    const shutdown: Array<() => Promise<void>> = [];
    const app = createApp({
      store,
      logger: createLogger('silent'),
      config,
      shutdown,
      events: new LeadEvents(),
      authFailures: new AuthFailures(),
    });
    return { server: createServer(app.callback()), shutdown };
  });
  const backends = await Promise.all(instances.map(({ server }) => listen(server)));

  const hops: Hop[] = [];
  let next = 0;
  const balancer = createServer((req, res) => {
    const instance = next++ % backends.length;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      let rpcMethod: string | null = null;
      try {
        rpcMethod = JSON.parse(body.toString()).method ?? null;
      } catch {
        /* not JSON-RPC */
      }
      const upstream = httpRequest(
        `${backends[instance]}${req.url}`,
        { method: req.method, headers: req.headers },
        (answer) => {
          hops.push({ instance, path: req.url!, httpMethod: req.method!, rpcMethod, status: answer.statusCode! });
          res.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      upstream.end(body);
    });
  });
  const url = await listen(balancer);

  return {
    url,
    store,
    hops,
    async stop() {
      balancer.closeAllConnections();
      balancer.close();
      for (const { server, shutdown } of instances) {
        await Promise.all(shutdown.map((close) => close()));
        server.closeAllConnections();
        server.close();
      }
      await store.close();
      removeDir(dataDir);
    },
  };
}

type ToolResult = {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content: Array<{ type: string; text: string }>;
};

describe('MCP behind a round-robin balancer (two instances, one store)', () => {
  let pair: Awaited<ReturnType<typeof startBalancedPair>>;
  let leadId: string;
  let sourceId: string;
  before(async () => {
    pair = await startBalancedPair();
    // Through the balancer too: the source is made on one instance, the lead taken by the other.
    const source = await (
      await fetch(`${pair.url}/api/sources`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: unique('balanced'), defaultCountry: 'US' }),
      })
    ).json();
    const created = await (
      await fetch(source.webhookUrl.replace('http://localhost', pair.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Grace Hopper', phone: '+1 650 555 0142', notes: 'Wants a callback' }),
      })
    ).json();
    leadId = created.lead.id;
    sourceId = source.id;
  });
  after(() => pair.stop());

  it('serves the SDK client whose consecutive requests land on alternate instances', async () => {
    const client = new Client({ name: 'balanced-agent', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${pair.url}/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${AGENT_TOKEN}` } },
    });
    await client.connect(transport);
    try {
      expect((await client.listTools()).tools.map((t) => t.name).sort()).to.deep.equal([
        'find_leads',
        'get_lead',
        'list_sources',
      ]);
      const found = (await client.callTool({
        name: 'find_leads',
        arguments: { phone: '(650) 555-0142', sourceId },
      })) as ToolResult;
      expect((found.structuredContent as { leads: Array<{ id: string }> }).leads.map((l) => l.id)).to.deep.equal([
        leadId,
      ]);
      const got = (await client.callTool({ name: 'get_lead', arguments: { id: leadId } })) as ToolResult;
      expect(got.content[0].text).to.contain('Grace Hopper').and.contain('Wants a callback');
      const sources = (await client.callTool({ name: 'list_sources' })) as ToolResult;
      expect(sources.isError).to.not.equal(true);
      expect(transport.sessionId, 'no session to pin to an instance').to.equal(undefined);
    } finally {
      await client.close();
    }

    const posts = pair.hops.filter((hop) => hop.path === '/mcp' && hop.httpMethod === 'POST');
    const initialize = posts.find((hop) => hop.rpcMethod === 'initialize')!;
    const calls = posts.filter((hop) => hop.rpcMethod === 'tools/call' || hop.rpcMethod === 'tools/list');
    expect(calls).to.have.length(4);
    expect(
      calls.some((hop) => hop.instance !== initialize.instance),
      'a call reached the instance that did not see initialize',
    ).to.equal(true);
    expect(new Set(calls.map((hop) => hop.instance)).size, 'both instances answered calls').to.equal(2);
    const streams = pair.hops.filter((hop) => hop.path === '/mcp' && hop.httpMethod === 'GET');
    expect(
      streams.map((hop) => hop.status),
      'no event stream to hold on one instance',
    ).to.deep.equal([405]);
    for (const hop of posts) expect(hop.status, `${hop.rpcMethod} on instance ${hop.instance}`).to.be.oneOf([200, 202]);
  });
});
