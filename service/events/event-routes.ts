import Router from '@koa/router';
import { PassThrough } from 'node:stream';
import type { AppDeps } from '../app-deps.ts';
import { adminOnly } from '../http/bearer-auth.ts';

const HEARTBEAT_MS = 15_000;
/** A reader this far behind is cut off; the page reconnects and reloads its lists (docs/api.md §4). */
const MAX_UNREAD_BYTES = 1024 * 1024;

/**
 * `GET /api/events`: server-sent events of new leads and delivery summaries for the Lead Sources
 * page. Read with fetch (not EventSource) so the admin token travels in the Authorization header.
 */
export function eventRoutes({ events, shutdown }: AppDeps): Router {
  const open = new Set<PassThrough>();
  shutdown.push(async () => {
    for (const stream of open) stream.end();
  });
  const router = new Router();

  router.get('/events', adminOnly, (ctx) => {
    const stream = new PassThrough();
    const socket = ctx.req.socket;
    open.add(stream);
    const send = (text: string) => {
      stream.write(text);
      // What waits in this process for a reader that stopped reading: past the bound, let it go.
      if (stream.writableLength + stream.readableLength + socket.writableLength > MAX_UNREAD_BYTES) socket.destroy();
    };
    const unsubscribe = events.subscribe(
      (event) => send(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`),
      // Events may be missing: the page reconnects and reloads its lists.
      () => socket.destroy(),
    );
    const heartbeat = setInterval(() => send(': keep-alive\n\n'), HEARTBEAT_MS);
    const stop = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(stream);
    };
    ctx.req.once('close', stop);
    stream.once('close', stop);

    socket.setTimeout(0);
    ctx.set({ 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', 'X-Accel-Buffering': 'no' });
    ctx.body = stream;
    stream.write(': connected\n\n');
  });

  return router;
}
