import { validationFailed, type ErrorDetail } from '../http/errors.ts';
import type { MappedField } from './field-map/field-map.ts';
import { formatPointer, parsePointer, withoutPointers } from './field-map/json-pointer.ts';
import type { MappedFields } from './field-map/mapped-fields.ts';
import { buildNotes, oneLine } from './notes.ts';
import { checkLead } from './lead-schema.ts';
import { meaning } from './reader/labels.ts';
import { notesEntries } from './reader/notes-lines.ts';
import { readBody, type BodyReading } from './reader/read-body.ts';
import { googleAdsFields } from './senders/google-ads.ts';
import { pathOf, type Reading, type Tokens } from './reader/walk.ts';

export interface LeadInput {
  name: string | null;
  phone: string | null;
  email: string | null;
  notes: string;
  fields: Record<string, unknown>;
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
): ReadLead {
  const filled = new Set(Object.keys(mapped.fields) as MappedField[]);
  const body = readBody(mapped.rest, defaultCountry, filled);
  const { chosen } = body;
  const sentName = nameOf(mapped, chosen.name);
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
  const contactProblems = [...chosen.problems, ...checked.problems.filter(isContactProblem)];
  const others = checked.problems.filter((problem) => !isContactProblem(problem));
  if (phone === null && email === null) {
    // Refused: every problem is named, so the sender fixes them all at once.
    throw validationFailed([
      ...(contactProblems.length > 0
        ? contactProblems
        : [
            { field: 'phone', message: 'a phone or an email is required; the lead has neither' },
            { field: 'email', message: 'an email or a phone is required; the lead has neither' },
          ]),
      ...others,
    ]);
  }
  const warnings = [
    ...contactProblems.filter((problem) => (problem.field === 'phone' ? phone === null : email === null)),
    ...others,
  ];
  // A name refused for its length (text, but over the limit) stays in fields, not in the notes.
  const tooLong = sentName.text && checked.problems.some(({ field }) => field === 'name');
  const name = { value: checked.name, used: sentName.text && !tooLong };

  const used = new Set<Reading>(
    [chosen.phone?.reading, chosen.email?.reading, ...(name.used ? chosen.name.map(({ reading }) => reading) : [])]
      .filter((r) => r !== undefined)
      .map((r) => r.origin ?? r),
  );
  const picked = pickedPointers(mapped, chosen, name.used);
  const usedPaths = [...used].map((reading) => (reading.item ?? pathOf(reading)).map(String));
  // The person is wherever their phone or email is (a form's answers and a CRM's contact copy):
  // each such place is theirs, and the copies are not repeated in the notes.
  const copies = copiesOf(body.readings, used, {
    phone: chosen.phone?.reading.value,
    email,
    name: name.used ? name.value : null,
  });
  const person = distinct([...used, ...copies].map((reading) => reading.container));
  const unread = tooLong ? chosen.name.map(({ reading }) => reading) : [];
  return {
    input: {
      name: name.value,
      phone,
      email,
      notes: withSkippedFiles(
        buildNotes(
          body.notes,
          notesEntries(
            body.readings,
            unionOf(used, copies, unread),
            person.length > 0 ? person : mappedContainers(mapped),
          ),
        ),
        skippedFiles,
      ),
      fields: body.google
        ? googleAdsFields(body.google, body.readings, used)
        : withoutPointers(body.body, [...usedPaths, ...[...body.skipped].map((key) => [key])]),
      test: body.test,
    },
    format: body.format,
    picked,
    warnings,
  };
}

/**
 * The name as sent: mapped, or chosen (a full name, or first and last joined into one line); a part
 * that is not text is handed to the schema as it is, so it says why.
 */
function nameOf(mapped: MappedFields, chosen: BodyReading['chosen']['name']): { value: unknown; text: boolean } {
  const { name, firstName, lastName } = mapped.fields;
  const sent: unknown[] =
    name !== undefined
      ? [name]
      : firstName !== undefined || lastName !== undefined
        ? [firstName, lastName].filter((part) => part !== undefined)
        : chosen.map(({ reading }) => reading.value);
  if (sent.length === 0) return { value: undefined, text: false };
  const notText = sent.find((part) => typeof part !== 'string');
  if (notText !== undefined) return { value: notText, text: false };
  const text = oneLine(
    sent
      .map((part) => namedParts(part as string).trim())
      .filter(Boolean)
      .join(' '),
  ).trim();
  return { value: text || undefined, text: true };
}

const isContactProblem = ({ field }: ErrorDetail) => field === 'phone' || field === 'email';

// The `notes` key as sent (absent when empty): the schema says whether it is usable, as readBody did when it chose to keep or walk it.
function sentNotes(body: Record<string, unknown>): unknown {
  const notes = Object.hasOwn(body, 'notes') ? body.notes : undefined;
  return notes === null || (typeof notes === 'string' && notes.trim() === '') ? undefined : notes;
}

// One value holding both parts, as some form tools send a name field: "first = Ada\nlast = Tester".
// Read line by line, each line's pattern with no two quantifiers taking the same character: one
// pattern over the whole value backtracked cubically over a run of spaces or line breaks (a 2 KB
// body held the process for seconds).
const FIRST_PART = /^first\s*(?:name\s*)?[=:]\s*(.*)$/i;
const LAST_PART = /^last\s*(?:name\s*)?[=:]\s*(.*)$/i;
const FIRST_WORD = /^\s*first/i;
function namedParts(text: string): string {
  if (!FIRST_WORD.test(text)) return text;
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const first = lines.length === 2 ? FIRST_PART.exec(lines[0]) : null;
  const last = first ? LAST_PART.exec(lines[1]) : null;
  return first && last ? `${first[1].trim()} ${last[1].trim()}` : text;
}

function pickedPointers(mapped: MappedFields, chosen: BodyReading['chosen'], nameUsed: boolean): ReadLead['picked'] {
  const picked: ReadLead['picked'] = { ...mapped.pointers };
  if (chosen.phone && picked.phone === undefined) picked.phone = formatPointer(pathOf(chosen.phone.reading));
  if (chosen.email && picked.email === undefined) picked.email = formatPointer(pathOf(chosen.email.reading));
  if (nameUsed) for (const { reading, role } of chosen.name) picked[role] = formatPointer(pathOf(reading));
  return picked;
}

// Each place once: the notes check every value against each. A few places (nearly every lead) are
// compared token by token, building no key string; many (a body repeating the email everywhere)
// by key, so the cost stays linear.
function distinct(places: Tokens[]): Tokens[] {
  if (places.length > 8) {
    const seen = new Set<string>();
    return places.filter((place) => {
      const key = place.join('\u0000');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
  const kept: Tokens[] = [];
  for (const place of places) if (!kept.some((seen) => sameTokens(seen, place))) kept.push(place);
  return kept;
}

function sameTokens(a: Tokens, b: Tokens): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function unionOf(used: ReadonlySet<Reading>, ...more: Reading[][]): ReadonlySet<Reading> {
  if (more.every((list) => list.length === 0)) return used;
  const all = new Set(used);
  for (const list of more) for (const reading of list) all.add(reading);
  return all;
}

function isNamePart(reading: Reading): boolean {
  const { role, words } = meaning(reading.label);
  return role === 'firstName' || role === 'lastName' || role === 'name' || /\b(first|last|given|family)\b/.test(words);
}

function digitsOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\D/g, '') : '';
}

function copiesOf(
  readings: Reading[],
  used: ReadonlySet<Reading>,
  chosen: { phone: unknown; email: string | null; name: string | null },
): Reading[] {
  const phone = digitsOf(chosen.phone);
  const email = chosen.email?.toLowerCase();
  const name = chosen.name?.toLowerCase() ?? '';
  // A first or last name beside a full name (Netlify, Pipedrive send both) is a copy too.
  const nameWords = new Set(name ? name.split(' ') : []);
  let longestWord = 0;
  for (const word of nameWords) longestWord = Math.max(longestWord, word.length);
  const copies: Reading[] = [];
  for (const reading of readings) {
    if (used.has(reading)) continue;
    const { value } = reading;
    if (typeof value === 'number') {
      if (phone.length >= 6 && String(value) === phone) copies.push(reading);
      continue;
    }
    if (typeof value !== 'string' || value.length < 3) continue;
    // Cheap looks first: an email copy holds "@", a phone copy starts like one, a name copy is as long.
    const start = value.charCodeAt(0);
    if (value.includes('@')) {
      if (value.trim().toLowerCase() === email) copies.push(reading);
    } else if (start === 43 || start === 40 || (start >= 48 && start <= 57) || start <= 32) {
      // A phone written another way has its digits and a few separators: a long text is no copy of it.
      if (
        phone.length >= 6 &&
        value.length >= phone.length &&
        value.length <= 2 * phone.length + 6 &&
        digitsOf(value) === phone
      )
        copies.push(reading);
    } else if (name && (value.length === name.length || value.length <= longestWord + 2)) {
      const text = value.trim().toLowerCase();
      if (text === name || (nameWords.has(text) && isNamePart(reading))) copies.push(reading);
    }
  }
  return copies;
}

// With every field mapped, the person is where the map found them.
function mappedContainers(mapped: MappedFields): Tokens[] {
  const containers = Object.values(mapped.pointers).map((pointer) => (parsePointer(pointer) ?? []).slice(0, -1));
  return containers.length > 0 ? containers : [[]];
}

// Multipart file parts are not kept (docs/api.md §2.5); the notes say which ones the sender attached.
function withSkippedFiles(notes: string, skippedFiles: string[]): string {
  if (skippedFiles.length === 0) return notes;
  const line = `files not kept: ${skippedFiles.join(', ')}`;
  return notes ? `${notes}\n${line}` : line;
}
