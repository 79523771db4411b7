import { firmWords, isReferrer, linkOf, shortened, siteOfAddress, siteOfEmail, type Site } from './site-links.ts';
import { roughEmail } from './email-address.ts';
import { letterWords } from './label-words.ts';
import type { LabelMeaning } from './label-meaning.ts';
import { meaning } from './labels.ts';
import { parentKeyOf } from './parent-key.ts';
import type { Places } from './places.ts';
import { isListItem, type Reading, type Tokens } from './reading.ts';

/**
 * The business's own sites a body names (docs/api.md §2.4, feature `businessName`): a page of it
 * the lead came through (a link past its home page: `…/implants?gclid=…`), and the domain of an
 * email that is not the person's. A short text whose words (two or more) make up one's name is the
 * business's name (`Harbor Light Dental` beside `harborlightdental.com/implants`): someone else's,
 * in no brief. The person's own site stays theirs: the domain their email is on, a home page.
 */

const MAX_SITES = 16;

/** The business's sites the body names, or null when it names none (nearly every body: no link past a home page). */
export function businessSites(
  readings: Reading[],
  used: ReadonlySet<Reading>,
  // Each reading's label meaning (readings-outline.ts meanings).
  meanings: ReadonlyArray<LabelMeaning | null>,
): Site[] | null {
  // The person's own site, read only once a site is found (nearly every body names none).
  let own: string | null | undefined;
  const isOwn = (site: string) => site === (own === undefined ? (own = ownSite(used)) : own);
  let sites: Site[] | null = null;
  for (let i = 0; i < readings.length; i++) {
    const reading = readings[i];
    const { value } = reading;
    if (typeof value !== 'string' || (sites?.length ?? 0) >= MAX_SITES || !mayNameSite(value) || used.has(reading))
      continue;
    const link = linkOf(value);
    if (link !== null) {
      const page = !link.home || cameThrough(reading, meanings[i]);
      if (page && link.site !== '' && !isOwn(link.site)) (sites ??= []).push({ name: link.site, local: [] });
      continue;
    }
    // An address alone (one `@`, no space): a text mentioning one is no site's.
    if (!value.includes('@') || !roughEmail(value.trim())) continue;
    const site = siteOfAddress(value.trim());
    if (site === null || isOwn(site.name)) continue;
    (sites ??= []).push(site);
  }
  return sites;
}

// A link starts with `http`, `HTTP` or `www.` (linkOf), an address holds an `@`: most values are neither (a form's
// `Webhooks example` is no link), and are not looked up among those used; a body naming none is not read for sites.
export function mayNameSite(value: string): boolean {
  const first = value.charCodeAt(0) | 32;
  return (
    ((first === 104 || first === 119) &&
      (value.startsWith('http') || value.startsWith('www.') || value.startsWith('HTTP'))) ||
    value.includes('@')
  );
}

// The site of the first of the person's values that is an address on one (their email's domain).
function ownSite(used: ReadonlySet<Reading>): string | null {
  for (const { value } of used) {
    const site = siteOfEmail(value);
    if (site !== null) return site;
  }
  return null;
}

/**
 * Whether a text is the name of one of the business's sites: a few words, every one of three letters or more (but a
 * legal form: `Pvt`, `Ltd`) in the site's name (a long one by its first six letters: `physio`), two at least (`Mile
 * High Heating & Air`, `milehighheatingair`), or a town the body names (a branch: `BrightRay Solar Ballarat` beside
 * `city: Ballarat`), or before a dash and a line's or a branch's words (`Kestrel Plumbing Co - Main Line`); not a
 * product naming a word or two of it (`Sydney Harbour Sunset Kayak`).
 */
export function namesBusiness(value: unknown, sites: readonly Site[], towns: ReadonlySet<string> = NO_TOWNS): boolean {
  if (typeof value !== 'string' || value.length > 80 || !value.includes(' ')) return false;
  // The name, then a dash and its line's or branch's word (`Kestrel Plumbing Co - Main Line`).
  const dash = value.indexOf(' - ');
  if (dash > 0 && isLineWord(value.slice(dash + 3)) && namesBusiness(value.slice(0, dash), sites, towns)) return true;
  const words = firmWords(value);
  if (words === null) return false;
  // A site whose address carries a word of the name before its `@` (`jane@janewhitaker.com`) is that person's.
  return sites.some((site) => {
    let named = 0;
    for (const word of words)
      if (site.name.includes(word) || shortened(word, site.name)) named++;
      else if (!towns.has(word)) return false;
    return named >= 2 && !words.some((word) => site.local.includes(word));
  });
}
const NO_TOWNS: ReadonlySet<string> = new Set();

// A line's or a branch's words after the name: three at most, each capitalised (`Main Line`, `Clapham`), no sentence.
const LINE_WORDS = /^\p{Lu}[\p{L}'’.]*(?: \p{Lu}[\p{L}'’.]*){0,2}$/u;
const isLineWord = (tail: string) => tail.length <= 40 && LINE_WORDS.test(tail.trim());

// The words of the places the body names (`city: Ballarat`), folded: a branch's name may end in its town.
function townsOf(readings: Reading[], meanings: ReadonlyArray<LabelMeaning | null>): Set<string> {
  const towns = new Set<string>();
  for (let i = 0; i < readings.length; i++) {
    const { value } = readings[i];
    if (typeof value === 'string' && value.length <= MAX_TOWN && meanings[i]?.roleWords.place === true)
      for (const word of letterWords(value)) if (word.length >= 3) towns.add(word);
  }
  return towns;
}
const MAX_TOWN = 60;

// A home page (`…/free-estimate`) the lead came through, not the person's own: under a key naming a page or a source
// (`page_url`, `landing_page`, `source_url`), or in an object so named (`attributionSource: {url}`); not a referrer's.
function cameThrough(reading: Reading, label: LabelMeaning | null): boolean {
  if (label === null || isReferrer(reading.label)) return false;
  if (label.context !== null || label.roleWords.formOwner) return true;
  const parent = parentKeyOf(reading.container);
  return typeof parent === 'string' && meaning(parent).context !== null;
}

/**
 * The values naming one of the business's sites, and the objects holding one but the person's own and those holding
 * theirs (`location: {name: "Ridgeline Roofing Co", address, city}`, `widget: {title, offer}`): the business's record,
 * every value of it theirs. An item of a list naming the business with no contact nor place of theirs
 * (`line_items: [{name, brand, product_url}]`) is what the person bought. Each value read once.
 */
export function businessValues(
  readings: Reading[],
  sites: readonly Site[],
  person: Places,
  meanings: ReadonlyArray<LabelMeaning | null>,
): { names: Set<Reading>; records: Set<Tokens> } {
  const names = new Set<Reading>();
  const named = new Set<Tokens>();
  const towns = townsOf(readings, meanings);
  for (const reading of readings) {
    if (!namesBusiness(reading.value, sites, towns)) continue;
    names.add(reading);
    // Not an object holding the person's own (`job: {description, customer: {…}, company_name}`): the job is theirs.
    if (!person.has(reading.container) && !person.below(reading.container)) named.add(reading.container);
  }
  const records = new Set<Tokens>();
  if (named.size === 0) return { names, records };
  for (let i = 0; i < readings.length; i++) {
    const { container } = readings[i];
    if (named.has(container) && (!isListItem(container) || reaches(meanings[i]))) records.add(container);
  }
  return { names, records };
}

// A way to reach or find someone: a contact, a place (a product's page is none).
const reaches = (label: LabelMeaning | null) =>
  label === null || label.role === 'phone' || label.role === 'email' || label.roleWords.place;
