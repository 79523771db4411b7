import { isStaff } from './ranked.ts';
import type { LabelMeaning, RoleWords } from './label-meaning.ts';
import type { Reading } from './reading.ts';
import { isAddressLine } from './contact-line.ts';
import { isUnreadLabel } from './unread-labels.ts';
import { endsAsking, isActorValue } from './shapes.ts';
import { LABEL_READ_LENGTH } from './labels.ts';
import { longKeyShape } from './label-key-shape.ts';
import { INTERNAL_QUALIFIERS, INTERNAL_WORDS } from './vocabulary-internal.ts';
import { CODE_WORDS } from './vocabulary-records.ts';

/** What a value's key, label and place say, as role-features.ts asks of each value (docs/api.md §2.4). */

// A question, a sentence, a preference or words addressed to staff ("Do you have an asesor?", "What the technician
// should bring", "Preferred installer", "Notes for technician"): the person's answer, but a name written as names are
// ("Asesor para seguimiento: Luis Ortega"); a column's name (`Contact Owner`, `Assigned To`) is staff's.
export const asksOrPrefers = ({ label }: Reading, words: RoleWords) =>
  words.preference || label.includes('?') || label.split(' ').length >= 4;
/**
 * A labelled item not staff's, nor under a label naming staff that asks nothing when it names the business's internal
 * notes (`Internal notes`, `interne Notiz`) or holds a name as names are written, asking for no contact nor thing
 * (`Assigned To: Kevin Park`; `Assigned to: Whoever speaks Mandarin`, `Agente: Ya tengo uno`, `Owner name` the person's).
 */
export const asksAsPerson = (reading: Reading, { roleWords, words, role, namesThing }: LabelMeaning) =>
  !isStaff(reading) &&
  !(
    roleWords.staff &&
    !asksOrPrefers(reading, roleWords) &&
    (words.split(' ').some((word) => INTERNAL.has(word)) ||
      (role === null && !namesThing && isActorValue(reading.value)))
  );
const INTERNAL = new Set([...INTERNAL_WORDS, ...INTERNAL_QUALIFIERS]);
// A question of a form's length: a key of kilobytes asks nothing (read once per value: a hostile list stays linear).
export const isAsking = (reading: Reading, written: boolean) =>
  reading.label.length <= LABEL_READ_LENGTH && (written || (!reading.labelled && endsAsking(reading.label)));
// Or any labelled amount in a list of money's rows (`commissions: [{source: "AFFILIATE", value: 89.98}]`): who is paid what.
export const isBreakdownRow = ({ value }: Reading, words: RoleWords, parent: RoleWords | undefined) =>
  typeof value === 'number' && (words.charge || parent?.money === true);

// The label's shape (label-key-shape.ts): its meaning's, unless meaning() read only the label's start.
export const keyShape = (reading: Reading, label: LabelMeaning) =>
  reading.label.length > LABEL_READ_LENGTH ? longKeyShape(reading.label, label.words) : label.keyShape;
// A key naming the business's side (`merchant_name`), unless it holds what the business asked the buyer (`merchant_extra`, `merchantDefined1`).
export const isBusinessParent = (words: RoleWords | undefined) => words !== undefined && words.business && !words.reply;
// An address in any script under a label the reader cannot read (`نشانی`, `አድራሻ`): the record's place.
export const isUnreadAddress = ({ label, value }: Reading) => isUnreadLabel(label) && isAddressLine(value);
export const isStaffNotUser = (reading: Reading) => isStaff(reading) && !reading.underToolUser; // not a `user`'s: maybe the lead

export const isRecordNumber = ({ labelled }: Reading, label: LabelMeaning, value: number) =>
  !labelled &&
  label.role === null &&
  Number.isInteger(value) &&
  (label.roleWords.numberLast ? value >= 10_000 : value >= 1_000 && isPartyKey(label));
// One word naming a party, not how many of them come (`guests: 1200`): a number of four digits or more there is their
// record's (a count of a few, `tenants: 3`, may be the person's answer).
const isPartyKey = ({ words, leadParty, otherParty, roleWords }: LabelMeaning) =>
  (leadParty || otherParty) && !roleWords.personsAmount && !words.includes(' ');

// A key naming an id or a code (`id`, `offer: {code}`, `stock_no`): what it holds is the tool's, whatever it describes.
export const namesCode = (label: LabelMeaning) =>
  label.identifier || label.roleWords.recordNumber || CODES.has(label.words) || label.words.endsWith(' code');
const CODES = new Set(CODE_WORDS);
