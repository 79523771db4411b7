import { expect } from 'chai';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { loadConfig } from '../../service/base/config.ts';
import { startServer, type RunningServer } from '../../service/server.ts';
import { removeDir, startTestServer, tempDataDir } from '../helpers/test-server.ts';

/** The real service with TRUST_PROXY as given, its request log lines collected. */
async function serviceBehind(trustProxy: string | undefined) {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const dataDir = tempDataDir();
  const env = { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}) };
  const running: RunningServer = await startServer(loadConfig(env), pino({ base: undefined }, sink));
  const wrongToken = async (forwardedFor: string) => {
    const answer = await fetch(`${running.url}/api/sources`, {
      headers: { Authorization: 'Bearer wrong-token-0123456789', 'X-Forwarded-For': forwardedFor },
    });
    await answer.text();
    return answer.status;
  };
  return {
    running,
    wrongToken,
    clientsLogged: () => lines.filter((line) => line.msg === 'request').map((line) => line.client),
    stop: async () => {
      await running.close();
      removeDir(dataDir);
    },
  };
}

describe('TRUST_PROXY: the client address behind a reverse proxy', () => {
  it('off (the default): a spoofed X-Forwarded-For changes nothing; the lockout and the log see the peer', async () => {
    const service = await serviceBehind(undefined);
    try {
      for (let i = 0; i < 30; i++) expect(await service.wrongToken(`198.51.100.${i}`)).to.equal(401);
      expect(await service.wrongToken('198.51.100.200'), 'a fresh spoofed address is still the same client').to.equal(
        429,
      );
      expect(new Set(service.clientsLogged())).to.deep.equal(new Set(['127.0.0.1']));
    } finally {
      await service.stop();
    }
  });

  it('from a peer that is not a trusted proxy, X-Forwarded-For is ignored', async () => {
    const service = await serviceBehind('10.0.0.0/8, 192.0.2.1');
    try {
      for (let i = 0; i < 30; i++) await service.wrongToken(`10.0.0.${i}, 198.51.100.${i}`);
      expect(await service.wrongToken('198.51.100.200')).to.equal(429);
      expect(new Set(service.clientsLogged())).to.deep.equal(new Set(['127.0.0.1']));
    } finally {
      await service.stop();
    }
  });

  it('from a trusted proxy, the rightmost address that is not a proxy is the client: locked out alone, logged', async () => {
    const service = await serviceBehind('127.0.0.1');
    try {
      // The client spoofs the left part; the proxy appended its real address on the right.
      for (let i = 0; i < 30; i++) expect(await service.wrongToken(`203.0.113.${i}, 198.51.100.7`)).to.equal(401);
      expect(await service.wrongToken('198.51.100.7')).to.equal(429);
      expect(await service.wrongToken('198.51.100.8'), 'another client behind the same proxy').to.equal(401);
      const admin = await fetch(`${service.running.url}/api/sources`, {
        headers: { Authorization: `Bearer ${service.running.adminToken}`, 'X-Forwarded-For': '198.51.100.7' },
      });
      expect(admin.status, 'the right token still works from a locked address').to.equal(200);
      expect(service.clientsLogged().slice(0, 32)).to.deep.equal([...Array(31).fill('198.51.100.7'), '198.51.100.8']);
    } finally {
      await service.stop();
    }
  });

  it('with a hop count, one proxy in front: the entry that proxy appended', async () => {
    const service = await serviceBehind('1');
    try {
      for (let i = 0; i < 30; i++) await service.wrongToken(`203.0.113.${i}, 198.51.100.9`);
      expect(await service.wrongToken('198.51.100.9')).to.equal(429);
      expect(await service.wrongToken('203.0.113.1, 198.51.100.10')).to.equal(401);
    } finally {
      await service.stop();
    }
  });

  it('exempts trusted proxies from MAX_CONNECTIONS_PER_ADDRESS (a proxy holds the connections of all its clients)', async () => {
    for (const [trustProxy, served] of [
      ['127.0.0.1', true],
      ['10.0.0.0/8', false],
      ['1', true],
    ] as const) {
      const server = await startTestServer({ MAX_CONNECTIONS_PER_ADDRESS: '2', TRUST_PROXY: trustProxy });
      const { port } = new URL(server.url);
      // A refused connection may be reset before the test reads it.
      const sockets = Array.from({ length: 3 }, () => connect(Number(port), '127.0.0.1').on('error', () => {}));
      try {
        await Promise.all(sockets.map((socket) => new Promise((resolve) => socket.once('connect', resolve))));
        const third = sockets[2];
        third.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
        let answer = '';
        third.on('data', (chunk) => (answer += chunk));
        await new Promise((resolve) => third.once('close', resolve));
        expect(answer.startsWith('HTTP/1.1 200'), `TRUST_PROXY=${trustProxy}`).to.equal(served);
      } finally {
        for (const socket of sockets) socket.destroy();
        await server.stop();
      }
    }
  });
});
