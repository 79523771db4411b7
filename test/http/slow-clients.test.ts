import { expect } from 'chai';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { loadConfig } from '../../service/base/config.ts';
import { PIPELINING_LIMITS } from '../../service/http/pipelining.ts';
import { createLogger } from '../../service/logger.ts';
import { HTTP_LIMITS, startServer, type RunningServer } from '../../service/server.ts';
import { removeDir, startTestServer, tempDataDir } from '../helpers/test-server.ts';

/** Sends `head` at once, then one byte of `trickle` per interval; resolves with what the server said and when. */
function trickle(url: string, head: string, trickleBytes: string, intervalMs: number) {
  const { hostname, port } = new URL(url);
  return new Promise<{ answer: string; ms: number }>((resolve) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname);
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < trickleBytes.length && !socket.destroyed) socket.write(trickleBytes[sent++]);
    }, intervalMs);
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, ms: Date.now() - started });
    });
    socket.write(head);
  });
}

describe('Slow and broken clients @slow', function () {
  this.timeout(30_000);
  let running: RunningServer;
  let dataDir: string;
  let webhookPath: string;
  before(async () => {
    dataDir = tempDataDir();
    // The delivery log of large bodies is built by posting 3.6 MB at once: no byte charge here.
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      WEBHOOK_BYTES_PER_SECOND: '0',
    });
    running = await startServer(config, createLogger('silent'), {
      http: { requestTimeoutMs: 2000, headersTimeoutMs: 1000, writeStallTimeoutMs: 1000 },
    });
    const source = await (
      await fetch(`${running.url}/api/sources`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${running.adminToken}` },
        body: '{"name": "slow"}',
      })
    ).json();
    webhookPath = new URL(source.webhookUrl).pathname;
  });
  after(async () => {
    await running.close();
    removeDir(dataDir);
  });

  it('cuts off a body sent one byte at a time with 408 once the request time is up', async () => {
    const head = `POST ${webhookPath} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`;
    const { answer, ms } = await trickle(running.url, head, '{"phone": "+14155550123"'.padEnd(100, ' '), 200);
    expect(answer).to.match(/^HTTP\/1\.1 408/);
    expect(ms).to.be.within(1500, 5000);
  });

  it('cuts off headers sent one byte at a time with 408 once the header time is up', async () => {
    const { answer, ms } = await trickle(running.url, 'GET /healthz HTTP/1.1\r\n', 'X-Slow: ' + 'a'.repeat(100), 100);
    expect(answer).to.match(/^HTTP\/1\.1 408/);
    expect(ms).to.be.within(800, 4000);
  });

  it('serves others normally meanwhile', async () => {
    const slow = trickle(
      running.url,
      'POST /healthz HTTP/1.1\r\nHost: x\r\nContent-Length: 50\r\n\r\n',
      'x'.repeat(50),
      300,
    );
    expect((await fetch(`${running.url}/healthz`)).status).to.equal(200);
    await slow;
  });

  it('closes a connection that sends nothing once the head time is up, and keeps an idle keep-alive one', async () => {
    const silent = await trickle(running.url, '', '', 100_000);
    expect(silent.ms).to.be.within(800, 3000);
    const { hostname, port } = new URL(running.url);
    const socket = connect(Number(port), hostname);
    const answers: string[] = [];
    socket.on('data', (chunk) => answers.push(String(chunk)));
    const request = 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n';
    socket.write(request);
    // Idle after an answer for longer than the head time: keep-alive rules apply, not the head's.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(socket.destroyed, 'an idle keep-alive connection stays open').to.equal(false);
    socket.write(request);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answers.join('').match(/HTTP\/1\.1 200/g)).to.have.length(2);
    socket.destroy();
  });

  const admin = () => ({ Authorization: `Bearer ${running.adminToken}` });

  /** The server's side of the next connection, and when it closed (ms after it opened). */
  function nextConnectionClosed() {
    return new Promise<number>((resolve) =>
      running.server.once('connection', (socket: Socket) => {
        const opened = Date.now();
        socket.once('close', () => resolve(Date.now() - opened));
      }),
    );
  }

  it('answers a few pipelined requests in order', async () => {
    const { hostname, port } = new URL(running.url);
    const socket = connect(Number(port), hostname);
    let answers = '';
    socket.on('data', (chunk) => (answers += chunk));
    socket.write(
      'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(9) +
        'GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    await once(socket, 'close');
    expect(answers.match(/HTTP\/1\.1 200/g)).to.have.length(10);
  });

  it('closes a connection that pipelines far more requests than it has answered, answering only a few', async () => {
    const closed = nextConnectionClosed();
    const { hostname, port } = new URL(running.url);
    const socket = connect(Number(port), hostname);
    let answers = '';
    socket.on('data', (chunk) => (answers += chunk));
    socket.on('error', () => {});
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(500));
    expect(await closed).to.be.below(1000);
    await once(socket, 'close');
    expect(answers.match(/HTTP\/1\.1 200/g)?.length ?? 0).to.be.at.most(
      PIPELINING_LIMITS.inProgress + PIPELINING_LIMITS.waiting,
    );
  });

  it('closes a connection whose answers are not read once they have not moved for the write-stall time', async () => {
    // Answers larger than the kernel's loopback buffers: a delivery log of 60 bodies of 60 KB (~3.6 MB).
    const big = JSON.stringify({ note: 'x'.repeat(60_000) });
    for (let i = 0; i < 60; i++)
      await (await fetch(`${running.url}${webhookPath}`, { method: 'POST', body: big })).arrayBuffer();
    const closed = nextConnectionClosed();
    const { hostname, port } = new URL(running.url);
    const socket = connect(Number(port), hostname);
    socket.pause();
    socket.on('error', () => {});
    const sourceId = (await (await fetch(`${running.url}/api/sources`, { headers: admin() })).json()).sources[0].id;
    socket.write(
      `GET /api/sources/${sourceId}/deliveries HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${running.adminToken}\r\n\r\n`.repeat(
        4,
      ),
    );
    try {
      expect(await closed).to.be.within(1000, 5000);
    } finally {
      socket.destroy();
    }
  });

  it('never cuts a client that reads a large answer steadily, though slower than the write-stall time lets one write finish', async () => {
    const config = loadConfig({
      DATA_DIR: tempDataDir(),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      BODY_LIMIT_BYTES: '1048576',
      WEBHOOK_BYTES_PER_SECOND: '0',
    });
    const big = await startServer(config, createLogger('silent'), { http: { writeStallTimeoutMs: 1000 } });
    const { hostname, port } = new URL(big.url);
    const auth = { Authorization: `Bearer ${big.adminToken}` };
    try {
      const source = await (
        await fetch(`${big.url}/api/sources`, { method: 'POST', headers: auth, body: '{"name": "large log"}' })
      ).json();
      // A delivery log of 20 bodies of 900 KB: one answer of 18 MB, written in one piece.
      const body = JSON.stringify({ note: 'x'.repeat(900_000) });
      for (let i = 0; i < 20; i++)
        await (
          await fetch(source.webhookUrl.replace(big.publicBaseUrl, big.url), { method: 'POST', body })
        ).arrayBuffer();
      const socket = connect(Number(port), hostname);
      socket.on('error', () => {});
      let received = 0;
      // About 3 MB/s: minutes for a phone, seconds here; far more than a write-stall time in all.
      socket.on('data', (chunk) => {
        received += chunk.length;
        socket.pause();
        setTimeout(() => socket.resume(), chunk.length / 3_000);
      });
      socket.write(
        `GET /api/sources/${source.id}/deliveries HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${big.adminToken}\r\nConnection: close\r\n\r\n`,
      );
      await once(socket, 'close');
      expect(received, 'the whole answer was read').to.be.above(18_000_000);
    } finally {
      await big.close();
    }
  });

  it('keeps a quiet live-event stream open past the write-stall time: nothing waits to be written', async () => {
    const { hostname, port } = new URL(running.url);
    const socket = connect(Number(port), hostname);
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.write(`GET /api/events HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${running.adminToken}\r\n\r\n`);
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(socket.destroyed || socket.readableEnded, 'the stream is open').to.equal(false);
      await fetch(`${running.url}${webhookPath}`, { method: 'POST', body: '{"phone": "+14155550177"}' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(text)
        .to.match(/^HTTP\/1\.1 200/)
        .and.to.include('event: lead');
    } finally {
      socket.destroy();
    }
  });

  it('serves a POST sent with Expect: 100-continue, and one whose body trickles with requests pipelined behind it', async () => {
    const { hostname, port } = new URL(running.url);
    const socket = connect(Number(port), hostname);
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    const body = '{"phone": "+14155550178"}';
    const post = `POST ${webhookPath} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n`;
    try {
      socket.write(`${post}Expect: 100-continue\r\n\r\n`);
      await once(socket, 'data');
      expect(text).to.match(/^HTTP\/1\.1 100 Continue\r\n\r\n$/);
      socket.write(body);
      socket.write(`${post}\r\n${body.slice(0, 3)}`);
      for (const byte of body.slice(3)) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        socket.write(byte);
      }
      socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(5));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(text.match(/HTTP\/1\.1 \d+/g)).to.deep.equal([
        'HTTP/1.1 100',
        'HTTP/1.1 200',
        'HTTP/1.1 200',
        ...Array(5).fill('HTTP/1.1 200'),
      ]);
    } finally {
      socket.destroy();
    }
  });

  it('closes idle keep-alive connections, longest idle first, as the server nears its connection cap', async () => {
    const capped = await startServer(
      loadConfig({ DATA_DIR: tempDataDir(), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' }),
      createLogger('silent'),
      {
        http: { maxConnections: 20 },
      },
    );
    const { hostname, port } = new URL(capped.url);
    const holders: Socket[] = [];
    const source = await (
      await fetch(`${capped.url}/api/sources`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${capped.adminToken}` },
        body: '{"name": "busy"}',
      })
    ).json();
    // The oldest connection is busy, not idle: its body is still arriving.
    const busy = connect(Number(port), hostname);
    let busyAnswer = '';
    busy.on('data', (chunk) => (busyAnswer += chunk));
    const body = JSON.stringify({ phone: '+14155550123' });
    busy.write(
      `POST ${new URL(source.webhookUrl).pathname} HTTP/1.1\r\nHost: x\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    try {
      // A client holding the other 19 slots with idle keep-alive connections (one request each).
      for (let i = 0; i < 19; i++) {
        const socket = connect(Number(port), hostname);
        socket.on('error', () => {});
        socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
        await once(socket, 'data');
        holders.push(socket);
      }
      const health = await fetch(`${capped.url}/healthz`, { signal: AbortSignal.timeout(3_000) });
      expect(health.status, 'a new client is served').to.equal(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const open = holders.map((socket) => !socket.readableEnded && !socket.destroyed);
      expect(open.slice(0, 3), 'the longest idle were closed').to.deep.equal([false, false, false]);
      expect(open.slice(-10).every(Boolean), 'the most recently active kept').to.equal(true);
      busy.write(body.slice(5));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(busyAnswer, 'a busy connection is never shed').to.match(/^HTTP\/1\.1 200/);
    } finally {
      busy.destroy();
      for (const socket of holders) socket.destroy();
      await capped.close();
    }
  });

  it('does not shed a keep-alive connection whose next request has started to arrive', async () => {
    const capped = await startServer(
      loadConfig({ DATA_DIR: tempDataDir(), PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' }),
      createLogger('silent'),
      {
        http: { maxConnections: 20 },
      },
    );
    const { hostname, port } = new URL(capped.url);
    const source = await (
      await fetch(`${capped.url}/api/sources`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${capped.adminToken}` },
        body: '{"name": "returning"}',
      })
    ).json();
    const holders: Socket[] = [];
    // The longest idle connection: one answered request, then the first part of a POST's head.
    const returning = connect(Number(port), hostname);
    let answers = '';
    returning.on('data', (chunk) => (answers += chunk));
    returning.on('error', () => {});
    returning.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    await once(returning, 'data');
    const body = JSON.stringify({ phone: '+14155550188' });
    returning.write(
      `POST ${new URL(source.webhookUrl).pathname} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      for (let i = 0; i < 19; i++) {
        const socket = connect(Number(port), hostname);
        socket.on('error', () => {});
        socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
        await once(socket, 'data');
        holders.push(socket);
      }
      returning.write(`Content-Length: ${body.length}\r\n\r\n${body}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answers.match(/HTTP\/1\.1 \d+/g), 'the POST begun on the connection is answered').to.deep.equal([
        'HTTP/1.1 200',
        'HTTP/1.1 200',
      ]);
      expect(
        holders.slice(0, 2).map((socket) => socket.destroyed || socket.readableEnded),
        'others idle longer were shed',
      ).to.deep.equal([true, true]);
    } finally {
      returning.destroy();
      for (const socket of holders) socket.destroy();
      await capped.close();
    }
  });

  it('sheds no idle connection for a connection the per-address cap refuses', async () => {
    const config = loadConfig({
      DATA_DIR: tempDataDir(),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      MAX_CONNECTIONS_PER_ADDRESS: '4',
    });
    const capped = await startServer(config, createLogger('silent'), { http: { maxConnections: 8 } });
    const { hostname, port } = new URL(capped.url);
    const opened = async (localAddress: string) => {
      const socket = connect({ port: Number(port), host: hostname, localAddress });
      socket.on('error', () => {});
      socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
      await once(socket, 'data');
      return socket;
    };
    const sockets: Socket[] = [];
    try {
      // Another client's idle keep-alive connections, then one address at its cap: 7 open, shedding from 8.
      for (let i = 0; i < 3; i++) sockets.push(await opened('127.0.0.1'));
      for (let i = 0; i < 4; i++) sockets.push(await opened('127.0.0.2'));
      for (let i = 0; i < 3; i++) {
        const refused = connect({ port: Number(port), host: hostname, localAddress: '127.0.0.2' });
        refused.on('error', () => {});
        await once(refused, 'close');
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(
        sockets.slice(0, 3).map((socket) => socket.destroyed || socket.readableEnded),
        'the other client kept its connections',
      ).to.deep.equal([false, false, false]);
    } finally {
      for (const socket of sockets) socket.destroy();
      await capped.close();
    }
  });

  it('caps the connections one address may hold (MAX_CONNECTIONS_PER_ADDRESS)', async () => {
    const capped = await startTestServer({ MAX_CONNECTIONS_PER_ADDRESS: '5' });
    const { hostname, port } = new URL(capped.url);
    const sockets = Array.from({ length: 5 }, () => connect(Number(port), hostname));
    try {
      await Promise.all(sockets.map((s) => new Promise((resolve) => s.once('connect', resolve))));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const refused = await trickle(capped.url, 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n', '', 100_000);
      expect(refused.answer, 'the sixth connection is closed unanswered').to.equal('');
      sockets.pop()!.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await fetch(`${capped.url}/healthz`)).status, 'a freed slot serves again').to.equal(200);
    } finally {
      for (const s of sockets) s.destroy();
      await capped.stop();
    }
  });

  it('uses 30 s for a whole request, 10 s for the head, 65 s keep-alive and connection caps by default', async () => {
    const server = await startTestServer();
    try {
      expect(server.server.requestTimeout).to.equal(HTTP_LIMITS.requestTimeoutMs).and.equal(30_000);
      expect(server.server.headersTimeout).to.equal(10_000);
      expect(server.server.keepAliveTimeout).to.equal(65_000);
      expect(HTTP_LIMITS.writeStallTimeoutMs).to.equal(30_000);
      expect(server.server.maxConnections).to.equal(4096);
    } finally {
      await server.stop();
    }
  });
});
