import { meaning } from './labels.ts';
import { distance, pathOf, type Reading, type Tokens } from './reading.ts';
import { isOther, type NameRanked } from './ranked.ts';
import type { Contacts } from './other-names.ts';
import { isCapitalised, looksLikePersonName } from './shapes.ts';
import { nationalPhone } from './phone-digits.ts';
import { personalPhone } from './phone-lines.ts';
import { localLetters, mailboxCarries, nameWords } from './mail-providers.ts';
import { isBareDigits, isCalendarDate, isPhoneText } from './value-shapes.ts';
import { ID_SUFFIX, isUnread, unreadNames, unreadPhone, type NameCandidate } from './unread-neighbours.ts';
import type { Role } from './vocabulary.ts';

/**
 * Values with no label at all beside the chosen contact (docs/api.md §2.4): the elements of a list
 * of scalars (`["Felix", "Wagner", "felix@…", "+49 …"]`), or items that have an id and a value but
 * no label (`[{"id": "1", "value": "Megan Caldwell"}, …]`). Nothing but their shape says what they
 * are, so they are read only beside an email or phone already chosen, and strictly: a phone that
 * the source's default country reads as a valid number; a name that looks like a person's.
 */

/** Elements read out of a list of scalars, each with its list's reading and its place in it. */
export type Elements = Map<Reading, { list: Reading; index: number }>;

const MAX_PHONE_LOOKS = 50;

/** One element of a list of scalars as a reading of its own (its pointer `/…/list/2`), beside what the list is beside. */
export function elementReading(list: Reading, index: number): Reading {
  return {
    ...list,
    at: pathOf(list),
    key: index,
    value: (list.value as unknown[])[index],
    item: undefined,
    labelled: false,
    origin: undefined,
  };
}

/**
 * The unlabelled values in the list of a chosen contact: a phone (when none was chosen) and the
 * name. The name is the run of name-shaped values right before the first contact value (one value,
 * or two single words: first and last name), else the list's one name-shaped value of two words or more.
 * Beside a labelled contact, the one full name under a label the reader cannot read (unreadNames).
 */
export function unlabelledNeighbours(
  readings: Reading[],
  contacts: Array<Reading | undefined>,
  elements: Elements | null,
  defaultCountry: string | null,
  wantPhone: boolean,
  wantName = true,
  shaped: Reading | null = null,
): { phone: { e164: string; reading: Reading } | null; names: NameCandidate[] } {
  // A contact under a key that is only an id (`tfa_3`: an email read by its shape, no label asking for it) has its name
  // and phone under such keys beside it, as a phone read by its shape does.
  const contact = contacts.find(
    (reading) =>
      reading !== undefined &&
      (elements?.has(reading) || isUnlabelledItem(reading) || reading === shaped || namesNothing(reading)),
  );
  if (contact === undefined)
    return {
      phone: wantPhone ? unreadPhone(readings, contacts, defaultCountry) : null,
      names: wantName ? unreadNames(readings, contacts) : [],
    };
  // An email read by its shape under an id (`tfa_3`); a phone read by its shape alone (`shaped`) keeps its own reading.
  const byId = contact !== shaped && !elements?.has(contact) && !isUnlabelledItem(contact);
  const neighbours = neighboursOf(
    contact,
    readings,
    elements,
    byId || contact === shaped ? namesNothing : isUnlabelledItem,
  );
  const used = new Set<unknown>(contacts.filter((reading) => reading !== undefined).map((reading) => reading.value));
  let phone: { e164: string; reading: Reading } | null = null;
  if (wantPhone) {
    // A contact's answers are a few values: a list of thousands costs no more than its first ones.
    for (const reading of neighbours.slice(0, MAX_PHONE_LOOKS)) {
      // Under keys that are only ids, a number written as a phone (separators, a `+`) that a person carries (a mobile).
      const text = typeof reading.value === 'string' && !used.has(reading.value) ? reading.value.trim() : null;
      const e164 =
        text === null
          ? null
          : byId
            ? isPhoneText(text)
              ? personalPhone(text, defaultCountry)
              : null
            : nationalPhone(text, defaultCountry);
      if (e164 !== null) {
        phone = { e164, reading };
        used.add(reading.value);
        break;
      }
    }
  }
  if (!byId) return { phone, names: namesIn(neighbours, used) };
  // Under keys that are only ids, a given and a family name of one word each right before the contact (`tfa_1: Malik`,
  // `tfa_2: Okafor-Reyes`) that its address carries (not `Yes`, `No`; `Policy`, `Renewal`); a full name in one value
  // there is read as beside any labelled contact (numberedBefore).
  let split = namesIn(neighbours, used, false);
  const address = typeof contact.value === 'string' && contact.value.includes('@') ? contact.value : '';
  if (split.length === 2 && !carriesAny(address, split)) split = [];
  return { phone, names: split.length > 0 || !wantName ? split : unreadNames(readings, [...contacts, phone?.reading]) };
}

/**
 * A body with no phone or email by any label or shape (`{"q1": "Ana Ruiz", "q2": "(650) 555-0142"}`): the first value
 * under a key naming nothing, in the body's order, that is written like a phone (not a date: `15.03.2025`) and valid in
 * the source's country, or digits alone (`q2: "13916628407"`, as a survey's respondent types them) that are a number a
 * person carries there (a mobile: personalPhone; a birthday, an amount or an id is digits alone too).
 */
export function unlabelledPhone(readings: Reading[], defaultCountry: string | null): UnlabelledPhone | null {
  let looks = 0;
  for (const reading of readings) {
    if (typeof reading.value !== 'string' || !namesNothing(reading)) continue;
    const text = reading.value.trim();
    const digitsAlone = isBareDigits(text);
    if (!digitsAlone && (!isPhoneText(text) || isCalendarDate(text))) continue;
    if (++looks > MAX_PHONE_LOOKS) break;
    const e164 = digitsAlone ? personalPhone(text, defaultCountry) : nationalPhone(text, defaultCountry);
    if (e164 !== null) return { e164, reading };
  }
  return null;
}
type UnlabelledPhone = { e164: string; reading: Reading };

// A label that is only an id (`input_3`, `field3`, `q12`, `1.3`): it says nothing of the value.
// An input's kind may follow (`QID2_TEXT`: unread-neighbours.ts ID_SUFFIX).
const ID_LABEL = new RegExp(`^[a-z]{0,12}[_-]?\\d+(?:[._-]\\d+)*${ID_SUFFIX}$`, 'i');

// An item of a list with a value and no label, or only an id for one (`{"id": "2", "value": "megan@…"}`, `{"name": "input_3", …}`);
// or a value under a key naming only its place (`value2`, `field_3`, `col4`); or under a label the reader cannot read (unread-labels.ts).
const isUnlabelledItem = (reading: Reading) =>
  (reading.item !== undefined &&
    typeof reading.at[reading.at.length - 1] === 'number' &&
    (!reading.labelled || (reading.label.length <= 20 && ID_LABEL.test(reading.label)) || isUnread(reading))) ||
  (reading.item === undefined &&
    !reading.labelled &&
    reading.hint === null &&
    (meaning(reading.label).positional || isUnread(reading)));

// Beside a phone read by its shape alone (unlabelledPhone), a plain key that is only an id (`q1`, `f_2`) names nothing either;
// a bare number (`"4"`, a form's field id) is left to the field map, whose page says the contact sits under keys nobody reads.
const LETTERED_ID = new RegExp(`^[a-z]{1,12}[_-]?\\d+(?:[._-]\\d+)*${ID_SUFFIX}$`, 'i');
const namesNothing = (reading: Reading) =>
  isUnlabelledItem(reading) ||
  (reading.item === undefined &&
    !reading.labelled &&
    reading.hint === null &&
    reading.label.length <= 20 &&
    LETTERED_ID.test(reading.label));

function neighboursOf(
  contact: Reading,
  readings: Reading[],
  elements: Elements | null,
  unlabelled: (reading: Reading) => boolean,
): Reading[] {
  const element = elements?.get(contact);
  if (element !== undefined) {
    const list = element.list.value as unknown[];
    const all: Reading[] = [];
    for (let i = 0; i < list.length; i++)
      if (typeof list[i] === 'string') all.push(i === element.index ? contact : elementReading(element.list, i));
    return all;
  }
  // The items of the same list share its path (walk.ts), so one pass finds them.
  return readings.filter(
    (reading) => reading.container === contact.container && unlabelled(reading) && typeof reading.value === 'string',
  );
}

// Whether an address's part before its `@` names them: one of its words is one of theirs (`malik.okafor@`), or its
// letters are the given name's initial or the given name, then the family name (`mokafor85@`, `malikokafor@`); never
// letters inside another word (`oscar` of `Car`, `remodelqueen` of `Remodel`).
function carriesAny(address: string, names: readonly NameCandidate[]): boolean {
  const [given, family] = names.map(({ reading }) => reading.value as string);
  if (mailboxCarries(address, `${given} ${family}`)) return true;
  const letters = localLetters(address);
  const first = nameWords(given).join('');
  const last = nameWords(family).join('');
  return first !== '' && last !== '' && (letters === first.charAt(0) + last || letters === first + last);
}

function soleNameShaped(neighbours: Reading[], used: ReadonlySet<unknown>, at: number): boolean {
  for (let i = 0; i < neighbours.length; i++) {
    const { value } = neighbours[i];
    if (i !== at && !used.has(value) && looksLikePersonName(value as string) && isCapitalised(value as string))
      return false;
  }
  return true;
}

function namesIn(neighbours: Reading[], used: ReadonlySet<unknown>, whole = true): NameCandidate[] {
  const first = neighbours.findIndex((reading) => used.has(reading.value));
  const run: Reading[] = [];
  // Digits alone between the name and the contact are another answer (a birthday, a budget: `19900312`), not a break,
  // when nothing else in the list is written as names are (a car's model before them, the name after the phone).
  let i = first - 1;
  while (i > 0 && isBareDigits((neighbours[i].value as string).trim())) i--;
  if (i !== first - 1 && !soleNameShaped(neighbours, used, i)) i = first - 1;
  for (; i >= 0 && looksLikePersonName(neighbours[i].value as string); i--) run.unshift(neighbours[i]);
  const candidate = (reading: Reading, role: Role): NameCandidate => ({ reading, tier: 4, other: false, role });
  if (run.length === 1 && whole) return [candidate(run[0], 'name')];
  if (run.length === 2 && run.every((reading) => !(reading.value as string).trim().includes(' '))) {
    return [candidate(run[0], 'firstName'), candidate(run[1], 'lastName')];
  }
  if (!whole) return [];
  // Anywhere else in the list, only a sole full name (two words or more: a lone "Yes" is no name).
  const shaped = neighbours.filter(
    (reading) => !used.has(reading.value) && looksLikePersonName(reading.value as string),
  );
  return shaped.length === 1 && (shaped[0].value as string).trim().includes(' ') ? [candidate(shaped[0], 'name')] : [];
}

/**
 * A name read by its shape alone in an unlabelled list counts only when no label names the person:
 * beside nothing but a bare `name` elsewhere (a form's or a record's title) or someone else's (staff's
 * `created_by: {Name}`), nearness decides.
 */
export function withUnlabelled(
  names: NameRanked[],
  unlabelled: NameRanked[],
  near: Reading[],
  found: Contacts,
): NameRanked[] {
  if (unlabelled.length === 0) return names;
  // A name in another contact block (one holding a phone or an email not chosen) is that block's: it hides no name beside the chosen ones.
  const blocks = new Set<Tokens>();
  for (const { reading } of [...found.phones, ...found.emails]) blocks.add(reading.container);
  for (const contact of near) blocks.delete(contact.container);
  const labelled = names.some(
    (candidate) =>
      !isOther(candidate) &&
      !blocks.has(candidate.reading.container) &&
      (candidate.reading.labelled ||
        meaning(candidate.reading.label).words !== 'name' ||
        near.some((contact) => distance(contact.container, candidate.reading.container) === 0)),
  );
  return labelled ? names : [...names, ...unlabelled];
}
