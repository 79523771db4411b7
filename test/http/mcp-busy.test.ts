import { expect } from 'chai';
import { MAX_EXCHANGES_IN_FLIGHT } from '../../service/mcp/mcp-exchange.ts';
import { MongoWireServer } from '../helpers/mongo-wire-server.ts';
import { gate } from '../helpers/mongo-wire-store.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

const AGENT_TOKEN = 'agent-token-for-the-busy-test';
const LIST_SOURCES = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: 'list_sources', arguments: {} },
});
const call = (url: string) =>
  fetch(`${url}/mcp`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${AGENT_TOKEN}`,
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
    },
    body: LIST_SOURCES,
  });

// The service on the wire-level MongoDB server, whose answers to `find` the test holds: agent
// calls pile up as they would behind a slow store.
describe('MCP: agent calls in flight are bounded per instance', () => {
  let wire: MongoWireServer;
  let server: TestServer;
  before(async () => {
    wire = await MongoWireServer.start();
    server = await startTestServer({
      MONGODB_URI: wire.uri('lead_intake_mcp_busy'),
      ADMIN_TOKEN: 'admin-token-for-the-busy-test',
      AGENT_TOKEN,
    });
  });
  after(async () => {
    wire?.clearScripts();
    await server?.stop();
    await wire?.stop();
  });

  it(`answers 503 mcp_busy with Retry-After beyond ${MAX_EXCHANGES_IN_FLIGHT} calls in flight, and serves again once they end`, async () => {
    const release = gate();
    const allHeld = gate();
    const oneMoreHeld = gate();
    let held = 0;
    // Only the agent's reads (list_sources): the outbound worker's own polls of its subscriptions pass.
    wire.always('find', (command, proceed) => {
      if (command.find !== 'sources') return undefined;
      if (++held === MAX_EXCHANGES_IN_FLIGHT) allHeld.open();
      if (held > MAX_EXCHANGES_IN_FLIGHT) oneMoreHeld.open();
      return release.opened.then(() => proceed());
    });
    const pending = Array.from({ length: MAX_EXCHANGES_IN_FLIGHT }, () => call(server.url));
    await allHeld.opened;

    try {
      const refused = await Promise.race([call(server.url), oneMoreHeld.opened.then(() => null)]);
      expect(refused, 'the call beyond the bound reached the store').not.to.equal(null);
      expect(refused!.status).to.equal(503);
      expect(refused!.headers.get('Retry-After')).to.equal('1');
      expect((await refused!.json()).error.code).to.equal('mcp_busy');
    } finally {
      wire.clearScripts();
      release.open();
    }
    const answers = await Promise.all(pending);
    expect(answers.map((answer) => answer.status)).to.deep.equal(answers.map(() => 200));
    expect((await call(server.url)).status).to.equal(200);
  });
});
