import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { loadConfig } from '../../service/base/config.ts';
import { createLogger } from '../../service/logger.ts';
import { startServer, type RunningServer, type ServerOptions } from '../../service/server.ts';
import { scopedUri } from '../store/mongo-scoped-uri.ts';

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

/**
 * The real service on port 0. Its store: with MONGODB_URI set (a replica set), a fresh database
 * there named after DATA_DIR (the same DATA_DIR restarts on the same data), dropped on stop;
 * otherwise a real SQLite file in DATA_DIR. An env naming MONGODB_URI itself is used as given.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  dataDir = tempDataDir(),
  options: ServerOptions = {},
): Promise<TestServer> {
  const mongodbUri = env.MONGODB_URI ? undefined : process.env.MONGODB_URI;
  return start(
    { ...(mongodbUri ? testDatabaseEnv(mongodbUri, dataDir) : {}), ...env },
    dataDir,
    Boolean(mongodbUri),
    options,
  );
}

/**
 * Mocha hooks for a describe block: before its tests, a server with no rate limit and no byte charge (startTestServer)
 * and one source whose national numbers read as US ones, handed to `ready`; stopped after them.
 */
export function serverWithSource(ready: (server: TestServer, source: SourceView) => void): void {
  let server: TestServer | undefined;
  before(async () => {
    server = await startTestServer({ WEBHOOK_RATE_LIMIT: '0', WEBHOOK_BYTES_PER_SECOND: '0' });
    ready(server, await server.createSource({ defaultCountry: 'US' }));
  });
  after(() => server?.stop());
}

/** For tests of the embedded store itself (its files, a full disk, a locked file): SQLite always. */
export function startSqliteTestServer(env: Record<string, string> = {}, dataDir = tempDataDir()): Promise<TestServer> {
  return start(env, dataDir, false);
}

async function start(
  env: Record<string, string>,
  dataDir: string,
  ownDatabase: boolean,
  options: ServerOptions = {},
): Promise<TestServer> {
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env });
  const running = await startServer(config, createLogger(config.logLevel), options);
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
      if (keepData) return;
      removeDir(dataDir);
      if (ownDatabase) await dropDatabase(config.mongodbUri!);
    },
  };
}

/**
 * A database of its own on the MongoDB of MONGODB_URI (authSource kept), and the tokens the
 * embedded store would have generated: MongoDB requires ADMIN_TOKEN, and agent access is on only
 * with AGENT_TOKEN. Both derive from DATA_DIR, so a restart on the same DATA_DIR keeps them.
 */
function testDatabaseEnv(uri: string, dataDir: string): Record<string, string> {
  const name = path
    .basename(dataDir)
    .replace(/[^A-Za-z0-9]/g, '_')
    .slice(-48); // lead_intake_test_<random>
  return { MONGODB_URI: scopedUri(uri, name), ADMIN_TOKEN: `admin-token-${name}`, AGENT_TOKEN: `agent-token-${name}` };
}

async function dropDatabase(uri: string): Promise<void> {
  const client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 5_000 });
  try {
    await client.db().dropDatabase();
  } finally {
    await client.close();
  }
}

export function removeDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}
