// The source cards: create, show, copy, regenerate, rename, set the Google key, delete, send a test lead.
import { loadActivity, refreshDeliveries } from './activity.js';
import { countryCode, countryName } from './countries.js';
import { $, api, formatTime, run, showMessage, state } from './page.js';

export async function loadSources() {
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

export function renderSource({ source, card }) {
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

export async function createSource(event) {
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
