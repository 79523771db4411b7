import { randomUUID } from 'node:crypto';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';

export interface SessionLimits {
  maxSessions: number;
  idleMs: number;
}

export const DEFAULT_SESSION_LIMITS: SessionLimits = { maxSessions: 100, idleMs: 10 * 60_000 };

interface Session {
  transport: StreamableHTTPServerTransport;
  lastSeen: number;
}

/**
 * Open MCP sessions, bounded so agents cannot exhaust memory: past maxSessions the least recently
 * used one is closed, and sessions idle for idleMs are closed by a sweep.
 */
export class McpSessions {
  private readonly sessions = new Map<string, Session>();
  private readonly sweep: NodeJS.Timeout;

  constructor(
    private readonly createServer: () => McpServer,
    private readonly limits: SessionLimits = DEFAULT_SESSION_LIMITS,
  ) {
    this.sweep = setInterval(() => this.closeIdle(), Math.max(50, Math.min(limits.idleMs / 2, 60_000)));
    this.sweep.unref();
  }

  get size(): number {
    return this.sessions.size;
  }

  find(sessionId: string): StreamableHTTPServerTransport | null {
    const session = this.sessions.get(sessionId);
    if (!session) return null;
    session.lastSeen = Date.now();
    // Map order doubles as recency order for eviction.
    this.sessions.delete(sessionId);
    this.sessions.set(sessionId, session);
    return session.transport;
  }

  /** A transport for a new session; it is registered once the initialize request succeeds. */
  async open(): Promise<StreamableHTTPServerTransport> {
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (sessionId) => {
        while (this.sessions.size >= this.limits.maxSessions) this.closeOldest();
        this.sessions.set(sessionId, { transport, lastSeen: Date.now() });
      },
    });
    transport.onclose = () => {
      if (transport.sessionId) this.sessions.delete(transport.sessionId);
    };
    await this.createServer().connect(transport);
    return transport;
  }

  async closeAll(): Promise<void> {
    clearInterval(this.sweep);
    await Promise.all([...this.sessions.values()].map(({ transport }) => transport.close()));
    this.sessions.clear();
  }

  private closeOldest(): void {
    const [oldestId, oldest] = this.sessions.entries().next().value!;
    this.sessions.delete(oldestId);
    void oldest.transport.close();
  }

  private closeIdle(): void {
    const cutoff = Date.now() - this.limits.idleMs;
    for (const [sessionId, session] of this.sessions) {
      if (session.lastSeen < cutoff) {
        this.sessions.delete(sessionId);
        void session.transport.close();
      }
    }
  }
}
