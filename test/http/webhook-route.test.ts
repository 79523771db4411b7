import { expect } from 'chai';
import { request as httpRequest } from 'node:http';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

/**
 * `/webhook/:token` is a route of the Koa app (service/webhook/webhook-routes.ts): every request
 * target Koa's `ctx.path` reads as a webhook path reaches it, and no other; HEAD answers as GET does
 * without a body.
 */
describe('Webhook route: the same paths, the same answers', () => {
  let server: TestServer;
  let path: string;
  before(async () => {
    server = await startTestServer({ METRICS_PORT: '0' });
    path = new URL((await server.createSource({ defaultCountry: 'US' })).webhookUrl).pathname;
  });
  after(() => server.stop());

  const raw = (target: string, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      const { port } = new URL(server.url);
      const req = httpRequest({ host: '127.0.0.1', port, path: target, method }, (res) => {
        let body = '';
        res
          .setEncoding('utf8')
          .on('data', (chunk) => (body += chunk))
          .on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on('error', reject).end();
    });

  it('reads the path as Koa does: with a query, a trailing slash, a fragment, or in absolute form', async () => {
    for (const target of [
      `${path}?utm_source=ad`,
      `${path}/`,
      `${path}#top`,
      `${path}?a=b#c`,
      `${server.url}${path}`,
    ]) {
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

  it('counts a request whose client hung up mid-body by the answer it was given (400 invalid_body), not as a 200', async () => {
    const count = async () => {
      const text = await (await fetch(server.metricsUrl!)).text();
      const durations = text
        .split('\n')
        .filter(
          (line) =>
            line.startsWith('lead_intake_http_request_duration_seconds_count{') &&
            line.includes('route="/webhook/:token"') &&
            line.includes('method="POST"'),
        );
      const of = (status: string) =>
        durations
          .filter((line) => line.includes(`status="${status}"`))
          .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
      const leads = text
        .split('\n')
        .find(
          (line) =>
            line.startsWith('lead_intake_leads_received_total{') &&
            line.includes('outcome="rejected"') &&
            line.includes('code="invalid_body"'),
        );
      return { s400: of('400'), s200: of('200'), invalidBody: leads ? Number(leads.split(' ').pop()) : 0 };
    };
    const before = await count();
    const { port } = new URL(server.url);
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': 1000 },
    });
    req.on('error', () => undefined);
    req.write('{"name": "Half');
    await new Promise((resolve) => setTimeout(resolve, 50)); // the head reaches the server before the hang-up
    req.destroy();
    let after = before;
    for (let tries = 0; tries < 100 && after.invalidBody === before.invalidBody; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await count();
    }
    expect(after.invalidBody).to.equal(before.invalidBody + 1);
    expect(after.s400).to.equal(before.s400 + 1);
    expect(after.s200).to.equal(before.s200);
  });
});
