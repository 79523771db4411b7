import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A certificate made here (openssl) for localhost, 127.0.0.1 and hooks.test: its own CA (OUTBOUND_CA_FILE). */
export function makeCertificate(): { dir: string; certFile: string; cert: string; key: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'lead-intake-tls-'));
  const [keyFile, certFile] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,DNS:hooks.test,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { dir, certFile, cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8') };
}

export interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  at: number;
}

/** What the endpoint answers to one request. */
export type Answer = { status: number; headers?: Record<string, string>; body?: string; delayMs?: number };

/** A local HTTPS endpoint that records what reaches it and answers as the test says (200 by default). */
export class TlsEndpoint {
  readonly received: Received[] = [];
  answer: (request: Received) => Answer = () => ({ status: 200, body: 'ok' });
  private waiters: Array<() => void> = [];

  private constructor(private readonly server: Server) {}

  static async start(tls: { cert: string; key: string }): Promise<TlsEndpoint> {
    const server = createServer({ cert: tls.cert, key: tls.key });
    const endpoint = new TlsEndpoint(server);
    server.on('request', (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const received = {
          path: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks).toString(),
          at: Date.now(),
        };
        endpoint.received.push(received);
        const { status, headers = {}, body = '', delayMs = 0 } = endpoint.answer(received);
        for (const wake of endpoint.waiters.splice(0)) wake();
        const timer = setTimeout(() => res.writeHead(status, headers).end(body), delayMs);
        res.on('close', () => clearTimeout(timer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return endpoint;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  url(pathname = '/hook', host = '127.0.0.1'): string {
    return `https://${host}:${this.port}${pathname}`;
  }

  /** Resolves once `count` requests arrived in all (or rejects after timeoutMs). */
  async waitFor(count: number, timeoutMs = 5_000): Promise<Received[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`the endpoint got ${this.received.length} requests, not ${count}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => (clearTimeout(timer), resolve()));
      });
    }
    return this.received;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

export const removeCertificate = (dir: string) => rmSync(dir, { recursive: true, force: true });
