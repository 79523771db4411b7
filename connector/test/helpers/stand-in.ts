import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandIn {
  /** Base URL, http://127.0.0.1:<port>. */
  url: string;
  /** Every request it received, method and path. */
  received: Array<{ method: string; path: string }>;
  close(): Promise<void>;
}

/**
 * A real HTTP server on port 0 standing in for what can sit between Zapier and the service: a proxy
 * that redirects, a maintenance page, a gateway error. It answers every request with `answer`.
 */
export async function startStandIn(
  answer: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<StandIn> {
  const received: StandIn['received'] = [];
  const server = createServer((request, response) => {
    received.push({ method: request.method ?? '', path: request.url ?? '' });
    request.resume();
    request.on('end', () => answer(request, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Answers with a fixed status, headers and body. */
export const fixedAnswer =
  (status: number, body: string, headers: Record<string, string> = {}) =>
  (_request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(status, headers);
    response.end(body);
  };

export const MAINTENANCE_PAGE = '<!doctype html><html><body><h1>Down for maintenance</h1></body></html>';
