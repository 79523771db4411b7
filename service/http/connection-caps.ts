import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * At most `max` open connections per client address (0 = no cap): past it a new connection is
 * closed before a byte is read, so one address cannot hold every slot of the server. The cap
 * counts sockets, before any header names a client: a trusted proxy (TRUST_PROXY), which holds
 * the connections of all its clients, is `exempt` and caps its clients itself.
 */
export function capConnectionsPerAddress(server: Server, max: number, exempt: (address: string) => boolean = () => false): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (exempt(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = open.get(address)! - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
