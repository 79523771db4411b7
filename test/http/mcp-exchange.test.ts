import { expect } from 'chai';
import { once } from 'node:events';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { KeyedGate } from '../../service/http/keyed-gate.ts';
import { answerAlone } from '../../service/mcp/mcp-exchange.ts';
import type { MongoStore } from '../../service/store/mongo/mongo-store.ts';
import type { MongoWireServer } from '../helpers/mongo-wire-server.ts';
import { gate, newSource, openWireStore } from '../helpers/mongo-wire-store.ts';

const HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
const LIST_SOURCES = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: 'list_sources', arguments: {} },
});

// The real MongoStore through the real driver, on the wire-level server: a store answer can be held
// while the agent goes away, which the embedded store (synchronous reads) cannot do.
describe('MCP exchange: nothing outlives its request', () => {
  let wire: MongoWireServer;
  let store: MongoStore;
  let close: () => Promise<void>;
  let http: Server;
  let url: URL;
  const exchanges: Array<{ done: boolean }> = [];
  const sockets: Socket[] = [];
  before(async () => {
    ({ wire, store, close } = await openWireStore());
    await newSource(store);
    http = createServer(async (req, res) => {
      let text = '';
      for await (const chunk of req) text += chunk;
      const exchange = { done: false };
      exchanges.push(exchange);
      await answerAlone(
        store,
        new KeyedGate({ running: 2, queued: 0, maxWaitMs: 0 }),
        req,
        res,
        JSON.parse(text),
      ).finally(() => (exchange.done = true));
    });
    http.on('connection', (socket) => sockets.push(socket));
    http.listen(0, '127.0.0.1');
    await once(http, 'listening');
    url = new URL(`http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`);
  });
  after(async () => {
    http.closeAllConnections();
    http.close();
    await close();
  });

  const post = () =>
    httpRequest(url, {
      method: 'POST',
      agent: false,
      headers: { ...HEADERS, 'Content-Length': Buffer.byteLength(LIST_SOURCES) },
    });

  it('finishes an exchange whose agent went away while the store was answering', async () => {
    const reached = gate();
    const release = gate();
    wire.script('find', (_command, proceed) => {
      reached.open();
      return release.opened.then(() => proceed());
    });
    const gone = post();
    gone.on('error', () => {});
    gone.end(LIST_SOURCES);
    await reached.opened;
    const serverSide = sockets.at(-1)!;
    gone.destroy();
    if (!serverSide.destroyed) await once(serverSide, 'close');
    release.open();

    // A whole second exchange, answered after the held one's store answer was released.
    const next = post();
    next.end(LIST_SOURCES);
    const [answer] = await once(next, 'response');
    let text = '';
    for await (const chunk of answer) text += chunk;
    expect(answer.statusCode).to.equal(200);
    expect(JSON.parse(text).result.structuredContent.sources).to.have.length(1);

    expect(exchanges).to.have.length(2);
    expect(exchanges[0].done, 'the abandoned exchange ended once its answer was ready').to.equal(true);
  });
});
