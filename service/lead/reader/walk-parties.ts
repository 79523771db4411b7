import type { ItemKeys } from './item-keys.ts';
import { meaning } from './labels.ts';
import { type LabelMeaning } from './label-meaning.ts';
import { tokensStartWith, type Reading, type Tokens } from './reading.ts';
import { isPersonalMailbox } from './mail-providers.ts';
import { emailAddress } from './email-address.ts';
import { partyOf } from './value-words.ts';
import { type Obj, ownKey } from './json-object.ts';
import { isNameRole } from './vocabulary.ts';
import { namesOrganisation, namesTrade } from './shapes.ts';
import { parentKeyOf } from './parent-key.ts';
import { ASKED_THING_PAIRS, OWN_ASKED_THINGS } from './vocabulary-asked-things.ts';
import { CONTACT_KEY_WORDS } from './vocabulary-phones.ts';
import { isFirmCard } from './firm-cards.ts';
import { holdsAgentId, namedWriterBeside } from './agent-cards.ts';

type Party = 'other' | 'person' | 'user' | undefined;
const PARTIES: Party[] = [undefined, 'other', 'person', 'user'];

/**
 * Whose the values being walked are (docs/api.md §2.4 steps 4 and 6.1): the nearest key naming a
 * party, the nearest object whose `type`/`role` or flag says who it is, and another person's named
 * object inside the lead's. One walk's state, saved and restored as one number around each object
 * (no allocation per object).
 */
export class Whose {
  // Whether the nearest key naming a party above the containers being walked names someone else, or the lead.
  other = false;
  // Whether that key names someone else only as a tool's user or account (`user`, `account`): before staff's values.
  toolUser = false;
  lead = false;
  // What the nearest object with a party key (`"type": "agent"`) says the values inside it are; `user` is decided after the walk.
  party: Party;
  // Whether the nearest key naming a party names who handles the record (`assignee`, `owner`).
  private handled = false;
  // Whether an object at or below the nearest key naming the lead, around the one being walked, names someone.
  private leadNamed = false;
  // Readings in objects typed `user`, and whether an object is typed as the person: then those are staff's (USER_PARTY_VALUES).
  private users: Reading[] | null = null;
  private personTyped = false;
  // Whether any key named a tool's user (`user: {…}`): then settle() looks at whose their values are.
  private toolUsers = false;
  // Whether the key right above names what the person asks about as its last word (`listing`, `vehicle`: ASKED_THINGS).
  private asked = false;
  /** The object whose values are being walked (walk.ts keeps it around each object): a card's siblings are read there. */
  around: Obj | undefined;

  /** Everything a nested object or list may change, as one number for restore(). */
  save(): number {
    return (
      Number(this.other) |
      (Number(this.lead) << 1) |
      (Number(this.handled) << 2) |
      (Number(this.leadNamed) << 3) |
      (Number(this.toolUser) << 4) |
      (PARTIES.indexOf(this.party) << 5) |
      (Number(this.asked) << 7)
    );
  }

  restore(saved: number, around?: Obj): void {
    this.other = (saved & 1) !== 0;
    this.lead = (saved & 2) !== 0;
    this.handled = (saved & 4) !== 0;
    this.leadNamed = (saved & 8) !== 0;
    this.toolUser = (saved & 16) !== 0;
    this.party = PARTIES[(saved >> 5) & 3];
    this.asked = (saved & 128) !== 0;
    if (around !== undefined) this.around = around;
  }

  // The nearest key naming a party decides whose the values below it are: a customer under an account is the lead.
  enterKey(known: LabelMeaning, object?: Obj): void {
    const underAsked = this.asked;
    this.asked = isAskedThing(known);
    // Who a message went to (`To: {Name, Address}`, `recipient`) is the business, as staff is.
    if (!known.otherParty && !known.leadParty && !known.recipient) return;
    // A bare `contact` under staff's or a dealer's key (`dealer: {contact: {…}}`) is theirs: it names no one, a customer would.
    const bareContact = known.leadParty && CONTACT_WORDS.has(known.words);
    if (this.other && !this.toolUser && bareContact) return;
    // One holding an agent's own id (`contact: {agentId, name, agency}` beside `listing`), or a firm's card (firm-cards.ts):
    // that agent's or firm's, no one's by its key. Under any other key naming the lead, a firm's card beside someone
    // writing in with their name (`customer: {business, email: "orders@bintangkatering.co.id"}` beside `request: {name,
    // mobile, message}`): the firm is the platform's customer, the business the lead was sent to.
    if (
      known.leadParty &&
      object !== undefined &&
      (bareContact
        ? holdsAgentId(object, this.around) || isFirmCard(object)
        : isFirmCard(object) && namedWriterBeside(this.around, object))
    )
      return;
    // So is one right under what the person asks about (`listing: {contact: {…}}`): the listing's agent, whom the person
    // wrote to; not one under a key naming an inquiry (`vehicle_inquiry: {contact}`), nor under the lead's own key.
    const agents = underAsked && !this.lead && bareContact;
    // A tool's user under the lead's key (`lead: {user: {display_name}}`, a marketplace's customer) is the lead's own
    // account, but one writing from a work address (`user: {name, email: "rachel@stonebuilders.com"}`: the salesperson).
    if (this.lead && !this.other && known.toolUser && !known.leadParty && !holdsWorkAddress(object)) return;
    this.other = known.otherParty || !known.leadParty || agents;
    this.toolUser = known.toolUser;
    this.toolUsers ||= known.toolUser;
    this.lead = known.leadParty && !agents;
    this.handled = known.handler;
    this.leadNamed = false;
  }

  /** An object about to be walked, under a key whose meaning is `known`: what its keys say of whose it is. */
  enterObject(object: Obj, shape: ItemKeys, known: LabelMeaning, keyed: boolean): void {
    if (keyed) this.enterKey(known, object);
    this.around = object;
    // Inside the lead's object that names them, an object naming someone under a key naming no party is another person's.
    if (this.lead && shape.named) {
      if (this.leadNamed && !known.leadParty) this.lead = false;
      this.leadNamed = true;
    }
    // A labelled item walked as an object (its value holds records): its label names whose they are, as a key would.
    if (shape.valueKey !== undefined && shape.labelText !== undefined) this.enterKey(meaning(shape.labelText));
    if (shape.partyKey !== undefined)
      this.party = this.typed(partyOf(object[shape.partyKey] as string), shape) ?? this.party;
    if (shape.flagParty !== undefined) this.party = this.typed(shape.flagParty, shape);
  }

  /** A reading's party, as the walk knows it now (a `user` is the person until settle() says otherwise). */
  partyOf(reading: Reading): 'other' | 'person' | undefined {
    if (this.party !== 'user') return this.party;
    (this.users ??= []).push(reading);
    return 'person';
  }

  /**
   * Once the body is walked: a tool's `user` beside an object typed as the person is the tool's own user, staff; an
   * object under a tool's user's key holding an address at a mail provider people use for themselves
   * (`user: {first_name, email: "…@orange.fr"}`) is the person's, no salesperson's (staff write from their work's domain).
   */
  settle(readings: readonly Reading[]): void {
    if (this.users !== null && this.personTyped) for (const reading of this.users) reading.party = 'other';
    if (this.toolUsers) settleToolUsers(readings);
  }

  // An object typed `user` under a key naming who handles the record is staff's; elsewhere it waits for the whole body (settle),
  // where an object typed as the person that names them or holds a contact (not a list of ids) makes it staff's.
  private typed(party: Party, shape: ItemKeys): Party {
    if (party === 'person' && (shape.contact || shape.named)) this.personTyped = true;
    return party === 'user' && this.handled ? 'other' : party;
  }
}

// A key whose last word names what the person asks about (`listing`, `car_listing`; not `vehicle_inquiry`, `car_lead`), but an
// offer: the person's own (`offer: {amount, contact}`).
const OWN_ASKED = new Set(OWN_ASKED_THINGS);
function isAskedThing({ roleWords, words }: LabelMeaning): boolean {
  if (!roleWords.asked) return false;
  const space = words.lastIndexOf(' ');
  const last = words.slice(space + 1);
  if (OWN_ASKED.has(last)) return false;
  // Its last word, or its last two (`realEstate`, `property_real_estate`), name the thing: not `vehicle_inquiry`.
  return (
    space < 0 || meaning(last).roleWords.asked || ASKED_PAIRS.has(words.slice(words.lastIndexOf(' ', space - 1) + 1))
  );
}
const ASKED_PAIRS = new Set(ASKED_THING_PAIRS);
// A bare contact's key in any language (`contact`, `contato`, `kontakt`): whose it is comes from above it.
const CONTACT_WORDS = new Set(CONTACT_KEY_WORDS);

function settleToolUsers(readings: readonly Reading[]): void {
  let personal: Set<Tokens> | null = null;
  // The ad campaign's tags that brought them (`user: {utms: {utm_source}}`): a learner's or a member's record, no
  // salesperson's (a sender's `campaign_id` is the mail they sent).
  let tagged: Set<Tokens> | null = null;
  for (const { underToolUser, party, value, container, key } of readings) {
    if (!underToolUser || party === 'other' || typeof value !== 'string') continue;
    if (isPersonalMailbox(value)) (personal ??= new Set()).add(container);
    else if (isTrackingTag(key)) (tagged ??= new Set()).add(userOf(container));
  }
  // A name in an object under a key naming the lead (`contact: {first_name, …}`), or beside a phone under no one else's
  // key (a forwarded lead's `body_fields: {name, phone}`, a referral's `friend: {name, phone}`), is the person's: the
  // user, a small firm's salesperson writing from a personal mailbox, a realtor forwarding, stays the tool's user; one
  // the campaign brought is the person who answered beside it.
  if (personal !== null && namesAnyone(readings)) personal = null;
  if (personal === null && tagged === null) return;
  // The object and what sits below it (`user: {email, fields: {phone}}`); a user or two (a body of thousands of
  // mailboxes under a user's key is read no further than a few).
  const objects = [...(personal ?? []), ...(tagged ?? [])].slice(0, MAX_USERS);
  for (const reading of readings)
    if (reading.underToolUser && objects.some((object) => tokensStartWith(reading.container, object))) {
      reading.underOther = false;
      reading.underToolUser = false;
    }
}

// Whether a name sits in a person's record beside the tool's user's.
function namesAnyone(readings: readonly Reading[]): boolean {
  // Objects holding a phone of no tool user's nor anyone else's: a name there is a person's record beside the user's.
  const phoned = new Set<Tokens>();
  for (const { underToolUser, underOther, label, container } of readings)
    if (!underToolUser && !underOther && meaning(label).role === 'phone') phoned.add(container);
  return readings.some((reading) => namesAnother(reading, phoned));
}

const MAX_USERS = 4;
// A UTM tag (`utm_source`, `utmCampaign`): what brought a visitor, never a salesperson's own record.
const isTrackingTag = (key: string | number) => typeof key === 'string' && meaning(key).words.startsWith('utm ');
// The tool's user's own object above a value (`[payload, user, signup_source]` → `[payload, user]`).
function userOf(container: Tokens): Tokens {
  for (let i = container.length - 1; i >= 0; i--) {
    const token = container[i];
    if (typeof token === 'string' && meaning(token).toolUser) return container.slice(0, i + 1);
  }
  return container;
}
const namesAnother = ({ underLead, underOther, label, container, value }: Reading, phoned: ReadonlySet<Tokens>) =>
  isNameRole(meaning(label).role) &&
  (underLead || (!underOther && phoned.has(container) && isPersonBlock(container, value)));
// A person's name in a block of their own, not a firm's (`company: {name: "Kim Consulting", phone}`, `… Ltd`, a trade's word).
function isPersonBlock(container: Tokens, value: unknown): boolean {
  const key = parentKeyOf(container);
  if (typeof key === 'string' && meaning(key).namesThing) return false;
  return typeof value === 'string' && !namesOrganisation(value) && !namesTrade(value);
}

// An address of a domain no mail provider people use for themselves (a work address), among an object's own texts.
function holdsWorkAddress(object: Obj | undefined): boolean {
  if (object === undefined) return false;
  for (const key in object) {
    const value = object[key];
    if (typeof value !== 'string' || !value.includes('@') || !ownKey(object, key)) continue;
    // An address (not a handle, `@tomreed`) of no mail provider people use for themselves.
    if (emailAddress(value) !== null && !isPersonalMailbox(value)) return true;
  }
  return false;
}
