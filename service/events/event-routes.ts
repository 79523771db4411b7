import Router from '@koa/router';
import { PassThrough } from 'node:stream';
import type { AppDeps } from '../app-deps.ts';
import { adminOnly } from '../http/bearer-auth.ts';

const HEARTBEAT_MS = 15_000;

/**
 * `GET /api/events`: server-sent events of new leads and deliveries for the Lead Sources page.
 * Read with fetch (not EventSource) so the admin token travels in the Authorization header.
 */
export function eventRoutes({ events, shutdown }: AppDeps): Router {
  const open = new Set<PassThrough>();
  shutdown.push(async () => {
    for (const stream of open) stream.end();
  });
  const router = new Router();

  router.get('/events', adminOnly, (ctx) => {
    const stream = new PassThrough();
    open.add(stream);
    const unsubscribe = events.subscribe((event) => stream.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`));
    const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const stop = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(stream);
    };
    ctx.req.once('close', stop);
    stream.once('close', stop);

    ctx.req.socket.setTimeout(0);
    ctx.set({ 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', 'X-Accel-Buffering': 'no' });
    ctx.body = stream;
    stream.write(': connected\n\n');
  });

  return router;
}
