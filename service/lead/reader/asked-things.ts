import type { LabelMeaning } from './label-meaning.ts';
import { meaning } from './labels.ts';
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
 * An object holding a bare contact's object beside one naming what the person asks about, and a third holding a phone or
 * an email under a key naming neither (`{contact: {name, mobile, email}, listing: {…}, details: {name, phone, message}}`,
 * a portal's lead with the listing agent's card first): that contact is the agent's, the third the person's. A lone
 * contact beside a listing stays the person's (a portal sending the enquirer so). Its first keys only (a body of
 * thousands of keys is no portal's lead).
 */
export function holdsAgentsCard(object: Obj): boolean {
  let contact = false;
  let asked = false;
  let other = false;
  let keys = 0;
  for (const key in object) {
    const value = object[key];
    if (++keys > MAX_KEYS) return false;
    if (value === null || typeof value !== 'object' || Array.isArray(value) || !ownKey(object, key)) continue;
    const known = meaning(key);
    if (isBareContact(known)) contact = true;
    else if (isAskedThing(known)) asked = true;
    else if (!known.otherParty && holdsContactKey(value as Obj)) other = true;
  }
  return contact && asked && other;
}
const MAX_KEYS = 64;

function holdsContactKey(object: Obj): boolean {
  let keys = 0;
  for (const key in object) {
    if (++keys > MAX_KEYS) return false;
    if (!ownKey(object, key)) continue;
    const { role } = meaning(key);
    if (role === 'phone' || role === 'email') return true;
  }
  return false;
}
