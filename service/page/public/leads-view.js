// All leads: every source's leads (deleted sources' too), searched as you type, filtered by source
// and date, test leads only when asked, a page at a time, and exported as CSV as shown.
import { leadRow } from './lead-row.js';
import { $, api, knownSources, runNear, send, showAnswer } from './page.js';

const PAGE = 50;
const TYPING_PAUSE_MS = 250;
let shown = 0;
let nextCursor = null;
let generation = 0; // answers to an older query are dropped
let typing = 0;
let arrived = 0; // leads the live feed brought since the list was loaded
let arrivedDrawn = false;
// Leads the live feed brought while a list was asked for: the server may have read the list before
// they were stored, so those its answer does not hold are counted as new when it lands.
let arrivedMeanwhile = null;
let listed = null; // the filters (query text) the list shows
let total = null; // {count, capped}: the leads those filters select, as the API counted them

export const sourceLabel = (sourceId) => {
  const source = knownSources.get(sourceId);
  if (!source) return 'Deleted source';
  return source.deletedAt ? `${source.name} (deleted)` : source.name;
};

/** Sources, deleted ones too, for the filter and the Source column (older services list active ones only). */
export async function loadKnownSources() {
  const { sources } = await api('/api/sources?deleted=true');
  knownSources.clear();
  for (const source of sources) knownSources.set(source.id, source);
  const select = $('#lead-source');
  const chosen = select.value;
  select.replaceChildren(
    new Option('All sources', ''),
    ...sources.map((source) => new Option(sourceLabel(source.id), source.id)),
  );
  select.value = knownSources.has(chosen) ? chosen : '';
}

// A date field holds a local day: "from" is its first instant, "until" (that day included) the next day's.
function dayStart(value, plusDays = 0) {
  const [year, month, day] = value.split('-').map(Number);
  return new Date(year, month - 1, day + plusDays).toISOString();
}

// URLSearchParams writes a space as "+", which this API reads as a plus sign (docs/api.md §4, so
// that phone=+1… works); a "+" typed is already "%2B", so every "+" left is a space.
const queryText = (params) => params.toString().replace(/\+/g, '%20');

/** The view's filters as query parameters (shared by the list and the export). */
function filterParams() {
  const form = $('#lead-filters');
  const params = new URLSearchParams();
  const q = form.q.value.trim();
  if ([...q].length >= 3) params.set('q', q);
  if (form.sourceId.value) params.set('sourceId', form.sourceId.value);
  if (form.from.value) params.set('from', dayStart(form.from.value));
  if (form.to.value) params.set('to', dayStart(form.to.value, 1));
  if (!form.test.checked) params.set('test', 'false');
  return params;
}

export async function loadLeads({ more = false, typed = false } = {}) {
  const mine = ++generation; // even when nothing is asked: an answer to an older query must not land
  const params = filterParams();
  const filters = queryText(params);
  // A search of 1 or 2 characters is not sent (the API needs 3): the list shows the other filters'
  // leads, and typing is not sent again while it already does.
  if (typed && filters === listed) {
    countArrivedMeanwhile([]); // the list shown stays: a query asked meanwhile will not land
    showCount();
    return;
  }
  params.set('limit', String(PAGE));
  if (more && nextCursor) params.set('cursor', nextCursor);
  // The total costs the server a bounded count: asked with a query's first page only.
  if (!more) params.set('count', 'true');
  if (!more) {
    nextCursor = null; // a Load more clicked meanwhile must not go on from the previous query's place
    $('#load-more').hidden = true;
    arrivedMeanwhile = new Set();
  }
  const answer = await api(`/api/leads?${queryText(params)}`).catch((error) => {
    if (mine === generation && !more) countArrivedMeanwhile([]);
    throw error;
  });
  if (mine !== generation) return;
  const body = $('#all-leads tbody');
  const rows = answer.leads.map((lead) => leadRow(lead, sourceLabel(lead.sourceId)));
  if (more) body.append(...rows);
  else body.replaceChildren(...rows);
  if (!more) {
    arrived = 0;
    $('#new-leads').hidden = true;
    countArrivedMeanwhile(answer.leads);
    listed = filters;
    total = answer.total === undefined ? null : { count: answer.total, capped: answer.totalCapped };
  }
  shown = more ? shown + rows.length : rows.length;
  nextCursor = answer.nextCursor;
  $('#load-more').hidden = !nextCursor;
  showCount();
}

const noun = (n) => `${n.toLocaleString()} lead${n === 1 ? '' : 's'}`;

function showCount() {
  const q = $('#lead-q').value.trim();
  const short = q.length > 0 && [...q].length < 3 ? 'Type 3 characters or more to search. ' : '';
  const all = total ? `${total.capped ? `${total.count.toLocaleString()}+ leads` : noun(total.count)} · ` : '';
  const text = nextCursor
    ? `${all}${noun(shown)} shown; more to load`
    : shown === 0
      ? 'No leads found.'
      : `${noun(shown)} found`;
  showAnswer($('#lead-count'), short + text);
}

/**
 * A lead the live feed brought while All leads is open: counted on a notice, never put in the list,
 * whose order and search are the server's; clicking the notice runs the view's query again. The
 * source and test filters are known here; a search is left to the server.
 */
export function noteNewLead(sourceId, lead) {
  if ($('#leads-view').hidden) return;
  const form = $('#lead-filters');
  if (form.sourceId.value && form.sourceId.value !== sourceId) return;
  if (lead.test && !form.test.checked) return;
  if (arrivedMeanwhile) return void arrivedMeanwhile.add(lead.id);
  arrived += 1;
  showArrived();
}

/** What arrived while a list was asked for, less the leads `listedLeads` holds, counted as new. */
function countArrivedMeanwhile(listedLeads) {
  if (!arrivedMeanwhile) return;
  const listedIds = new Set(listedLeads.map((lead) => lead.id));
  for (const id of arrivedMeanwhile) if (!listedIds.has(id)) arrived += 1;
  arrivedMeanwhile = null;
  showArrived();
}

function showArrived() {
  if (arrivedDrawn) return;
  arrivedDrawn = true;
  requestAnimationFrame(() => {
    arrivedDrawn = false;
    if (arrived === 0) return;
    const notice = $('#new-leads');
    notice.textContent = `${arrived.toLocaleString()} new lead${arrived === 1 ? '' : 's'}`;
    notice.title = 'Show them: runs this view again';
    notice.hidden = false;
  });
}

/** A lead erased from the panel leaves the list at once. */
export function dropLead(leadId) {
  for (const row of document.querySelectorAll(`tr[data-lead-id="${CSS.escape(leadId)}"]`)) {
    if (row.closest('#all-leads')) {
      shown -= 1;
      if (total) total.count -= 1;
    }
    row.remove();
  }
  showCount();
}

// The file comes through fetch (the token stays in a header), then is handed to the browser as a download.
async function exportCsv() {
  const answer = $('#export-answer');
  showAnswer(answer, 'Preparing the file…');
  const response = await send(`/api/leads/export?format=csv&${queryText(filterParams())}`);
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'leads.csv';
  const link = Object.assign(document.createElement('a'), { href: URL.createObjectURL(blob), download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  showAnswer(answer, `Exported ${name}: the leads this view selects.`);
}

export function setUpLeadsView() {
  const count = $('#lead-count');
  const form = $('#lead-filters');
  form.addEventListener('submit', (event) => event.preventDefault());
  form.addEventListener('input', (event) => {
    clearTimeout(typing);
    const typed = event.target.name === 'q';
    const reload = runNear(count, () => loadLeads({ typed }));
    if (typed) typing = setTimeout(reload, TYPING_PAUSE_MS);
    else reload();
  });
  $('#load-more').addEventListener(
    'click',
    runNear(count, () => loadLeads({ more: true })),
  );
  $('#export-csv').addEventListener('click', runNear($('#export-answer'), exportCsv));
  $('#new-leads').addEventListener(
    'click',
    runNear(count, () => loadLeads()),
  );
}
