// What the live feed changes on the page, drawn at most once per animation frame. A source taking
// thousands of leads a second must not freeze the page (issue 23): between frames only the newest
// rows each list can show are kept, the lists are trimmed on every draw, and an open delivery log
// reloads its bodies at most every REFRESH_EVERY_MS.
import { DELIVERIES_SHOWN, LEADS_SHOWN, refreshDeliveries, showLeadTable } from './activity.js';
import { deliveryItem, tallyKey } from './delivery-item.js';
import { leadRow } from './lead-row.js';
import { dropLead, noteNewLead } from './leads-view.js';
import { renderSource } from './source-cards.js';
import { markRefusalsSeen } from './source-settings.js';
import { $, run, state } from './page.js';

const REFRESH_EVERY_MS = 2000;

/** sourceId → what arrived since the last frame: the newest leads and deliveries, and counts. */
const pending = new Map();
let frameRequested = false;

export function queueEvent(event) {
  if (event.type === 'erased') return dropLead(event.leadId);
  if (event.type === 'lead') noteNewLead(event.sourceId, event.lead);
  if (!state.sources.has(event.sourceId)) return;
  let news = pending.get(event.sourceId);
  if (!news)
    pending.set(
      event.sourceId,
      (news = { leads: [], deliveries: [], leadCount: 0, testLeadCount: 0, lastLeadAt: null, refusals: 0 }),
    );
  if (event.type === 'lead') {
    keepNewest(news.leads, event.lead, LEADS_SHOWN);
    // Counted as the service counts them (docs/api.md §4): test leads apart.
    if (event.lead.test) news.testLeadCount += 1;
    else news.leadCount += 1;
    news.lastLeadAt = event.lead.createdAt;
  } else if (event.type === 'delivery') {
    keepNewest(news.deliveries, event.delivery, DELIVERIES_SHOWN);
    if (countsAsUnseen(event.delivery)) news.refusals += 1;
  }
  if (!frameRequested) {
    frameRequested = true;
    requestAnimationFrame(drawNews);
  }
}

// As the service counts unseenRefusals (docs/api.md §3): a revoked URL or a rate limit is no news.
const countsAsUnseen = ({ outcome, status }) =>
  outcome === 'rejected' && status >= 400 && status < 500 && status !== 410 && status !== 429;

function keepNewest(list, item, max) {
  list.push(item);
  if (list.length > max) list.shift();
}

function drawNews() {
  frameRequested = false;
  for (const [sourceId, news] of pending) {
    const entry = state.sources.get(sourceId);
    if (entry) drawSourceNews(entry, news);
  }
  pending.clear();
}

function drawSourceNews(entry, { leads, deliveries, leadCount, testLeadCount, lastLeadAt, refusals }) {
  if (leads.length > 0) {
    const body = $('.leads tbody', entry.card);
    const fresh = leads.filter((lead) => !body.querySelector(`[data-lead-id="${CSS.escape(lead.id)}"]`));
    body.prepend(...fresh.reverse().map((lead) => leadRow(lead)));
    trim(body, LEADS_SHOWN);
    showLeadTable(entry);
  }
  const logOpen = $('.deliveries', entry.card).open;
  if (leadCount > 0 || testLeadCount > 0 || (refusals > 0 && !logOpen)) {
    const { source } = entry;
    entry.source = {
      ...source,
      leadCount: source.leadCount + leadCount,
      ...('testLeadCount' in source ? { testLeadCount: source.testLeadCount + testLeadCount } : {}),
      lastLeadAt: lastLeadAt ?? source.lastLeadAt,
      ...(refusals > 0 && !logOpen && 'unseenRefusals' in source
        ? { unseenRefusals: source.unseenRefusals + refusals }
        : {}),
    };
    renderSource(entry);
  }
  if (deliveries.length > 0) {
    const list = $('.delivery-list', entry.card);
    list.prepend(...newestFirstOncePerTally(deliveries, list).map((delivery) => deliveryItem(delivery, entry)));
    trim(list, DELIVERIES_SHOWN);
    if (logOpen) {
      entry.refusalsWhileOpen ||= refusals > 0;
      requestRefresh(entry);
    }
  }
}

// A counted refusal comes again with each rewrite: only its newest stays, on top.
function newestFirstOncePerTally(deliveries, list) {
  const seen = new Set();
  const shown = [];
  for (const delivery of deliveries.reverse()) {
    const tally = tallyKey(delivery);
    if (tally) {
      if (seen.has(tally)) continue;
      seen.add(tally);
      for (const old of list.querySelectorAll(`li[data-tally="${CSS.escape(tally)}"]`)) old.remove();
    }
    shown.push(delivery);
  }
  return shown;
}

function trim(list, max) {
  while (list.children.length > max) list.lastElementChild.remove();
}

// A throttle, not a debounce: a debounce never fires while deliveries keep coming.
function requestRefresh(entry) {
  entry.refreshWanted = true;
  if (entry.refreshTimer || entry.refreshing) return;
  const wait = Math.max(0, (entry.refreshedAt ?? 0) + REFRESH_EVERY_MS - Date.now());
  entry.refreshTimer = setTimeout(
    run(() => refreshNow(entry)),
    wait,
  );
}

async function refreshNow(entry) {
  entry.refreshTimer = null;
  entry.refreshWanted = false;
  entry.refreshing = true;
  entry.refreshedAt = Date.now();
  try {
    if (state.sources.get(entry.source.id) === entry && $('.deliveries', entry.card).open) {
      const seen = entry.refusalsWhileOpen;
      entry.refusalsWhileOpen = false;
      await refreshDeliveries(entry);
      if (seen) await markRefusalsSeen(entry); // shown in the open log: seen
    }
  } finally {
    entry.refreshing = false;
    if (entry.refreshWanted) requestRefresh(entry);
  }
}
