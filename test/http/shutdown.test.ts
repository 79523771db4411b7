import { expect } from 'chai';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { PassThrough } from 'node:stream';
import { deliveriesOnceCounted } from '../helpers/delivery-log.ts';
import { startTestServer, tempDataDir } from '../helpers/test-server.ts';

describe('Shutdown drain', () => {
  it('closes a keep-alive connection once its in-flight answer is sent, instead of waiting for the client to hang up', async () => {
    const server = await startTestServer();
    const source = await server.createSource();
    const { hostname, port, pathname } = new URL(source.webhookUrl.replace(server.publicBaseUrl, server.url));
    // A client that keeps idle connections open for as long as the server allows.
    const agent = new Agent({ keepAlive: true, keepAliveMsecs: 60_000 });
    const body = new PassThrough();
    const answered = new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: hostname,
          port,
          path: pathname,
          method: 'POST',
          agent,
          headers: { 'Content-Type': 'application/json' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        },
      );
      req.on('error', reject);
      body.pipe(req);
    });
    body.write('{"phone": "+14155550142"');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const closing = server.stop();
    await new Promise((resolve) => setTimeout(resolve, 100));
    body.end('}');
    expect(await answered, 'the request in flight is answered').to.equal(200);
    await closing;
    // Without closing it, the idle connection would hold the drain until the 10 s forced close.
    expect(Date.now() - started).to.be.lessThan(3_000);
    agent.destroy();
  });

  it('logs the refusals counted while the server drains, once it has drained', async function () {
    this.timeout(20_000);
    const dataDir = tempDataDir();
    const server = await startTestServer({}, dataDir);
    const source = await server.createSource();
    const revoked = new URL(source.webhookUrl).pathname;
    const live = new URL(
      (await (await server.api(`/api/sources/${source.id}/regenerate`, { method: 'POST' })).json()).webhookUrl,
    ).pathname;
    // A connection busy with a body still arriving when the shutdown begins, a request to the old URL behind it.
    const { hostname, port } = new URL(server.url);
    const socket = connect(Number(port), hostname);
    let answers = '';
    socket.on('data', (chunk) => (answers += chunk));
    const body = '{"phone": "+14155550143"}';
    socket.write(
      `POST ${live} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = server.stop({ keepData: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.write(`${body.slice(5)}POST ${revoked} HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}`);
    await closing;
    socket.destroy();
    expect(answers.match(/HTTP\/1\.1 \d+/g), 'both answered while draining').to.deep.equal([
      'HTTP/1.1 200',
      'HTTP/1.1 410',
    ]);
    const again = await startTestServer({}, dataDir);
    try {
      const deliveries = await deliveriesOnceCounted(again, source.id, 410, 1);
      expect(deliveries.filter((d) => d.status === 410).map((d) => d.count)).to.deep.equal([1]);
    } finally {
      await again.stop();
    }
  });
});
