// A refused delivery's tools: "Map fields" (field-map.js) and "Send again" (the answer shown at once).
import { showWebhookAnswer } from './answer-text.js';
import { path } from './delivery-tool-calls.js';
import { openFieldMap } from './field-map.js';
import { openLeadById } from './lead-row.js';
import { $, run, state, tokenRefused } from './page.js';
import { visible } from './visible-text.js';

// Refused before the body was read: nothing to map or send again (docs/api.md §3).
const BODY_NOT_READ = new Set([410, 413, 415, 429]);
// A body with no value that could be a phone or an email (docs/api.md §2.1): only the form can change that.
const NO_CONTACT = 'no phone or email in this body';

// Which tool can turn this refusal into a lead: a mapping (or a new default country) helps a 422;
// a body that is not JSON (400) is refused again whatever is set; and a wrong Google key must not
// be waved through by the admin's click (issue 23: Send again would store a forged lead).
// A lead that was stored can still be mapped: its keys corrected, labelled or kept out of the
// notes for the leads to come (a delivery written again by the crash recovery kept no body).
function toolsFor(delivery) {
  if (!delivery.id || delivery.erased || delivery.count !== undefined) return { map: false, again: false };
  if (delivery.outcome !== 'rejected') return { map: !delivery.recovered, again: false };
  if (
    BODY_NOT_READ.has(delivery.status) ||
    delivery.status === 400 ||
    delivery.error?.code === 'invalid_google_key' ||
    delivery.error?.message?.startsWith(NO_CONTACT)
  )
    return { map: false, again: false };
  return { map: delivery.status === 422, again: true };
}

// Leads Send again made or matched on this page, by delivery id: {id, name?} (the name when it
// made the lead). The stored link (`becameLeadId`, docs/api.md §3) names the lead by id only, and
// the log's entries in memory were read before it.
const becameLead = new Map();

function becameLeadRow(lead) {
  const row = document.createElement('div');
  row.className = 'row delivery-actions became-lead';
  const open = document.createElement('button');
  open.type = 'button';
  open.className = 'link';
  open.textContent = lead.name === undefined ? 'Became a lead: open it →' : `Became lead ${visible(lead.name)} →`;
  open.addEventListener('click', () => openLeadById(lead.id));
  row.append(open);
  return row;
}

/** The buttons under a refused delivery that a mapping or a new try can help; none for the rest. */
export function deliveryActions(delivery, entry) {
  // An erased link names a lead no longer there (its body went with it): no link, no tools.
  const linked = delivery.erased ? undefined : (becameLead.get(delivery.id) ?? delivery.becameLeadId);
  if (linked) return [becameLeadRow(typeof linked === 'string' ? { id: linked } : linked)];
  const tools = toolsFor(delivery);
  if (!tools.map && !tools.again) return [];
  const row = document.createElement('div');
  row.className = 'row delivery-actions';
  const when = new Date(delivery.at).toLocaleString();
  // Each name starts with the visible text (WCAG 2.5.3) and says which delivery it acts on.
  if (tools.map)
    row.append(button('Map fields', `Map fields: delivery of ${when}`, () => openFieldMap(entry, delivery)));
  if (tools.again)
    row.append(button('Send again', `Send again: delivery of ${when}`, () => sendAgain(entry, delivery)));
  return [row];
}

function button(text, label, task) {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = text;
  element.setAttribute('aria-label', label);
  element.addEventListener('click', run(task));
  return element;
}

// The answer is shown whatever it is: a refusal of the replayed body is an answer too.
async function sendAgain(entry, delivery) {
  let response;
  try {
    response = await fetch(path(entry, delivery, 'replay'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${state.token}` },
    });
  } catch {
    throw new Error('Cannot reach the service. Check that it is running and that you are online.');
  }
  if (response.status === 401) return tokenRefused();
  const answer = await response.json().catch(() => null);
  showWebhookAnswer($('.replay-answer', entry.card), 'Sent again: ', response.status, answer);
  // A lead made or matched: this entry has done its work; it links the lead (stored with it, so a
  // reload shows the same) instead of offering its tools.
  if (response.ok && answer?.becameLeadId) {
    const made = answer.status === 'created' && answer.lead?.id === answer.becameLeadId ? answer.lead : null;
    const lead = {
      id: answer.becameLeadId,
      name: made ? (made.name ?? made.email ?? made.phone ?? '(no name)') : undefined,
    };
    becameLead.set(delivery.id, lead);
    for (const item of entry.card.querySelectorAll(`li[data-delivery-id="${CSS.escape(delivery.id)}"]`))
      $('.delivery-actions', item)?.replaceWith(becameLeadRow(lead));
  }
}
