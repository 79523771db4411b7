import type { LabelMeaning } from './label-meaning.ts';
import { isNotPersonLabel, meaning } from './labels.ts';
import { isMessage } from './value-shapes.ts';
import { type Obj, ownKey } from './json-object.ts';
import { ASKED_THING_PAIRS, OWN_ASKED_THINGS } from './vocabulary-asked-things.ts';
import { CONTACT_KEY_WORDS } from './vocabulary-phones.ts';

// What the person asks about, as keys name it (docs/api.md §2.4), and the agent's card beside it (walk-parties.ts).

// A key whose last word names what the person asks about (`listing`, `car_listing`; not `vehicle_inquiry`, `car_lead`), but an
// offer: the person's own (`offer: {amount, contact}`).
const OWN_ASKED = new Set(OWN_ASKED_THINGS);
export function isAskedThing({ roleWords, words }: LabelMeaning): boolean {
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
export const isBareContact = (known: LabelMeaning) => known.leadParty && CONTACT_WORDS.has(known.words);

/**
 * An object holding a bare contact's object that reads as a business's card (two phones, an office's and a mobile, or a
 * firm's key: `company`, `agency`) beside one naming what the person asks about, and a third holding a phone or an email
 * under a key naming neither, where the person writes (a text of six words or more in it or beside it):
 * `{contact: {name, company, phone, mobile, email}, listing: {…}, data: {name, phone, message}}`, a portal's lead with the
 * listing agent's card first. That contact is the agent's, the third the person's. A buyer's contact beside a product
 * and a shipping block, and a lone contact beside a listing, stay the person's. Its first keys only (a body of thousands
 * of keys is no portal's lead).
 */
export function holdsAgentsCard(object: Obj): boolean {
  let card = false;
  let asked = false;
  let other = false;
  let writes = false;
  let keys = 0;
  for (const key in object) {
    const value = object[key];
    if (++keys > MAX_KEYS) return false;
    if (!ownKey(object, key)) continue;
    if (isMessage(value)) writes = true;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) continue;
    const known = meaning(key);
    const held = contactsIn(value as Obj);
    if (isBareContact(known)) card ||= held.phones >= 2 || held.firm;
    else if (isAskedThing(known)) asked = true;
    else if (!known.otherParty && held.phones + held.emails > 0) {
      other = true;
      writes ||= held.writes;
    }
  }
  return card && asked && other && writes;
}
const MAX_KEYS = 64;

// An object's phone and email keys, whether a key of it names a firm (`company`, `agency`: no person's name) and whether
// it holds a text of six words or more (a message).
function contactsIn(object: Obj): { phones: number; emails: number; firm: boolean; writes: boolean } {
  const held = { phones: 0, emails: 0, firm: false, writes: false };
  let keys = 0;
  for (const key in object) {
    if (++keys > MAX_KEYS) break;
    if (!ownKey(object, key)) continue;
    const value = object[key];
    const { role } = meaning(key);
    if (role === 'phone') held.phones++;
    else if (role === 'email') held.emails++;
    else if (role === null && typeof value === 'string' && isNotPersonLabel(key)) held.firm = true;
    if (isMessage(value)) held.writes = true;
  }
  return held;
}
