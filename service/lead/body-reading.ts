import { isAbsent, NOTES_MAX_LENGTH, OWN_KEYS } from '../../shared/lead-fields.ts';
import type { MappedField } from './field-map/field-map.ts';
import { googleAdsBody, type GoogleAdsBody } from './senders/google-ads.ts';
import { refuseNotifications } from './senders/notifications.ts';
import { choose } from './reader/choose.ts';
import type { Chosen } from './reader/chosen.ts';
import type { ValueRoles } from './reader/explanation.ts';
import type { Reading } from './reader/reading.ts';
import { NO_TEXTS } from './reader/sent-as-text.ts';
import type { SentAlike } from './reader/sent-alike.ts';
import { walkLead } from './reader/walk.ts';
import type { Obj } from './reader/json-object.ts';

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
  /** The role of every other value read (notes-lines.ts): filled when the notes are read, once the person is known. */
  roles: ValueRoles;
}

/**
 * One lead object, after the field map (field-map/) and before validation (lead-input.ts): a
 * notification that holds no lead is refused; `test` and `notes` are read for what they are; a
 * Google Ads body gives up its key and flags; every other value is read by meaning (walk.ts,
 * choose.ts). No per-sender code past this point.
 */
export function readBody(
  lead: Obj,
  defaultCountry: string | null,
  mapped: ReadonlySet<MappedField>,
  sentAsText: ReadonlySet<object> = NO_TEXTS,
  sentAlike: SentAlike | null = null, // what the source's earlier leads sent alike (reader/sent-alike.ts)
): BodyReading {
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
  const walked = walkLead(body, skipped, sentAsText);
  const { readings } = walked;
  const chosen = choose(walked, defaultCountry, mapped, sentAlike);
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
    roles: {},
  };
}

const NONE: ReadonlySet<string> = new Set();

// `test`, the notes it sent, and our own keys sent empty (automation platforms send "" for unmapped fields): read, not walked nor kept.
function ownKeysRead(body: Obj, notesRead: boolean): ReadonlySet<string> {
  let skipped: Set<string> | null = null;
  for (const key of OWN_KEYS) {
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
