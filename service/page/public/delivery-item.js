// One delivery of a log, as text: when, what was answered, why, and what the intake picked.
import { deliveryExplanation } from './delivery-explanation.js';
import { deliveryActions } from './delivery-actions.js';
import { formatTime } from './page.js';
import { visible } from './visible-text.js';

const count = new Intl.NumberFormat();

/** "phone from /data/phone, name from /full_name": the keys the intake read (senders' `picked`). */
const FIELD_ORDER = ['name', 'firstName', 'lastName', 'phone', 'email'];
const pickedText = (picked) =>
  FIELD_ORDER.filter((field) => typeof picked?.[field] === 'string')
    .map((field) => `${field} from ${picked[field]}`)
    .join(', ');

// Refusals a flood sends are logged as one entry with a count, rewritten as it grows (docs/api.md §3).
/** What makes a counted entry the same entry across its rewrites (each has a new id). */
export const tallyKey = (delivery) =>
  delivery.count === undefined ? null : `${delivery.status}|${delivery.error?.code ?? ''}|${delivery.firstAt}`;

function headline(delivery) {
  const reason = delivery.error ? ` (${delivery.error.code}): ${delivery.error.message}` : '';
  const requestId = delivery.outcome === 'rejected' && delivery.requestId ? ` · request id ${delivery.requestId}` : '';
  if (delivery.count !== undefined) {
    return `${delivery.status} × ${count.format(delivery.count)} between ${formatTime(delivery.firstAt)} and ${formatTime(delivery.lastAt)} · ${delivery.outcome}${reason}`;
  }
  return `${formatTime(delivery.at)} · ${delivery.status} ${delivery.outcome}${reason}${requestId}`;
}

function line(className, text) {
  const p = document.createElement('p');
  p.className = className;
  p.textContent = visible(text);
  return p;
}

/** entry: the source's card entry, for the refused delivery's tools; null where none are offered. */
export function deliveryItem(delivery, entry) {
  const item = document.createElement('li');
  item.className = `outcome-${delivery.outcome}`;
  if (delivery.id) item.dataset.deliveryId = delivery.id;
  const tally = tallyKey(delivery);
  if (tally) item.dataset.tally = tally;
  item.textContent = visible(headline(delivery));
  const picked = pickedText(delivery.picked);
  if (picked) item.append(line('picked', `Picked: ${picked}`));
  item.append(...deliveryExplanation(delivery));
  for (const warning of delivery.warnings ?? [])
    item.append(line('warning', `Warning: ${warning.field}: ${warning.message}`));
  if (delivery.erased) item.append(line('erased', 'Body erased: the person it carried was erased.'));
  if (delivery.body !== undefined) {
    const details = document.createElement('details');
    const summary = document.createElement('summary');
    summary.textContent = 'Body as received';
    const body = document.createElement('pre');
    body.textContent = visible(delivery.body);
    details.append(summary, body);
    item.append(details);
  }
  if (entry) item.append(...deliveryActions(delivery, entry));
  return item;
}
