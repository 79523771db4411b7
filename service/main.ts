import { ConfigError, loadConfig } from './base/config.ts';
import { createLogger } from './logger.ts';
import { startServer, type RunningServer } from './server.ts';
import { startLine } from './start-line.ts';

// Reads the environment, starts the service, and stops it cleanly on SIGTERM/SIGINT.
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  let running: RunningServer | undefined; // eslint-disable-line prefer-const -- assigned after the signal handlers that read it
  let stopping = false;
  // Installed before the start line, so a signal right after it still drains and exits 0.
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: draining requests');
    await running?.close();
    logger.info('stopped');
    logger.flush(() => process.exit(0));
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  // The reader threads start now, not in the middle of the first burst of large bodies (read-pool.ts).
  running = await startServer(config, logger, { readerThreadsAtStart: true });
  if (stopping) return void (await running.close());
  const address = running.server.address();
  const listening = typeof address === 'object' && address ? `${config.host}:${address.port}` : String(address);
  // The start line, and the warning before it, show whatever LOG_LEVEL says: the line may carry
  // the only print of a generated token, the warning the reason no sender reaches the service.
  const startLogger = logger.child({}, { level: 'info' });
  if (running.webhookUrlWarning) startLogger.warn({ host: config.host }, running.webhookUrlWarning);
  const { fields, msg } = startLine(config, running, listening);
  startLogger.info(fields, msg);
  logger.flush(); // logs are buffered; the start line must show at once
}

main().catch((error: unknown) => {
  console.error(`Lead intake cannot start: ${startupReason(error)}`);
  process.exit(1);
});

function startupReason(error: unknown): string {
  if (error instanceof ConfigError) return error.message;
  const err = error as NodeJS.ErrnoException & { syscall?: string };
  if (err.code === 'EADDRINUSE') return `the port is already in use (${err.message}); set PORT to a free port.`;
  if (err.code === 'EACCES' || err.code === 'EROFS' || err.code === 'ENOTDIR' || err.code === 'EEXIST') {
    return `DATA_DIR is not usable (${err.message}); point DATA_DIR at a writable folder.`;
  }
  if (err.name?.startsWith('Mongo')) return `MongoDB is unreachable (${err.message}); check MONGODB_URI.`;
  return err.message ?? String(error);
}
