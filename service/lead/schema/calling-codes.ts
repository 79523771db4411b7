import metadata from 'libphonenumber-js/min/metadata';
import { Metadata, parsePhoneNumberFromString, type CountryCode, type MetadataJson } from 'libphonenumber-js/core/es6';

/**
 * A number read as libphonenumber reads it, without finding its country among those sharing its
 * calling code (+44: GB, GG, IM, JE; +1, +7, +61 …) where no country could change the answer.
 * libphonenumber finds it by every number-type pattern of each country, compiled anew on every
 * call: a +44 number costs 10.8 µs to read, a +33 one (one country) 3.6, a US number written
 * nationally 7 to 8, a British one 18 (scratch). The country is asked twice, each time for a length
 * only: whether a national prefix the number's plan strips stays stripped (the stripped number
 * must be possible or too long there), and whether the number is possible. Read with each shared
 * code given to its main country alone (every step before the country's is the same), the answer
 * stands when the national number read starts with no national prefix (so none was put back) and
 * its length answers both questions alike in every country of the code; otherwise it is read as
 * before. test/unit/calling-codes.test.ts holds the answers to libphonenumber's.
 */

interface Shared {
  main: string;
  /** Lengths possible in every country of the code, and in some. */
  every: ReadonlySet<number>;
  some: ReadonlySet<number>;
  /** Lengths a stripped national prefix stays stripped at in every country of the code: possible, or too long. */
  keeps: ReadonlySet<number>;
}
const SHARED = new Map<string, Shared>();
// The national prefix of each country sharing a code, as libphonenumber looks for it (national_prefix_for_parsing).
const PREFIXES = new Map<string, RegExp | null>();
// libphonenumber's longest national number (MAX_LENGTH_FOR_NSN).
const LONGEST = 17;
const ONE_COUNTRY: MetadataJson['country_calling_codes'] = { ...metadata.country_calling_codes };
const plans = new Metadata(metadata);
for (const [code, countries] of Object.entries(metadata.country_calling_codes)) {
  if (countries.length < 2) continue;
  const lengths: number[][] = [];
  for (const country of countries) {
    plans.selectNumberingPlan(country);
    const plan = plans.numberingPlan as unknown as {
      possibleLengths(): number[] | undefined;
      nationalPrefixForParsing(): string | undefined;
    };
    const list = plan.possibleLengths();
    // A plan with no lengths takes any number: such a code is read as before.
    if (list === undefined || list.length === 0) break;
    lengths.push(list);
    const prefix = plan.nationalPrefixForParsing();
    PREFIXES.set(country, prefix ? new RegExp(`^(?:${prefix})`) : null);
  }
  if (lengths.length < countries.length) continue;
  const some = new Set(lengths.flat());
  const every = new Set([...some].filter((n) => lengths.every((list) => list.includes(n))));
  const keeps = new Set<number>();
  for (let n = 1; n <= LONGEST; n++)
    if (lengths.every((list) => list.includes(n) || n > list[list.length - 1])) keeps.add(n);
  SHARED.set(code, { main: countries[0], every, some, keeps });
  ONE_COUNTRY[code] = [countries[0]];
}
const METADATA_ONE_COUNTRY: MetadataJson = { ...metadata, country_calling_codes: ONE_COUNTRY };

/** The number in E.164 when libphonenumber reads it as *possible* with the default country, else null. */
export function possibleNumber(text: string, defaultCountry: string | null | undefined): string | null {
  const options = { defaultCountry: (defaultCountry ?? undefined) as CountryCode | undefined, extract: false };
  const parsed = parsePhoneNumberFromString(text, options, METADATA_ONE_COUNTRY);
  if (parsed !== undefined) {
    const shared = SHARED.get(parsed.countryCallingCode);
    if (shared === undefined) return parsed.isPossible() ? parsed.number : null;
    const national = parsed.nationalNumber;
    const { length } = national;
    const every = shared.every.has(length);
    // The plan the national number was read by: the default country's (written nationally) or the code's main country's.
    if (
      (every || !shared.some.has(length)) &&
      shared.keeps.has(length) &&
      !PREFIXES.get(shared.main)?.test(national) &&
      !(defaultCountry && PREFIXES.get(defaultCountry)?.test(national))
    )
      return every ? parsed.number : null;
  }
  const read = parsePhoneNumberFromString(text, options, metadata);
  return read?.isPossible() ? read.number : null;
}
