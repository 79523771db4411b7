import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { KeyedGate } from '../http/keyed-gate.ts';

export const toolError = (text: string) => ({ isError: true, content: [{ type: 'text' as const, text }] });

/** Tool calls of the agent token answered at once (docs/api.md §6); more get a tool error saying to retry. */
export const AGENT_CALLS_AT_ONCE = 2;
const AGENT = 'agent';

/** A tool's handler run only while the agent has fewer than AGENT_CALLS_AT_ONCE calls running. */
export function limited<A>(calls: KeyedGate, handler: (args: A) => Promise<CallToolResult>) {
  return async (args: A): Promise<CallToolResult> => {
    const release = await calls.enter(AGENT);
    if (!release)
      return toolError(
        `This agent already has ${AGENT_CALLS_AT_ONCE} calls running; retry this one in a second, or wait for their answers first.`,
      );
    try {
      return await handler(args);
    } finally {
      release();
    }
  };
}
