import { meaning } from './labels.ts';
import { NO_NUMBERS, type PersonNumbers } from './person-numbers.ts';
import type { Reading, Tokens } from './reading.ts';
import { conversations } from './conversation-lists.ts';
import { givenName } from './given-names.ts';
import {
  carriesName,
  sentTo,
  greets,
  isPersonNameOrCut,
  isToolSide,
  isTurnText,
  saidBy,
  namesAnother,
  staffKeyed,
} from './turn-evidence.ts';
import { partyOf } from './value-words.ts';
import { isPhoneText, lastDigits } from './value-shapes.ts';
import { BUSINESS_ROLES, TURN_FROM_BUSINESS, TURN_FROM_PERSON } from './vocabulary-party-types.ts';
import { TurnWriters } from './turn-writers.ts';
import { depthOf, MARKER_TRIES, markerKey, markerKeys, markerOf } from './turn-markers.ts';

/**
 * A conversation's turns (`messages: [{"author": "agent", "text": …}, …]`, a chat's transcript, a
 * messenger's thread) and who wrote each (docs/api.md §2.4). A key whose values mark two to four
 * sides tells the turns apart; a side is the business's when its values say so (`agent`, `bot`, `out`, `role: "business"`),
 * when its texts greet the person by their given name, or when its turns carry a name not the person's; the person's
 * when its values say so (`visitor`, `cliente`, `in`). With the person's side known, every other side's turns are
 * someone else's. A conversation whose sides the body does not tell apart is left as it is.
 */

const FROM_PERSON = new Set(TURN_FROM_PERSON);
const FROM_BUSINESS = new Set(TURN_FROM_BUSINESS);
const ROLES = new Set(BUSINESS_ROLES);

type Side = 'person' | 'other' | undefined;
// The objects of the turns someone else wrote, and whether a side's values or turns named the person's (not only left).
type Sides = { containers: Tokens[]; named: boolean };

/** The conversations of a body whose sides were told apart: the turns someone else wrote, and the values marking each turn's side. */
export interface Turns {
  /** The items (their containers) someone other than the person wrote. */
  others: Set<Tokens>;
  /** The values marking a turn's side (`"author": "visitor"`), and the person's turns' other values: the tool's bookkeeping, in no brief. */
  markers: Set<Reading>;
  /** The person's own messages in their turns: their words, whatever their shape. */
  words: Set<Reading>;
}

/** Every conversation of the body whose sides its values or its turns tell apart; null when there is none. */
export function otherTurns(
  readings: Reading[],
  used: ReadonlySet<Reading>,
  personName: string | null,
  numbers: PersonNumbers = NO_NUMBERS,
): Turns | null {
  const lists = conversations(readings);
  if (lists === null) return null;
  let turns: Turns | null = null;
  const person = {
    name: personName,
    given: givenName(personName),
    numbers,
    writers: new TurnWriters(readings, used),
    initials: initialsOf(used),
    said: saidBy(used, personName),
  };
  for (const items of lists) {
    const depth = depthOf(items);
    // The keys that may mark a side, fewest values first: the first whose values or turns tell the sides apart (a
    // writer's `_id` tells nothing a reader knows; their `name` beside it does).
    let marker: string | number | null = null;
    let theirs: Sides | null = null;
    for (const key of markerKeys(items, person.writers).slice(0, MARKER_TRIES)) {
      theirs = othersOf(items, key, depth, used, person);
      marker = key;
      if (theirs !== null) break;
    }
    if (theirs === null) continue;
    const { named } = theirs;
    turns ??= { others: new Set(), markers: new Set(), words: new Set() };
    for (const item of theirs.containers) turns.others.add(item);
    const texts = new Set<string | number>(); // the messages' keys (`text`): a one-word reply there (`חתונה`) is one too
    for (const readings of items.values()) for (const { key, value } of readings) if (isTurnText(value)) texts.add(key);
    for (const readings of items.values()) {
      // Where the person's side is named, an event no side wrote (`{type: "system_message", text: "Chat assigned to …"}`,
      // no writer) is the tool's notice.
      const notice = named && !readings.some((reading) => markerOf(reading, depth) === marker);
      for (const reading of readings)
        if (markerOf(reading, depth) === marker || notice) turns.markers.add(reading);
        else if (turns.others.has(reading.container)) continue;
        // The person's turn: its message is their words; the rest (`at: 4.1`, a turn's time) is the tool's, as a marker is.
        else if (texts.has(reading.key) && typeof reading.value === 'string') turns.words.add(reading);
        else turns.markers.add(reading);
    }
  }
  return turns;
}

/** The person as a conversation's sides may name them: their name, its given name, their numbers' last digits, their record. */
type Person = {
  name: string | null;
  given: string | null;
  numbers: PersonNumbers;
  writers: TurnWriters;
  /** The first letters of the keys holding the person's objects (`visitor`: `v`): a one-letter marker naming their side. */
  initials: ReadonlySet<string>;
  said: string[]; // their name and contact values as sent: a turn saying one is no tool's (turn-evidence.ts isToolSide)
};

function initialsOf(used: ReadonlySet<Reading>): ReadonlySet<string> {
  const initials = new Set<string>();
  for (const { container } of used) {
    const key = container[container.length - 1];
    if (typeof key === 'string' && key.length > 1) initials.add(key.charAt(0).toLowerCase());
  }
  return initials;
}

function othersOf(
  items: Map<string, Reading[]>,
  marker: string | number,
  depth: number,
  used: ReadonlySet<Reading>,
  person: Person,
): Sides | null {
  // Each side's items, by its marker's value.
  const sides = new Map<string, Reading[][]>();
  for (const readings of items.values()) {
    const mark = readings.find((reading) => markerOf(reading, depth) === marker);
    if (mark === undefined) continue;
    const side = sides.get(String(mark.value)) ?? [];
    side.push(readings);
    sides.set(String(mark.value), side);
  }
  const verdicts = new Map<string, Side>();
  // The person's name cut to an initial (`Kenji W.`) marks their side only where no side is marked by it whole.
  let cut = true;
  for (const value of sides.keys()) if (isPersonNameOrCut(value, person.name, false)) cut = false;
  for (const [value, side] of sides) {
    const verdict = sideOf(value, side, markerKey(marker), person, cut);
    if (verdict === null) return null;
    verdicts.set(value, verdict);
  }
  const persons = [...verdicts].filter(([, verdict]) => verdict === 'person');
  const unknown = [...verdicts].filter(([, verdict]) => verdict === undefined);
  // The person's side: the one its values name, else the one side nothing makes the business's.
  const own =
    persons.length === 1 ? persons[0][0] : persons.length === 0 && unknown.length === 1 ? unknown[0][0] : null;
  if (own === null || own === undefined || verdicts.size < 2) return null;
  const theirs: Sides = { containers: [], named: persons.length === 1 };
  // A value the person's turns hold too (`customer_phone` in each turn), where a marker names their side (`direction:
  // "inbound"`): the chat's own; a side left over by names alone stays doubtful (/work/attack63c). Asked only of a
  // contact of theirs found in another side's turn.
  const repeated = (reading: Reading) =>
    persons.length === 1 && sides.get(own)!.some((readings) => readings.some((mine) => sameEntry(mine, reading)));
  // The person's own contact read in a turn, not as whom it went to nor as a value their turns repeat: the sides are not
  // what they seem.
  const theirsRead = (reading: Reading) => used.has(reading) && !sentTo(reading) && !repeated(reading);
  for (const [value, side] of sides) {
    if (value === own) continue;
    if (side.some((readings) => readings.some(theirsRead))) return null;
    // Every object of their turns: the turn's own and those right below it (`by: {name}`).
    for (const readings of side) for (const { container } of readings) theirs.containers.push(container);
  }
  return theirs;
}

// The same key and value, as text (a number and its digits alike).
const sameEntry = (a: Reading, b: Reading) => String(a.key) === String(b.key) && String(a.value) === String(b.value);

/**
 * What one side's values and turns say of who wrote them: the person, the business (`other`), or
 * nothing (undefined); null when they say both.
 */
function sideOf(value: string, side: Reading[][], marker: string | number, person: Person, cut: boolean): Side | null {
  const { name: personName, given } = person;
  // A side marked by a number (a call transcript's `identifier`): the person's own number is theirs, another someone else's.
  if (isPhoneText(value))
    return person.numbers.has(lastDigits(value)) ? 'person' : person.numbers.size > 0 ? 'other' : undefined;
  // A writer's id naming an object of the body that says whose it is (the person's record, an agent's).
  const written = person.writers.sideOf(value);
  if (written !== undefined) return written;
  const shown = person.writers.legendOf(value) ?? value; // a code a legend names: `channels: {"2": "operator"}`
  const words = meaning(shown).words;
  const party = partyOf(shown);
  // A marker naming its side (`customer`, `agent`, `out`) says whose it is, whatever its turns say ("this is Kenji's wife").
  const markedPerson =
    party === 'person' || FROM_PERSON.has(words) || (value.length === 1 && person.initials.has(value.toLowerCase()));
  const byRole = marker === 'role' && ROLES.has(words);
  const markedOther = party === 'other' || FROM_BUSINESS.has(words) || byRole || isToolSide(words, side, person.said);
  if (markedPerson || markedOther) return markedPerson && markedOther ? null : markedPerson ? 'person' : 'other';
  // A side marked by its writer's name (`writer: {name}`): the person's name is theirs, another name someone else's.
  const byName = typeof marker === 'string' && personName !== null && meaning(marker).role === 'name';
  // Or by the person's whole name written in its turns under a key naming nothing (`from: {k: "c", d: "Tobias Lindqvist"}`);
  // a side of both's turns carrying it tells nothing (two sides named so: no side is the person's).
  const named =
    (byName && isPersonNameOrCut(value, personName, cut)) ||
    (personName !== null &&
      personName.includes(' ') &&
      side.some((readings) => carriesName(readings, marker, personName)))
      ? 'person'
      : undefined;
  const business =
    (byName && !isPersonNameOrCut(value, personName, cut)) ||
    side.some((readings) =>
      readings.some(
        (reading) =>
          reading.key !== marker &&
          (greets(reading, given, personName) || namesAnother(reading, personName) || staffKeyed(reading)),
      ),
    );
  if (named === 'person' && business) return null;
  return business ? 'other' : named;
}
