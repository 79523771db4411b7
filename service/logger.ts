import { pino, type Logger } from 'pino';

/** How long a log line may wait in the buffer: a quiet hour's lines show within it, and a crash loses at most this much. */
const LOG_FLUSH_MS = 1_000;

// Buffered, asynchronous writes keep logging off the request path (one write per 4 KB under
// load); the periodic flush writes what a quiet service has buffered, and pino flushes on exit.
// `dest`: stdout, or another file (the bench's stage table logs to /dev/null).
export const createLogger = (level: string, dest: number | string = 1): Logger =>
  pino(
    { level, base: undefined },
    pino.destination({ dest, sync: false, minLength: 4096, periodicFlush: LOG_FLUSH_MS }),
  );
