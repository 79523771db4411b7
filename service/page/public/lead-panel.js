// A lead's panel: everything kept about one person (who else sent their phone or email, the notes
// as the AI agent reads them, every field, what they sent when they came back, the deliveries that
// carried them) and erasing them.
import { deliveryItem } from './delivery-item.js';
import { badge, emailLink, phoneLink, returnsText } from './lead-row.js';
import { dropLead, sourceLabel } from './leads-view.js';
import { $, api, formatTime, runNear, showAnswer, state } from './page.js';
import { renderSource } from './source-cards.js';
import { visible } from './visible-text.js';

const panel = () => $('#lead-panel');
let current = null;

function heading(text) {
  return Object.assign(document.createElement('h3'), { textContent: text });
}

function pre(text) {
  return Object.assign(document.createElement('pre'), { textContent: visible(text) });
}

/** A definition list of [term, value] pairs; a value may be a node (a link). */
function facts(pairs) {
  const list = document.createElement('dl');
  for (const [term, value] of pairs) {
    const dd = document.createElement('dd');
    dd.append(visible(value) ?? '—');
    list.append(Object.assign(document.createElement('dt'), { textContent: visible(term) }), dd);
  }
  return list;
}

const valueText = (value) => (typeof value === 'string' ? value : JSON.stringify(value));

// A sender's whole blob (a form's definition, a response token) is shown folded under a one-line
// summary ("form definition: 14 keys"); the rest as it is.
const FOLD_LENGTH = 200;
const FOLD_KEYS = 6;

const spokenKey = (key) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase() || key;

// A long text that is JSON is counted as what it holds.
function jsonText(value) {
  if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return undefined;
  try {
    const parsed = JSON.parse(value);
    return parsed !== null && typeof parsed === 'object' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function sizeOf(value) {
  if (Array.isArray(value)) return value.length === 1 ? '1 item' : `${value.length} items`;
  const keys = Object.keys(value).length;
  return keys === 1 ? '1 key' : `${keys} keys`;
}

function fieldValue(key, value) {
  const text = valueText(value);
  const object = value !== null && typeof value === 'object' ? value : jsonText(value);
  const large = text.length > FOLD_LENGTH || (object !== undefined && Object.keys(object).length >= FOLD_KEYS);
  if (!large) return text;
  const details = document.createElement('details');
  details.className = 'folded-value';
  const summary = document.createElement('summary');
  summary.textContent = `${visible(spokenKey(key))}: ${object ? sizeOf(object) : `${text.length} characters`}`;
  details.append(summary, pre(object ? JSON.stringify(object, null, 2) : text));
  return details;
}

function fieldsSection(fields) {
  const entries = Object.entries(fields ?? {});
  if (entries.length === 0)
    return [heading('Other fields'), Object.assign(document.createElement('p'), { textContent: 'None.' })];
  return [heading('Other fields'), facts(entries.map(([key, value]) => [key, fieldValue(key, value)]))];
}

function submissionsSection(submissions) {
  if (!submissions?.length) return [];
  const list = document.createElement('ol');
  list.className = 'submissions';
  for (const s of submissions) {
    const item = document.createElement('li');
    const who = [s.name, s.phone, s.email].filter(Boolean).join(' · ') || 'no name, phone or email';
    item.append(
      `${formatTime(s.at)} via ${sourceLabel(s.sourceId)}: ${visible(who)}${s.truncated ? ' (cut to 16 KB)' : ''}`,
    );
    if (s.notes) item.append(pre(s.notes));
    list.append(item);
  }
  return [heading(`What they sent when they came back (${submissions.length} kept)`), list];
}

/**
 * Later submissions with this phone or email under another name or email: a stranger may have sent
 * the phone first with a false name and notes, so the panel says so before the notes.
 */
function conflictsSection(lead) {
  const conflicts = lead.conflicts ?? [];
  if (conflicts.length === 0) return [];
  const by = lead.phone ? (lead.email ? 'phone or email' : 'phone') : 'email';
  const list = document.createElement('ol');
  list.className = 'submissions conflicts';
  for (const c of conflicts) {
    const who = [c.name, c.email].filter(Boolean).join(' · ') || 'no name or email';
    list.append(
      Object.assign(document.createElement('li'), {
        textContent: `${formatTime(c.at)} via ${sourceLabel(c.sourceId)}: ${visible(who)}`,
      }),
    );
  }
  const times = conflicts.length === 1 ? 'once' : `${conflicts.length} times`;
  const notice = Object.assign(document.createElement('p'), {
    className: 'warning conflicts-notice',
    textContent:
      `This ${by} also arrived as someone else (${times}, below); confirm who you are talking to ` +
      'before relying on the name and notes of this lead.',
  });
  return [heading('Another name or email'), notice, list];
}

function deliveriesSection(deliveries) {
  if (!deliveries) return [];
  const list = document.createElement('ol');
  list.className = 'delivery-list';
  list.append(...deliveries.map((delivery) => deliveryItem(delivery, null)));
  if (deliveries.length === 0)
    list.append(Object.assign(document.createElement('li'), { textContent: 'None left in the delivery log.' }));
  return [heading('Deliveries that made or matched this lead'), list];
}

function render(lead, deliveries) {
  $('#lead-panel-heading').replaceChildren(
    visible(lead.name) ?? '(no name)',
    ...(lead.test ? [' ', badge('test', 'A test lead')] : []),
  );
  const last = lead.submissions?.at(-1);
  const returns = returnsText(lead);
  $('.panel-body', panel()).replaceChildren(
    facts([
      ['Phone', phoneLink(lead.phone)],
      ['Email', emailLink(lead.email)],
      ['Received', `${formatTime(lead.createdAt)} via ${sourceLabel(lead.sourceId)}`],
      [
        'Came back',
        returns ? `${returns.replace(/^came back /, '')}${last ? ` via ${sourceLabel(last.sourceId)}` : ''}` : 'no',
      ],
      ['Lead id', lead.id],
    ]),
    ...conflictsSection(lead),
    heading('Notes, as the AI agent reads them'),
    pre(lead.notes || '(none)'),
    ...fieldsSection(lead.fields),
    ...submissionsSection(lead.submissions),
    ...deliveriesSection(deliveries),
  );
}

export async function openLeadPanel(leadId) {
  const lead = await api(`/api/leads/${encodeURIComponent(leadId)}`);
  // Services before lead deliveries existed answer 404 here: the panel shows the lead without them.
  const deliveries = await api(`/api/leads/${encodeURIComponent(leadId)}/deliveries`).then(
    (answer) => answer.deliveries,
    () => null,
  );
  current = lead;
  render(lead, deliveries);
  showAnswer($('.erase-answer', panel()), '');
  $('.erase', panel()).hidden = false;
  if (!panel().open) panel().showModal();
}

async function erase() {
  const lead = current;
  if (!lead) return;
  const who = [lead.name, lead.phone, lead.email].filter(Boolean).join(', ') || lead.id;
  const kept = lead.submissions?.length
    ? ` and the ${lead.submissions.length} submission(s) kept from when they came back`
    : '';
  const ok = confirm(
    `Erase ${who}?\n\nThis removes the lead with its notes and fields${kept}, and empties the bodies of the delivery log entries ` +
      'that carried this person (the entries stay, marked "erased"). It cannot be undone. If the same phone or email is sent ' +
      'again, it becomes a new lead.\n\nNot reached: backups taken before now and CSV files already downloaded ' +
      '(docs/operations.md, "Erasure").',
  );
  if (!ok) return;
  await api(`/api/leads/${encodeURIComponent(lead.id)}`, { method: 'DELETE' });
  current = null;
  dropLead(lead.id);
  const card = state.sources.get(lead.sourceId);
  if (card) {
    const counter = lead.test ? 'testLeadCount' : 'leadCount';
    card.source = { ...card.source, [counter]: Math.max(0, (card.source[counter] ?? 0) - 1) };
    renderSource(card);
  }
  // The panel stays open on the answer, next to the button that caused it.
  $('.panel-body', panel()).replaceChildren(
    Object.assign(document.createElement('p'), { textContent: 'Nothing about this person is kept any more.' }),
  );
  $('.erase', panel()).hidden = true;
  showAnswer($('.erase-answer', panel()), `Erased ${who}.`);
}

export function setUpLeadPanel() {
  $('.close-panel', panel()).addEventListener('click', () => panel().close());
  $('.erase', panel()).addEventListener('click', runNear($('.erase-answer', panel()), erase));
}
