import { emailAddress } from './email-address.ts';
import type { Found } from './found.ts';
import type { Chosen } from './chosen.ts';
import { meaning } from './labels.ts';
import { namesSite, siteOfEmail, sitesOf, type Site } from './site-links.ts';
import { isOther, isToolUserOnly, type Ranked } from './ranked.ts';
import { tokensStartWith, type Reading, type Tokens } from './reading.ts';
import { looksLikePersonName, namesOrganisation, namesTrade } from './shapes.ts';
import { isPersonalMailbox, mailboxCarries } from './mail-providers.ts';
import { isFirmBlock } from './firm-cards.ts';
import { parentKeyOf } from './parent-key.ts';
import { nestedCards } from './nested-cards.ts';

// A lead has a name or two beside a business's: a body with more is not told apart this way.
const MAX_NAMES = 16;
const MAX_CONTACTS = 16;

/**
 * Marks a business's own card (docs/api.md §2.4, feature `businessCard`): the object holding a name
 * whose words (two or more) name a site the body links to or an email of the body is on
 * (`Camelback Honda` beside `tbrooks@camelbackhonda.com`), that links to the site its email is on
 * (`ana@clinicaviva.com.br` beside `https://clinicaviva.com.br`), or whose every email is a business's
 * mailbox (mailboxes.ts). Its phones, emails and names are someone else's, when a phone or an email
 * outside every card is there: a business's card under keys naming no party, before or after the
 * person's, in any script, where the numbering plan does not tell a line from a mobile. A site whose
 * address carries a word of the name in its local part (`jane@janewhitaker.com`) is the person's own.
 */
export function markBusinessCards(found: Found, readings: readonly Reading[]): void {
  const { phones, emails, names } = found;
  const contacts = phones.length + emails.length;
  // The person's block beside a card: another object's contact, or their name alone under the lead's key (`customer:
  // {first_name, last_name}`, read as one name too; their number only in their words: text-phone.ts). Beside their name
  // alone, a block under a key naming a company is their own firm's (`company: {name, phone, email}`).
  if (contacts === 0 || contacts > MAX_CONTACTS || names.length > MAX_NAMES) return;
  const named = names.find(({ reading }) => isLeads(reading) || meaning(reading.label).leadParty);
  const alone = !apart(phones, emails);
  if (alone && (named === undefined || holdsContact(named.reading.container, phones, emails))) return;
  const cards = cardsOf(found, readings);
  if (cards === null) return;
  if (alone) for (const container of cards) if (namesCompany(container)) cards.delete(container);
  // Under a key naming the lead, or a `type`/`role` saying so (`kunde: {…}`): the person's block, whatever it holds, but
  // one nested below the person's name there whose addresses and links carry no word of it (`lead: {name: "Callum
  // Byrne", prompt_variables: {business_name, business_email: "reception@liffeyphysio.ie"}}`; not `lead: {name: "Ana
  // Ruiz", contact: {email: "ana@ruizdesign.com", website}}`, the person's own).
  const nested = nestedCards(cards, found);
  for (const list of [phones, emails, names])
    for (const { reading } of list)
      if (isLeads(reading) && !nested.has(reading.container)) cards.delete(reading.container);
  // A block holding an address at a mail provider people use for themselves that carries a word of a person's name there
  // before its `@` (`Andrea.Salinas@yahoo.com.mx` beside `username: "Andrea Salinas"`; not `citas.sonrisa@gmail.com` beside
  // `Clínica Dental Sonrisa`): the person's own, whatever it links to.
  for (const { reading } of emails)
    if (cards.has(reading.container) && ownsPersonalMailbox(reading, names)) cards.delete(reading.container);
  // A block holding a copy of a phone or an email sent elsewhere too: the person's values, repeated (a form's copy).
  for (const list of [phones, emails])
    for (const { reading } of list)
      if (cards.has(reading.container) && list.some((other) => isCopy(other.reading, reading)))
        cards.delete(reading.container);
  // A tool's user's (`user: {…}`) comes after a business's card (toolUsers): the person's, beside one.
  const outside = (candidate: Ranked) =>
    !cards.has(candidate.reading.container) && (!isOther(candidate) || isToolUserOnly(candidate));
  // The person's own: a phone, an address (not a text an address is read out of, such as a copy of the form in XML), or
  // their name under the lead's key.
  if (
    !phones.some(outside) &&
    !emails.some((email) => outside(email) && emailAddress(email.reading.value) !== null) &&
    !(named !== undefined && outside(named))
  )
    return;
  for (const list of [phones, emails, names])
    for (const candidate of list)
      if (cards.has(candidate.reading.container)) {
        candidate.businessCard = true;
        candidate.other = true;
      }
}

/** Whether the chosen email is in a business's card (marked above). */
export const isCardsAddress = (email: Chosen['email'], candidates: readonly Ranked[]) =>
  email !== null && candidates.some(({ reading, businessCard }) => reading === email.reading && businessCard === true);

// An object under a key naming a company (`company`, `firma`, `societe`): the person's own firm's, where it is a firm's.
const namesCompany = (container: Tokens) => {
  const key = parentKeyOf(container);
  return typeof key === 'string' && meaning(key).namesThing;
};

// Under a key naming the lead, or a `type`/`role` saying so (`kunde: {…}`).
const isLeads = (reading: Reading) => reading.underLead || reading.party === 'person';

function ownsPersonalMailbox(email: Reading, names: readonly Ranked[]): boolean {
  const { value, container } = email;
  if (typeof value !== 'string' || !isPersonalMailbox(value)) return false;
  return names.some(
    ({ reading }) =>
      reading.container === container &&
      typeof reading.value === 'string' &&
      looksLikePersonName(reading.value) &&
      mailboxCarries(value, reading.value),
  );
}

// The same phone or email in another object: text or numbers only (`String` of an object calls its `toString` key).
const isCopy = (other: Reading, reading: Reading) =>
  other.container !== reading.container &&
  isText(other.value) &&
  isText(reading.value) &&
  String(other.value).trim().toLowerCase() === String(reading.value).trim().toLowerCase();
const isText = (value: unknown) => typeof value === 'string' || typeof value === 'number';

// Phones and emails in two objects or more: a card beside the person's block is possible (most bodies have one).
function apart(phones: readonly Ranked[], emails: readonly Ranked[]): boolean {
  const first = (phones[0] ?? emails[0]).reading.container;
  return (
    phones.some(({ reading }) => reading.container !== first) ||
    emails.some(({ reading }) => reading.container !== first)
  );
}

function cardsOf(found: Found, readings: readonly Reading[]): Set<Tokens> | null {
  const { phones, emails, names, sites, staffNames } = found;
  let cards: Set<Tokens> | null = null;
  let known: Site[] | null = null;
  for (const { reading, role } of names as ReadonlyArray<Ranked & { role: string }>) {
    const { value } = reading;
    if (role !== 'name' || typeof value !== 'string') continue;
    // The name a staff member's key holds elsewhere (`lead: {owner: {name: "Sara Youssef"}}` beside `attender: {name:
    // "Sara Youssef", email}`): that staff member's block.
    if (staffNames?.has(value.trim().toLowerCase())) {
      (cards ??= new Set()).add(reading.container);
      continue;
    }
    // A name holding a trade's word (`Hill Country Pools`, `Clínica Dental Sonrisa`): the business's own block.
    if (namesTrade(value)) {
      (cards ??= new Set()).add(reading.container);
      continue;
    }
    // One ending in a company's form (`Thames Valley Heating Ltd`, `Huber GmbH`): a business's block, when a phone is
    // there outside it (a caller's); else it may be the person's own company, its phone theirs to call (a B2B form).
    if (namesOrganisation(value) && phones.some((phone) => phone.reading.container !== reading.container)) {
      (cards ??= new Set()).add(reading.container);
      continue;
    }
    if (!value.includes(' ')) continue;
    known ??= sitesOf(emails, sites);
    if (namesSite(value, known)) (cards ??= new Set()).add(reading.container);
  }
  // An object whose mailbox's domain spells a firm's name beside it, under any key naming no company (`sosiyete`, not
  // `firma`, the person's own), holding a phone too (firm-cards.ts): its card; an invoice's `{company, email}` is none.
  for (const { reading } of emails)
    if (
      !cards?.has(reading.container) &&
      phones.some((phone) => phone.reading.container === reading.container) &&
      !namesCompany(reading.container) &&
      isFirmBlock(reading.container, readings)
    )
      (cards ??= new Set()).add(reading.container);
  // An object linking to the site its email is on: the business's own address and site.
  if (sites !== null)
    for (const { reading } of emails) {
      const site = siteOfEmail(reading.value);
      if (site !== null && sites.some((link) => link.site === site && link.container === reading.container))
        (cards ??= new Set()).add(reading.container);
    }
  // An object holding its home page beside its contact, with a block of contacts elsewhere than below it (a flat
  // form's page link beside the person's own fields has the place's block below it): the business's card, but one whose
  // contact's own key names the lead (a call's `visitor_phone` beside the page the visitor called from).
  if (sites !== null)
    for (const { home, container } of sites)
      if (
        home &&
        holdsContact(container, phones, emails) &&
        elsewhere(container, phones, emails) &&
        !holdsLeadContact(container, phones, emails)
      )
        (cards ??= new Set()).add(container);
  othersCards(phones, emails, names, (cards ??= new Set()));
  // An object whose every phone is a business's line (a fixed line beside a mobile: phone-lines.ts).
  if (phones.some(({ businessLine }) => businessLine === true))
    everyMarked(phones, 'businessLine', (cards ??= new Set()));
  // An object whose every email is a business's mailbox (`info@`, its name in the domain), beside another email.
  if (emails.some(({ businessMailbox }) => businessMailbox === true))
    everyMarked(emails, 'businessMailbox', (cards ??= new Set()));
  return cards;
}

/**
 * An object half or more of whose phones and emails are someone else's by their keys (`جوال_المعلن`, the advertiser's
 * mobile, beside a plain `البريد`), holding no name but theirs and no value whose key names the lead (`contact_email`,
 * `caller_number`):
 * that party's card, its plain values theirs too. Not a list of answers (`[{label, value}]`: a spouse's phone beside the person's).
 */
function othersCards(
  phones: readonly Ranked[],
  emails: readonly Ranked[],
  names: readonly Ranked[],
  cards: Set<Tokens>,
) {
  const counts = new Map<Tokens, { all: number; others: number }>();
  const not = new Set<Tokens>();
  for (const list of [phones, emails])
    for (const candidate of list) {
      const { container, item } = candidate.reading;
      const count = counts.get(container) ?? { all: 0, others: 0 };
      count.all++;
      const label = candidate.known ?? meaning(candidate.reading.label);
      // A call's `to` beside its `from` is the business's line, not a card: the sender is the person, and so is the
      // caller (`external_number` beside an agent's `agent_phone`: a term with a person's qualifier).
      if (namesOther(candidate)) count.others++;
      else if (item !== undefined || label.leadParty || label.sender || label.tier === 1.5) not.add(container);
      counts.set(container, count);
    }
  for (const candidate of names)
    if (!isOther(candidate) && !namesOther(candidate)) not.add(candidate.reading.container);
  for (const [container, { all, others }] of counts)
    if (others > 0 && others < all && 2 * others >= all && !not.has(container)) cards.add(container);
}

// A phone or an email whose key has a person's qualifier right before its term (`visitor_phone`; not a department named
// for them, `customer_service_phone`).
const holdsLeadContact = (container: Tokens, phones: readonly Ranked[], emails: readonly Ranked[]) =>
  [...phones, ...emails].some(({ reading, known }) => {
    const label = known ?? meaning(reading.label);
    return reading.container === container && label.leadParty && label.tier === 1.5;
  });
// A key qualified by someone else's word (`advertiser_mobile`, `dealer_phone`); not a tool's user's (`user_email`), sometimes the lead.
const namesOther = ({ known, reading }: Ranked) => {
  const label = known ?? meaning(reading.label);
  return label.otherParty && !label.toolUser;
};

const holdsContact = (container: Tokens, phones: readonly Ranked[], emails: readonly Ranked[]) =>
  phones.some(({ reading }) => reading.container === container) ||
  emails.some(({ reading }) => reading.container === container);
const elsewhere = (container: Tokens, phones: readonly Ranked[], emails: readonly Ranked[]) =>
  phones.some(({ reading }) => !tokensStartWith(reading.container, container)) ||
  emails.some(({ reading }) => !tokensStartWith(reading.container, container));

// Adds the objects whose every candidate of a list has the mark.
function everyMarked(list: readonly Ranked[], mark: 'businessLine' | 'businessMailbox', cards: Set<Tokens>): void {
  const marked = new Map<Tokens, boolean>();
  for (const candidate of list) {
    const { container } = candidate.reading;
    marked.set(container, (marked.get(container) ?? true) && candidate[mark] === true);
  }
  for (const [container, all] of marked) if (all) cards.add(container);
}
