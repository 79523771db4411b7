// The middleware every request passes before the webhook route (http/request-edge.ts): request id,
// metrics and the log line, on real Koa contexts over real Node request and response objects.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import Koa from 'koa';
import { requestEdge } from '../../../service/http/request-edge.ts';
import { createLogger } from '../../../service/logger.ts';
import { AppMetrics } from '../../../service/metrics/app-metrics.ts';
import { cpuPerCall } from './cpu-timer.ts';
import { TOKEN } from './lead-pipeline.ts';

const CALLS = 4000;
const POOL = 64;

function compose(middleware: Koa.Middleware[], handler: Koa.Middleware): (ctx: Koa.Context) => Promise<unknown> {
  const chain = [...middleware, handler];
  const dispatch = (ctx: Koa.Context, i: number): Promise<unknown> =>
    Promise.resolve(chain[i](ctx, () => (i + 1 < chain.length ? dispatch(ctx, i + 1) : Promise.resolve())));
  return (ctx) => dispatch(ctx, 0);
}

/**
 * CPU per request of the edge: a request through the edge and a handler answering `answer`, less
 * the same request through the handler alone. The response's 'close' is emitted as Node does
 * once the answer is sent, so what waits for it runs too. The contexts come from a small pool,
 * reused (a webhook request leaves nothing on its context that the next one reads): a context per
 * call left thousands alive at once, and collecting them moved the difference by ±4 µs.
 */
export async function edgeStage(answer: () => unknown): Promise<number> {
  const app = new Koa({ proxy: false });
  const edge = [requestEdge(createLogger('info', '/dev/null'), new AppMetrics())];
  const handler: Koa.Middleware = (ctx) => {
    ctx.body = answer();
  };
  const context = () => {
    const req = new IncomingMessage(new Socket());
    req.method = 'POST';
    req.url = `/webhook/${TOKEN}`;
    req.headers = { host: '127.0.0.1', 'content-type': 'application/json', 'content-length': '500' };
    return app.createContext(req, new ServerResponse(req));
  };
  const run = (chain: (ctx: Koa.Context) => Promise<unknown>) => async (ctx: Koa.Context) => {
    await chain(ctx);
    ctx.res.emit('close');
  };
  const pool = Array.from({ length: POOL }, context);
  const fromPool = (i: number) => pool[i % POOL];
  const withEdge = await cpuPerCall(CALLS, fromPool, run(compose(edge, handler)));
  const alone = await cpuPerCall(CALLS, fromPool, run(compose([], handler)));
  return withEdge.us - alone.us;
}
