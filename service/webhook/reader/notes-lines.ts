import { isStaff, otherParty, roleOf } from './candidates.ts';
import { emailAddress } from './choose.ts';
import { meaning } from './labels.ts';
import { type LabelMeaning, type RoleWords } from './label-meaning.ts';
import {
  isAmount,
  isApiPath,
  isCode,
  isDateTime,
  isDigest,
  isFreeText,
  isIdToken,
  isLongDigits,
  isPhoneText,
  isPhrase,
  isSerialisedDate,
  isStampedTime,
  isToken,
  isXmlDocument,
} from './value-shapes.ts';
import { FIELD_MAP_LIMITS } from '../field-map/field-map.ts';
import { formatPointer, pointerStep } from '../field-map/json-pointer.ts';
import type { ValueRoles } from './explanation.ts';
import type { Reading, Tokens } from './reading.ts';
import { RoleScore } from './role-score.ts';
import { mailboxOf } from './shapes.ts';
import { MESSAGE_WRAPPER_KEYS } from './vocabulary-notes.ts';

const LINK = /^https?:\/\//i;
const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|[\da-f]{0,4}(:[\da-f]{0,4}){2,7})$/i;
const USER_AGENT = /^Mozilla\/\d/;
const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;
const isAbsent = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * The places of the person (docs/api.md §2.3): the objects and lists holding their chosen values
 * and copies of them. A few places (nearly every lead) are compared token by token, allocating
 * nothing; many (a body repeating the email in thousands of objects) are looked up by key, so the
 * notes stay linear in the body.
 */
class Places {
  private readonly keys: Set<string> | null;

  constructor(readonly list: Tokens[]) {
    this.keys = list.length > 8 ? new Set(list.map((place) => keyOf(place, place.length))) : null;
  }

  /** Whether a place is one of the person's. */
  has(container: Tokens): boolean {
    if (this.keys !== null) return this.keys.has(keyOf(container, container.length));
    for (const at of this.list) if (at.length === container.length && startsWith(container, at)) return true;
    return false;
  }

  /** Steps from the person's object or list down to where a reading sits: its answers are 0 or 1 away. */
  holds(container: Tokens): boolean {
    if (this.keys !== null)
      return (
        this.keys.has(keyOf(container, container.length)) ||
        (container.length > 0 && this.keys.has(keyOf(container, container.length - 1)))
      );
    for (const at of this.list) if (container.length <= at.length + 1 && startsWith(container, at)) return true;
    return false;
  }

  /**
   * Whether a reading sits in the record holding the person's object (`{"contact": {…}, "message":
   * …}`, a section beside a name object): under the parent of one of the person's places.
   */
  inRecord(container: Tokens): boolean {
    if (this.keys !== null) return false;
    for (const at of this.list) if (at.length > 0 && startsWith(container, at.slice(0, -1))) return true;
    return false;
  }

  // The readings of one JSON text share its path: asked once per text, not once per reading.
  private text: Tokens | null = null;
  private inText = false;

  /** Whether a place of the person lies inside `text` (a JSON text decoded). */
  within(text: Tokens): boolean {
    if (text !== this.text) {
      this.text = text;
      this.inText = this.list.some((at) => startsWith(at, text));
    }
    return this.inText;
  }
}

const keyOf = (tokens: Tokens, length: number) => tokens.slice(0, length).join('\u0000');

function startsWith(path: Tokens, prefix: Tokens): boolean {
  if (prefix.length > path.length) return false;
  for (let i = 0; i < prefix.length; i++) if (path[i] !== prefix[i]) return false;
  return true;
}

// A value one level below the person's object says which group it is in: `utm.source` → "utm source".
// A question as its key ("What do you need?") says it all; a label naming its parent already (`attributes url`) is not doubled.
function withParent(reading: Reading, person: Places): string {
  const { container, label } = reading;
  if (person.has(container) || label.endsWith('?')) return label;
  let parent: string | number | undefined;
  for (let i = container.length - 1; i >= 0 && parent === undefined; i--)
    if (typeof container[i] === 'string') parent = container[i];
  return parent === undefined || parent === label || label.startsWith(`${parent} `) ? label : `${parent} ${label}`;
}

// A label with no letter (`5`, a field's number) says nothing to an agent: its value stays in `fields`.
const LETTER = /\p{L}/u;
const saysSomething = (label: string) => LETTER.test(label);

// The text's own name or title, or a form name anywhere in it.
const isTextName = (reading: Reading, label: LabelMeaning) =>
  label.context === 'form' ||
  ((label.words === 'name' || label.words === 'title') &&
    reading.container.length === reading.text!.length &&
    typeof reading.value === 'string');

const isLongNumber = (number: number) => Math.abs(number) >= 1e7;

/** A tool's bookkeeping: ids, addresses and agents of the network, signatures, links to its own resources. */
function isNoise(reading: Reading, label: LabelMeaning): boolean {
  if (label.noise || reading.bookkeeping) return true;
  const { value } = reading;
  // A bare number of eight digits or more is an id or an epoch time, not an answer (list ids, `createdOn`).
  if (typeof value === 'number') return Math.abs(value) >= 1e7;
  if (Array.isArray(value) && value.every((item) => typeof item === 'number')) return value.some(isLongNumber);
  if (typeof value !== 'string' || value.length < 7) return false;
  const text = value.trim();
  const first = text.charCodeAt(0);
  // Cheap looks first: most answers are none of these.
  if (first === 77 /* M */) return USER_AGENT.test(text);
  if (first === 104 || first === 72 /* h, H */) return LINK.test(text) && !label.linkKept;
  return (text.length === 36 && UUID.test(text)) || (text.length <= 45 && IP_ADDRESS.test(text));
}

/** What the notes hold: their lines (the answers first, then context), and the role of every value read that is not the person's contact. */
export interface NotesLines {
  entries: Array<[string, unknown]>;
  /** How many of the entries, from the first, are the person's answers (kept whole; context is cut past the budget). */
  answers: number;
  roles: ValueRoles;
}

/** What a source's field map says of a key for the notes (`{"notesLabel": "Project"}`, `{"notes": false}`), by pointer. */
export type NotesMap = ReadonlyMap<string, string | false>;

/**
 * The notes' lines, as `[label, value]` (docs/api.md §2.4): each value the person's contact values
 * are not gets its role by the features it has, weighed in weights.ts ROLE_WEIGHTS; the answers
 * (each by its question, or its key with its parent's) come first, then context. A tool's
 * bookkeeping (`system`) and someone else's values (`otherParty`) stay out of the notes and in the
 * lead's `fields`; so does a value whose key says nothing (`5`) unless the field map labels it.
 */
export function notesEntries(
  readings: Reading[],
  used: ReadonlySet<Reading>,
  places: Tokens[],
  notesMap: NotesMap | null = null,
): NotesLines {
  const person = new Places(withMessages(places, used));
  const answers: Array<[string, unknown]> = [];
  const context: Array<[string, unknown]> = [];
  const roles: ValueRoles = {};
  const questions = questionsOf(readings);
  const score = new RoleScore();
  const pointers = new Pointers();
  let rolesKept = 0;
  for (const reading of readings) {
    if (used.has(reading) || isAbsent(reading.value)) continue;
    const label = meaning(reading.label);
    score.reset();
    featuresOf(reading, label, person, questions, score);
    const role = score.role();
    // A pointer no field map could name (a key of kilobytes) is not kept: nor is its key held past the body.
    const pointer = rolesKept < MAX_ROLES || notesMap !== null ? pointers.of(reading) : '';
    if (rolesKept < MAX_ROLES && pointer.length <= FIELD_MAP_LIMITS.pointerLength) {
      roles[pointer] = role;
      rolesKept++;
    }
    const mapped =
      notesMap === null
        ? undefined
        : (notesMap.get(pointer) ?? (reading.item && notesMap.get(formatPointer(reading.item))));
    if (mapped === false) continue;
    if (role === 'answer') {
      const shown =
        mapped || shownLabel(label.context || (reading.labelled ? reading.label : withParent(reading, person)));
      if (saysSomething(shown)) answers.push([shown, reading.value]);
    } else if (role === 'context') {
      const shown =
        mapped ||
        (score.textName ? 'form' : label.context || (score.beside ? withParent(reading, person) : reading.label));
      if (saysSomething(shown)) context.push([shown, reading.value]);
    }
  }
  const kept = once(withoutSummaries(answers), context);
  return { entries: kept.entries, answers: kept.answers, roles };
}

/**
 * Each value's pointer, its parent's formatted once: siblings share their parent's path (walk.ts),
 * and they come one after another.
 */
class Pointers {
  private at: Tokens | null = null;
  private parent = '';

  of(reading: Reading): string {
    if (reading.at !== this.at) {
      this.at = reading.at;
      this.parent = formatPointer(reading.at);
    }
    return this.parent + pointerStep(reading.key);
  }
}

/** Pointers a delivery keeps roles for (as `GET …/deliveries/:id/fields` lists at most). */
const MAX_ROLES = 500;

/** The features of one value, added to its score (weights.ts ROLE_WEIGHTS names what each says about its role). */
function featuresOf(
  reading: Reading,
  label: LabelMeaning,
  person: Places,
  questions: Questions | null,
  score: RoleScore,
): void {
  const { value } = reading;
  const words = label.roleWords;
  score.add('always');
  // A JSON text that holds none of the person's answers is the tool's own document (a form's
  // structure, sent beside the answers): only its name is context, as the form's.
  if (reading.text !== undefined && !person.within(reading.text)) {
    score.textName = isTextName(reading, label);
    score.add(score.textName ? 'toolDocumentName' : 'toolDocument');
  }
  const beside = person.holds(reading.container);
  score.beside = beside;
  if (beside) score.add('besidePerson');
  else if (person.inRecord(reading.container)) score.add('inPersonRecord');
  if (reading.labelled && !isStaff(reading)) score.add(isHumanLabel(reading.label) ? 'question' : 'labelledItem');
  if (label.context !== null) score.add('contextLabel');
  if (isNoise(reading, label)) score.add('noise');
  const contact = isContact(reading);
  // Beside the person too, an owner's or an agent's contact is someone else's.
  if (beside && contact && (label.otherParty || otherParty(reading))) score.add('otherContactBeside');
  if (!beside && contact) score.add('contactAway');
  if (!beside && (isStaffNotUser(reading) || words.staff || (!reading.labelled && label.recipient)))
    score.add('otherPartyKey');
  // A bare epoch number says nothing to a caller.
  if (!beside && typeof value === 'number' && /time|date/.test(label.words)) score.add('epochTime');
  if (value === false || value === 0 || value === '0' || value === 'false') score.add('zeroOrFalse');
  else if (value === true || value === 'true') score.add('flag');
  if (words.consent) score.add('consentKey');
  if (words.money && !reading.labelled) score.add('moneySplit');
  if (isCount(value) && (words.counter || parentWords(reading)?.counter)) score.add('counter');
  if (typeof value === 'string') stringFeatures(value, words, reading, score, questions);
}

// A question or a label as a person reads it ("Company name", "How soon?"), not a variable's name (`score`, `utm_source`).
const isHumanLabel = (label: string) => label.includes(' ') || label.endsWith('?') || /^\p{Lu}/u.test(label);
// Staff's, not a tool's user's (`user`, `account`: sometimes the lead).
const isStaffNotUser = (reading: Reading) => isStaff(reading) && !reading.underToolUser;
const isCount = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && value.length < 12 && /^\d+(\.\d+)*$/.test(value));

// The words of the key holding a value's object (`invitees_counter.total`).
function parentWords(reading: Reading): RoleWords | undefined {
  const { container } = reading;
  const parent = container[container.length - 1];
  return typeof parent === 'string' ? meaning(parent).roleWords : undefined;
}

function stringFeatures(
  value: string,
  words: RoleWords,
  reading: Reading,
  score: RoleScore,
  questions: Questions | null,
): void {
  const text = value.trim();
  if (text === '') return;
  // Each shape is looked for only where its first character or a space allows it: most values are a few words.
  const first = text.charCodeAt(0);
  const digit = first >= 48 && first <= 57;
  if (text.includes(' ')) {
    if (isFreeText(text)) score.add('freeText');
    else if (isPhrase(text)) score.add('phrase');
    else if ((digit || first > 127) && isAmount(text)) score.add('amount');
  } else {
    if (isDigest(text)) score.add('digest');
    else if (isIdToken(text) && !reading.labelled) score.add('idToken');
    else if (digit && isLongDigits(text)) score.add('longDigits');
    if (words.event && isToken(text)) score.add('eventCode');
    else if (first >= 97 && first <= 122 && isCode(text)) score.add('code');
    if (first === 47 /* / */ && isSerialisedDate(text)) score.add('serialisedDate');
    if ((first === 47 || first === 104) /* /, h */ && isApiPath(text)) score.add('apiPath');
    if (first > 127 && isFreeText(text)) score.add('freeText');
    else if ((digit || first === 36 || first > 127) && isAmount(text)) score.add('amount');
  }
  if (first === 60 /* < */ && isXmlDocument(text)) score.add('xmlDocument');
  if (digit && text.includes(':')) {
    if (isStampedTime(text)) score.add('stampedTime');
    else if (isDateTime(text)) score.add(words.systemTime ? 'systemTime' : 'chosenTime');
  } else if (text.length >= 12 && text.includes(':') && isStampedTime(text)) score.add('stampedTime');
  if ((digit || first === 43 || first === 40) /* +, ( */ && !score.beside && isPhoneText(text)) score.add('phoneText');
  // A question's text where no one answers it (a form's list of its fields): the form's structure.
  // A text longer than every question is none of them: not hashed to look it up.
  if (!reading.labelled && questions !== null && text.length <= questions.longest && questions.texts.has(text))
    score.add('questionDefinition');
}

/**
 * A long answer that repeats two or more of the other answers word for word is the tool's summary
 * of the submission (a "pretty" copy): the answers it repeats are the brief already.
 */
function withoutSummaries(answers: Array<[string, unknown]>): Array<[string, unknown]> {
  if (answers.length < 3) return answers;
  let kept: Array<[string, unknown]> | null = null;
  for (let i = 0; i < answers.length; i++) {
    if (isSummary(answers[i][1], i, answers)) kept ??= answers.slice(0, i);
    else kept?.push(answers[i]);
  }
  return kept ?? answers;
}

function isSummary(text: unknown, at: number, answers: Array<[string, unknown]>): boolean {
  if (typeof text !== 'string' || text.length < 60) return false;
  let repeated = 0;
  for (let j = 0; j < answers.length && repeated < 2; j++) {
    const other = answers[j][1];
    if (
      j !== at &&
      typeof other === 'string' &&
      other.length >= 6 &&
      other.length < text.length &&
      text.includes(other)
    )
      repeated++;
  }
  return repeated >= 2;
}

// The labels of the questions answered in a body: the same text elsewhere is the form's own list of its fields.
interface Questions {
  texts: Set<string>;
  /** The length of the longest. */
  longest: number;
}

function questionsOf(readings: Reading[]): Questions | null {
  let questions: Questions | null = null;
  for (const reading of readings) {
    if (!reading.labelled) continue;
    const text = reading.label.trim();
    questions ??= { texts: new Set(), longest: 0 };
    questions.texts.add(text);
    if (text.length > questions.longest) questions.longest = text.length;
  }
  return questions;
}

const MESSAGE_WRAPPERS = new Set(MESSAGE_WRAPPER_KEYS);

/**
 * The person's value read from a message's envelope or headers (`envelope.from`, `headers: [{"name":
 * "From", …}]`) puts the message those describe (its text, its subject) beside the person too.
 */
function withMessages(places: Tokens[], used: ReadonlySet<Reading>): Tokens[] {
  let more: Tokens[] | null = null;
  for (const reading of used) {
    const { container } = reading;
    const wrapper = container.length > 0 ? container[container.length - 1] : undefined;
    if (typeof wrapper !== 'string' || !MESSAGE_WRAPPERS.has(meaning(wrapper).words) || !meaning(reading.label).sender)
      continue;
    (more ??= [...places]).push(container.slice(0, -1));
  }
  return more ?? places;
}

// A phone, email or name by its label, or an address by its shape, bare or in a mailbox (`Shop <inbox@…>`).
function isContact(reading: Reading): boolean {
  const { value } = reading;
  if (roleOf(reading).role !== null) return true;
  if (typeof value !== 'string' || !value.includes('@')) return false;
  return emailAddress(value) !== null || emailAddress(mailboxOf(value)?.address) !== null;
}

// "Comments:" as a label already ends as a notes line's label does.
const shownLabel = (label: string) => (label.endsWith(':') ? label.replace(/[\s:]+$/, '') || label : label);

// A line said already (a form sending a field twice, Unbounce the page's address at the top and in its data) is said once.
function once(
  answers: Array<[string, unknown]>,
  context: Array<[string, unknown]>,
): { entries: Array<[string, unknown]>; answers: number } {
  const all = context.length === 0 ? answers : [...answers, ...context];
  // Lines can repeat only where labels do: most bodies repeat none, and a short list is compared pairwise, allocating nothing.
  if (!labelRepeats(all)) return { entries: all, answers: answers.length };
  const lineOf = ([label, value]: [string, unknown]) =>
    `${label}\u0000${typeof value === 'string' ? value : JSON.stringify(value)}`;
  const seen = new Set<string>();
  const first = (entry: [string, unknown]) => {
    const line = lineOf(entry);
    if (seen.has(line)) return false;
    seen.add(line);
    return true;
  };
  const keptAnswers = answers.filter(first);
  return { entries: [...keptAnswers, ...context.filter(first)], answers: keptAnswers.length };
}

function labelRepeats(entries: Array<[string, unknown]>): boolean {
  if (entries.length > 24) return new Set(entries.map(([label]) => label)).size !== entries.length;
  for (let i = 1; i < entries.length; i++) for (let j = 0; j < i; j++) if (entries[i][0] === entries[j][0]) return true;
  return false;
}
