import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/** Requests that enter the app per turn of the event loop; past them they wait for the next turn. */
export const STARTS_PER_TURN = 16;

type Waiting = [IncomingMessage, ServerResponse];

/**
 * Node parses every head that arrived in one poll of the event loop and emits each request at
 * once: a burst of 200 new connections from one URL ran 200 requests through the app (its context,
 * the edge, the router, the intake's refusal) in that one turn, 50 to 80 ms, and a request of
 * another source that arrived beside them, or an answer of the writer thread, waited for all of it
 * (docs/performance.md, issue 34 third pass). Here at most `perTurn` requests start per turn; the
 * rest wait, by URL as sent, and start `perTurn` a turn (a setImmediate), taking one URL's oldest
 * after another's, so one URL's burst is answered between other requests, not before them.
 * Nothing is refused or answered here: every request goes through the app, a little later.
 */
export function fairStarts(handle: RequestListener, perTurn = STARTS_PER_TURN): RequestListener {
  // Waiting requests by URL; a Map keeps insertion order, so re-inserting a URL sends it to the back.
  const lanes = new Map<string, Waiting[]>();
  let startedThisTurn = 0;
  let scheduled = false;

  function nextTurn() {
    scheduled = false;
    startedThisTurn = 0;
    while (startedThisTurn < perTurn && lanes.size > 0) {
      const [url, lane] = lanes.entries().next().value as [string, Waiting[]];
      const [req, res] = lane.shift()!;
      lanes.delete(url);
      if (lane.length > 0) lanes.set(url, lane);
      // A client that gave up while it waited costs nothing more.
      if (req.socket.destroyed) continue;
      startedThisTurn++;
      handle(req, res);
    }
    schedule();
  }

  function schedule() {
    if (scheduled || (startedThisTurn === 0 && lanes.size === 0)) return;
    scheduled = true;
    setImmediate(nextTurn);
  }

  return (req, res) => {
    if (lanes.size === 0 && startedThisTurn < perTurn) {
      startedThisTurn++;
      schedule();
      return handle(req, res);
    }
    const url = req.url ?? '';
    const lane = lanes.get(url);
    if (lane) lane.push([req, res]);
    else lanes.set(url, [[req, res]]);
    schedule();
  };
}
