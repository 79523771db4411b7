import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { clientKey } from './connection-caps.ts';

/** New connections of one client that may read before their first request has come. */
export const OPENING_PER_CLIENT = 16;
/** How long such a connection holds its place without a request (a browser's preconnect). */
export const OPENING_WAIT_MS = 200;

interface Client {
  key: string;
  /** Connections reading with no request yet, each with when it started to. */
  opening: Map<Socket, number>;
  held: Socket[];
  timer?: NodeJS.Timeout;
}

/**
 * Node reads and parses, in one poll of the event loop, the first bytes of every connection that
 * has some: a burst of 200 new connections from one client (one URL's 64 KB bodies) had 150 to 190
 * heads and their first 64 KB read and parsed in one poll, 25 to 40 ms in which no other request
 * and no writer answer was handled (docs/performance.md, issue 34 third pass). Here at most
 * `perClient` new connections of one client (clientKey) read before their first request; the
 * others are paused before their first read (their bytes wait in the kernel) and read one as each
 * of those brings its request, closes, or has waited `maxWaitMs` without one. Other clients, and
 * connections that have had a request (keep-alive), are never held; a trusted proxy is `exempt`.
 */
export function paceOpeningConnections(
  server: Server,
  perClient = OPENING_PER_CLIENT,
  maxWaitMs = OPENING_WAIT_MS,
  exempt: (address: string) => boolean = () => false,
): void {
  const clients = new Map<string, Client>();
  const clientOf = new WeakMap<Socket, Client>();

  function open(client: Client, socket: Socket) {
    client.opening.set(socket, performance.now());
    clientOf.set(socket, client);
  }

  // The socket's place goes to the oldest held connection still open.
  function settle(client: Client) {
    while (client.opening.size < perClient && client.held.length > 0) {
      const next = client.held.shift()!;
      if (next.destroyed) continue;
      open(client, next);
      next.resume();
    }
    clearTimeout(client.timer);
    client.timer = undefined;
    if (client.held.length > 0) client.timer = setTimeout(expire, maxWaitMs, client).unref();
    else if (client.opening.size === 0) clients.delete(client.key);
  }

  function expire(client: Client) {
    // A timer may fire up to a millisecond before its delay as performance.now() counts it.
    const before = performance.now() - maxWaitMs + 1;
    for (const [socket, since] of client.opening) if (since <= before) client.opening.delete(socket);
    settle(client);
  }

  function done(socket: Socket) {
    const client = clientOf.get(socket);
    if (!client) return;
    clientOf.delete(socket);
    if (client.opening.delete(socket)) settle(client);
  }

  // Every connection is made paused (net.Server's pauseOnConnect): pausing it in its 'connection'
  // event is too late, Node starts reading again on the next tick. Each is resumed here, or held.
  (server as Server & { pauseOnConnect: boolean }).pauseOnConnect = true;
  server.on('connection', (socket: Socket) => {
    if (socket.destroyed) return;
    if (exempt(socket.remoteAddress ?? '')) return void socket.resume();
    const key = clientKey(socket.remoteAddress);
    let client = clients.get(key);
    if (!client) clients.set(key, (client = { key, opening: new Map(), held: [] }));
    socket.once('close', () => done(socket));
    if (client.opening.size < perClient) {
      open(client, socket);
      return void socket.resume();
    }
    socket.pause();
    client.held.push(socket);
    if (!client.timer) client.timer = setTimeout(expire, maxWaitMs, client).unref();
  });
  server.on('request', (req: { socket: Socket }) => done(req.socket));
}
