import { otherParty, roleOf } from './candidates.ts';
import { emailAddress } from './choose.ts';
import { meaning, type LabelMeaning } from './labels.ts';
import { FIELD_MAP_LIMITS } from '../field-map/field-map.ts';
import { formatPointer } from '../field-map/json-pointer.ts';
import { VALUE_ROLES, type ValueRole, type ValueRoles } from './explanation.ts';
import { pathOf, type Reading, type Tokens } from './reading.ts';
import { ROLE_WEIGHTS } from './weights.ts';
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
function withParent(reading: Reading, person: Places): string {
  const { container } = reading;
  if (person.has(container)) return reading.label;
  let parent: string | number | undefined;
  for (let i = container.length - 1; i >= 0 && parent === undefined; i--)
    if (typeof container[i] === 'string') parent = container[i];
  return parent === undefined || parent === reading.label ? reading.label : `${parent} ${reading.label}`;
}

// The text's own name or title, or a form name anywhere in it.
const isTextName = (reading: Reading, label: LabelMeaning) =>
  label.context === 'form' ||
  ((label.words === 'name' || label.words === 'title') &&
    reading.container.length === reading.text!.length &&
    typeof reading.value === 'string');

/** A tool's bookkeeping: ids, addresses and agents of the network, signatures, links to its own resources. */
function isNoise(reading: Reading, label: LabelMeaning): boolean {
  if (label.noise || reading.bookkeeping) return true;
  const { value } = reading;
  // A bare number of eight digits or more is an id or an epoch time, not an answer (list ids, `createdOn`).
  if (typeof value === 'number' || (Array.isArray(value) && value.every((item) => typeof item === 'number'))) {
    return [value].flat().some((number) => Math.abs(number as number) >= 1e7);
  }
  if (typeof value !== 'string' || value.length < 7) return false;
  const text = value.trim();
  const first = text.charCodeAt(0);
  // Cheap looks first: most answers are none of these.
  if (first === 77 /* M */) return USER_AGENT.test(text);
  if (first === 104 || first === 72 /* h, H */) return LINK.test(text) && !label.linkKept;
  return (text.length === 36 && UUID.test(text)) || (text.length <= 45 && IP_ADDRESS.test(text));
}

/** What the notes hold: their lines, and the role of every value read that is not the person's contact. */
export interface NotesLines {
  entries: Array<[string, unknown]>;
  roles: ValueRoles;
}

/**
 * The notes' lines, as `[label, value]` (docs/api.md §2.4): each value the person's contact values
 * are not gets its role by the features it has, weighed in weights.ts ROLE_WEIGHTS; the answers
 * (the values beside the chosen phone or email, and one level below) come first, then context
 * wherever it sits (form, page, campaign, times). A tool's bookkeeping (`system`) and someone else's
 * values (`otherParty`) stay out of the notes and in the lead's `fields`.
 */
export function notesEntries(readings: Reading[], used: ReadonlySet<Reading>, places: Tokens[]): NotesLines {
  const person = new Places(withMessages(places, used));
  const answers: Array<[string, unknown]> = [];
  const context: Array<[string, unknown]> = [];
  const roles: ValueRoles = {};
  let rolesKept = 0;
  for (const reading of readings) {
    if (used.has(reading) || isAbsent(reading.value)) continue;
    const label = meaning(reading.label);
    const features = featuresOf(reading, label, person);
    const role = valueRoleOf(features);
    if (rolesKept < MAX_ROLES) {
      // A pointer no field map could name (a key of kilobytes) is not kept: nor is its key held past the body.
      const pointer = formatPointer(pathOf(reading));
      if (pointer.length <= FIELD_MAP_LIMITS.pointerLength) {
        roles[pointer] = role;
        rolesKept++;
      }
    }
    if (role === 'answer') {
      answers.push([
        shownLabel(label.context || (reading.labelled ? reading.label : withParent(reading, person))),
        reading.value,
      ]);
    } else if (role === 'context') {
      context.push([features.has('toolDocumentName') ? 'form' : label.context || reading.label, reading.value]);
    }
  }
  return { entries: once(answers, context), roles };
}

/** Pointers a delivery keeps roles for (as `GET …/deliveries/:id/fields` lists at most). */
const MAX_ROLES = 500;

/** The features of one value (weights.ts ROLE_WEIGHTS names what each says about its role). */
function featuresOf(reading: Reading, label: LabelMeaning, person: Places): Set<string> {
  const features = new Set<string>(['always']);
  // A JSON text that holds none of the person's answers is the tool's own document (a form's
  // structure, sent beside the answers): only its name is context, as the form's.
  if (reading.text !== undefined && !person.within(reading.text))
    features.add(isTextName(reading, label) ? 'toolDocumentName' : 'toolDocument');
  const beside = person.holds(reading.container);
  if (beside) features.add('besidePerson');
  if (label.context !== null) features.add('contextLabel');
  if (isNoise(reading, label)) features.add('noise');
  const contact = isContact(reading);
  // Beside the person too, an owner's or an agent's contact is someone else's.
  if (beside && contact && (label.otherParty || otherParty(reading))) features.add('otherContactBeside');
  if (!beside && contact) features.add('contactAway');
  // A bare epoch number says nothing to a caller.
  if (!beside && typeof reading.value === 'number' && /time|date/.test(label.words)) features.add('epochTime');
  return features;
}

function valueRoleOf(features: Set<string>): ValueRole {
  let best: ValueRole = 'system';
  let bestScore = -Infinity;
  for (const role of VALUE_ROLES) {
    let score = 0;
    for (const feature of features) score += ROLE_WEIGHTS[feature]?.[role] ?? 0;
    if (score > bestScore) {
      best = role;
      bestScore = score;
    }
  }
  return best;
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
function once(answers: Array<[string, unknown]>, context: Array<[string, unknown]>): Array<[string, unknown]> {
  const all = context.length === 0 ? answers : [...answers, ...context];
  // Lines can repeat only where labels do: most bodies repeat none, and a short list is compared pairwise, allocating nothing.
  if (!labelRepeats(all)) return all;
  const lineOf = ([label, value]: [string, unknown]) =>
    `${label}\u0000${typeof value === 'string' ? value : JSON.stringify(value)}`;
  const seen = new Set<string>();
  return all.filter((entry) => {
    const line = lineOf(entry);
    if (seen.has(line)) return false;
    seen.add(line);
    return true;
  });
}

function labelRepeats(entries: Array<[string, unknown]>): boolean {
  if (entries.length > 24) return new Set(entries.map(([label]) => label)).size !== entries.length;
  for (let i = 1; i < entries.length; i++) for (let j = 0; j < i; j++) if (entries[i][0] === entries[j][0]) return true;
  return false;
}
