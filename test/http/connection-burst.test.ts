import { expect } from 'chai';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { OPENING_PER_CLIENT } from '../../service/http/connection-pacing.ts';
import { removeDir, startTestServer, tempDataDir, type TestServer } from '../helpers/test-server.ts';

// Issue 34 item 1, third pass: a burst of new connections from one client whose heads arrive
// together was read and parsed all in one poll of the event loop (150 to 190 heads, 25 to 40 ms
// while nothing else ran). The real server, real sockets: the heads are counted per turn of this
// process's event loop, which the server shares.
describe('A burst of new connections from one client is read a few connections per turn', () => {
  const dir = tempDataDir();
  let server: TestServer;
  const sockets: Socket[] = [];
  before(async () => {
    server = await startTestServer({}, dir);
  });
  after(async () => {
    for (const socket of sockets) socket.destroy();
    await server.close();
    removeDir(dir);
  });

  it(`answers all 60, at most ${OPENING_PER_CLIENT} of them read in any one turn`, async () => {
    const { port } = new URL(server.url);
    for (let i = 0; i < 60; i++) sockets.push(connect(Number(port), '127.0.0.1'));
    await Promise.all(sockets.map((socket) => once(socket, 'connect')));
    // Every connection accepted and idle; then every head in one go, as a burst's client sends them.
    await new Promise((resolve) => setTimeout(resolve, 50));
    let turn = 0;
    const perTurn = new Map<number, number>();
    server.server.prependListener('request', () => perTurn.set(turn, (perTurn.get(turn) ?? 0) + 1));
    let counting = true;
    const count = () => {
      turn++;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const answered = sockets.map(
      (socket) =>
        new Promise<string>((resolve) => {
          let text = '';
          socket.on('data', (chunk: Buffer) => {
            text += chunk;
            if (text.includes('\r\n\r\n')) resolve(text.slice(0, 12));
          });
        }),
    );
    for (const socket of sockets) socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const statuses = await Promise.all(answered);
    counting = false;
    expect(statuses.every((status) => status === 'HTTP/1.1 200')).to.equal(true);
    expect(Math.max(...perTurn.values())).to.be.at.most(OPENING_PER_CLIENT);
    expect(perTurn.size, 'spread over several turns').to.be.at.least(60 / OPENING_PER_CLIENT);
  });
});
