// What a webhook request passes besides intake (webhook/webhook-listener.ts, below Koa): its path,
// request id, CORS headers, client address, log line and metrics, on real Node request and
// response objects.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { createLogger } from '../../../service/logger.ts';
import { AppMetrics } from '../../../service/metrics/app-metrics.ts';
import { webhooksFirst } from '../../../service/webhook/webhook-listener.ts';
import { cpuPerCall } from './cpu-timer.ts';
import { TOKEN } from './lead-pipeline.ts';

const CALLS = 4000;

/**
 * CPU per request of the edge: a request through the webhook listener with a route answering
 * `answer` at once, less the same answer written by a bare listener (its JSON, Content-Type and
 * Content-Length, as the listener writes it). Each call gets a fresh request and response, built
 * outside the timed loop.
 */
export async function edgeStage(answer: () => unknown): Promise<number> {
  const notWebhook = () => {
    throw new Error('edge stage: the request did not reach the webhook listener');
  };
  const listener = webhooksFirst(async () => ({ status: 200, body: answer() }), notWebhook, {
    logger: createLogger('info', '/dev/null'),
    metrics: new AppMetrics(),
    trustProxy: undefined,
  });
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
