// Live updates: server-sent events read with fetch, so the token stays in a header.
import { deliveryItem, leadRow, LEADS_SHOWN, refreshDeliveries, showLeadTable } from './activity.js';
import { loadSources, renderSource } from './source-cards.js';
import { $, run, state, tokenRefused } from './page.js';

export async function connectLive(attempt = 0) {
  if (!state.token) return;
  const controller = new AbortController();
  state.stream = controller;
  const live = $('#live');
  try {
    const response = await fetch('/api/events', { headers: { Authorization: `Bearer ${state.token}` }, signal: controller.signal });
    if (response.status === 401) return tokenRefused();
    if (!response.ok || !response.body) throw new Error(`status ${response.status}`);
    live.textContent = 'Live: new leads appear here as they arrive.';
    live.hidden = false;
    if (attempt > 0) await loadSources(); // catch up on what arrived while disconnected
    attempt = 0;
    await readEvents(response.body, handleEvent);
  } catch (error) {
    if (controller.signal.aborted) return;
  }
  if (state.stream !== controller) return;
  live.textContent = 'Live updates paused: reconnecting…';
  live.hidden = false;
  const delay = Math.min(1000 * 2 ** attempt, 10_000);
  setTimeout(() => connectLive(attempt + 1), delay);
}

async function readEvents(body, onEvent) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.split('\n').filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trim()).join('\n');
      if (data) onEvent(JSON.parse(data));
    }
  }
}

function handleEvent(event) {
  const entry = state.sources.get(event.sourceId);
  if (!entry) return;
  if (event.type === 'lead') {
    const body = $('.leads tbody', entry.card);
    if (!body.querySelector(`[data-lead-id="${CSS.escape(event.lead.id)}"]`)) body.prepend(leadRow(event.lead));
    while (body.children.length > LEADS_SHOWN) body.lastElementChild.remove();
    showLeadTable(entry);
    entry.source = { ...entry.source, leadCount: entry.source.leadCount + 1, lastLeadAt: event.lead.createdAt };
    renderSource(entry);
  } else if (event.type === 'delivery') {
    $('.delivery-list', entry.card).prepend(deliveryItem(event.delivery, entry));
    if ($('.deliveries', entry.card).open) {
      clearTimeout(entry.deliveriesRefresh);
      entry.deliveriesRefresh = setTimeout(run(() => refreshDeliveries(entry)), 300);
    }
  }
}
