import type { Found } from './found.ts';
import { isBareContact } from './label-parties.ts';
import { meaning } from './labels.ts';
import { isOther, type Ranked } from './ranked.ts';
import type { Tokens } from './reading.ts';
import { looksLikePersonName } from './shapes.ts';
import { nameWords } from './mail-providers.ts';
import { siteOfEmail } from './site-links.ts';

/**
 * The business's cards (business-cards.ts) that a key naming the lead by a contact's word alone holds (`contact`,
 * `kontakt`, `contato`; none under `lead` or `customer`), beside the block of the person who wrote: an object outside
 * every card, under no one else's key, holding a name, a phone or an email, and a message (feature `besideMessage`,
 * message-blocks.ts) where the card holds none. A portal's enquiry so names the advertiser's card beside the
 * enquirer's form: the key says "a contact", who wrote the message says whose. Such a card stays the business's, but
 * one naming a person at their own firm (`Sarah Whitfield` at `lettings@whitfieldhomes.co.uk`), who may write for
 * someone else (a letting agent for a tenant): the lead's key holds there.
 */
export function writtenCards(cards: ReadonlySet<Tokens>, { phones, emails, names }: Found): ReadonlySet<Tokens> {
  let writer = false;
  let kept: Set<Tokens> | null = null;
  for (const list of [phones, emails])
    for (const candidate of list) {
      const { container } = candidate.reading;
      if (cards.has(container)) {
        if (candidate.reading.party !== 'person' && byContactKeyOnly(container) && !atOwnFirm(container, names, emails))
          (kept ??= new Set()).add(container);
      } else if (candidate.besideMessage === true && !isOther(candidate) && named(container, names)) writer = true;
    }
  if (!writer || kept === null) return NONE;
  // A card whose own block holds a message (`contact: {…, message}`) is the writer's.
  for (const list of [phones, emails])
    for (const { reading, besideMessage } of list) if (besideMessage === true) kept.delete(reading.container);
  return kept;
}

const NONE: ReadonlySet<Tokens> = new Set();

// A name of someone's, not someone else's, in the object.
const named = (container: Tokens, names: readonly Ranked[]) =>
  names.some((name) => name.reading.container === container && !isOther(name));

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

// A person's name of two or three words whose last the domain of an address beside it spells (`Whitfield`, `whitfieldhomes`).
function atOwnFirm(container: Tokens, names: readonly Ranked[], emails: readonly Ranked[]): boolean {
  for (const { reading } of names) {
    if (reading.container !== container || typeof reading.value !== 'string' || !looksLikePersonName(reading.value))
      continue;
    const words = nameWords(reading.value);
    if (words.length < 2 || words.length > 3) continue;
    const family = words[words.length - 1];
    for (const email of emails)
      if (email.reading.container === container && siteOfEmail(email.reading.value)?.includes(family) === true)
        return true;
  }
  return false;
}
