// A delivery's tools: "Map fields" (its keys as JSON Pointers, each given one of our fields, a
// label in the notes or kept out of them, saved as the source's fieldMap) and, on a refusal,
// "Send again" (the answer shown at once).
import { logAnswer, path } from './delivery-tool-calls.js';
import { $, api, explain, run } from './page.js';
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

export async function openFieldMap(entry, delivery) {
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
