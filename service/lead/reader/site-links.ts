import type { Found } from './found.ts';
import { fold, letterWords } from './label-words.ts';
import { meaning } from './labels.ts';
import type { Ranked } from './ranked.ts';
import type { Reading } from './reading.ts';
import { REFERRER_WORDS } from './vocabulary-notes.ts';
import { COMPANY_WORDS } from './shapes.ts';

/** The sites a body links to and its emails are on, and the names naming them (business-cards.ts, business-names.ts). */

// A body links to a site or two (its form's page, a business's own): more are a list, looked at no further.
const MAX_SITES = 16;
// A word of a name this long or longer, found in a site's name, names the site.
const WORD_MIN = 3;
const LINK = /^(?:https?:\/\/)?(?:www\.)?([^/?#\s:@]+)/i;

const REFERRERS = new Set(REFERRER_WORDS);
export const isReferrer = (label: string) =>
  meaning(label)
    .words.split(' ')
    .some((word) => REFERRERS.has(word));

// A home page: nothing after the host but one segment of a path (`/`, `/th`, `/contact/`): no file, no query.
const HOME = /^(?:\/[^/.?#]*)?\/?$/;

// The site a text links to (`milehighheatingair` of `https://www.milehighheatingair.com/contact`), and whether it is its home page.
export function linkOf(value: string): { site: string; home: boolean } | null {
  const first = value.charCodeAt(0) | 32; // h or w, in either case: most values are no link
  if (first !== 104 && first !== 119) return null;
  if (!(value.startsWith('http') || value.startsWith('www.') || value.startsWith('HTTP'))) return null;
  const match = LINK.exec(value);
  const host = match?.[1];
  if (host === undefined || !host.includes('.')) return null;
  return { site: siteName(host), home: HOME.test(value.slice(match![0].length)) };
}

// A host's letters but its last label (`booking.aegean-sail-school.gr` → `bookingaegeansailschool`).
const siteName = (host: string) =>
  fold(host.slice(0, host.lastIndexOf('.')))
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

/** Remembers the site a link in the body points to (candidates.ts, in its one pass): a few per body. */
export function keepSite(reading: Reading, value: string, found: Found): void {
  if ((found.sites?.length ?? 0) >= MAX_SITES || (found.referred?.length ?? 0) >= MAX_SITES) return;
  const link = linkOf(value);
  // The page a visitor came from (`refererUrl: "https://l.instagram.com/"`) is another site's, its holder's none; or the
  // page a form was sent from: kept apart.
  if (link !== null && isReferrer(reading.label)) {
    if (link.site !== '') (found.referred ??= []).push(link.site);
    return;
  }
  if (link !== null && link.site !== '') (found.sites ??= []).push({ ...link, container: reading.container });
}

export interface Site {
  name: string;
  /** The local part's words of the address on it, when it is an email's domain. */
  local: readonly string[];
}

// The sites the body links to, and those its emails are on with their local parts' words.
export function sitesOf(emails: readonly Ranked[], sites: Found['sites']): Site[] {
  const known: Site[] = (sites ?? []).map(({ site }) => ({ name: site, local: [] }));
  for (const { reading } of emails) {
    const site = siteOfAddress(reading.value);
    if (site !== null) known.push(site);
  }
  return known;
}

/** The site an address is on, with the words before its `@` (`d.okafor@okaforlaw.com`: okaforlaw, [d, okafor]). */
export function siteOfAddress(value: unknown): Site | null {
  const name = siteOfEmail(value);
  if (name === null) return null;
  const address = value as string;
  return { name, local: letterWords(address.slice(0, address.lastIndexOf('@'))) };
}

/**
 * A firm's name's words as a site's name may spell them (`Mile High Heating & Air`: mile, high, heating, air): folded,
 * three letters or more, no legal form (`Pvt`, `Ltd`); null unless two to six of them (a sentence naming a firm is
 * someone's message).
 */
export function firmWords(name: string): string[] | null {
  if (name.length > 80 || !name.includes(' ')) return null;
  const words = letterWords(name).filter((word) => word.length >= 3 && !COMPANY_WORDS.has(word));
  return words.length < 2 || words.length > MAX_FIRM_WORDS ? null : words;
}
const MAX_FIRM_WORDS = 6;

export function siteOfEmail(value: unknown): string | null {
  const at = typeof value === 'string' ? value.lastIndexOf('@') : -1;
  if (at < 1) return null;
  const host = (value as string).slice(at + 1);
  return host.includes('.') ? siteName(host) : null;
}

// Two words of the name or more in one site's name, no word of it in the local part of the address there.
export function namesSite(name: string, sites: readonly Site[]): boolean {
  const words = letterWords(name).filter((word) => word.length >= WORD_MIN);
  if (words.length < 2) return false;
  return sites.some(
    (site) =>
      words.filter((word) => site.name.includes(word)).length >= 2 &&
      !sites.some((other) => other.name === site.name && words.some((word) => other.local.includes(word))),
  );
}

// A long word a site writes by its first letters (`physio` for physiotherapy, `kauricoast-physio.nz`).
const SHORT_WORD = { from: 8, kept: 6 } as const;
export const shortened = (word: string, site: string) =>
  word.length >= SHORT_WORD.from && site.includes(word.slice(0, SHORT_WORD.kept));
