// Live updates: server-sent events read with fetch, so the token stays in a header. Events are
// only queued here; live-updates.js draws them once per animation frame.
import { queueEvent } from './live-updates.js';
import { loadSources } from './source-cards.js';
import { $, state, tokenRefused } from './page.js';

export async function connectLive(attempt = 0) {
  if (!state.token) return;
  const controller = new AbortController();
  state.stream = controller;
  const live = $('#live');
  try {
    const response = await fetch('/api/events', {
      headers: { Authorization: `Bearer ${state.token}` },
      signal: controller.signal,
    });
    if (response.status === 401) return tokenRefused();
    if (!response.ok || !response.body) throw new Error(`status ${response.status}`);
    live.textContent = 'Live: new leads appear here as they arrive.';
    live.hidden = false;
    if (attempt > 0) await loadSources(); // catch up on what arrived while disconnected
    attempt = 0;
    await readEvents(response.body, queueEvent);
  } catch {
    if (controller.signal.aborted) return;
  }
  if (state.stream !== controller) return;
  live.textContent = 'Live updates paused: reconnecting…';
  live.hidden = false;
  const delay = Math.min(1000 * 2 ** attempt, 10_000);
  setTimeout(() => connectLive(attempt + 1), delay);
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
