import { CLICK_ID_LABELS } from './vocabulary-click-ids.ts';

/**
 * A page's link as the brief shows it (`landing_url: "https://…/windows?gclid=…&utm_source=google"`): without the ad
 * click ids in its query, the ad platform's for its conversions (vocabulary-click-ids.ts), never the page's; the rest of
 * the query (a campaign's words) and the fragment stay. `fields` keeps the link whole.
 */

// Each click id's name as a query writes it: `gclid`, `ctwa_clid`, `click_id`, `clickid`.
const CLICK_IDS = new Set(CLICK_ID_LABELS.flatMap((label) => [label.replaceAll(' ', '_'), label.replaceAll(' ', '')]));

export function withoutClickIds(value: unknown): unknown {
  // A link starts so (nearly every value does not, and is returned at its first character).
  if (typeof value !== 'string' || (value.charCodeAt(0) | 32) !== 104 || !/^https?:\/\//i.test(value)) return value;
  const query = value.indexOf('?');
  if (query < 0) return value;
  const hash = value.indexOf('#', query);
  const end = hash < 0 ? value.length : hash;
  const params = value.slice(query + 1, end).split('&');
  const kept = params.filter((param) => !CLICK_IDS.has(nameOf(param)));
  if (kept.length === params.length) return value;
  return value.slice(0, query) + (kept.length === 0 ? '' : `?${kept.join('&')}`) + value.slice(end);
}

const nameOf = (param: string) => {
  const equals = param.indexOf('=');
  return (equals < 0 ? param : param.slice(0, equals)).toLowerCase();
};
