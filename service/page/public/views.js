// The page's two views, Sources and All leads; All leads reloads each time it is shown.
import { loadIntegrations } from './integrations.js';
import { loadKnownSources, loadLeads } from './leads-view.js';
import { $ } from './page.js';

/** sourceId: open All leads filtered to that source (a card's "All its leads"). */
export async function showView(id, { sourceId } = {}) {
  for (const tab of document.querySelectorAll('.view-tab'))
    tab.setAttribute('aria-pressed', String(tab.dataset.view === id));
  $('#sources-view').hidden = id !== 'sources-view';
  $('#leads-view').hidden = id !== 'leads-view';
  $('#integrations-view').hidden = id !== 'integrations-view';
  if (id === 'integrations-view') return loadKnownSources().then(loadIntegrations);
  if (id !== 'leads-view') return;
  await loadKnownSources(); // a source deleted meanwhile is named as such
  if (sourceId !== undefined) $('#lead-source').value = sourceId;
  await loadLeads();
  if (sourceId !== undefined) $('#leads-view-heading').scrollIntoView();
}
