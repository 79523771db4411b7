import { pino, type Logger } from 'pino';

// Buffered, asynchronous writes keep logging off the request path; pino flushes them on exit.
// `dest`: stdout, or another file (the bench's stage table logs to /dev/null).
export const createLogger = (level: string, dest: number | string = 1): Logger =>
  pino({ level, base: undefined }, pino.destination({ dest, sync: false, minLength: 4096 }));
