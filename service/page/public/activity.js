// A source's activity: its newest leads and its delivery log.
import { deliveryItem } from './delivery-item.js';
import { leadRow } from './lead-row.js';
import { $, api, state } from './page.js';

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
  body.replaceChildren(...leads.map((lead) => leadRow(lead)));
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
