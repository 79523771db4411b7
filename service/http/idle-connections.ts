import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * As the server nears its connection cap (`highWater` open), each new connection closes the
 * keep-alive connection that has been idle longest. Idle keep-alive connections otherwise live 65 s,
 * and one tiny request a minute keeps each for ever: a few addresses could hold every slot and
 * lock everyone else out (Node drops connections past the cap unanswered). A connection waiting
 * for its first request is not idle: the head timeout (10 s) bounds those.
 */
export function shedIdleConnections(server: Server, highWater: number): void {
  // Open connections not shed yet: a destroyed socket closes a turn later, and must stop counting now.
  const open = new Set<Socket>();
  const busy = new Map<Socket, number>();
  // Insertion order is idle order: a socket is (re)inserted when it goes idle, so the first is the longest
  // idle. The value is its bytes read then: more read since is a next request arriving, not idleness.
  const idle = new Map<Socket, number>();

  server.on('connection', (socket: Socket) => {
    // Refused already (the per-address cap, listening first): it must not cost another client a connection.
    if (socket.destroyed) return;
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      busy.delete(socket);
      idle.delete(socket);
    });
    const active: Socket[] = [];
    for (const [longest, readWhenIdle] of idle) {
      if (open.size <= highWater) break;
      idle.delete(longest);
      // A head still arriving has no 'request' yet (a POST lost with its connection): idle from now.
      if (longest.bytesRead !== readWhenIdle) active.push(longest);
      else {
        open.delete(longest);
        longest.destroy();
      }
    }
    for (const socket of active) idle.set(socket, socket.bytesRead);
  });

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    idle.delete(socket);
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    // An exchange that ends without its answer ends with its socket ('close' above).
    res.once('finish', () => {
      const left = (busy.get(socket) ?? 1) - 1;
      if (left > 0) return void busy.set(socket, left);
      busy.delete(socket);
      if (!socket.destroyed) idle.set(socket, socket.bytesRead);
    });
  });
}
