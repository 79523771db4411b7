import { pino, type Logger } from 'pino';

// Buffered, asynchronous writes keep logging off the request path; pino flushes them on exit.
export const createLogger = (level: string): Logger =>
  pino({ level, base: undefined }, pino.destination({ dest: 1, sync: false, minLength: 4096 }));
