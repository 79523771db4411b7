import type { Server } from 'node:http';
import type { Socket } from 'node:net';

interface Progress {
  flushed: number;
  unsent: number;
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
  const sweep = setInterval(
    () => {
      const now = performance.now();
      for (const socket of sockets) {
        if (socket.writableLength === 0) {
          progress.delete(socket);
          continue;
        }
        // bytesWritten counts bytes queued too; minus what is still queued, it is what went out.
        const flushed = socket.bytesWritten - socket.writableLength;
        const unsent = unsentOfWriteInFlight(socket);
        const last = progress.get(socket);
        if (!last || flushed > last.flushed || (flushed === last.flushed && unsent < last.unsent))
          progress.set(socket, { flushed, unsent, since: now });
        else if (now - last.since >= stallMs) socket.destroy();
      }
    },
    Math.min(1_000, stallMs / 4),
  );
  sweep.unref();
  server.once('close', () => clearInterval(sweep));
}

/**
 * What the kernel has not taken yet of the write in flight (libuv's write queue; Node's own
 * counters move only once a whole write is done). A large answer is one write (an 18 MB delivery
 * log): a client reading it steadily but slower than the stall time per write was cut mid-way.
 * Node's stream writes one piece at a time, so this only shrinks until the write is done.
 */
function unsentOfWriteInFlight(socket: Socket): number {
  const handle = (socket as Socket & { _handle?: { writeQueueSize?: number } | null })._handle;
  return handle?.writeQueueSize ?? 0;
}
