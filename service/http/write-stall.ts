import type { Server } from 'node:http';
import type { Socket } from 'node:net';

interface Progress {
  flushed: number;
  since: number;
}

/**
 * Closes a connection whose answers have not moved for `stallMs`: bytes waiting to be written and
 * none written since. Node's timeouts cover receiving a request only, so a client that never reads
 * its answers held them (and its connection slot) for ever. Progress, not age, is measured, so a
 * slow reader or a long event stream that is read is never cut.
 */
export function closeStalledWriters(server: Server, stallMs: number): void {
  const sockets = new Set<Socket>();
  const progress = new Map<Socket, Progress>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      progress.delete(socket);
    });
  });
  const sweep = setInterval(() => {
    const now = performance.now();
    for (const socket of sockets) {
      if (socket.writableLength === 0) {
        progress.delete(socket);
        continue;
      }
      // bytesWritten counts bytes queued too; minus what is still queued, it is what went out.
      const flushed = socket.bytesWritten - socket.writableLength;
      const last = progress.get(socket);
      if (!last || last.flushed !== flushed) progress.set(socket, { flushed, since: now });
      else if (now - last.since >= stallMs) socket.destroy();
    }
  }, Math.min(1_000, stallMs / 4));
  sweep.unref();
  server.once('close', () => clearInterval(sweep));
}
