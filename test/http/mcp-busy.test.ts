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
describe(`MCP: agent calls in flight are bounded (${MAX_EXCHANGES_IN_FLIGHT} exchanges per instance, 2 tool calls of the agent)`, () => {
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

  it('runs 2 tool calls of the agent at once: a third is answered at once with a tool error saying to retry, and calls run again once they end (issue 34)', async () => {
    const release = gate();
    const twoHeld = gate();
    let held = 0;
    // Only the agent's reads (list_sources): the outbound worker's own polls of its subscriptions pass.
    wire.always('find', (command, proceed) => {
      if (command.find !== 'sources') return undefined;
      if (++held === 2) twoHeld.open();
      return release.opened.then(() => proceed());
    });
    const pending = [call(server.url), call(server.url)];
    await twoHeld.opened;
    try {
      const refused = await call(server.url);
      expect(refused.status, 'a tool error is an answer').to.equal(200);
      const { result } = await refused.json();
      expect(result.isError).to.equal(true);
      expect(result.content[0].text).to.match(/already has 2 calls running; retry/);
      expect(held, 'the third call never reached the store').to.equal(2);
    } finally {
      wire.clearScripts();
      release.open();
    }
    const answers = await Promise.all(pending);
    expect(answers.map((answer) => answer.status)).to.deep.equal([200, 200]);
    for (const answer of answers) expect((await answer.json()).result.isError).to.equal(undefined);
    expect((await call(server.url)).status).to.equal(200);
  });
});
