import { expect } from 'chai';
import { request as httpRequest } from 'node:http';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

/**
 * The webhook is answered below Koa (service/webhook/webhook-listener.ts): every request target
 * Koa's `ctx.path` reads as a webhook path must reach it, and its answers must be written as Koa
 * wrote them (HEAD: the GET's headers and length, no body).
 */
describe('Webhook served below Koa: the same paths, the same answers', () => {
  let server: TestServer;
  let path: string;
  before(async () => {
    server = await startTestServer();
    path = new URL((await server.createSource({ defaultCountry: 'US' })).webhookUrl).pathname;
  });
  after(() => server.stop());

  const raw = (target: string, method = 'GET') => new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const { port } = new URL(server.url);
    const req = httpRequest({ host: '127.0.0.1', port, path: target, method }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk) => (body += chunk)).on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject).end();
  });

  it('reads the path as Koa does: with a query, a trailing slash, a fragment, or in absolute form', async () => {
    for (const target of [`${path}?utm_source=ad`, `${path}/`, `${path}#top`, `${path}?a=b#c`, `${server.url}${path}`]) {
      const answer = await raw(target);
      expect(answer.status, target).to.equal(200);
      expect(JSON.parse(answer.body).status, target).to.equal('ok');
      expect(answer.headers['access-control-allow-origin'], target).to.equal('*');
    }
  });

  it('leaves paths that are not a webhook path to the app (404 not_found, not webhook_not_found)', async () => {
    for (const target of [path.replace('/webhook/', '/Webhook/'), `${path}/more`, '/webhook/', '/webhooks/x']) {
      const answer = await raw(target, 'POST');
      expect(answer.status, target).to.equal(404);
      expect(JSON.parse(answer.body).error.code, target).to.equal('not_found');
      expect(answer.headers['access-control-allow-origin'], target).to.equal(undefined);
    }
  });

  it('answers HEAD with the headers and length of the GET and no body, found or not', async () => {
    for (const target of [path, '/webhook/no-such-token']) {
      const get = await raw(target);
      const head = await raw(target, 'HEAD');
      expect(head.status).to.equal(get.status);
      expect(head.body).to.equal('');
      expect(head.headers['content-type']).to.equal('application/json; charset=utf-8');
      expect(Number(head.headers['content-length'])).to.equal(Buffer.byteLength(get.body)).and.be.greaterThan(0);
    }
  });
});
