import { expect } from 'chai';
import { Agent, request } from 'node:http';
import { PassThrough } from 'node:stream';
import { startTestServer } from '../helpers/test-server.ts';

describe('Shutdown drain', () => {
  it('closes a keep-alive connection once its in-flight answer is sent, instead of waiting for the client to hang up', async () => {
    const server = await startTestServer();
    const source = await server.createSource();
    const { hostname, port, pathname } = new URL(source.webhookUrl.replace(server.publicBaseUrl, server.url));
    // A client that keeps idle connections open for as long as the server allows.
    const agent = new Agent({ keepAlive: true, keepAliveMsecs: 60_000 });
    const body = new PassThrough();
    const answered = new Promise<number>((resolve, reject) => {
      const req = request({ host: hostname, port, path: pathname, method: 'POST', agent, headers: { 'Content-Type': 'application/json' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      });
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
});
