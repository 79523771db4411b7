import { AUTHOR_WORDS } from './vocabulary-sent-staff.ts';
import type { LabelMeaning } from './label-meaning.ts';
import { isStaff } from './ranked.ts';
import { termsOf } from './label-words.ts';
import { meaning } from './labels.ts';
import type { Places } from './places.ts';
import { isListItem, type Reading, type Tokens } from './reading.ts';
import { isActorValue } from './shapes.ts';

/**
 * The entries of a record's log that someone else signed (`notes: [{createdBy: "Marcus Bell", body}]`, `remarks: [{by,
 * text}]`, `activity: [{written_by, details}]`): a list item away from the person's object holding a name that is not
 * the person's, under a key saying who wrote it (AUTHOR_WORDS, or an actor's key: `created_by`), or the name of someone
 * the body gives as another party (`counsellor: {name}` beside `remarks: [{by: <that name>}]`, under a key in any
 * language). What a colleague wrote after a call is theirs, all of it (docs/api.md §2.4: a constraint applied after the
 * scores, since it asks which names the scores gave someone else).
 * An entry the person signed is a copy of their name (person-places.ts copiesOf), so it never signs.
 */
export function signedEntries(
  readings: readonly Reading[],
  used: ReadonlySet<Reading>,
  person: Places,
  othersNames: ReadonlyMap<string, Tokens>,
): Set<Tokens> | null {
  let signed: Set<Tokens> | null = null;
  for (const reading of readings) {
    const { container, value } = reading;
    if (signed?.has(container) || !isListItem(container) || typeof value !== 'string' || used.has(reading)) continue;
    if (value.length > MAX_NAME || !isActorValue(value)) continue;
    const place = person.placeOf(container);
    if (place.beside || place.theirs || !signs(reading, othersNames)) continue;
    (signed ??= new Set()).add(container);
  }
  return signed;
}

/**
 * A staff member's or an actor's name or contact (`assignedTo`, `counsellor: {name}`, `created_by`), as signedEntries
 * compares it, of a value the notes' loop gave `otherParty`; not a guest's the person brings (`guests: [{name}]`).
 */
export function othersName(reading: Reading, { roleWords }: LabelMeaning): string | null {
  const { value } = reading;
  if (!(reading.underOther || isStaff(reading) || roleWords.staff || roleWords.actor)) return null;
  return typeof value === 'string' && value.length <= MAX_NAME && isActorValue(value)
    ? value.trim().toLowerCase()
    : null;
}

const MAX_NAME = 120;
const AUTHORS = termsOf(AUTHOR_WORDS);

// A name a value elsewhere holds as someone else's (not the entry's own value: `user: {firstName, lastName}` in a ticket).
function signs({ key, value, container }: Reading, othersNames: ReadonlyMap<string, Tokens>): boolean {
  if (typeof key === 'string' && key.length <= MAX_NAME) {
    const { words, roleWords } = meaning(key);
    if (AUTHORS.has(words) || roleWords.actor) return true;
  }
  const elsewhere = othersNames.get((value as string).trim().toLowerCase());
  return elsewhere !== undefined && elsewhere !== container;
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
