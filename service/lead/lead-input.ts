import type { ErrorDetail } from '../../shared/error-detail.ts';
import type { MappedField } from './field-map/field-map.ts';
import { withoutPointers } from './field-map/json-pointer.ts';
import type { MappedFields } from './field-map/mapped-fields.ts';
import { buildNotes } from './notes.ts';
import { checkLead } from './schema/lead-schema.ts';
import { phoneExtension } from './schema/phone.ts';
import { invalidFields, noContactInBody } from './schema/lead-input-error.ts';
import { copiesOf, distinct, mappedContainers } from './person-places.ts';
import { NO_TEXTS } from './reader/sent-as-text.ts';
import { notesEntries } from './reader/notes-lines.ts';
import type { PickReasons, ValueRoles } from './reader/explanation.ts';
import { pickReasons } from './reader/pick-reasons.ts';
import { personOf, type SentAlike } from './reader/sent-alike.ts';
import { readBody, type BodyReading } from './body-reading.ts';
import { sentNameOf } from './sent-name.ts';
import { googleAdsFields } from './senders/google-ads.ts';
import { pathOf, type Reading, type Tokens } from './reader/walk.ts';
import { pointerOf } from './reader/reading.ts';

export interface LeadInput {
  name: string | null;
  phone: string | null;
  email: string | null;
  notes: string;
  fields: Record<string, unknown>;
  /** A test lead (Google's is_test, or `test: true`): never a duplicate, never blocks a real lead. */
  test: boolean;
}

/** A lead read out of a body: the lead, where each field came from, and what could not be used. */
export interface ReadLead {
  input: LeadInput;
  format: BodyReading['format'];
  /** JSON Pointer of each value used, relative to the lead object the field map reads. */
  picked: Partial<Record<MappedField, string>>;
  /** Problems that did not stop the lead (docs/api.md §2.1): a phone beside a usable email that does not parse, ... */
  warnings: ErrorDetail[];
  /** Why each picked field was picked: the field map's word, or the reader's reasons. */
  reasons: PickReasons;
  /** What every other value read was taken for. */
  roles: ValueRoles;
  /** The cards in one line it holds (a name, a street, a phone: reader/sent-alike.ts), by pointer: the source's next leads are compared by them. */
  cards: Array<[string, string]>;
}

/**
 * The lead in a body, after the source's field map: the reader chooses what the map did not fill,
 * then each value is validated. Refused (422 validation_failed) only when neither a usable phone
 * nor a usable email is there; every other problem is a warning, and its value stays in `fields`.
 */
export function readLeadInput(
  mapped: MappedFields,
  defaultCountry: string | null,
  skippedFiles: string[] = [],
  sentAsText: ReadonlySet<object> = NO_TEXTS,
  sentAlike: SentAlike | null = null, // what the source's earlier leads sent alike (webhook/source-memory.ts)
): ReadLead {
  const body = readBody(mapped.rest, defaultCountry, filledBy(mapped.fields), sentAsText, sentAlike);
  const { chosen } = body;
  const sentName = sentNameOf(mapped, chosen.name);
  const checked = checkLead(
    {
      phone: mapped.fields.phone ?? chosen.phone?.e164,
      email: mapped.fields.email ?? chosen.email?.address,
      name: sentName.value,
      notes: sentNotes(body.body),
      test: body.test,
    },
    defaultCountry,
  );
  const { phone, email } = checked;
  // The reader's own findings (no candidate that parses) first, then the schema's, as the contract lists them.
  // Nearly every lead has none of either: no lists made.
  const passed = checked.problems.length === 0;
  const contactProblems = passed ? chosen.problems : [...chosen.problems, ...checked.problems.filter(isContactProblem)];
  const others = passed ? NO_PROBLEMS : checked.problems.filter((problem) => !isContactProblem(problem));
  if (phone === null && email === null) {
    if (contactProblems.length === 0 && !body.readings.some(({ value }) => couldBeContact(value)))
      throw noContactInBody();
    // Refused: every problem is named, so the sender fixes them all at once.
    throw invalidFields([
      ...(contactProblems.length > 0
        ? contactProblems
        : [
            { field: 'phone', message: 'a phone or an email is required; the lead has neither' },
            { field: 'email', message: 'an email or a phone is required; the lead has neither' },
          ]),
      ...others,
    ]);
  }
  const warnings =
    contactProblems.length === 0 && others.length === 0
      ? []
      : [
          ...contactProblems.filter((problem) => (problem.field === 'phone' ? phone === null : email === null)),
          ...others,
        ];
  // A name refused for its length (text, but over the limit) stays in fields, not in the notes.
  const tooLong = sentName.text && checked.problems.some(({ field }) => field === 'name');
  const name = { value: checked.name, used: sentName.text && !tooLong };

  // The readings used, as the values read out of (a mailbox's address: the mailbox).
  const used = new Set<Reading>();
  if (chosen.phone) used.add(chosen.phone.reading.origin ?? chosen.phone.reading);
  if (chosen.email) used.add(chosen.email.reading.origin ?? chosen.email.reading);
  if (name.used) for (const { reading } of chosen.name) used.add(reading.origin ?? reading);
  const picked = pickedPointers(mapped, chosen, name.used);
  // What leaves `fields`: each value used (its whole item), and each own key read.
  const gone: string[][] = [];
  for (const reading of used) gone.push(textTokens(reading));
  for (const key of body.skipped) gone.push([key]);
  // The person is wherever their phone or email is (a form's answers and a CRM's contact copy):
  // each such place is theirs, and the copies are not repeated in the notes.
  const { copies, rewritten } = copiesOf(body.readings, used, {
    phone: chosen.phone?.reading.value,
    e164: chosen.phone ? phone : null,
    email,
    name: name.used ? name.value : null,
  });
  // A name read out of a message (a chat's or a call's turn) names the person, but the turn is not their record.
  const told = chosen.picks.name?.by === 'nameInMessage' ? chosen.name[0].reading : null;
  const places: Tokens[] = [];
  for (const reading of used) if (reading !== told) places.push(reading.container);
  for (const reading of copies) places.push(reading.container);
  const person = distinct(places);
  // A name refused for its length stays in fields, not in the notes the agent reads.
  const unread = tooLong ? chosen.name.map(({ reading }) => reading) : NO_READINGS;
  const lines = notesEntries(
    body.readings,
    unionOf(used, copies, rewritten, unread),
    person.length > 0 ? person : mappedContainers(mapped),
    mapped.notes,
    name.used ? name.value : null,
    body.body,
    chosen.businessLine ?? null,
    sentAlike === null ? null : { sent: sentAlike, person: personOf(phone, email) },
  );
  body.roles = lines.roles;
  // A phone's extension (`ext. 31`) is the agent's to dial: the brief's first line (docs/api.md §2.2).
  const extension = phone === null ? null : phoneExtension(mapped.fields.phone ?? chosen.phone?.reading.value);
  if (extension !== null) {
    lines.entries.unshift(['phone extension', extension]);
    lines.answers++;
  }
  return {
    input: {
      name: name.value,
      phone,
      email,
      notes: withSkippedFiles(buildNotes(body.notes, lines.entries, lines.answers), skippedFiles),
      fields: body.google ? googleAdsFields(body.google, body.readings, used) : withoutPointers(body.body, gone),
      test: body.test,
    },
    format: body.format,
    picked,
    warnings,
    reasons: pickReasons(picked, mapped.pointers, chosen.picks),
    roles: body.roles,
    cards: lines.cards,
  };
}

const isContactProblem = ({ field }: ErrorDetail) => field === 'phone' || field === 'email';
const NO_PROBLEMS: ErrorDetail[] = [];
const NO_READINGS: Reading[] = [];
const NOTHING_FILLED: ReadonlySet<MappedField> = new Set();

// The fields the source's map filled, which the reader does not choose again (nearly every lead: none).
function filledBy(fields: MappedFields['fields']): ReadonlySet<MappedField> {
  let filled: Set<MappedField> | null = null;
  for (const field in fields) (filled ??= new Set()).add(field as MappedField);
  return filled ?? NOTHING_FILLED;
}

// A used value's place as a pointer's text tokens, what leaves `fields`: its whole item, else its own path.
function textTokens(reading: Reading): string[] {
  if (reading.item) return reading.item.map(String);
  return reading.at.length === 0 ? [String(reading.key)] : pathOf(reading).map(String);
}

// The `notes` key as sent (absent when empty): the schema says whether it is usable, as readBody did when it chose to keep or walk it.
function sentNotes(body: Record<string, unknown>): unknown {
  const notes = Object.hasOwn(body, 'notes') ? body.notes : undefined;
  return notes === null || (typeof notes === 'string' && notes.trim() === '') ? undefined : notes;
}

function pickedPointers(mapped: MappedFields, chosen: BodyReading['chosen'], nameUsed: boolean): ReadLead['picked'] {
  const picked: ReadLead['picked'] = { ...mapped.pointers };
  if (chosen.phone && picked.phone === undefined) picked.phone = pointerOf(chosen.phone.reading);
  if (chosen.email && picked.email === undefined) picked.email = pointerOf(chosen.email.reading);
  if (nameUsed) for (const { reading, role } of chosen.name) picked[role] = pointerOf(reading);
  return picked;
}

function unionOf(used: ReadonlySet<Reading>, ...more: Reading[][]): ReadonlySet<Reading> {
  if (more.every((list) => list.length === 0)) return used;
  const all = new Set(used);
  for (const list of more) for (const reading of list) all.add(reading);
  return all;
}

// Multipart file parts are not kept (docs/api.md §2.5); the notes say which ones the sender attached.
function withSkippedFiles(notes: string, skippedFiles: string[]): string {
  if (skippedFiles.length === 0) return notes;
  const line = `files not kept: ${skippedFiles.join(', ')}`;
  return notes ? `${notes}\n${line}` : line;
}

/**
 * Whether a value could be a phone or an email once mapped (Map fields): text with an `@`, or
 * with at least 7 digits (the shortest phone numbers), in text or a number, or in a list of them.
 */
function couldBeContact(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(couldBeContact);
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(Math.trunc(value)) >= 1_000_000;
  if (typeof value !== 'string') return false;
  if (value.includes('@')) return true;
  let digits = 0;
  for (let i = 0; i < value.length && digits < 7; i++)
    if (value.charCodeAt(i) >= 48 && value.charCodeAt(i) <= 57) digits++;
  return digits >= 7;
}
