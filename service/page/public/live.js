// Live updates: server-sent events read with fetch, so the token stays in a header. Events are
// only queued here; live-updates.js draws them once per animation frame.
//
// The feed opens before the sources load, so nothing that arrives between the two is lost: events
// that come while the sources load are held, and if any came the sources load again (their counts
// then hold those events) instead of counting them twice.
import { queueEvent } from './live-updates.js';
import { loadSources } from './source-cards.js';
import { $, state, tokenRefused } from './page.js';

const CATCH_UP_LOADS = 3;

/** Opens the live feed, then loads the sources: resolves once they are shown, live or not. */
export function connectLive() {
  return follow(0);
}

async function follow(attempt) {
  if (!state.token) return;
  const controller = new AbortController();
  state.stream = controller;
  let response = null;
  try {
    response = await fetch('/api/events', {
      headers: { Authorization: `Bearer ${state.token}` },
      signal: controller.signal,
    });
  } catch {
    // not reached: tried again below
  }
  if (controller.signal.aborted) return;
  if (response?.status === 401) return tokenRefused();
  if (!response?.ok || !response.body) {
    if (attempt === 0) await loadSources(); // the page works without its feed
    return reconnect(controller, attempt);
  }
  showLive('Live: new leads appear here as they arrive.');
  const feed = { held: null };
  void readEvents(response.body, (event) => (feed.held ? feed.held.push(event) : queueEvent(event)))
    .catch(() => {})
    .then(() => reconnect(controller, 0));
  await catchUp(feed);
}

function reconnect(controller, attempt) {
  if (controller.signal.aborted || state.stream !== controller) return;
  showLive('Live updates paused: reconnecting…');
  const delay = Math.min(1000 * 2 ** attempt, 10_000);
  setTimeout(() => void follow(attempt + 1).catch(() => {}), delay);
}

function showLive(text) {
  const live = $('#live');
  live.textContent = text;
  live.hidden = false;
}

// What arrived while disconnected or loading is in the sources' own counts once they load after it.
async function catchUp(feed) {
  for (let load = 1; ; load += 1) {
    feed.held = [];
    let held;
    try {
      await loadSources();
    } finally {
      held = feed.held;
      feed.held = null;
    }
    if (held.length === 0) return;
    if (load === CATCH_UP_LOADS) return held.forEach(queueEvent); // a steady stream: drawn, counts may run ahead
  }
}

// A chunk may hold thousands of events: each is cut out by position, and the rest kept once per
// chunk, so reading stays linear in what arrives.
async function readEvents(body, onEvent) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let start = 0;
    let end;
    while ((end = buffer.indexOf('\n\n', start)) >= 0) {
      const data = buffer
        .slice(start, end)
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
        .join('\n');
      start = end + 2;
      if (data) onEvent(JSON.parse(data));
    }
    buffer = buffer.slice(start);
  }
}
