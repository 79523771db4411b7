import type { LabelMeaning, RoleWords } from './label-meaning.ts';
import { ownCopy } from './own-copy.ts';
import { LABEL_READ_LENGTH } from './labels.ts';
import { HIDDEN_KEY, HUMAN_LABEL, NATIVE_KEY, WRITTEN_KEY, keyShapeOf } from './label-key-shape.ts';
import { parentKeyOf, parentWords, textNamesReply } from './parent-key.ts';
import type { Places } from './places.ts';
import { isOwnKey, isStaff } from './ranked.ts';
import type { Reading } from './reading.ts';
import { ROLE, type RoleVector } from './role-score.ts';

/**
 * The part of a value's role features its key decides, not its value (role-features.ts): where it
 * sits beside the person, what its label is (a question, a key in a script past ASCII, a hidden
 * field's), what its label and its parent's key say (context, a place, consent, money, a reply).
 * Its weights are kept as one sum per role; each weight is a multiple of 0.5 (weights.ts), so sums
 * added in any order are exact and the role is the same.
 *
 * A sender's leads repeat their keys in the same order, so each is kept in the slot of its value's
 * place in the lead's list of readings, with all it was read from: the label's meaning (labels.ts
 * keeps those across leads), the key above (whose words parent-key.ts reads) and the reading's and
 * its place's flags as bits. A value finding all three the same takes the kept features; any other
 * reads its own into the slot. So the memo never grows, holds no text of a body (a key above of 13
 * characters or more, which the engine may have sliced from a body, is kept as its own copy), and
 * leads whose senders take turns merely read their keys' features again (issue 35 item 6).
 */
export interface KeyFeatures {
  /** The weights of the key's features, added up per role (RoleScore.add). */
  readonly sums: Float64Array;
  /** The label's shape (label-key-shape.ts). */
  keys: number;
  /** A question someone answered, written for a person to read. */
  question: boolean;
  beside: boolean;
  /** One of the person's places itself (Place.theirs). */
  theirs: boolean;
  /** The name of a JSON text that is the tool's document (RoleScore.textName). */
  textName: boolean;
  /** A contact by its key: our own key, a type beside it, or its label's role (a text holding an address is one too). */
  contact: boolean;
  /** The words of the key holding the value's object (parent-key.ts parentWords), and that key. */
  parent: RoleWords | undefined;
  parentKey: string | number | undefined;
  // What it was read from.
  label: LabelMeaning | null;
  facts: number;
}

// The reading's and its place's flags the key's features read, one bit each.
const BESIDE = 1 << 0;
const IN_RECORD = 1 << 1;
const IN_ITEM = 1 << 2;
const KEYED_AS_LIST = 1 << 3;
const THEIRS = 1 << 4;
const LABELLED = 1 << 5;
const STAFF = 1 << 6;
const STRING = 1 << 7;
const NUMBER = 1 << 8;
const HINTED = 1 << 9;
const KEYED_AS_PERSON = 1 << 10;
const BELOW_PERSON = 1 << 11;

/**
 * The key's features of a value, the `index`th of its lead's readings. A value in a JSON text (its
 * document's look reads the text's place and key), a label or a key above longer than meaning()
 * reads, and a lead's values past SLOTS are read afresh, each into the one scratch entry.
 */
export function keyFeaturesOf(reading: Reading, label: LabelMeaning, person: Places, index: number): KeyFeatures {
  const facts = factsOf(reading, label, person);
  const parentKey = parentKeyOf(reading.container);
  if (
    index >= SLOTS ||
    reading.text !== undefined ||
    reading.label.length > LABEL_READ_LENGTH ||
    (typeof parentKey === 'string' && parentKey.length > LABEL_READ_LENGTH)
  )
    return readKey(FRESH, reading, label, facts, person);
  const slot = KEPT[index];
  // The parse's own keys, the same string lead after lead: compared by reference, nearly always.
  if (slot.label === label && slot.parentKey === parentKey && slot.facts === facts) return slot;
  slot.label = label;
  slot.facts = facts;
  slot.parentKey = typeof parentKey === 'string' && parentKey.length >= SLICED ? ownCopy(parentKey) : parentKey;
  return readKey(slot, reading, label, facts, person);
}

function factsOf(reading: Reading, label: LabelMeaning, person: Places): number {
  const place = person.placeOf(reading.container);
  const { value, labelled } = reading;
  let facts =
    (place.beside ? BESIDE : 0) |
    (place.inRecord ? IN_RECORD : 0) |
    (place.inItem ? IN_ITEM : 0) |
    (place.keyedAsList ? KEYED_AS_LIST : 0) |
    (place.theirs ? THEIRS : 0) |
    (labelled ? LABELLED : 0) |
    (isStaff(reading) ? STAFF : 0) |
    (typeof value === 'string' ? STRING : typeof value === 'number' ? NUMBER : 0) |
    (reading.hint ? HINTED : 0);
  // Two facts only one feature each asks, read only where it can count.
  if (!labelled && (keyShape(reading, label) & HIDDEN_KEY) !== 0 && person.keyedAsPerson(reading.key))
    facts |= KEYED_AS_PERSON;
  if (!labelled && !place.beside && label.roleWords.barePrice && person.below(reading.container)) facts |= BELOW_PERSON;
  return facts;
}

// The features themselves (weights.ts ROLE_WEIGHTS names what each says), read from the label, its parent's words and
// the facts alone, but for a JSON text's document (its own place and key).
function readKey(into: KeyFeatures, reading: Reading, label: LabelMeaning, facts: number, person: Places): KeyFeatures {
  const { sums } = into;
  sums.fill(0);
  const parent = parentWords(reading);
  const words = label.roleWords;
  const keys = keyShape(reading, label);
  const beside = (facts & BESIDE) !== 0;
  const inRecord = (facts & IN_RECORD) !== 0;
  const labelled = (facts & LABELLED) !== 0;
  const staff = (facts & STAFF) !== 0;
  add(sums, ROLE.always);
  const question = labelled && !staff && (keys & HUMAN_LABEL) !== 0;
  // A key in a script beyond ASCII (`お子様の年齢`, `Возраст`) is a question as a person wrote it, not a variable's name.
  const nativeKey = !labelled && !label.namesThing && (keys & NATIVE_KEY) !== 0;
  // A JSON text that holds none of the person's answers is the tool's own document (a form's
  // structure, sent beside the answers): only its name is context, as the form's. A question
  // answered in it within the person's record is theirs (`customFields: "{\"1\": {\"label\": …, \"value\": …}}"`,
  // or keyed by its question in the person's script: `MallReserved: "{\"희망일시\": …}"`), and so is a text sent
  // under a key naming a reply (`response_json`: a chat flow's answers).
  into.textName = false;
  if (
    reading.text !== undefined &&
    !person.within(reading.text) &&
    !((question || nativeKey) && (beside || inRecord)) &&
    !textNamesReply(reading.text)
  ) {
    into.textName = isTextName(reading, label);
    add(sums, into.textName ? ROLE.toolDocumentName : ROLE.toolDocument);
  }
  if (beside) add(sums, ROLE.besidePerson);
  else if (inRecord) add(sums, ROLE.inPersonRecord);
  // An item of a list in the person's object (`vehicles: [{make: "Honda"}]`): their words there are answers, a code the tool's.
  if ((facts & IN_ITEM) !== 0) add(sums, ROLE.personListItem);
  // In a list under a key shaped as the person's own (`_widget_…6: [{…}]`, a repeater's rows): their form's answers.
  if (!beside && (facts & KEYED_AS_LIST) !== 0) add(sums, ROLE.personKeyed);
  if (labelled && !staff) add(sums, question ? ROLE.question : ROLE.labelledItem);
  else if (nativeKey) add(sums, ROLE.nativeKey);
  // A key written as words for a person to read (`How many rooms?`, `Preferred color`), not a variable's name.
  else if (!labelled && !label.namesThing && (keys & WRITTEN_KEY) !== 0) add(sums, ROLE.writtenKey);
  if (label.context !== null) add(sums, ROLE.contextLabel);
  // A place's part in the person's record (`location: {zipCode}` beside their contact): where they are, for the agent.
  if (words.place && (beside || inRecord)) add(sums, ROLE.personPlace);
  // Text under a key only: a number there is the tool's (a submission's `duration`), a `{key, value}` item speaks for itself.
  if ((facts & STRING) !== 0 && !labelled && parent?.reply === true) add(sums, ROLE.underReply);
  // A form's hidden field (`_wp_http_referer`, `_gotcha`, `_token`): the tool's, whatever it holds; but the person's own
  // values under keys of that shape (`_widget_1700000000002`): the form's fields, none hidden.
  if (!labelled && (keys & HIDDEN_KEY) !== 0 && (facts & KEYED_AS_PERSON) === 0) add(sums, ROLE.hiddenField);
  if (words.consent) add(sums, ROLE.consentKey);
  // A labelled row of a payment's breakdown too (`{title: "Convenience fee", value: 118}`: its label ends in a charge's
  // word), but a person's answer (`Gross monthly income`, `Tax debt owed`).
  if ((words.money || parent?.money === true) && (!labelled || ((facts & NUMBER) !== 0 && words.charge)))
    add(sums, ROLE.moneySplit);
  // A bare `price` in the object holding the person's (a marketplace's lead record): what the lead cost the business.
  else if (words.barePrice && !beside && !labelled && (facts & BELOW_PERSON) !== 0) add(sums, ROLE.moneySplit);
  into.keys = keys;
  into.question = question;
  into.beside = beside;
  into.theirs = (facts & THEIRS) !== 0;
  // roleOf(reading, label).role !== null, without its object: our own key, a type beside it, or its label's role.
  into.contact = isOwnKey(reading) || (facts & HINTED) !== 0 || label.role !== null;
  into.parent = parent;
  return into;
}

const add = (sums: Float64Array, vector: RoleVector) => {
  sums[0] += vector[0];
  sums[1] += vector[1];
  sums[2] += vector[2];
  sums[3] += vector[3];
};

const keyFeatures = (): KeyFeatures => ({
  sums: new Float64Array(4),
  keys: 0,
  question: false,
  beside: false,
  theirs: false,
  textName: false,
  contact: false,
  parent: undefined,
  parentKey: undefined,
  label: null,
  facts: -1,
});

// The label's shape (label-key-shape.ts): its meaning's, unless meaning() read only the label's start.
const keyShape = (reading: Reading, label: LabelMeaning) =>
  reading.label.length > LABEL_READ_LENGTH ? keyShapeOf(reading.label, label.words) : label.keyShape;

// The text's own name or title (its key's, or the label a generic key takes from the text's: `surveyJson.title`), or a
// form name anywhere in it.
const isTextName = (reading: Reading, label: LabelMeaning) =>
  label.context === 'form' ||
  ((isNameWord(label.words) || (typeof reading.key === 'string' && isNameWord(reading.key.toLowerCase()))) &&
    reading.container.length === reading.text!.length &&
    typeof reading.value === 'string');
const isNameWord = (words: string) => words === 'name' || words === 'title';

// A slot per place in a lead's readings, for the first SLOTS of them.
const SLOTS = 256;
// The engine slices no string shorter than this (own-copy.ts).
const SLICED = 13;
const KEPT = Array.from({ length: SLOTS }, keyFeatures);
// A value read afresh (a JSON text's, a long label's) is read into this one, used before the next value is read.
const FRESH = keyFeatures();
