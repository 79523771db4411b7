import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface MetricsServer {
  /** e.g. http://127.0.0.1:9464/metrics */
  url: string;
  close(): Promise<void>;
}

/**
 * The metrics listener, apart from the public one so a proxy in front of the webhook never exposes
 * it: `GET /metrics` in Prometheus' text format, 404 for anything else.
 */
export async function startMetricsServer(registry: Registry, port: number, host: string): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Metrics are at GET /metrics.\n');
      return;
    }
    registry.metrics().then(
      (text) =>
        res.writeHead(200, { 'Content-Type': registry.contentType }).end(req.method === 'HEAD' ? undefined : text),
      () => res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Metrics could not be collected.\n'),
    );
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: Error) => {
      reject(
        new Error(
          `METRICS_PORT ${port} on ${host} cannot be used (${error.message}); set METRICS_PORT to a free port or leave it unset.`,
        ),
      );
    });
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shown}:${address.port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
