// The Lead Sources page. Plain DOM, no dependencies. Every value from the server is rendered with
// textContent, never as HTML. The admin token lives in localStorage and travels only in the
// Authorization header; a sign-in link carries it in the URL fragment, which is removed at once.

const TOKEN_KEY = 'lead-intake-admin-token';
const LEADS_SHOWN = 50;
const $ = (selector, root = document) => root.querySelector(selector);

const state = { token: null, sources: new Map(), stream: null };

class ApiError extends Error {
  constructor(status, error) {
    super(error?.message ?? `The service answered ${status}.`);
    this.status = status;
    this.code = error?.code;
    this.details = error?.details ?? [];
  }
}

async function api(path, { method = 'GET', body } = {}) {
  let response;
  try {
    response = await fetch(path, {
      method,
      headers: { Authorization: `Bearer ${state.token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new ApiError(0, { message: 'Cannot reach the service. Check that it is running and that you are online.' });
  }
  if (response.status === 204) return null;
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    const error = new ApiError(response.status, data?.error);
    if (response.status === 401) signOut('Your admin token was not accepted (it may have changed). Sign in again.');
    throw error;
  }
  return data;
}

function showMessage(text, kind = 'error') {
  const box = $('#message');
  box.textContent = text;
  box.className = `message ${kind === 'ok' ? 'ok' : ''}`;
  box.hidden = !text;
}

function explain(error) {
  if (!(error instanceof ApiError)) return String(error?.message ?? error);
  const details = error.details.map((d) => `• ${d.field}: ${d.message}`).join('\n');
  return details ? `${error.message}\n${details}` : error.message;
}

const run = (task) => async (event) => {
  event?.preventDefault?.();
  try {
    await task(event);
  } catch (error) {
    showMessage(explain(error));
  }
};

// ---- signing in and out ----

async function signIn(token) {
  state.token = token;
  await api('/api/sources'); // proves the token
  localStorage.setItem(TOKEN_KEY, token);
  $('#sign-in').hidden = true;
  $('#workspace').hidden = false;
  $('#sign-out').hidden = false;
  showMessage('');
  await loadSources();
  connectLive();
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
  state.sources.clear();
  showMessage(message);
}

// ---- sources ----

const formatTime = (iso) => (iso ? new Date(iso).toLocaleString() : 'never');

async function loadSources() {
  const { sources } = await api('/api/sources');
  const container = $('#sources');
  container.replaceChildren();
  state.sources.clear();
  for (const source of sources) addSourceCard(source); // oldest first, each on top: newest ends first
  $('#empty').hidden = sources.length > 0;
  await Promise.all(sources.map((source) => loadActivity(source.id)));
}

function addSourceCard(source) {
  const card = $('#source-template').content.firstElementChild.cloneNode(true);
  const id = `source-${source.id}`;
  card.id = id;
  card.setAttribute('aria-labelledby', `${id}-name`);
  $('.source-name', card).id = `${id}-name`;
  $('.url-label', card).htmlFor = `${id}-url`;
  $('.webhook-url', card).id = `${id}-url`;
  const entry = { source, card };
  state.sources.set(source.id, entry);
  renderSource(entry);

  $('.copy', card).addEventListener('click', run(() => copyUrl(entry)));
  $('.regenerate', card).addEventListener('click', run(() => regenerate(entry)));
  $('.rename', card).addEventListener('click', run(() => rename(entry)));
  $('.delete', card).addEventListener('click', run(() => remove(entry)));
  $('.google-key', card).addEventListener('click', run(() => setGoogleKey(entry)));
  $('.test-lead', card).addEventListener('click', run(() => sendTestLead(entry)));
  $('.deliveries', card).addEventListener('toggle', (event) => {
    if (event.target.open) run(() => refreshDeliveries(entry))();
  });
  $('#sources').prepend(card);
  $('#empty').hidden = true;
}

function renderSource({ source, card }) {
  $('.source-name', card).textContent = source.name;
  const country = source.defaultCountry ? `default country ${countryName(source.defaultCountry)}` : 'no default country';
  const googleKey = source.googleKey ? 'Google key set' : 'no Google key';
  $('.stats', card).textContent =
    `${source.leadCount} lead${source.leadCount === 1 ? '' : 's'} · last lead ${formatTime(source.lastLeadAt)} · ${country} · ${googleKey}`;
  $('.webhook-url', card).value = source.webhookUrl;
  $('.curl-text', card).textContent =
    `curl -X POST '${source.webhookUrl}' \\\n  -H 'Content-Type: application/json' \\\n` +
    `  -d '{"name": "Jane Doe", "phone": "+14155550123", "email": "jane@example.com", "notes": "Asked for a demo"}'`;
}

async function loadActivity(sourceId) {
  const entry = state.sources.get(sourceId);
  if (!entry) return;
  const [{ leads }, { deliveries }] = await Promise.all([
    api(`/api/leads?sourceId=${encodeURIComponent(sourceId)}&limit=${LEADS_SHOWN}`),
    api(`/api/sources/${encodeURIComponent(sourceId)}/deliveries`),
  ]);
  const body = $('.leads tbody', entry.card);
  body.replaceChildren(...leads.map(leadRow));
  showLeadTable(entry);
  $('.delivery-list', entry.card).replaceChildren(...deliveries.map(deliveryItem));
}

// The live feed carries delivery summaries only; the bodies come from the delivery log itself.
async function refreshDeliveries(entry) {
  clearTimeout(entry.deliveriesRefresh);
  const { deliveries } = await api(`/api/sources/${encodeURIComponent(entry.source.id)}/deliveries`);
  $('.delivery-list', entry.card).replaceChildren(...deliveries.map(deliveryItem));
}

function showLeadTable({ card }) {
  const count = $('.leads tbody', card).children.length;
  $('.leads', card).hidden = count === 0;
  $('.no-leads', card).hidden = count > 0;
}

function cell(text) {
  const td = document.createElement('td');
  td.textContent = text ?? '—';
  return td;
}

function leadRow(lead) {
  const row = document.createElement('tr');
  row.dataset.leadId = lead.id;
  const name = cell(lead.name);
  if (lead.test) {
    const badge = document.createElement('span');
    badge.className = 'badge';
    badge.textContent = 'test';
    badge.title = 'A test lead (Google "send test data", or test: true): never a duplicate';
    name.append(' ', badge);
  }
  row.append(cell(formatTime(lead.createdAt)), name, cell(lead.phone), cell(lead.email));
  const notes = document.createElement('td');
  if (lead.notes) {
    const details = document.createElement('details');
    const summary = document.createElement('summary');
    summary.textContent = lead.notes.split('\n')[0].slice(0, 60) || 'Notes';
    const full = document.createElement('pre');
    full.textContent = lead.notes;
    details.append(summary, full);
    notes.append(details);
  } else {
    notes.textContent = '—';
  }
  row.append(notes);
  return row;
}

function deliveryItem(delivery) {
  const item = document.createElement('li');
  item.className = `outcome-${delivery.outcome}`;
  const reason = delivery.error ? ` (${delivery.error.code}): ${delivery.error.message}` : '';
  item.textContent = `${formatTime(delivery.at)} · ${delivery.status} ${delivery.outcome}${reason}`;
  if (delivery.body !== undefined) {
    const details = document.createElement('details');
    const summary = document.createElement('summary');
    summary.textContent = 'Body as received';
    const body = document.createElement('pre');
    body.textContent = delivery.body;
    details.append(summary, body);
    item.append(details);
  }
  return item;
}

async function copyUrl({ card }) {
  const input = $('.webhook-url', card);
  try {
    await navigator.clipboard.writeText(input.value);
  } catch {
    input.select();
    document.execCommand('copy');
  }
  const note = $('.copied', card);
  note.textContent = 'Copied to the clipboard.';
  setTimeout(() => (note.textContent = ''), 4000);
}

async function regenerate(entry) {
  const ok = confirm(
    `Regenerate the webhook URL of "${entry.source.name}"?\n\nThe old URL stops working at once: ` +
      'every Zap, scenario or form that uses it will get an error until you paste the new URL there.',
  );
  if (!ok) return;
  entry.source = await api(`/api/sources/${entry.source.id}/regenerate`, { method: 'POST' });
  renderSource(entry);
  showMessage(`New webhook URL for "${entry.source.name}" is ready; the old one no longer works.`, 'ok');
}

async function rename(entry) {
  const name = prompt('New name for this lead source:', entry.source.name);
  if (name === null) return;
  entry.source = await api(`/api/sources/${entry.source.id}`, { method: 'PATCH', body: { name } });
  renderSource(entry);
}

async function setGoogleKey(entry) {
  const key = prompt(
    'Google Ads lead form key (the "Key" in the form\'s webhook settings). Leads in Google\'s format must then carry it. ' +
      'Leave empty to remove the key.',
    entry.source.googleKey ?? '',
  );
  if (key === null) return;
  entry.source = await api(`/api/sources/${entry.source.id}`, { method: 'PATCH', body: { googleKey: key } });
  renderSource(entry);
}

async function remove(entry) {
  const ok = confirm(`Delete "${entry.source.name}"?\n\nIts webhook URL stops working at once. Its leads are kept.`);
  if (!ok) return;
  await api(`/api/sources/${entry.source.id}`, { method: 'DELETE' });
  entry.card.remove();
  state.sources.delete(entry.source.id);
  $('#empty').hidden = state.sources.size > 0;
  showMessage(`Deleted "${entry.source.name}".`, 'ok');
}

async function sendTestLead({ source, card }) {
  const answerBox = $('.test-answer', card);
  const sample = {
    name: 'Test Lead',
    email: `test+${Date.now()}@example.com`,
    notes: 'Sent with the "Send test lead" button of the Lead Sources page.',
  };
  let text;
  try {
    const response = await fetch(source.webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(sample),
    });
    text = `${response.status}: ${JSON.stringify(await response.json(), null, 2)}`;
  } catch {
    text = 'The test lead could not be sent: the webhook URL did not answer from this browser.';
  }
  answerBox.textContent = text;
  answerBox.hidden = false;
}

async function createSource(event) {
  const form = event.target;
  const name = form.name.value.trim();
  const countryText = form.country.value.trim();
  const defaultCountry = countryText ? countryCode(countryText) : null;
  if (countryText && !defaultCountry) {
    showMessage(`"${countryText}" is not a country in the list; pick one from the suggestions, or leave it empty.`);
    return;
  }
  const source = await api('/api/sources', { method: 'POST', body: { name, defaultCountry } });
  addSourceCard(source);
  form.reset();
  showMessage(`Created "${source.name}". Copy its webhook URL into Zapier, Make or your form.`, 'ok');
}

// ---- countries: ISO codes from the service, names from the browser ----

const regionNames = new Intl.DisplayNames([navigator.language || 'en', 'en'], { type: 'region' });
const countryName = (code) => `${regionNames.of(code) ?? code} (${code})`;
let countryCodes = [];

async function loadCountries() {
  countryCodes = await (await fetch('/countries.json')).json();
  const options = countryCodes
    .map((code) => countryName(code))
    .sort((a, b) => a.localeCompare(b))
    .map((label) => Object.assign(document.createElement('option'), { value: label }));
  $('#countries').replaceChildren(...options);
}

function countryCode(text) {
  const code = /\(([A-Za-z]{2})\)\s*$/.exec(text)?.[1] ?? text;
  const upper = code.toUpperCase();
  if (countryCodes.includes(upper)) return upper;
  return countryCodes.find((c) => (regionNames.of(c) ?? '').toLowerCase() === text.toLowerCase()) ?? null;
}

// ---- live updates: server-sent events read with fetch, so the token stays in a header ----

async function connectLive(attempt = 0) {
  if (!state.token) return;
  const controller = new AbortController();
  state.stream = controller;
  const live = $('#live');
  try {
    const response = await fetch('/api/events', { headers: { Authorization: `Bearer ${state.token}` }, signal: controller.signal });
    if (response.status === 401) return signOut('Your admin token was not accepted (it may have changed). Sign in again.');
    if (!response.ok || !response.body) throw new Error(`status ${response.status}`);
    live.textContent = 'Live: new leads appear here as they arrive.';
    live.hidden = false;
    if (attempt > 0) await loadSources(); // catch up on what arrived while disconnected
    attempt = 0;
    await readEvents(response.body, handleEvent);
  } catch (error) {
    if (controller.signal.aborted) return;
  }
  if (state.stream !== controller) return;
  live.textContent = 'Live updates paused: reconnecting…';
  live.hidden = false;
  const delay = Math.min(1000 * 2 ** attempt, 10_000);
  setTimeout(() => connectLive(attempt + 1), delay);
}

async function readEvents(body, onEvent) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.split('\n').filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trim()).join('\n');
      if (data) onEvent(JSON.parse(data));
    }
  }
}

function handleEvent(event) {
  const entry = state.sources.get(event.sourceId);
  if (!entry) return;
  if (event.type === 'lead') {
    const body = $('.leads tbody', entry.card);
    if (!body.querySelector(`[data-lead-id="${CSS.escape(event.lead.id)}"]`)) body.prepend(leadRow(event.lead));
    while (body.children.length > LEADS_SHOWN) body.lastElementChild.remove();
    showLeadTable(entry);
    entry.source = { ...entry.source, leadCount: entry.source.leadCount + 1, lastLeadAt: event.lead.createdAt };
    renderSource(entry);
  } else if (event.type === 'delivery') {
    $('.delivery-list', entry.card).prepend(deliveryItem(event.delivery));
    if ($('.deliveries', entry.card).open) {
      clearTimeout(entry.deliveriesRefresh);
      entry.deliveriesRefresh = setTimeout(run(() => refreshDeliveries(entry)), 300);
    }
  }
}

// ---- start ----

$('#sign-in').addEventListener('submit', run(async (event) => {
  const token = event.target.token.value.trim();
  try {
    await signIn(token);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      signOut('That admin token is not right. Copy it again from data/admin-token (or the link printed at first start).');
    } else {
      throw error;
    }
  }
}));
$('#create').addEventListener('submit', run(createSource));
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
