import { NOTES_MAX_LENGTH } from '../../../shared/lead-fields.ts';
import { FIELD_MAP_LIMITS, type MappedField } from '../field-map/field-map.ts';
import { googleAdsBody, type GoogleAdsBody } from '../senders/google-ads.ts';
import { refuseNotifications } from '../senders/notifications.ts';
import { formatPointer } from '../field-map/json-pointer.ts';
import { choose, type Chosen } from './choose.ts';
import type { PickReasons, ValueRoles } from './explanation.ts';
import { pathOf, type Reading } from './reading.ts';
import { walkLead } from './walk.ts';

type Obj = Record<string, unknown>;

/** A lead object read by meaning: what it holds, the values chosen, and how its fields are kept. */
export interface BodyReading {
  /** `google-ads` when the body is a Google Ads lead (its key is checked); `general` otherwise. */
  format: 'google-ads' | 'general';
  test: boolean;
  /** The `notes` key when it is text within the limit; otherwise it stays a field and `notesProblem` says why. */
  notes: string | undefined;
  notesProblem: string | undefined;
  readings: Reading[];
  chosen: Chosen;
  /** The body walked, and its top-level keys read for what they are (`test`, `notes`): `fields` leaves them out. */
  body: Obj;
  skipped: ReadonlySet<string>;
  /** A Google Ads body, whose `fields` keep its columns by name. */
  google: GoogleAdsBody | null;
  /** Why each chosen value was chosen, strongest reason first (docs/api.md §3). */
  reasons: PickReasons;
  /** JSON Pointer of every other value read → what it was taken for. */
  roles: ValueRoles;
}

/**
 * One lead object, after the field map (field-map/) and before validation (lead-input.ts): a
 * notification that holds no lead is refused; `test` and `notes` are read for what they are; a
 * Google Ads body gives up its key and flags; every other value is read by meaning (walk.ts,
 * choose.ts). No per-sender code past this point.
 */
export function readBody(lead: Obj, defaultCountry: string | null, mapped: ReadonlySet<MappedField>): BodyReading {
  refuseNotifications(lead);
  const google = googleAdsBody(lead);
  const body = google ? google.rest : lead;
  // `test: true` marks a test lead and `notes` is the sender's own text: read, not walked.
  const test = google ? google.test : body.test === true;
  const sent = Object.hasOwn(body, 'notes') ? body.notes : undefined;
  const notes = typeof sent === 'string' && sent.length <= NOTES_MAX_LENGTH ? sent : undefined;
  const notesProblem =
    isAbsent(sent) || notes !== undefined
      ? undefined
      : typeof sent === 'string'
        ? `notes must be at most ${NOTES_MAX_LENGTH} characters`
        : 'notes must be text';
  const skipped = ownKeysRead(body, notesProblem === undefined);
  const readings = walkLead(body, skipped);
  const chosen = choose(readings, defaultCountry, mapped);
  return {
    format: google ? 'google-ads' : 'general',
    test,
    notes,
    notesProblem,
    readings,
    chosen,
    body,
    skipped,
    google,
    ...placeholderExplanation(readings, chosen),
  };
}

const CORE_KEYS = ['name', 'phone', 'email', 'notes', 'test'];
const isAbsent = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const NONE: ReadonlySet<string> = new Set();

// `test`, the notes it sent, and our own keys sent empty (automation platforms send "" for unmapped fields): read, not walked nor kept.
function ownKeysRead(body: Obj, notesRead: boolean): ReadonlySet<string> {
  let skipped: Set<string> | null = null;
  for (const key of CORE_KEYS) {
    if (!Object.hasOwn(body, key)) continue;
    if (
      (key === 'test' && typeof body.test === 'boolean') ||
      (key === 'notes' && notesRead) ||
      (key !== 'test' && isAbsent(body[key]))
    )
      (skipped ??= new Set()).add(key);
  }
  return skipped ?? NONE;
}

/** At most this many roles are kept on a delivery, as `GET …/deliveries/:id/fields` lists at most 500 keys. */
const ROLES_KEPT = 500;

/**
 * A placeholder until the scoring reader (issue 35 item 1) weighs every pick and role: one reason
 * naming where each chosen value was found, and every other value read as `system`, which
 * `rolesWithNotes` turns into `answer` for the values that became notes lines. Only pointers a
 * field map could name (300 characters) get a role: a property key is interned, and a sender's
 * 31 KB keys kept that way grew the heap by tens of MB (reader-hostile.test.ts).
 */
function placeholderExplanation(readings: Reading[], chosen: Chosen): Pick<BodyReading, 'reasons' | 'roles'> {
  const reasons: PickReasons = {};
  const found = (reading: Reading) => [
    { feature: 'found', weight: 1, text: `found at ${formatPointer(pathOf(reading))}` },
  ];
  if (chosen.phone) reasons.phone = found(chosen.phone.reading);
  if (chosen.email) reasons.email = found(chosen.email.reading);
  for (const { reading, role } of chosen.name) reasons[role] = found(reading);
  const used = new Set<Reading>();
  for (const reading of [chosen.phone?.reading, chosen.email?.reading, ...chosen.name.map((name) => name.reading)])
    if (reading) used.add(reading.origin ?? reading).add(reading);
  const roles: ValueRoles = {};
  let count = 0;
  for (const reading of readings) {
    if (count === ROLES_KEPT) break;
    if (used.has(reading) || (reading.origin !== undefined && used.has(reading.origin))) continue;
    const pointer = formatPointer(pathOf(reading));
    if (pointer.length > FIELD_MAP_LIMITS.pointerLength || Object.hasOwn(roles, pointer)) continue;
    roles[pointer] = 'system';
    count++;
  }
  return { reasons, roles };
}

/** The placeholder's second half: the values that became notes lines (lead-input.ts) are the person's answers. */
export function rolesWithNotes(roles: ValueRoles, noted: readonly Reading[]): ValueRoles {
  for (const reading of noted) {
    const pointer = formatPointer(pathOf(reading));
    if (pointer.length <= FIELD_MAP_LIMITS.pointerLength && Object.hasOwn(roles, pointer)) roles[pointer] = 'answer';
  }
  return roles;
}
