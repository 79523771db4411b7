// A source's settings on its card: regenerate the URL, rename and Google key (in the page's dialog), default country, delete,
// and telling the service its refusals were seen. Each answer appears next to its control.
import { countryCode, countryName } from './countries.js';
import { $, api, knownSources, showAnswer, showMessage, state } from './page.js';
import { editSetting } from './setting-dialog.js';

// The card shows a changed source again (source-cards.js listens): the settings never draw a card themselves.
const renderSource = (entry) => entry.card.dispatchEvent(new CustomEvent('source-changed'));
const showUnseenTotal = () => document.dispatchEvent(new CustomEvent('sources-changed'));

const sourcePath = (entry, rest = '') => `/api/sources/${encodeURIComponent(entry.source.id)}${rest}`;

export async function regenerate(entry, answer) {
  const ok = confirm(
    `Regenerate the webhook URL of "${entry.source.name}"?\n\nThe old URL stops working at once: ` +
      'every Zap, scenario or form that uses it will get an error until you paste the new URL there.',
  );
  if (!ok) return;
  entry.source = { ...entry.source, ...(await api(sourcePath(entry, '/regenerate'), { method: 'POST' })) };
  renderSource(entry);
  showAnswer(answer, 'Regenerated: the new webhook URL is above; the old one no longer works.');
}

export async function rename(entry, answer) {
  await editSetting({
    title: `Rename "${entry.source.name}"`,
    label: 'Name',
    value: entry.source.name,
    save: async (name) => {
      entry.source = { ...entry.source, ...(await api(sourcePath(entry), { method: 'PATCH', body: { name } })) };
      renderSource(entry);
      showAnswer(answer, `Renamed to "${entry.source.name}".`);
    },
  });
}

export async function setGoogleKey(entry, answer) {
  await editSetting({
    title: `Google key of "${entry.source.name}"`,
    label: 'Google Ads lead form key',
    hint: 'The "Key" in the form\'s webhook settings: leads in Google\'s format must then carry it. Leave empty to remove the key.',
    value: entry.source.googleKey ?? '',
    save: async (googleKey) => {
      const body = { googleKey };
      entry.source = { ...entry.source, ...(await api(sourcePath(entry), { method: 'PATCH', body })) };
      renderSource(entry);
      showAnswer(answer, entry.source.googleKey ? 'Google key saved.' : 'Google key removed.');
    },
  });
}

// Changing it changes how phones without +country code are read from now on; stored leads stay.
export async function setCountry(entry, answer) {
  const input = $('.country-input', entry.card);
  const text = input.value.trim();
  const defaultCountry = text ? countryCode(text) : null;
  if (text && !defaultCountry) {
    showAnswer(
      answer,
      `"${text}" is not a country in the list; pick one from the suggestions, or leave it empty.`,
      'error',
    );
    return;
  }
  entry.source = { ...entry.source, ...(await api(sourcePath(entry), { method: 'PATCH', body: { defaultCountry } })) };
  input.blur();
  renderSource(entry);
  showAnswer(answer, defaultCountry ? `Saved: ${countryName(defaultCountry)}.` : 'Saved: no default country.');
}

export async function removeSource(entry) {
  const ok = confirm(`Delete "${entry.source.name}"?\n\nIts webhook URL stops working at once. Its leads are kept.`);
  if (!ok) return;
  await api(sourcePath(entry), { method: 'DELETE' });
  entry.card.remove();
  state.sources.delete(entry.source.id);
  knownSources.set(entry.source.id, { ...entry.source, deletedAt: new Date().toISOString() });
  $('#empty').hidden = state.sources.size > 0;
  showUnseenTotal();
  showMessage(`Deleted "${entry.source.name}". Its leads stay in All leads.`, 'ok'); // its card, where the button was, is gone
}

// Only where the service counts unseen refusals (the field is present) is there anything to mark.
export async function markRefusalsSeen(entry) {
  if (!('unseenRefusals' in entry.source)) return;
  await api(sourcePath(entry, '/deliveries/seen'), { method: 'POST' });
  entry.source = { ...entry.source, unseenRefusals: 0 };
  renderSource(entry);
}
