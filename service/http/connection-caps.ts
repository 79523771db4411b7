import { isIPv4, isIPv6 } from 'node:net';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * At most `max` open connections per client (0 = no cap): past it a new connection is closed
 * before a byte is read, so one client cannot hold every slot of the server. A client is an IPv4
 * address or an IPv6 /64 (clientKey), keyed on the connecting socket's address, before any header
 * names a client: a trusted proxy (TRUST_PROXY), which holds the connections of all its clients,
 * is `exempt` and caps its clients itself.
 */
export function capConnectionsPerAddress(
  server: Server,
  max: number,
  exempt: (address: string) => boolean = () => false,
): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    if (exempt(socket.remoteAddress ?? '')) return;
    const client = clientKey(socket.remoteAddress);
    const count = open.get(client) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(client, count + 1);
    socket.once('close', () => {
      const left = open.get(client)! - 1;
      if (left === 0) open.delete(client);
      else open.set(client, left);
    });
  });
}

/**
 * What one client is, for the cap: an IPv4 address (IPv4-mapped IPv6 too), or the /64 of an IPv6
 * address, the block one subscriber or one server usually holds whole (RFC 6177), as
 * `a:b:c:d::/64` with leading zeros dropped. Anything else is its own text.
 */
export function clientKey(address: string | undefined): string {
  if (!address) return '';
  const bare = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(bare)) return bare;
  const [head, tail = ''] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = bare.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
