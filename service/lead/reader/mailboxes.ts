import { fold, letterWords } from './label-words.ts';
import type { Found } from './found.ts';
import type { NameRanked, Ranked } from './ranked.ts';
import { meaning } from './labels.ts';
import { tokensStartWith, type Reading, type Tokens } from './reading.ts';
import { BUSINESS_MAILBOX_WORDS } from './vocabulary-emails.ts';
import { isPersonalMailbox, nameWords } from './mail-providers.ts';
import { isTradeWord } from './shapes.ts';
import type { LabelMeaning } from './label-meaning.ts';
import { knowsNoWord } from './unread-labels.ts';

const MAILBOX_WORDS = new Set(BUSINESS_MAILBOX_WORDS);
// A name's word this long or longer, found in a domain, is the business's name there ("casa" in casanova.it).
const WORD_MIN = 4;
// A lead has an email or two (the person's, a business's): a body with more is a list, not told apart this way.
const MAX_EMAILS = 8;
const NOT_LETTERS = /[^a-z]/g;

/**
 * Marks the email candidates that are a business's own mailbox (docs/api.md §2.4, feature
 * `businessMailbox`), when the body holds two emails to eight: an address whose local part holds a
 * mailbox word (`info@`, `sales@`, `tom.agent@`) or a trade's (`clinic@`), whose domain holds a word of a name beside it
 * that its local part does not (`bogr2@tecnocasa.it` beside "Tecnocasa Bologna"), or whose local part spells a site the
 * body links to (`rupashi.parlour@gmail.com` beside `https://rupashiparlour.com/…`: a business on a free mailbox). Structure and
 * shape where no key names the party: the person's own address rarely carries their name in its
 * domain and not in its local part.
 */
export function markMailboxes(
  emails: readonly Ranked[],
  names: readonly NameRanked[],
  sites: Found['sites'],
  readings: readonly Reading[],
): void {
  if (emails.length < 2 || emails.length > MAX_EMAILS) return;
  let firms: Map<Tokens, string[]> | undefined;
  for (const email of emails) {
    const { value, container } = email.reading;
    if (typeof value !== 'string') continue;
    const at = value.lastIndexOf('@');
    if (at < 1) continue;
    const local = letterWords(value.slice(0, at));
    // A mailbox's word, or a trade's (`clinic@`, `salon@`): the business's own address.
    if (
      local.some((word) => MAILBOX_WORDS.has(word) || isTradeWord(word)) ||
      spellsSite(local, sites, container, names)
    ) {
      email.businessMailbox = true;
      continue;
    }
    const domain = fold(value.slice(at + 1)).toLowerCase();
    const site = domain.slice(0, Math.max(0, domain.lastIndexOf('.')));
    for (const name of names)
      if (name.reading.container === container && namesSite(name.reading.value, site, local)) {
        email.businessMailbox = true;
        break;
      }
    // A firm's name beside it that the domain holds (`firma: "Reality Hradčany s.r.o."` beside
    // `bartos@reality-hradcany.cz`), where another object's address is someone's own at a mail provider (`…@seznam.cz`):
    // the firm's mailbox, one of its people's, beside a private person's (a lead's own firm and backup address stay).
    if (!privateBeside(emails, names, value, container, site)) continue;
    // A local part naming the domain it is on (`hangyeol@hangyeol-interior.kr`): the firm's own name, no one's; but a
    // domain spelling a name beside it whole is that person's own (`samuel@samuelortiz.com` by "Samuel Ortiz").
    if (namesDomain(local, site) && !names.some((name) => isOwnDomain(name, container, site))) {
      email.businessMailbox = true;
      continue;
    }
    firms ??= firmsOf(readings, emails);
    if (firms.get(container)?.some((firm) => namesSite(firm, site, local))) email.businessMailbox = true;
  }
}

// Another address than this one, in another object beside a name (a person's block: the same object's `alt_email` is
// the same person's, a `billing: {email}` no one's), at a mail provider people use for themselves, not spelling this
// domain's firm (`priceandco.billing@gmail.com` by `priceandco.com`).
const privateBeside = (
  emails: readonly Ranked[],
  names: readonly NameRanked[],
  address: string,
  container: Tokens,
  site: string,
) =>
  emails.some(
    ({ reading }) =>
      typeof reading.value === 'string' &&
      reading.container !== container &&
      names.some((name) => name.reading.container === reading.container) &&
      reading.value.trim().toLowerCase() !== address.trim().toLowerCase() &&
      isPersonalMailbox(reading.value) &&
      !letterWords(reading.value.slice(0, reading.value.indexOf('@')))
        .join('')
        .includes(site.replace(NOT_LETTERS, '')),
  );

// The names of firms in the objects holding an email, by object: under a key naming a thing (`company`, `firma`), or
// a short text under one naming someone else (`muuzaji`, a seller) or nothing the reader knows (`biashara`, `ڈیلر`).
function firmsOf(readings: readonly Reading[], emails: readonly Ranked[]): Map<Tokens, string[]> {
  const firms = new Map<Tokens, string[]>();
  const holders = new Set(emails.map(({ reading }) => reading.container));
  for (const reading of readings)
    if (
      holders.has(reading.container) &&
      !reading.labelled &&
      typeof reading.value === 'string' &&
      mayNameFirm(meaning(reading.label), reading.value)
    ) {
      const list = firms.get(reading.container);
      if (list === undefined) firms.set(reading.container, [reading.value]);
      else list.push(reading.value);
    }
  return firms;
}

// A local part of letters, long enough to be a name, that the domain opens with (`hangyeol` of `hangyeol-interior`).
function namesDomain(local: readonly string[], site: string): boolean {
  const joined = local.join('');
  return joined.length >= WORD_MIN && site.replace(NOT_LETTERS, '').startsWith(joined);
}
function isOwnDomain({ reading }: NameRanked, container: Tokens, site: string): boolean {
  if (reading.container !== container || typeof reading.value !== 'string') return false;
  const words = nameWords(reading.value);
  return words.length > 0 && words.every((word) => site.includes(word));
}

const mayNameFirm = (known: LabelMeaning, value: string) =>
  known.namesThing || (value.length <= FIRM_MAX && known.role === null && (known.otherParty || knowsNoWord(known)));
const FIRM_MAX = 60;

function namesSite(name: unknown, site: string, local: readonly string[]): boolean {
  if (typeof name !== 'string' || site === '') return false;
  const words = nameWords(name);
  if (words.some((word) => word.length >= WORD_MIN && local.includes(word))) return false;
  // A local part of the name's initials (`vm@` of `Vikas Malhotra`): the person's own address at their firm.
  if (words.length >= 2 && local.join('') === words.map((word) => word[0]).join('')) return false;
  return words.some((word) => word.length >= WORD_MIN && site.includes(word));
}

// A local part whose words, joined, are a site's name (`rupashi.parlour` of `rupashiparlour.com`): long enough to be one,
// linked from elsewhere than the address's own object, which names no person by their name's parts nor by a name whose
// word the address holds (a small firm's own `website` beside its `joesplumbing@gmail.com`, a billing block's
// `first_name` beside `mariasbakery@gmail.com`, `name: "Jane Doe"` beside `janedoephoto@gmail.com`).
function spellsSite(
  local: readonly string[],
  sites: Found['sites'],
  container: Tokens,
  names: readonly NameRanked[],
): boolean {
  if (sites === null) return false;
  const joined = local.join('');
  return (
    joined.length >= SITE_MIN &&
    sites.some((link) => link.site === joined && !tokensStartWith(link.container, container)) &&
    !names.some(
      ({ reading, role }) => reading.container === container && (role !== 'name' || spellsName(joined, reading.value)),
    )
  );
}
const SITE_MIN = 6;
const spellsName = (local: string, name: unknown) =>
  typeof name === 'string' && nameWords(name).some((word) => local.includes(word));
