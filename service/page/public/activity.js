// A source's activity: its newest leads and its delivery log.
import { deliveryActions } from './field-map.js';
import { $, api, formatTime, state } from './page.js';

export const LEADS_SHOWN = 50;
/** What GET /api/sources/:id/deliveries answers: the newest 100. */
export const DELIVERIES_SHOWN = 100;

export async function loadActivity(sourceId) {
  const entry = state.sources.get(sourceId);
  if (!entry) return;
  const [{ leads }, { deliveries }] = await Promise.all([
    api(`/api/leads?sourceId=${encodeURIComponent(sourceId)}&limit=${LEADS_SHOWN}`),
    api(`/api/sources/${encodeURIComponent(sourceId)}/deliveries`),
  ]);
  const body = $('.leads tbody', entry.card);
  body.replaceChildren(...leads.map(leadRow));
  showLeadTable(entry);
  $('.delivery-list', entry.card).replaceChildren(...deliveries.map((delivery) => deliveryItem(delivery, entry)));
}

// The live feed carries delivery summaries only; the bodies come from the delivery log itself.
export async function refreshDeliveries(entry) {
  const { deliveries } = await api(`/api/sources/${encodeURIComponent(entry.source.id)}/deliveries`);
  $('.delivery-list', entry.card).replaceChildren(...deliveries.map((delivery) => deliveryItem(delivery, entry)));
}

export function showLeadTable({ card }) {
  const count = $('.leads tbody', card).children.length;
  $('.leads', card).hidden = count === 0;
  $('.no-leads', card).hidden = count > 0;
}

function cell(text) {
  const td = document.createElement('td');
  td.textContent = text ?? '—';
  return td;
}

export function leadRow(lead) {
  const row = document.createElement('tr');
  row.dataset.leadId = lead.id;
  const name = cell(lead.name);
  if (lead.test) {
    const badge = document.createElement('span');
    badge.className = 'badge';
    badge.textContent = 'test';
    badge.title = 'A test lead (Google "send test data", or test: true): never a duplicate';
    name.append(' ', badge);
  }
  row.append(cell(formatTime(lead.createdAt)), name, cell(lead.phone), cell(lead.email));
  const notes = document.createElement('td');
  if (lead.notes) {
    const details = document.createElement('details');
    const summary = document.createElement('summary');
    summary.textContent = lead.notes.split('\n')[0].slice(0, 60) || 'Notes';
    const full = document.createElement('pre');
    full.textContent = lead.notes;
    details.append(summary, full);
    notes.append(details);
  } else {
    notes.textContent = '—';
  }
  row.append(notes);
  return row;
}

// A refused delivery names its request id, so a sender's "it failed at 10:42" finds its log line.
export function deliveryItem(delivery, entry) {
  const item = document.createElement('li');
  item.className = `outcome-${delivery.outcome}`;
  const reason = delivery.error ? ` (${delivery.error.code}): ${delivery.error.message}` : '';
  const requestId = delivery.outcome === 'rejected' && delivery.requestId ? ` · request id ${delivery.requestId}` : '';
  item.textContent = `${formatTime(delivery.at)} · ${delivery.status} ${delivery.outcome}${reason}${requestId}`;
  if (delivery.body !== undefined) {
    const details = document.createElement('details');
    const summary = document.createElement('summary');
    summary.textContent = 'Body as received';
    const body = document.createElement('pre');
    body.textContent = delivery.body;
    details.append(summary, body);
    item.append(details);
  }
  item.append(...deliveryActions(delivery, entry));
  return item;
}
