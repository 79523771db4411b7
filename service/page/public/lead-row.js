// One lead as a table row, in a source's card and in All leads. Below 600 px the table is shown as
// cards (style.css), so each cell names its column (data-label). Values are text, never HTML.
import { formatTime } from './page.js';
import { visible } from './visible-text.js';

let openLead = () => {};
/** What clicking a lead's name does (lead-panel.js opens the lead's panel). */
export const whenLeadOpened = (handler) => (openLead = handler);
/** Opens a lead's panel from elsewhere on the page (a delivery that became this lead). */
export const openLeadById = (leadId) => openLead(leadId);

function cell(label, content) {
  const td = document.createElement('td');
  td.dataset.label = label;
  if (content instanceof Node) td.append(content);
  else td.textContent = visible(content) ?? '—';
  return td;
}

// Only values that cannot carry more than an address become links (no "?subject=" or "&body=").
export function phoneLink(phone) {
  if (!phone || !/^\+\d{4,15}$/.test(phone)) return phone ?? null;
  return Object.assign(document.createElement('a'), { href: `tel:${phone}`, textContent: phone });
}

export function emailLink(email) {
  if (!email || !/^[^\s?#&%/:]+@[^\s?#&%/:]+$/.test(email)) return visible(email) ?? null;
  return Object.assign(document.createElement('a'), { href: `mailto:${email}`, textContent: visible(email) });
}

export function badge(text, title) {
  const element = document.createElement('span');
  element.className = 'badge';
  element.textContent = text;
  element.title = title;
  return element;
}

/** "came back 2 times, last 26/11/2026, 10:42": present only when the person sent again. */
export function returnsText(lead) {
  if (!lead.returns) return null;
  return `came back ${lead.returns} time${lead.returns === 1 ? '' : 's'}, last ${formatTime(lead.lastSeenAt)}`;
}

function nameCell(lead) {
  const open = document.createElement('button');
  open.type = 'button';
  open.className = 'link lead-name';
  open.textContent = visible(lead.name) ?? '(no name)';
  open.addEventListener('click', () => openLead(lead.id));
  const td = cell('Name', open);
  if (lead.test)
    td.append(' ', badge('test', 'A test lead (Google "send test data", or test: true): never a duplicate'));
  const returns = returnsText(lead);
  if (returns) td.append(Object.assign(document.createElement('span'), { className: 'returns', textContent: returns }));
  return td;
}

function notesCell(notes) {
  if (!notes) return cell('Notes', '—');
  const details = document.createElement('details');
  const summary = document.createElement('summary');
  summary.textContent = visible(notes.split('\n')[0].slice(0, 60)) || 'Notes';
  const full = document.createElement('pre');
  full.textContent = visible(notes);
  details.append(summary, full);
  return cell('Notes', details);
}

/** sourceName: the Source column's text (All leads only). */
export function leadRow(lead, sourceName) {
  const row = document.createElement('tr');
  row.dataset.leadId = lead.id;
  row.append(
    cell('Received', formatTime(lead.createdAt)),
    nameCell(lead),
    cell('Phone', phoneLink(lead.phone)),
    cell('Email', emailLink(lead.email)),
  );
  if (sourceName !== undefined) row.append(cell('Source', sourceName));
  row.append(notesCell(lead.notes));
  return row;
}
