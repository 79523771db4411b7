import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { TurnLanes } from './turn-lanes.ts';

/** Requests that enter the app per turn of the event loop; past them they wait for the next turn. */
export const STARTS_PER_TURN = 16;

/**
 * Node parses every head that arrived in one poll of the event loop and emits each request at
 * once: a burst of 200 new connections from one URL ran 200 requests through the app (its context,
 * the edge, the router, the intake's refusal) in that one turn, 50 to 80 ms, and a request of
 * another source that arrived beside them, or an answer of the writer thread, waited for all of it
 * (docs/performance.md, issue 34 third pass). Here at most `perTurn` requests start per turn; the
 * rest wait, by URL as sent, and start `perTurn` a turn, one URL's oldest after another's
 * (turn-lanes.ts), so one URL's burst is answered between other requests, not before them.
 * Nothing is refused or answered here: every request goes through the app, a little later.
 */
export function fairStarts(handle: RequestListener, perTurn = STARTS_PER_TURN): RequestListener {
  const lanes = new TurnLanes<[IncomingMessage, ServerResponse]>(
    perTurn,
    ([req, res]) => handle(req, res),
    // A client that gave up while it waited costs nothing more.
    ([req]) => !req.socket.destroyed,
  );
  return (req, res) => {
    if (lanes.offer(req.url ?? '', [req, res])) handle(req, res);
  };
}
