import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** Requests of one connection the app works on at once; answers go out in order anyway (HTTP/1.1). */
export const PIPELINING_LIMITS = { inProgress: 4, waiting: 16 };

interface Lane {
  inProgress: number;
  waiting: Array<[IncomingMessage, ServerResponse]>;
  paused: boolean;
}

/**
 * Node answers every request of a received chunk at once, and an answer the client does not read
 * stays in memory with its request: 2,000 pipelined GETs in one write, never read, made 2,000
 * answers per connection (docs/operations.md, Security). Here a connection has at most
 * `inProgress` requests in the app; the rest of what was already parsed waits (request objects
 * only, no answer built) and the socket stops reading until an answer is written. A connection
 * with more than `waiting` parsed requests on top is no HTTP client we serve: it is closed.
 */
export function limitPipelining(handle: RequestListener, limits = PIPELINING_LIMITS): RequestListener {
  const lanes = new WeakMap<Socket, Lane>();

  function start(lane: Lane, req: IncomingMessage, res: ServerResponse) {
    lane.inProgress++;
    // The answer was handed to the socket. One without it ends with its socket, and the lane with it.
    res.once('finish', answered);
    handle(req, res);
  }

  // One listener for every answer, not a closure per request: its request's socket names the lane.
  function answered(this: ServerResponse) {
    const socket = this.req.socket;
    const lane = lanes.get(socket);
    if (!lane) return;
    lane.inProgress--;
    const waiting = lane.waiting.shift();
    if (waiting) return start(lane, ...waiting);
    if (lane.paused) {
      lane.paused = false;
      socket.resume();
    }
  }

  return (req, res) => {
    const socket = req.socket;
    if (socket.destroyed) return;
    let lane = lanes.get(socket);
    if (!lane) lanes.set(socket, (lane = { inProgress: 0, waiting: [], paused: false }));
    if (lane.inProgress < limits.inProgress) return start(lane, req, res);
    if (lane.waiting.length >= limits.waiting) {
      lane.waiting.length = 0;
      stopMakingRequests(socket);
      socket.destroy();
      return;
    }
    lane.waiting.push([req, res]);
    if (!lane.paused) {
      lane.paused = true;
      socket.pause();
    }
  };
}

/**
 * Node parses the rest of the received chunk after a destroy (64 KB: thousands of tiny requests)
 * and keeps a request and an answer object for each until the socket's close, a turn later: with
 * hundreds of such connections read in one turn that is hundreds of MB. Without its `onIncoming`
 * (Node's own parser hook, which makes the answer object and queues both) each parsed request is
 * garbage at once.
 */
function stopMakingRequests(socket: Socket): void {
  const parser = (socket as Socket & { parser?: { onIncoming: unknown } | null }).parser;
  if (parser) parser.onIncoming = () => 0;
}
