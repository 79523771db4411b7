import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect } from 'chai';
import { MongoClient } from 'mongodb';
import { MongoWireServer } from '../helpers/mongo-wire-server.ts';
import { spawnService, type ServiceProcess } from '../helpers/service-process.ts';
import { removeDir, tempDataDir, unique } from '../helpers/test-server.ts';
import { scopedUri } from '../store/mongo-scoped-uri.ts';

const ADMIN_TOKEN = 'admin-token-for-two-processes';
const AGENT_TOKEN = 'agent-token-for-two-processes';
type ToolResult = { structuredContent?: Record<string, unknown>; content: Array<{ text: string }> };

/**
 * Two `npm start` processes on one database, and an SDK client whose every HTTP request goes to
 * the other process than the one before (a round-robin balancer, in the client's fetch).
 * On the wire-level MongoDB server always; on a real replica set too when MONGODB_URI is set.
 */
function twoProcessesOn(name: string, database: () => Promise<{ uri: string; drop(): Promise<void> }>) {
  describe(`MCP across two npm start processes on ${name}`, () => {
    let db: { uri: string; drop(): Promise<void> };
    const dataDirs = [tempDataDir(), tempDataDir()];
    let services: ServiceProcess[];
    let urls: string[];
    before(async () => {
      db = await database();
      services = dataDirs.map((DATA_DIR) =>
        spawnService({ DATA_DIR, MONGODB_URI: db.uri, ADMIN_TOKEN, AGENT_TOKEN, LOG_LEVEL: 'silent' }),
      );
      urls = await Promise.all(services.map((service) => service.url()));
    });
    after(async () => {
      for (const service of services ?? []) if (service.child.exitCode === null) service.crash();
      await db?.drop();
      dataDirs.forEach(removeDir);
    });

    it('answers an agent whose requests alternate between the processes, and both exit 0 on SIGTERM @slow', async () => {
      const source = await (
        await fetch(`${urls[0]}/api/sources`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: unique('two-processes'), defaultCountry: 'US' }),
        })
      ).json();
      const token = new URL(source.webhookUrl).pathname;
      const created = await (
        await fetch(`${urls[1]}${token}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: 'Katherine Johnson', phone: '+1 757 555 0123', notes: 'Orbit maths' }),
        })
      ).json();

      const answeredBy: number[] = [];
      let turn = 0;
      const alternate: typeof fetch = (input, init) => {
        const target = turn++ % 2;
        answeredBy.push(target);
        const url = new URL(String(input));
        return fetch(`${urls[target]}${url.pathname}${url.search}`, init);
      };
      const client = new Client({ name: 'alternating-agent', version: '1.0.0' });
      const transport = new StreamableHTTPClientTransport(new URL('http://balancer.invalid/mcp'), {
        fetch: alternate,
        requestInit: { headers: { Authorization: `Bearer ${AGENT_TOKEN}` } },
      });
      await client.connect(transport);
      try {
        const found = (await client.callTool({
          name: 'find_leads',
          arguments: { phone: '(757) 555-0123', sourceId: source.id },
        })) as ToolResult;
        expect((found.structuredContent as { leads: Array<{ id: string }> }).leads.map((l) => l.id)).to.deep.equal([
          created.lead.id,
        ]);
        const got = (await client.callTool({ name: 'get_lead', arguments: { id: created.lead.id } })) as ToolResult;
        expect(got.content[0].text).to.contain('Katherine Johnson').and.contain('Orbit maths');
        expect((await client.listTools()).tools).to.have.length(3);
      } finally {
        await client.close();
      }
      expect(new Set(answeredBy).size, 'both processes answered').to.equal(2);

      for (const service of services) service.child.kill('SIGTERM');
      expect(await Promise.all(services.map((service) => service.exited))).to.deep.equal([0, 0]);
    });
  });
}

twoProcessesOn('the wire-level MongoDB server', async () => {
  const wire = await MongoWireServer.start();
  return { uri: wire.uri('lead_intake_mcp_pair'), drop: () => wire.stop() };
});

const realUri = process.env.MONGODB_URI;
if (realUri) {
  twoProcessesOn('a real replica set (MONGODB_URI)', async () => {
    const uri = scopedUri(realUri, `lead_intake_test_mcp_${process.pid}_${Date.now()}`);
    return {
      uri,
      async drop() {
        const client = await MongoClient.connect(uri);
        await client.db().dropDatabase();
        await client.close();
      },
    };
  });
} else {
  describe('MCP across two npm start processes on a real replica set (skipped: MONGODB_URI is unset; it needs a MongoDB replica set)', () => {
    it.skip('answers an agent whose requests alternate between the processes, and both exit 0 on SIGTERM');
  });
}
