import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { KeyedGate } from '../http/keyed-gate.ts';
import type { LeadStore } from '../store/lead-store.ts';
import { createLeadToolsServer } from './lead-tools.ts';

/**
 * Answers one JSON-RPC message (or batch) with a server and transport made for it alone (the SDK's
 * stateless mode): any instance can answer any request. The answer is one JSON body, so no event
 * stream stays open. Both are closed once the answer is written, never earlier: closed while a tool
 * still runs (say on the agent going away), the SDK would never settle this request.
 */
export async function answerAlone(
  store: LeadStore,
  calls: KeyedGate,
  req: IncomingMessage,
  res: ServerResponse,
  body: unknown,
): Promise<void> {
  const server = createLeadToolsServer(store, calls);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  try {
    await server.connect(transport);
    await transport.handleRequest(req, res, body);
  } finally {
    await server.close();
  }
}

/** Agent calls answered at once by one instance (each holds ~31 KiB while it waits, and its answer up to about 1 MiB: answer-budget.ts). */
export const MAX_EXCHANGES_IN_FLIGHT = 64;
