import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import { Socket } from 'node:net';
import { paceOpeningConnections } from '../../service/http/connection-pacing.ts';

/** An unconnected socket that says it comes from `address` (what the pacing keys on). */
function socketFrom(address: string): Socket {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: address });
  return socket;
}
const connect = (server: Server, socket: Socket) => void server.emit('connection', socket);
const firstRequest = (server: Server, socket: Socket) => void server.emit('request', { socket }, {});
// The pacing's listeners only: the server's own would parse these unconnected sockets.
const bareServer = () => {
  const server = createServer();
  server.removeAllListeners('connection');
  return server;
};

// A burst of 200 new connections of one client had 150 to 190 heads read and parsed in one poll of
// the event loop, 25 to 40 ms while nothing else ran (issue 34 item 1, third pass).
describe('paceOpeningConnections: a few new connections of one client read before their first request', () => {
  it('holds a client past perClient connections without a request, and reads one more as each request comes', () => {
    const server = bareServer();
    paceOpeningConnections(server, 3, 1000);
    const burst = Array.from({ length: 8 }, () => socketFrom('203.0.113.7'));
    for (const socket of burst) connect(server, socket);
    const reading = () => burst.filter((socket) => !socket.isPaused() && !socket.destroyed).length;
    expect(reading(), 'the first 3 read').to.equal(3);
    const other = socketFrom('198.51.100.2');
    connect(server, other);
    expect(other.isPaused(), 'another client is not held').to.equal(false);
    firstRequest(server, burst[0]);
    expect(reading()).to.equal(4);
    firstRequest(server, burst[0]);
    expect(reading(), "a connection's later requests free nothing more").to.equal(4);
    burst[1].destroy();
    burst[1].emit('close');
    expect(reading(), 'a connection that closed frees its place').to.equal(4);
    expect(burst.slice(2).filter((socket) => !socket.isPaused())).to.have.length(3);
  });

  it('skips a held connection that closed meanwhile', () => {
    const server = bareServer();
    paceOpeningConnections(server, 1, 1000);
    const [first, closed, last] = [socketFrom('a'), socketFrom('a'), socketFrom('a')];
    for (const socket of [first, closed, last]) connect(server, socket);
    closed.destroy();
    firstRequest(server, first);
    expect(last.isPaused()).to.equal(false);
  });

  it('reads the next held connection once a place has waited maxWaitMs for its request (a preconnect)', async () => {
    const server = bareServer();
    paceOpeningConnections(server, 1, 30);
    const [idle, held] = [socketFrom('a'), socketFrom('a')];
    connect(server, idle);
    connect(server, held);
    expect(held.isPaused()).to.equal(true);
    // Its place expires after 30 ms; a loaded machine's timers run late, so look until 2 s have passed.
    for (let waited = 0; held.isPaused() && waited < 2000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(held.isPaused()).to.equal(false);
  });

  it('leaves alone a connection the per-address cap closed before it', () => {
    const server = bareServer();
    paceOpeningConnections(server, 1, 1000);
    const capped = socketFrom('a');
    capped.destroy();
    connect(server, capped);
    const next = socketFrom('a');
    connect(server, next);
    expect(next.isPaused()).to.equal(false);
  });
});
