// What a webhook request passes besides intake (service/app.ts): Koa's context and answer, the
// request edge (client address, request id, errors, log line, metrics), the webhook's router, on
// real Node request and response objects.
import Router from '@koa/router';
import Koa from 'koa';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { requestEdge } from '../../../service/http/request-edge.ts';
import { createLogger } from '../../../service/logger.ts';
import { AppMetrics } from '../../../service/metrics/app-metrics.ts';
import { cpuPerCall } from './cpu-timer.ts';
import { TOKEN } from './lead-pipeline.ts';

const CALLS = 4000;

/**
 * CPU per request of the edge: a request through the app's shared middleware (as app.ts orders it)
 * and a webhook router whose route answers `answer` at once, less the same answer written by a bare
 * listener (its JSON, Content-Type and Content-Length). Each call gets a fresh request and
 * response, built outside the timed loop.
 */
export async function edgeStage(answer: () => unknown): Promise<number> {
  const logger = createLogger('info', '/dev/null');
  const app = new Koa({ proxy: false });
  app.silent = true;
  app.use(requestEdge(logger, new AppMetrics(), undefined));
  const router = new Router({ sensitive: true });
  router.all('/webhook/:token', async (ctx) => {
    ctx.set({
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Expose-Headers': 'X-Request-Id',
      'Content-Type': 'application/json; charset=utf-8',
    });
    ctx.body = await Promise.resolve(answer());
  });
  app.use(router.routes());
  const listener = app.callback();
  const bare = async (_req: IncomingMessage, res: ServerResponse) => {
    const text = JSON.stringify(await Promise.resolve(answer()));
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
    });
    res.end(text);
  };
  const exchange = () => {
    const req = new IncomingMessage(new Socket());
    req.method = 'POST';
    req.url = `/webhook/${TOKEN}`;
    req.headers = { host: '127.0.0.1', 'content-type': 'application/json', 'content-length': '500' };
    return { req, res: new ServerResponse(req) };
  };
  // Both answer after a settled promise: each call waits for its answer's end.
  const ended = (res: ServerResponse) =>
    res.writableEnded
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const end = res.end.bind(res);
          res.end = ((...args: Parameters<typeof end>) => {
            const result = end(...args);
            resolve();
            return result;
          }) as typeof res.end;
        });
  const run =
    (handle: (req: IncomingMessage, res: ServerResponse) => unknown) =>
    ({ req, res }: ReturnType<typeof exchange>) => {
      const done = ended(res);
      handle(req, res);
      return done;
    };
  const edged = await cpuPerCall(CALLS, exchange, run(listener));
  const alone = await cpuPerCall(CALLS, exchange, run(bare));
  return edged.us - alone.us;
}
