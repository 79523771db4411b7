// The Integrations view: outbound webhook subscriptions (docs/api.md §4.1) and integration tokens.
// Secrets and tokens are shown once, in the answer that made them, and never fetched again.
import { $, api, formatTime, knownSources, runNear, showAnswer } from './page.js';

const EVENT_WORDS = { 'lead.created': 'New lead', 'lead.returned': 'Person came back', 'lead.erased': 'Person erased' };

export async function loadIntegrations() {
  await Promise.all([loadSubscriptions(), loadTokens()]);
}

export function setUpIntegrations() {
  const subscriptionAnswer = $('#subscription-create .answer');
  $('#subscription-create').addEventListener('submit', runNear(subscriptionAnswer, createSubscription));
  $('#token-create').addEventListener('submit', runNear($('#token-create .answer'), createToken));
  $('#copy-secret').addEventListener('click', () => copy($('#secret-value')));
  $('#copy-token').addEventListener('click', () => copy($('#token-value')));
}

async function loadSubscriptions() {
  const select = $('#subscription-sources');
  select.replaceChildren(
    ...[...knownSources.values()]
      .filter((source) => !source.deletedAt)
      .map((source) => new Option(source.name, source.id)),
  );
  const { subscriptions } = await api('/api/subscriptions');
  $('#no-subscriptions').hidden = subscriptions.length > 0;
  $('#subscriptions').replaceChildren(...subscriptions.map(subscriptionItem));
}

async function createSubscription(event) {
  const form = event.target;
  const events = [...form.querySelectorAll('input[name="events"]:checked')].map((box) => box.value);
  const sourceIds = [...$('#subscription-sources').selectedOptions].map((option) => option.value);
  const made = await api('/api/subscriptions', {
    method: 'POST',
    body: { url: form.url.value.trim(), events, sourceIds },
  });
  showOnce('#secret-once', '#secret-value', made.secret);
  form.url.value = '';
  showAnswer($('#subscription-create .answer'), 'Subscription added. Copy its signing secret below.');
  await loadSubscriptions();
}

function subscriptionItem(subscription) {
  const item = document.createElement('li');
  item.className = 'subscription';
  item.dataset.id = subscription.id;
  const title = document.createElement('h3');
  title.textContent = subscription.url;
  const facts = document.createElement('p');
  const sources = subscription.sourceIds
    ? subscription.sourceIds.map((id) => knownSources.get(id)?.name ?? id).join(', ')
    : 'every source';
  facts.textContent = `${stateOf(subscription)} · ${subscription.events.map((e) => EVENT_WORDS[e] ?? e).join(', ')} · ${sources} · last success ${formatTime(subscription.lastSuccessAt)}`;
  facts.className = subscription.enabled ? 'stats' : 'stats warning';
  const answer = document.createElement('p');
  answer.className = 'answer';
  answer.setAttribute('role', 'status');
  const actions = document.createElement('div');
  actions.className = 'row actions';
  const base = `/api/subscriptions/${encodeURIComponent(subscription.id)}`;
  const log = document.createElement('details');
  log.className = 'subscription-log';
  const summary = document.createElement('summary');
  summary.textContent = 'Delivery log';
  const list = document.createElement('ol');
  list.className = 'delivery-list';
  log.append(summary, list);
  log.addEventListener(
    'toggle',
    runNear(answer, () => (log.open ? loadLog(base, list, answer) : undefined)),
  );
  actions.append(
    button(
      'Send test event',
      '',
      runNear(answer, async () => {
        await api(`${base}/test`, { method: 'POST' });
        showAnswer(answer, 'Test event queued: it is sent within a second. Open the delivery log to see the answer.');
      }),
    ),
    button(
      'Rotate secret',
      'secondary',
      runNear(answer, async () => {
        if (!confirm('Make a new signing secret? The old one keeps signing for 24 hours, beside the new one.')) return;
        const rotated = await api(`${base}/rotate-secret`, { method: 'POST' });
        showOnce('#secret-once', '#secret-value', rotated.secret);
        showAnswer(answer, 'New secret made: copy it above. For 24 h each message carries both signatures.');
      }),
    ),
    button(
      subscription.enabled ? 'Turn off' : 'Turn on',
      'secondary',
      runNear(answer, async () => {
        await api(base, { method: 'PATCH', body: { enabled: !subscription.enabled } });
        await loadSubscriptions();
      }),
    ),
    button(
      'Delete',
      'danger',
      runNear(answer, async () => {
        if (!confirm(`Delete the subscription to ${subscription.url}? Its pending events and log go too.`)) return;
        await api(base, { method: 'DELETE' });
        await loadSubscriptions();
      }),
    ),
  );
  item.append(title, facts, actions, answer, log);
  return item;
}

const stateOf = (s) =>
  s.enabled ? 'On' : s.disabledReason === 'failing' ? 'Turned off: no success for 5 days' : 'Off';

async function loadLog(base, list, answer) {
  const { events } = await api(`${base}/deliveries`);
  list.replaceChildren(
    ...events.map((event) => {
      const entry = document.createElement('li');
      const line = document.createElement('p');
      const last = event.tries[0];
      const tried = last
        ? `${last.status ?? 'no answer'} in ${last.latencyMs} ms${last.error ? ` (${last.error})` : ''}`
        : 'not tried yet';
      line.textContent = `${formatTime(event.createdAt)} · ${EVENT_WORDS[event.type] ?? event.type} · ${event.state} after ${event.attempts} tries · last: ${tried}`;
      entry.append(line);
      if (last?.answer) {
        const head = document.createElement('pre');
        head.textContent = last.answer;
        entry.append(head);
      }
      if (!event.erased)
        entry.append(
          button(
            'Send again',
            'secondary',
            runNear(answer, async () => {
              await api(`${base}/deliveries/${encodeURIComponent(event.id)}/send-again`, { method: 'POST' });
              showAnswer(answer, 'Sent again, with the same webhook-id.');
            }),
          ),
        );
      return entry;
    }),
  );
  if (events.length === 0)
    list.replaceChildren(Object.assign(document.createElement('li'), { textContent: 'Nothing sent yet.' }));
}

async function loadTokens() {
  const { tokens } = await api('/api/tokens');
  $('#tokens').replaceChildren(
    ...tokens.map((token) => {
      const item = document.createElement('li');
      item.className = 'row';
      const name = document.createElement('span');
      name.textContent = `${token.name} · made ${formatTime(token.createdAt)}`;
      const answer = document.createElement('p');
      answer.className = 'answer';
      item.append(
        name,
        button(
          'Revoke',
          'danger',
          runNear(answer, async () => {
            if (!confirm(`Revoke "${token.name}"? It stops working at once, and its subscriptions are deleted.`))
              return;
            await api(`/api/tokens/${encodeURIComponent(token.id)}`, { method: 'DELETE' });
            await loadIntegrations();
          }),
        ),
        answer,
      );
      return item;
    }),
  );
}

async function createToken(event) {
  const form = event.target;
  const made = await api('/api/tokens', { method: 'POST', body: { name: form.name.value.trim() } });
  showOnce('#token-once', '#token-value', made.token);
  form.name.value = '';
  await loadTokens();
}

function showOnce(box, input, value) {
  $(input).value = value;
  $(box).hidden = false;
}

async function copy(input) {
  try {
    await navigator.clipboard.writeText(input.value);
  } catch {
    input.select();
    document.execCommand('copy');
  }
}

function button(text, kind, onClick) {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = text;
  if (kind) element.className = kind;
  element.addEventListener('click', onClick);
  return element;
}
