// The source cards: create, show, copy the URL, send a test lead; their settings are in source-settings.js.
import { loadActivity, refreshDeliveries } from './activity.js';
import { showWebhookAnswer } from './answer-text.js';
import { countryCode, countryName } from './countries.js';
import { $, api, formatTime, knownSources, run, runNear, showAnswer, state } from './page.js';
import { showView } from './views.js';
import { markRefusalsSeen, removeSource, setCountry, setGoogleKey, regenerate, rename } from './source-settings.js';

// A source was deleted (source-settings.js): the unseen refusals' total leaves it out.
document.addEventListener('sources-changed', () => showUnseenTotal());

export async function loadSources() {
  const { sources } = await api('/api/sources');
  const container = $('#sources');
  container.replaceChildren();
  state.sources.clear();
  for (const source of sources) addSourceCard(source); // oldest first, each on top: newest ends first
  $('#empty').hidden = sources.length > 0;
  showUnseenTotal();
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
  $('.country-label', card).htmlFor = `${id}-country`;
  $('.country-input', card).id = `${id}-country`;
  const entry = { source, card };
  state.sources.set(source.id, entry);
  renderSource(entry);
  // A setting changed (source-settings.js): the card shows the source again.
  card.addEventListener('source-changed', () => renderSource(entry));

  const answer = $('.action-answer', card);
  $('.copy', card).addEventListener(
    'click',
    run(() => copyText($('.webhook-url', card), $('.copied', card), 'Copied to the clipboard.')),
  );
  $('.copy-curl', card).addEventListener(
    'click',
    run(() => copyText($('.curl-text', card), $('.curl-copied', card), 'The curl example is copied.')),
  );
  $('.regenerate', card).addEventListener(
    'click',
    runNear(answer, () => regenerate(entry, answer)),
  );
  $('.rename', card).addEventListener(
    'click',
    runNear(answer, () => rename(entry, answer)),
  );
  $('.delete', card).addEventListener(
    'click',
    runNear(answer, () => removeSource(entry)),
  );
  $('.google-key', card).addEventListener(
    'click',
    runNear(answer, () => setGoogleKey(entry, answer)),
  );
  $('.test-lead', card).addEventListener(
    'click',
    run(() => sendTestLead(entry)),
  );
  $('.all-of-source', card).addEventListener(
    'click',
    run(() => showView('leads-view', { sourceId: entry.source.id })),
  );
  const countryAnswer = $('.country-answer', card);
  $('.country-form', card).addEventListener(
    'submit',
    runNear(countryAnswer, () => setCountry(entry, countryAnswer)),
  );
  $('.deliveries', card).addEventListener('toggle', (event) => {
    if (!event.target.open) return;
    run(() => refreshDeliveries(entry))();
    run(() => markRefusalsSeen(entry))();
  });
  $('#sources').prepend(card);
  $('#empty').hidden = true;
}

export function renderSource(entry) {
  const { source, card } = entry;
  knownSources.set(source.id, { ...knownSources.get(source.id), ...source });
  $('.source-name', card).textContent = source.name;
  const country = source.defaultCountry
    ? `default country ${countryName(source.defaultCountry)}`
    : 'no default country';
  const googleKey = source.googleKey ? 'Google key set' : 'no Google key';
  const stats = $('.stats', card);
  // Test leads (form builders' checks) are no people to call: counted apart, when there are any.
  const tests = source.testLeadCount > 0 ? ` (and ${source.testLeadCount} test)` : '';
  stats.textContent = `${source.leadCount} lead${source.leadCount === 1 ? '' : 's'}${tests} · last lead ${formatTime(source.lastLeadAt)} · ${country} · ${googleKey}`;
  if (source.unseenRefusals > 0) {
    const unseen = `${source.unseenRefusals} new refusal${source.unseenRefusals === 1 ? '' : 's'} in the delivery log`;
    stats.append(' · ', Object.assign(document.createElement('strong'), { className: 'unseen', textContent: unseen }));
  }
  $('.webhook-url', card).value = source.webhookUrl;
  $('.all-of-source', card).setAttribute('aria-label', `All its leads: ${source.name}`);
  const warning = $('.url-warning', card);
  warning.textContent = source.webhookUrlWarning ? `Warning: ${source.webhookUrlWarning}` : '';
  warning.hidden = !source.webhookUrlWarning;
  const countryInput = $('.country-input', card);
  if (document.activeElement !== countryInput)
    countryInput.value = source.defaultCountry ? countryName(source.defaultCountry) : '';
  $('.curl-text', card).textContent =
    `curl -X POST '${source.webhookUrl}' \\\n  -H 'Content-Type: application/json' \\\n` +
    `  -d '{"name": "Jane Doe", "phone": "+14155550123", "email": "jane@example.com", "notes": "Asked for a demo"}'`;
  showUnseenTotal();
}

/** The refusals nobody has looked at yet, in the tab's title: "(3) Lead Sources". */
export function showUnseenTotal() {
  let total = 0;
  for (const { source } of state.sources.values()) total += source.unseenRefusals > 0 ? source.unseenRefusals : 0;
  document.title = total > 0 ? `(${total}) Lead Sources` : 'Lead Sources';
}

/** Copies a field's value or an element's text; without the clipboard API, by selecting it. */
async function copyText(element, note, done) {
  const text = 'value' in element ? element.value : element.textContent;
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    if ('select' in element) element.select();
    else window.getSelection().selectAllChildren(element);
    document.execCommand('copy');
  }
  note.textContent = done;
  setTimeout(() => (note.textContent = ''), 4000);
}

// "test": true keeps it out of duplicates, and tells the agent it is nobody to call.
async function sendTestLead({ source, card }) {
  const answerBox = $('.test-answer', card);
  const sample = {
    name: 'Test Lead',
    email: `test+${Date.now()}@example.com`,
    notes: 'Sent with the "Send test lead" button of the Lead Sources page.',
    test: true,
  };
  try {
    const response = await fetch(source.webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(sample),
    });
    showWebhookAnswer(answerBox, '', response.status, await response.json().catch(() => null));
  } catch {
    answerBox.textContent = 'The test lead could not be sent: the webhook URL did not answer from this browser.';
    answerBox.hidden = false;
  }
}

export async function createSource(event) {
  const form = event.target;
  const answer = $('.answer', form);
  const name = form.name.value.trim();
  const countryText = form.country.value.trim();
  const defaultCountry = countryText ? countryCode(countryText) : null;
  if (countryText && !defaultCountry) {
    showAnswer(
      answer,
      `"${countryText}" is not a country in the list; pick one from the suggestions, or leave it empty.`,
      'error',
    );
    return;
  }
  const source = await api('/api/sources', { method: 'POST', body: { name, defaultCountry } });
  addSourceCard(source);
  form.reset();
  showAnswer(answer, `Created "${source.name}". Copy its webhook URL into Zapier, Make or your form.`);
}
