import { AUTHOR_WORDS, TOOL_SIGNER_WORDS } from './vocabulary-sent-staff.ts';
import { CLOSE_PEOPLE } from './vocabulary-other-people.ts';
import type { LabelMeaning } from './label-meaning.ts';
import { isStaff } from './ranked.ts';
import { fold, letterWords, termsOf } from './label-words.ts';
import { meaning } from './labels.ts';
import type { Places } from './places.ts';
import { PathTree } from './path-tree.ts';
import { isListItem, type Reading, type Tokens } from './reading.ts';
import { isActorValue } from './shapes.ts';
import { isContactShaped } from './value-shapes.ts';

/**
 * The entries of a record's log that someone else signed (`notes: [{createdBy: "Marcus Bell", body}]`, `remarks: [{by,
 * text}]`, `activity: [{written_by, details}]`): a list item away from the person's object holding a name that is not
 * the person's, under a key saying who wrote it (AUTHOR_WORDS, or an actor's key: `created_by`), or the name of someone
 * the body gives as another party (`counsellor: {name}` beside `remarks: [{by: <that name>}]`, under a key in any
 * language). What a colleague wrote after a call is theirs, all of it (docs/api.md §2.4: a constraint applied after the
 * scores, since it asks which names the scores gave someone else). An entry the person signed never signs (their name,
 * an initial added or dropped: `Dana R. Whitfield`), nor one a tool or a source signed (`author: "Website Form"`).
 */
export function signedEntries(
  readings: readonly Reading[],
  used: ReadonlySet<Reading>,
  person: Places,
  othersNames: ReadonlyMap<string, Tokens>,
  personName: string | null,
): Set<Tokens> | null {
  let signed: Set<Tokens> | null = null;
  // Entries signed by their writer's own object (`posted_by: {id, name}`): the item above it, found among the readings after.
  let above: PathTree<{ signed: boolean }> | null = null;
  let own: string | null = null;
  // Entries whose writer is the person (`threads: [{createdBy: <their object>, assignedTo: {name}, body}]`): theirs, whoever
  // else the entry names.
  const mine = writtenByPerson(person);
  for (const reading of readings) {
    const { container, value } = reading;
    if (signed?.has(container) || typeof value !== 'string' || used.has(reading)) continue;
    const item = isListItem(container);
    if (!item && !isWriterObject(container)) continue;
    if (value.length > MAX_NAME || !isActorValue(value)) continue;
    const place = person.placeOf(container);
    if (place.beside || place.theirs) continue;
    // Who an entry went to signs none of it (`messages: [{receiver: {name: "Oak & Loom"}, body_text}]`: the shop's).
    if (!item && meaning(container[container.length - 1] as string).recipient) continue;
    // A name the body gives someone else (`adviser: {name: "Miguel Portal"}`) signs whatever its words; else not a tool's
    // nor the person's own.
    const staffs = othersNames.get(value.trim().toLowerCase());
    if (staffs === undefined || staffs === container) {
      if (!(item ? signs(reading) : !isContactShaped(value) && signsAbove(container)) || namesTool(value)) continue;
      if (personName !== null && wordsOf(value) === (own ??= wordsOf(personName))) continue;
    }
    const entry = item ? container.length : container.length - 1;
    if (mine?.find(container, entry) === true) continue;
    if (item) (signed ??= new Set()).add(container);
    else (above ??= new PathTree(() => ({ signed: false }))).at(container, entry).signed = true;
  }
  // Found token by token (path-tree.ts): a hostile list of signed entries stays linear.
  if (above !== null)
    for (const { container } of readings)
      if (above.find(container, container.length)?.signed === true) (signed ??= new Set()).add(container);
  return signed;
}

// The items with a writer's object of the person's right below them (`createdBy: {email: <theirs>}`), or null (most bodies).
function writtenByPerson(person: Places): PathTree<true> | null {
  let mine: PathTree<true> | null = null;
  for (const place of person.list)
    if (isWriterObject(place) && signsAbove(place))
      (mine ??= new PathTree<true>(() => true)).at(place, place.length - 1);
  return mine;
}

// An object right below a list's item under a key (`comments: [{content, posted_by: {id, name}}]`): maybe its writer's.
// (Its length first: a negative index is read as a named property, up the prototype chain: 30 ns a read, measured.)
const isWriterObject = (container: Tokens) =>
  container.length > 1 &&
  typeof container[container.length - 1] === 'string' &&
  typeof container[container.length - 2] === 'number';
// Its key a writer's (`written_by`, `author`, `createdBy`).
const signsAbove = (container: Tokens) => signsAs(container[container.length - 1]);

// A name's words without initials, in order of the alphabet (`Whitfield, Dana R.` → `dana whitfield`).
const wordsOf = (name: string) =>
  fold(name)
    .toLowerCase()
    .split(NOT_LETTERS)
    .filter((word) => word.length > 1)
    .sort()
    .join(' ');
const NOT_LETTERS = /[^\p{L}\p{M}]+/u;
const TOOLS = termsOf(TOOL_SIGNER_WORDS);
// Its last word a tool's (`Website Form`, `Facebook Lead Ads`, `CRM Sync`): not `Ad Verhoeven`, `Lead Tech Mark Ruiz`.
const namesTool = (value: string) => {
  const words = letterWords(value).filter((word) => word !== '');
  return words.length > 0 && TOOLS.has(words[words.length - 1]);
};

/**
 * A staff member's or an actor's name or contact (`assignedTo`, `counsellor: {name}`, `created_by`), as signedEntries
 * compares it, of a value the notes' loop gave `otherParty`; not a guest's the person brings (`guests: [{name}]`), nor
 * someone close to them (`child: {name}`, `spouse_name`).
 */
export function othersName(reading: Reading, { roleWords, words }: LabelMeaning): string | null {
  const { value } = reading;
  if (!(reading.underOther || isStaff(reading) || roleWords.staff || roleWords.actor) || isClose(reading, words))
    return null;
  return typeof value === 'string' && value.length <= MAX_NAME && isActorValue(value)
    ? value.trim().toLowerCase()
    : null;
}

// Its key's words or its object's key's name someone close to the lead (CLOSE_PEOPLE).
function isClose({ container }: Reading, words: string): boolean {
  const parent = container.length > 0 ? container[container.length - 1] : undefined;
  const named = typeof parent === 'string' ? `${words} ${meaning(parent).words}` : words;
  return named.split(' ').some((word) => CLOSE.has(word));
}
const CLOSE = termsOf(CLOSE_PEOPLE);

const MAX_NAME = 120;
const AUTHORS = termsOf(AUTHOR_WORDS);

// A name under a writer's key; a contact there signs only as someone's found elsewhere (`by: forms@…` may be a relay's).
const signs = ({ key, value }: Reading) => !isContactShaped(value) && signsAs(key);
function signsAs(key: string | number): boolean {
  if (typeof key !== 'string' || key.length > MAX_NAME) return false;
  const { words, roleWords } = meaning(key);
  return AUTHORS.has(words) || roleWords.actor;
}

/** The entries (`[label, value]`, each read `from` a value) but those of signed records; `theirs` hears of each left out. */
export function withoutSigned<Entry>(
  entries: Entry[],
  from: readonly Reading[],
  signed: ReadonlySet<Tokens>,
  theirs: (reading: Reading) => void,
): Entry[] {
  const kept: Entry[] = [];
  for (let i = 0; i < entries.length; i++) {
    if (!signed.has(from[i].container)) kept.push(entries[i]);
    else theirs(from[i]);
  }
  return kept;
}
