import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { spawnService, type ServiceProcess } from '../helpers/service-process.ts';
import { removeDir, tempDataDir } from '../helpers/test-server.ts';

const CONNECTIONS = 16;
const PIPELINED = 2_000;
const WATCH_MS = 10_000;

/** Opens a connection, writes `count` pipelined GETs in one write and never reads an answer. */
function neverReader(base: string, count: number): Socket {
  const { hostname, port } = new URL(base);
  const socket = connect(Number(port), hostname);
  socket.pause();
  socket.on('error', () => {});
  socket.write('GET /openapi.json HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(count));
  return socket;
}

/** The service's own process (npm start runs `exec node`, a child of npm). */
function rssMiB(service: ServiceProcess): number {
  const pid = execFileSync('pgrep', ['-P', String(service.child.pid)])
    .toString()
    .trim()
    .split('\n')[0];
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
}

describe('A client that pipelines requests and never reads the answers (docs/operations.md, Security)', function () {
  this.timeout(60_000);
  let dataDir: string;
  let service: ServiceProcess;
  const sockets: Socket[] = [];
  beforeEach(() => {
    dataDir = tempDataDir();
  });
  afterEach(async () => {
    for (const socket of sockets) socket.destroy();
    if (service.child.exitCode === null) {
      service.child.kill('SIGTERM');
      await service.exited;
    }
    removeDir(dataDir);
  });

  it('does not take the service down under a 128 MB heap: it stays up and /healthz answers', async () => {
    service = spawnService({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_OPTIONS: '--max-old-space-size=128' });
    const base = await service.url();
    for (let i = 0; i < CONNECTIONS; i++) sockets.push(neverReader(base, PIPELINED));

    let slowest = 0;
    let peakRss = 0;
    const until = Date.now() + WATCH_MS;
    while (Date.now() < until) {
      expect(service.child.exitCode, `the service exited: ${service.stderr().slice(-500)}`).to.equal(null);
      const started = performance.now();
      const health = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5_000) }).catch((error) => {
        throw new Error(`/healthz failed (${error.cause ?? error}); the service said: ${service.stderr().slice(-300)}`);
      });
      expect(health.status).to.equal(200);
      await health.arrayBuffer();
      slowest = Math.max(slowest, performance.now() - started);
      if (process.env.FLOOD_TRACE) console.log(Math.round(performance.now() - started), rssMiB(service));
      peakRss = Math.max(peakRss, rssMiB(service));
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(slowest, `slowest /healthz in ms (peak RSS ${peakRss} MiB)`).to.be.below(2_000);
    expect(service.child.exitCode).to.equal(null);
  });
});
