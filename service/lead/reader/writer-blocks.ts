import type { Found } from './found.ts';
import { isBareContact } from './label-parties.ts';
import { meaning } from './labels.ts';
import { isPersonalMailbox, nameWords } from './mail-providers.ts';
import { isOther, type Ranked } from './ranked.ts';
import type { Tokens } from './reading.ts';
import { looksLikePersonName, namesOrganisation, namesTrade } from './shapes.ts';

/**
 * The business's cards (business-cards.ts) that a key naming the lead by a contact's word alone holds (`contact`,
 * `kontakt`, `contato`; none under `lead` or `customer`), beside an enquirer's own card: an object outside every card,
 * under no one else's key, holding a name, a phone, an address at a mail provider people use for themselves and a
 * message (feature `besideMessage`, message-blocks.ts), where the card holds none. A portal's enquiry so names the
 * advertiser's card beside the enquirer's form. Such a card stays the business's when it is an organisation's by its
 * own values, a trade's or a company's name, or a business's mailbox (`info@`, `vendas@`) beside a name of one word or
 * of four or more (never a fixed line alone, nor a person's name of two or three words), and the two share no word of a
 * name: a parent's, a landlord's or an office's card beside a child's, a tenant's or an
 * employee's block is the lead's (attacker's pass /work/attack48: a family, an occupant or a colleague gives a phone,
 * seldom a free mailbox, and often a family name).
 */
export function writtenCards(cards: ReadonlySet<Tokens>, found: Found): ReadonlySet<Tokens> {
  const writer = writerBlock(cards, found);
  if (writer === null) return NONE;
  let kept: Set<Tokens> | null = null;
  for (const container of cards)
    if (byContactKeyOnly(container) && isOrganisationCard(container, found, writer.words))
      (kept ??= new Set()).add(container);
  return kept ?? NONE;
}

const NONE: ReadonlySet<Tokens> = new Set();

// The one object outside the cards holding the enquirer's own card and their message, with its name's words.
function writerBlock(cards: ReadonlySet<Tokens>, { phones, emails, names }: Found): { words: string[] } | null {
  let writer: { words: string[] } | null = null;
  for (const email of emails) {
    const { container, value } = email.reading;
    if (cards.has(container) || email.besideMessage !== true || isOther(email)) continue;
    if (typeof value !== 'string' || !isPersonalMailbox(value)) continue;
    if (!phones.some((phone) => phone.reading.container === container && !isOther(phone))) continue;
    const name = names.find((one) => one.reading.container === container && !isOther(one));
    if (name === undefined || typeof name.reading.value !== 'string') continue;
    // Two such blocks tell nothing apart.
    if (writer !== null) return null;
    writer = { words: nameWords(name.reading.value) };
  }
  return writer;
}

// A card an organisation's by its own values, holding no message, no free mailbox, and no word of the enquirer's name.
function isOrganisationCard(container: Tokens, { phones, emails, names }: Found, words: readonly string[]): boolean {
  let organisation = false;
  for (const candidate of [...phones, ...emails]) {
    if (candidate.reading.container !== container) continue;
    if (candidate.besideMessage === true) return false;
    const { value } = candidate.reading;
    if (typeof value === 'string' && value.includes('@') && isPersonalMailbox(value)) return false;
    if (candidate.businessMailbox === true) organisation = true;
  }
  for (const { reading } of names as readonly Ranked[]) {
    const { value } = reading;
    if (reading.container !== container || typeof value !== 'string') continue;
    if (nameWords(value).some((word) => words.includes(word))) return false;
    if (namesTrade(value) || namesOrganisation(value)) return true;
    // A person's name as names are written, two or three words (`Sarah Whitfield` at `lettings@…`): someone at a firm,
    // who may write for another (a letting agent for a tenant), whatever the mailbox.
    if (isPersonShaped(value)) return false;
  }
  return organisation;
}

// Every key above naming the lead does so by a contact's word (`contact`, `kontakt`), and one does.
function byContactKeyOnly(container: Tokens): boolean {
  let contact = false;
  for (const token of container) {
    if (typeof token !== 'string') continue;
    const known = meaning(token);
    if (!known.leadParty) continue;
    if (!isBareContact(known)) return false;
    contact = true;
  }
  return contact;
}

// Its particles aside (`María del Carmen López`: three words).
const isPersonShaped = (name: string) => {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => !PARTICLE.test(word)).length;
  return words >= 2 && words <= 3 && looksLikePersonName(name);
};
const PARTICLE = /^\p{Ll}/u;
