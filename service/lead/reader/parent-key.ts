// What the key holding a value's object says of it: the reader's role features read it for a value in a named object.
// The body's top level has no such key: its container is empty, and an array read at -1 is a named property's slow
// look-up (about 60 ns), not an element's, so an empty container is answered first.
import { meaning } from './labels.ts';
import { looksLikePersonName, namesThing } from './shapes.ts';
import { isNameRole } from './vocabulary.ts';
import { isAddressLine } from './contact-line.ts';
import type { LabelMeaning, RoleWords } from './label-meaning.ts';
import type { Reading, Tokens } from './reading.ts';

// The key holding a value's object names staff, not a tool's user (`owner`, `assignee`; not `user`).
export function parentNamesStaff(reading: Reading): boolean {
  const { container } = reading;
  const parent = container.length > 0 ? container[container.length - 1] : undefined;
  if (typeof parent !== 'string') return false;
  const label = meaning(parent);
  return label.otherParty && !label.toolUser;
}

/**
 * isThingName, or anywhere but in someone's record (a block holding a contact of its own: `{name: "RE/MAX – Oren Cohen",
 * phone}`), a value under a name's key written as no person's name is (`Serwis – kotły gazowe`: namesThing), or as an
 * address is (`display_address: "Flat 3, 14 Marlborough Road, Chippenham"`: a place's).
 */
export const isThingNamed = (reading: Reading, label: LabelMeaning, inRecord: boolean): boolean =>
  isThingName(reading, label) ||
  (!inRecord && isNameRole(label.role) && (namesThing(reading.value) || isAddressLine(reading.value)));

// The key holding a value's object names no contact field (`location`, not `phones`).
export function parentNamesNoContact(reading: Reading): boolean {
  const { container } = reading;
  const parent = container.length > 0 ? container[container.length - 1] : undefined;
  return typeof parent === 'string' && meaning(parent).role === null;
}

// The key holding a value's object names who sent or called (`from: {number}`), and the value is nobody else's
// (not under a CRM's staff `sender`).
export function parentNamesSender(reading: Reading): boolean {
  const { container } = reading;
  const parent = container.length > 0 ? container[container.length - 1] : undefined;
  return typeof parent === 'string' && !reading.underOther && meaning(parent).sender;
}

// The key a JSON text was sent under names a reply (`response_json`): the text holds the person's answers.
export function textNamesReply(text: Tokens): boolean {
  const key = text[text.length - 1];
  return typeof key === 'string' && meaning(key).roleWords.reply;
}

/** The key holding an object; an item of a list speaks under the list's key (`answers: [{…}]`, `owners: [{…}]`). */
export function parentKeyOf(container: Tokens): string | number | undefined {
  const last = container.length > 0 ? container[container.length - 1] : undefined;
  return typeof last === 'number' ? container[container.length - 2] : last;
}

// The words of the key holding a value's object (`invitees_counter.total`, `subaccount`). Values beside each other
// share their container, so it is read once per object, not once per value.
let lastContainer: Tokens | null = null;
let lastWords: RoleWords | undefined;
export function parentWords(reading: Reading): RoleWords | undefined {
  const { container } = reading;
  if (container !== lastContainer) {
    lastContainer = container;
    const parent = parentKeyOf(container);
    lastWords = typeof parent === 'string' ? meaning(parent).roleWords : undefined;
  }
  return lastWords;
}

// A `name` in an element of a list under a key naming no party (`selected: [{id, name}]`), or there a text not shaped
// as a person's name under `display` or a one-word name key in another language (`items: [{sku, display}]`,
// `prestations: [{nom, prix}]`, `servicios: [{nombre}]`): a thing's name (a choice, a product, an option), not someone's.
export function isThingName(reading: Reading, label: LabelMeaning): boolean {
  const { container } = reading;
  // (Read within the path: a negative index is a named property's lookup, up the prototype chain.)
  const list = container.length > 1 ? container[container.length - 2] : undefined;
  // A labelled item's label is a question someone answered ("Your name"), not a thing's key.
  if (
    reading.labelled ||
    (label.words !== 'name' &&
      !(
        (label.words === 'display' || isNameWord(label)) &&
        typeof reading.value === 'string' &&
        !looksLikePersonName(reading.value)
      )) ||
    typeof list !== 'string' ||
    typeof container[container.length - 1] !== 'number'
  )
    return false;
  const known = meaning(list);
  return (
    known.role === null &&
    !known.otherParty &&
    !known.leadParty &&
    !known.recipient &&
    !reading.underOther &&
    // A list of people close to the lead (`partners: [{name, role: "bride"}]`) holds people's names.
    !known.roleWords.close
  );
}

// A key of one word naming a name (`nombre`, `naam`; French `nom`, read as a last name beside `prénom`).
const isNameWord = (label: LabelMeaning) =>
  (label.role === 'name' || label.role === 'lastName') && !label.words.includes(' ');
