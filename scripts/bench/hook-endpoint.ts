// --compare --subscribe: an HTTPS endpoint in the bench process (core 1) that takes the service's
// outbound webhooks, so "this working tree" runs with one subscription that every lead is sent to.
// `hold`: an endpoint that never answers (its tries wait for their timeout, so the worker's slots
// stay full and it sends nothing more): what intake pays for a subscription, the sending apart.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface HookEndpoint {
  url: string;
  /** The certificate to trust (OUTBOUND_CA_FILE). */
  caFile: string;
  received(): number;
  /** Resolves once no event has arrived for a while: the service's backlog is sent. */
  drained(): Promise<void>;
  close(): Promise<void>;
}

/** No event for this long: the backlog is sent (the worker polls every 250 ms). */
const QUIET_MS = 600;
const DRAIN_LIMIT_MS = 120_000;

export async function startHookEndpoint({ hold = false } = {}): Promise<HookEndpoint> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lead-intake-bench-hook-'));
  const [keyFile, caFile] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', keyFile].concat([
      '-out',
      caFile,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ]),
    { stdio: 'ignore' },
  );
  let count = 0;
  const server = createServer({ key: readFileSync(keyFile), cert: readFileSync(caFile) }, (req, res) => {
    req.resume();
    req.on('end', () => {
      count++;
      if (!hold) res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    caFile,
    received: () => count,
    drained: async () => {
      const started = Date.now();
      for (let last = -1; count !== last && Date.now() - started < DRAIN_LIMIT_MS;) {
        last = count;
        await sleep(QUIET_MS);
      }
    },
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
