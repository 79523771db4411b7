import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../service/config.ts';
import { createLogger } from '../../service/logger.ts';
import { startServer, type RunningServer } from '../../service/server.ts';

export interface TestServer extends RunningServer {
  dataDir: string;
  /** fetch against the server with the admin token. */
  api(pathname: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  createSource(body?: Record<string, unknown>): Promise<SourceView>;
  post(webhookUrl: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** Stops the server and removes its DATA_DIR, unless keepData (to start again on the same data). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export interface SourceView {
  id: string;
  name: string;
  webhookUrl: string;
  defaultCountry: string | null;
  createdAt: string;
  updatedAt: string;
  leadCount: number;
  lastLeadAt: string | null;
}

export const tempDataDir = () => mkdtempSync(path.join(tmpdir(), 'lead-intake-test-'));

let counter = 0;
/** A name no other test uses, so tests never depend on each other's data. */
export const unique = (prefix: string) => `${prefix}-${process.pid}-${Date.now()}-${++counter}`;

/** A phone number no other test uses: +1 415 then seven digits from the clock and a counter (possible in the US plan). */
export const uniquePhone = () => {
  const n = (Date.now() * 1000 + ++counter) % 10_000_000;
  return `+1415${String(n).padStart(7, '0')}`;
};

/** The real service on port 0 with a real SQLite file in a temporary DATA_DIR. */
export async function startTestServer(env: Record<string, string> = {}, dataDir = tempDataDir()): Promise<TestServer> {
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env });
  const running = await startServer(config, createLogger(config.logLevel));
  const api = (pathname: string, init: RequestInit & { json?: unknown } = {}) => {
    const { json, ...rest } = init;
    return fetch(`${running.url}${pathname}`, {
      ...rest,
      headers: {
        Authorization: `Bearer ${running.adminToken}`,
        ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(rest.headers as Record<string, string> | undefined),
      },
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
  };
  return {
    ...running,
    dataDir,
    api,
    async createSource(body = {}) {
      const response = await api('/api/sources', { method: 'POST', json: { name: unique('source'), ...body } });
      if (response.status !== 201) throw new Error(`createSource: ${response.status} ${await response.text()}`);
      return (await response.json()) as SourceView;
    },
    post(webhookUrl, body, headers = { 'Content-Type': 'application/json' }) {
      // Webhook URLs name PUBLIC_BASE_URL (localhost); tests reach the server where it listens.
      const target = webhookUrl.replace(running.publicBaseUrl, running.url);
      const payload = typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body);
      return fetch(target, { method: 'POST', headers, body: payload as BodyInit });
    },
    async stop({ keepData = false } = {}) {
      await running.close();
      if (!keepData) removeDir(dataDir);
    },
  };
}

export function removeDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}
