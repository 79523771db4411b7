/**
 * A link to a page a person reads (`https://remont-prime.ru/ceny`, a form's landing page): a site's address whose path is
 * words, with no query but tracking parameters, no file's extension and no id in it; not an API's (`api.…`, `/v2/`), a
 * file's (`….mp3`, `avatar.png`), nor one carrying a token (`cart.php?…&token=…`). Under a bare `url` or `link` key, the
 * page the lead came from: context (role-features.ts).
 */
export function isPageLink(text: string): boolean {
  if (text.length > 300) return false;
  const match = PAGE.exec(text);
  if (match === null || match[1].startsWith('api.')) return false;
  const [, , path = '', query] = match;
  if (query !== undefined && !query.split('&').every((pair) => pair.startsWith('utm_'))) return false;
  return path.split('/').every((segment) => segment === '' || PAGE_SEGMENT.test(segment));
}

// Scheme, host, path, query (a fragment is dropped); a host of letters, digits, dots and dashes.
const PAGE = /^https?:\/\/([a-z0-9.-]+)(?::\d+)?(\/[^?#\s]*)?(?:\?([^#\s]*))?(?:#\S*)?$/i;
// A word or words joined by `-`, `_` or `+`, short numbers among them (`waermepumpe-foerderung`, `2024-offer`); no dot, no
// run of five digits (an id).
const PAGE_SEGMENT = /^(?!.*\d{5})[\p{L}\p{M}\d]+(?:[-_+][\p{L}\p{M}\d]+)*$/u;

/** Bare keys of a link, whose page link is where the lead came from. */
export const BARE_LINK_KEYS = new Set(['url', 'link', 'uri', 'href']);
