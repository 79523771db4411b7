import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import type { MappedField } from '../field-map/field-map.ts';
import { contactFeatures, type Ranked } from './ranked.ts';
import type { PickedField, PickReason, PickReasons } from './explanation.ts';
import type { Reading } from './reading.ts';
import { reasonsOf } from './reasons-of.ts';
import type { Features } from './score.ts';
import { CONTACT_WEIGHTS, NAME_WEIGHTS, REASON_TEXTS } from './weights.ts';

/**
 * Why each pick was made (explanation.ts): the features that counted for the winning candidate, as
 * the weight table weighed them, then what its value is. A pick made another way (the field map, a
 * value beside the chosen contact, a number in a message's text) says that.
 */

/** How one field was picked: a candidate the table ranked first, or a way named in REASON_TEXTS. */
export type PickWay =
  | { by: 'rank'; candidate: Ranked; features?: Features; value: string }
  | {
      by:
        | 'nearContact'
        | 'textPhone'
        | 'unlabelledPhone'
        | 'entityPhone'
        | 'inMessage'
        | 'writtenByPerson'
        | 'callDirection'
        | 'textEmail'
        | 'nameInMessage';
      reading: Reading;
      value: string;
    };

// Every calling code libphonenumber knows, with its reason's text ("a +49 number"): one to three digits after the +,
// looked up as a number (a slice of the phone per length was hashed afresh on every lead).
let numberTexts: Map<number, string> | null = null;
function numberTextOf(e164: string): string {
  numberTexts ??= new Map(
    getCountries().map((country) => [
      Number(getCountryCallingCode(country)),
      `a +${getCountryCallingCode(country)} number`,
    ]),
  );
  let code = 0;
  for (let length = 1; length <= 3 && length < e164.length; length++) {
    const digit = e164.charCodeAt(length) - 48;
    // No calling code starts with 0, nor holds anything but digits.
    if (digit < 0 || digit > 9 || (length === 1 && digit === 0)) break;
    code = code * 10 + digit;
    const text = numberTexts.get(code);
    if (text !== undefined) return text;
  }
  return 'a phone number';
}

function shapeOf(field: PickedField, value: string): string {
  if (field === 'phone') return numberTextOf(value);
  // Never the address's domain: reasons outlive an erasure, and a domain can name the person.
  if (field === 'email') return 'an email address';
  return 'shaped like a name';
}

function reasonsOfPick(field: PickedField, pick: PickWay): PickReason[] {
  if (pick.by !== 'rank') {
    const reason = { feature: pick.by, weight: 0, text: REASON_TEXTS[pick.by] };
    return [reason, { feature: 'valueShape', weight: 0, text: shapeOf(field, pick.value) }];
  }
  const { candidate } = pick;
  const isName = field !== 'phone' && field !== 'email';
  const features = pick.features ?? candidate.features ?? contactFeatures(candidate);
  const reasons = reasonsOf(
    features,
    isName ? NAME_WEIGHTS : CONTACT_WEIGHTS,
    {
      label: candidate.reading.label,
      field: field === 'firstName' ? 'first name' : field === 'lastName' ? 'last name' : field,
    },
    shapeOf(field, pick.value),
  );
  return reasons;
}

/**
 * The reasons of the fields picked (the lead's `picked`): a field the source's field map filled
 * says which pointer the map names; every other one, why the reader picked it. The one home of
 * both: a reason is made only for a field the lead uses.
 */
export function pickReasons(
  picked: Partial<Record<PickedField, string>>,
  mapped: Partial<Record<MappedField, string>>,
  picks: Partial<Record<PickedField, PickWay>>,
): PickReasons {
  const reasons: PickReasons = {};
  // Most sources map no field: their picks are not looked up in the map.
  const anyMapped = holdsAny(mapped);
  for (const field in picked) {
    const pointer = anyMapped ? mapped[field as MappedField] : undefined;
    const pick = picks[field as PickedField];
    if (pointer !== undefined)
      reasons[field as PickedField] = [
        { feature: 'fieldMap', weight: 1, text: REASON_TEXTS.fieldMap.replace('{pointer}', pointer) },
      ];
    else if (pick !== undefined) reasons[field as PickedField] = reasonsOfPick(field as PickedField, pick);
  }
  return reasons;
}

function holdsAny(object: object): boolean {
  for (const key in object) if (Object.hasOwn(object, key)) return true;
  return false;
}
