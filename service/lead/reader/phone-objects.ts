import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min/es6';
import { parsePhoneNumberFromString as parseWithFullPlan } from 'libphonenumber-js/max/es6';
import { isObject, present } from './item-keys.ts';
import { meaning } from './labels.ts';
import { AREA_LEAF_KEYS, COUNTRY_LEAF_KEYS, NUMBER_LEAF_KEYS, PHONE_NUMBER_PARTS } from './vocabulary-phone-keys.ts';
import { type Obj, ownKey } from './json-object.ts';

/**
 * Phones sent as objects (docs/api.md §2.4 step 4): a phone object's surest number leaf with the
 * country beside it, and a phone in parts (`country_code`, `area_code`, `number`) joined.
 */

const NUMBER_LEAF = new Map(NUMBER_LEAF_KEYS.map((key, i) => [key, i]));
const COUNTRY_LEAF = new Set(COUNTRY_LEAF_KEYS);
const AREA_LEAF = new Set(AREA_LEAF_KEYS);
const AREA_DIGITS = /^\d{1,5}$/;
const INTERNATIONAL = /^\s*(\+|00)/;

/** A phone sent as an object: its number leaf's place inside the object, and the number as the phone reader takes it. */
export interface PhoneLeaf {
  path: Array<string | number>;
  value: string | number;
  /** A country named beside the number (`"country": "GB"`): the country its national number is read in. */
  country: string | undefined;
  /** Whether its parts were joined (a phone parse spent: the walk keeps count). */
  joined: boolean;
}

/**
 * The number of a phone object (`{"phone_number": {"national_number": "…"}, "country_code": "49"}`,
 * `{"e164": "+44…"}`): the surest number leaf within three levels (NUMBER_LEAF_KEYS' order), with
 * a calling code or country found beside it; when a phone's part (`area_code`, `ddd`) sits beside
 * the leaf, the parts joined (joinedPhone), if `mayJoin` and they make a possible number. Null when
 * the object holds no number leaf.
 */
export function phoneLeaf(object: Obj, mayJoin: boolean): PhoneLeaf | null {
  const found: Found = {
    rank: Infinity,
    path: [],
    value: '',
    code: '',
    area: '',
    country: undefined,
    holder: null,
    inParts: false,
  };
  searchPhone(object, [], 0, found);
  if (found.rank === Infinity) return null;
  const { code, country, value } = found;
  const international = typeof value === 'string' && INTERNATIONAL.test(value);
  // Its area code beside it and its calling code in digits (`{country: "55", area: "21", number: "998124477"}`): joined
  // only where the number is no valid one alone and is a mobile with it (a zone's or a department's `area` is none; a
  // `region: "CO"` is Colorado as often as Colombia).
  const withArea =
    found.area !== '' && mayJoin && !international && code !== '' ? areaJoined(code, found.area, String(value)) : null;
  if (withArea !== null) return { path: found.path, value: withArea, country, joined: true };
  // The number sits beside its parts (`{"country_code", "area_code", "number"}` under `phones.mobile`): all of them make the phone.
  const tried = found.inParts && mayJoin;
  const joined = tried ? joinedPhone(found.holder!) : null;
  if (joined !== null)
    return { path: [...found.path.slice(0, -1), joined.key], value: joined.value, country, joined: true };
  return {
    path: found.path,
    value: code !== '' && !international ? `+${code} ${value}` : value,
    country,
    joined: tried,
  };
}

type Found = {
  rank: number;
  path: Array<string | number>;
  value: string | number;
  code: string;
  /** An area code in digits in the object holding the number leaf (AREA_LEAF_KEYS). */
  area: string;
  country: string | undefined;
  /** The object holding the number leaf, and whether a phone's part (`area_code`, `ddi`) is beside it there. */
  holder: Obj | null;
  inParts: boolean;
};

function searchPhone(object: Obj, path: Array<string | number>, depth: number, found: Found): void {
  let parts = false;
  let area = '';
  for (const key in object) {
    if (!ownKey(object, key)) continue;
    const value = object[key];
    const known = meaning(key);
    const { words } = known;
    if (known.phonePart !== null) parts = true;
    if (typeof value === 'string' || typeof value === 'number') {
      const rank = NUMBER_LEAF.get(words);
      if (rank !== undefined && rank < found.rank && present(value))
        Object.assign(found, { rank, path: [...path, key], value, holder: object, inParts: false });
      else if (COUNTRY_LEAF.has(words)) countryOf(String(value).trim(), found);
      else if (AREA_LEAF.has(words) && AREA_DIGITS.test(String(value).trim())) area ||= String(value).trim();
    } else if (isObject(value) && depth < 2) searchPhone(value, [...path, key], depth + 1, found);
  }
  if (found.holder === object) {
    found.inParts = parts;
    found.area = area;
  }
}

// "+49", "49", "0049": a calling code; "GB", "gb" (and "UK", as people write it): a country libphonenumber knows.
function countryOf(text: string, found: { code: string; country: string | undefined }): void {
  const code = /^(?:\+|00)?(\d{1,4})$/.exec(text);
  if (code !== null) found.code ||= code[1];
  if (code === null) found.country ??= isoCountry(text);
}

/** A two-letter country libphonenumber knows ("gb"; "UK", as people write it, is GB), upper case; else undefined. */
export function isoCountry(text: string): string | undefined {
  if (text.length !== 2) return undefined;
  const iso = text.toUpperCase() === 'UK' ? 'GB' : text.toUpperCase();
  return isSupportedCountry(iso) ? iso : undefined;
}

const NUMBER_PARTS = new Set(PHONE_NUMBER_PARTS);
const PART_TEXT = /^(?:\+|00)?[\d\s().-]{1,8}$/;
const SEPARATORS = /[\s().-]/g;

/**
 * A phone sent in parts in one object (`{"country_code": "55", "area_code": "11", "number": "…"}`,
 * `{"ddi", "ddd", "telefone"}`, `{"dial_code": "+44", "phone": "07911…"}`, `{"countryCode": "DE",
 * "number": "030…"}`): the number's key, the whole number in E.164, and the parts' keys. Null when
 * the parts do not make a possible number, or the number needs none (it starts with `+`).
 */
export function joinedPhone(object: Obj): { key: string; value: string; parts: Set<string> } | null {
  let country: string | undefined;
  let area: string | undefined;
  let numberKey: string | undefined;
  let number = '';
  const parts = new Set<string>();
  for (const key in object) {
    if (!ownKey(object, key)) continue;
    const known = meaning(key);
    const value = object[key];
    const text =
      typeof value === 'string'
        ? value.trim()
        : typeof value === 'number' && Number.isSafeInteger(value)
          ? String(value)
          : null;
    if (text === null) continue;
    if (known.phonePart !== null) {
      const iso = known.phonePart === 'country' && /^[A-Za-z]{2}$/.test(text) && isSupportedCountry(text.toUpperCase());
      if (!iso && !PART_TEXT.test(text)) continue;
      parts.add(key);
      if (known.phonePart === 'country' || text.startsWith('+') || text.startsWith('00'))
        country ??= iso ? text.toUpperCase() : text.replace(SEPARATORS, '');
      else area ??= text.replace(SEPARATORS, '');
    } else if (numberKey === undefined && (known.role === 'phone' || NUMBER_PARTS.has(known.words))) {
      numberKey = key;
      number = text;
    }
  }
  if (numberKey === undefined || parts.size === 0 || number.startsWith('+')) return null;
  const digits = number.replace(SEPARATORS, '');
  if (!/^\d{5,15}$/.test(digits)) return null;
  const value = phoneOfParts(country, area, digits);
  return value === null ? null : { key: numberKey, value, parts };
}

// A national number that is no valid phone in its country alone, but is a mobile with an area code before it, as the
// country's full numbering plan reads both: that number.
function areaJoined(code: string, area: string, number: string): string | null {
  const digits = number.replace(SEPARATORS, '');
  if (!/^\d{4,13}$/.test(digits)) return null;
  const read = (text: string) => parseWithFullPlan(`+${code}${text}`);
  if (read(digits)?.isValid() === true) return null;
  const joined = read(`${area}${digits}`);
  // A number a person carries: joined into a landline, a mobile written without its own prefix (Argentina's `9`) reads
  // as one, and a gift's recipient's or an office's line is no lead's either.
  const kind = joined?.isValid() === true ? joined.getType() : undefined;
  return kind === 'MOBILE' || kind === 'FIXED_LINE_OR_MOBILE' ? joined!.number : null;
}

function phoneOfParts(country: string | undefined, area: string | undefined, digits: string): string | null {
  // The number may repeat its area code, or keep the national 0 a country code replaces.
  const national = [
    ...new Set([
      area !== undefined && !digits.startsWith(area) ? `${area}${digits}` : digits,
      digits,
      digits.replace(/^0+/, ''),
    ]),
  ];
  if (country === undefined) return national[0];
  const iso = /^[A-Z]{2}$/.test(country) ? (country as CountryCode) : undefined;
  const code = iso === undefined ? country.replace(/^(\+|00)/, '') : '';
  if (iso === undefined && !/^\d{1,4}$/.test(code)) return null;
  // The number may already start with its country code (`{"country_code": "91", "phone": "9198…"}`): tried last.
  if (code !== '' && digits.startsWith(code)) national.push(digits.slice(code.length));
  const parsed = national.map((text) =>
    iso !== undefined ? parsePhoneNumberFromString(text, iso) : parsePhoneNumberFromString(`+${code}${text}`),
  );
  // A valid number first, else a possible one (new ranges, as docs/api.md §2.2 accepts).
  const found = parsed.find((phone) => phone?.isValid()) ?? parsed.find((phone) => phone?.isPossible());
  return found?.number ?? null;
}
