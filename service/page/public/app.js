// The Lead Sources page. Plain DOM, no dependencies. Every value from the server is rendered with
// textContent, never as HTML. The admin token lives in localStorage and travels only in the
// Authorization header; a sign-in link carries it in the URL fragment, which is removed at once.

import { loadCountries } from './countries.js';
import { openLeadPanel, setUpLeadPanel } from './lead-panel.js';
import { whenLeadOpened } from './lead-row.js';
import { setUpIntegrations } from './integrations.js';
import { loadKnownSources, setUpLeadsView } from './leads-view.js';
import { connectLive } from './live.js';
import { $, ApiError, api, knownSources, run, showMessage, state, whenUnauthorized } from './page.js';
import { createSource } from './source-cards.js';
import { showView } from './views.js';

const TOKEN_KEY = 'lead-intake-admin-token';

// ---- signing in and out ----

async function signIn(token) {
  state.token = token;
  await api('/api/sources'); // proves the token
  localStorage.setItem(TOKEN_KEY, token);
  $('#sign-in').hidden = true;
  $('#workspace').hidden = false;
  $('#sign-out').hidden = false;
  showMessage('');
  await loadKnownSources();
  await connectLive(); // the live feed, then the sources
}

function signOut(message = '') {
  localStorage.removeItem(TOKEN_KEY);
  state.token = null;
  state.stream?.abort();
  state.stream = null;
  $('#workspace').hidden = true;
  $('#sign-out').hidden = true;
  $('#live').hidden = true;
  $('#sign-in').hidden = false;
  $('#sources').replaceChildren();
  $('#all-leads tbody').replaceChildren();
  $('#lead-panel').close();
  state.sources.clear();
  knownSources.clear();
  document.title = 'Lead Sources';
  void showView('sources-view');
  showMessage(message);
}

whenUnauthorized(signOut);

// ---- start ----

$('#sign-in').addEventListener(
  'submit',
  run(async (event) => {
    const token = event.target.token.value.trim();
    try {
      await signIn(token);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        signOut(
          'That admin token is not right. Copy it again from data/admin-token (or the link printed at first start).',
        );
      } else {
        throw error;
      }
    }
  }),
);
$('#create').addEventListener('submit', run(createSource));
for (const tab of document.querySelectorAll('.view-tab'))
  tab.addEventListener(
    'click',
    run(() => showView(tab.dataset.view)),
  );
setUpLeadsView();
setUpIntegrations();
setUpLeadPanel();
whenLeadOpened(run(openLeadPanel));
$('#sign-out').addEventListener('click', () => signOut('Signed out.'));

run(async () => {
  await loadCountries();
  const fromLink = new URLSearchParams(location.hash.slice(1)).get('token');
  if (fromLink) history.replaceState(null, '', location.pathname); // keep the token out of the address bar and history
  const token = fromLink ?? localStorage.getItem(TOKEN_KEY);
  if (!token) return signOut();
  try {
    await signIn(token);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
})();
