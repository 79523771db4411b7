// A delivery's tools: "Map fields" (its keys as JSON Pointers, each given one of our fields, a
// label in the notes or kept out of them, saved as the source's fieldMap) and, on a refusal,
// "Send again" (the answer shown at once).
import { showWebhookAnswer } from './answer-text.js';
import { openLeadById } from './lead-row.js';
import { $, api, explain, run, state, tokenRefused } from './page.js';
import { visible } from './visible-text.js';

// Beside the five fields, what the notes make of a key (docs/api.md §2.4, Field map).
const LABELLED = 'notesLabel';
const KEPT_OUT = 'notesOff';
const choiceOf = (target) =>
  typeof target === 'string' ? target : target?.notes === false ? KEPT_OUT : target?.notesLabel ? LABELLED : '';

const FIELDS = [
  ['', '— keep as a note —'],
  ['name', 'Name'],
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['phone', 'Phone'],
  ['email', 'Email'],
  [LABELLED, 'label in notes…'],
  [KEPT_OUT, 'keep out of notes'],
];

// Refused before the body was read: nothing to map or send again (docs/api.md §3).
const BODY_NOT_READ = new Set([410, 413, 415, 429]);
// A body with no value that could be a phone or an email (docs/api.md §2.1): only the form can change that.
const NO_CONTACT = 'no phone or email in this body';

const path = (entry, delivery, action) =>
  `/api/sources/${encodeURIComponent(entry.source.id)}/deliveries/${encodeURIComponent(delivery.id)}/${action}`;

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

// Refused deliveries that Send again turned into a lead, by delivery id: {id, name} of the lead.
// Kept for the page's life only (the delivery log stores no link from a refusal to a later lead).
const becameLead = new Map();

function becameLeadRow(lead) {
  const row = document.createElement('div');
  row.className = 'row delivery-actions became-lead';
  const open = document.createElement('button');
  open.type = 'button';
  open.className = 'link';
  open.textContent = `Became lead ${visible(lead.name)} →`;
  open.addEventListener('click', () => openLeadById(lead.id));
  row.append(open);
  return row;
}

/** The buttons under a refused delivery that a mapping or a new try can help; none for the rest. */
export function deliveryActions(delivery, entry) {
  const lead = delivery.id ? becameLead.get(delivery.id) : undefined;
  if (lead) return [becameLeadRow(lead)];
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
  // A lead made: this entry has done its work; it links the lead instead of offering its tools.
  // (A duplicate's answer names no lead, docs/api.md §2.7: that entry keeps its buttons.)
  if (response.ok && answer?.status === 'created' && answer.lead?.id) {
    const lead = {
      id: answer.lead.id,
      name: answer.lead.name ?? answer.lead.email ?? answer.lead.phone ?? '(no name)',
    };
    becameLead.set(delivery.id, lead);
    for (const item of entry.card.querySelectorAll(`li[data-delivery-id="${CSS.escape(delivery.id)}"]`))
      $('.delivery-actions', item)?.replaceWith(becameLeadRow(lead));
  }
}

// Answers to the log's tools appear under the log, next to the buttons that caused them.
function logAnswer(entry, text) {
  const box = $('.replay-answer', entry.card);
  box.textContent = text;
  box.hidden = false;
}

async function openFieldMap(entry, delivery) {
  const { fields } = await api(path(entry, delivery, 'fields'));
  const panel = $('.field-map', entry.card);
  const form = document.createElement('form');
  const heading = document.createElement('h4');
  heading.id = `${entry.card.id}-map-heading`;
  heading.textContent = `Map fields of the delivery of ${new Date(delivery.at).toLocaleString()}`;
  form.setAttribute('aria-labelledby', heading.id);
  if (fields.length === 0) {
    const none = document.createElement('p');
    none.textContent = 'This delivery has no keys to map: its body is not a lead object.';
    form.append(heading, none, closeButton(panel));
  } else {
    const hint = document.createElement('p');
    hint.className = 'hint';
    hint.textContent =
      "Pick which key holds the name, first name, last name, phone or email. Keys left as notes stay in the lead's notes; give a key a label for its line there, or keep it out of them.";
    const table = document.createElement('table');
    table.innerHTML =
      '<thead><tr><th scope="col">Key</th><th scope="col">Value</th><th scope="col">Our field</th></tr></thead><tbody></tbody>';
    const chosen = initialChoices(entry, delivery, fields);
    $('tbody', table).append(
      ...fields.map((field, i) => fieldRow(field, chosen.get(field.pointer), `${entry.card.id}-map-${i}`)),
    );
    const save = document.createElement('button');
    save.type = 'submit';
    save.textContent = 'Save mapping';
    form.append(heading, hint, wrap(table), save, closeButton(panel));
  }
  form.addEventListener(
    'submit',
    run(() => saveFieldMap(entry, form, fields)),
  );
  form.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') closePanel(panel);
  });
  panel.replaceChildren(form);
  panel.hidden = false;
  (form.querySelector('select') ?? form.querySelector('button')).focus();
}

// The source's saved map first, then what the intake picked from this delivery for the fields the
// map leaves open, so the form opens on the choices in force.
function initialChoices(entry, delivery, fields) {
  const shown = new Set(fields.map((field) => field.pointer));
  const chosen = new Map(Object.entries(entry.source.fieldMap ?? {}).filter(([pointer]) => shown.has(pointer)));
  const taken = new Set([...chosen.values()].filter((target) => typeof target === 'string'));
  for (const [field, pointer] of Object.entries(delivery.picked ?? {})) {
    if (shown.has(pointer) && !taken.has(field) && !chosen.has(pointer)) chosen.set(pointer, field);
  }
  return chosen;
}

function fieldRow({ pointer, value }, current, id) {
  const row = document.createElement('tr');
  const key = document.createElement('td');
  const label = document.createElement('label');
  label.htmlFor = id;
  const code = document.createElement('code');
  code.textContent = visible(pointer);
  label.append(code);
  key.append(label);
  const shown = document.createElement('td');
  shown.textContent = visible(String(value));
  const choice = document.createElement('td');
  const select = document.createElement('select');
  select.id = id;
  select.dataset.pointer = pointer;
  const selected = choiceOf(current);
  for (const [field, text] of FIELDS) select.add(new Option(text, field, false, selected === field));
  choice.append(select, notesLabelInput(select, pointer, current?.notesLabel ?? ''));
  row.append(key, shown, choice);
  return row;
}

// "label in notes…" asks for the label beside the choice; the other choices hide it.
function notesLabelInput(select, pointer, label) {
  const input = document.createElement('input');
  input.type = 'text';
  input.className = 'notes-label';
  input.maxLength = 100;
  input.value = label;
  input.placeholder = 'Label, e.g. Project';
  input.setAttribute('aria-label', `Notes label for ${pointer}`);
  input.hidden = select.value !== LABELLED;
  select.addEventListener('change', () => {
    input.hidden = select.value !== LABELLED;
    if (!input.hidden) input.focus();
  });
  return input;
}

function targetOf(select) {
  if (select.value === KEPT_OUT) return { notes: false };
  if (select.value === LABELLED) return { notesLabel: select.nextElementSibling.value };
  return select.value;
}

// This delivery's choices first (the first present pointer of a field wins), then the rest of the map.
async function saveFieldMap(entry, form, fields) {
  const shown = new Set(fields.map((field) => field.pointer));
  const chosen = [...form.querySelectorAll('select')]
    .filter((select) => select.value)
    .map((select) => [select.dataset.pointer, targetOf(select)]);
  const kept = Object.entries(entry.source.fieldMap ?? {}).filter(([pointer]) => !shown.has(pointer));
  try {
    entry.source = await api(`/api/sources/${encodeURIComponent(entry.source.id)}`, {
      method: 'PATCH',
      body: { fieldMap: Object.fromEntries([...chosen, ...kept]) },
    });
  } catch (error) {
    logAnswer(entry, `Not saved: ${explain(error)}`);
    return;
  }
  closePanel($('.field-map', entry.card));
  logAnswer(
    entry,
    `Mapping saved: ${chosen.length} key${chosen.length === 1 ? '' : 's'} mapped. Choose "Send again" to store the refused delivery.`,
  );
}

function closeButton(panel) {
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'secondary';
  close.textContent = 'Close';
  close.addEventListener('click', () => closePanel(panel));
  return close;
}

function closePanel(panel) {
  panel.hidden = true;
  panel.replaceChildren();
}

function wrap(table) {
  const div = document.createElement('div');
  div.className = 'table-wrap';
  div.append(table);
  return div;
}
