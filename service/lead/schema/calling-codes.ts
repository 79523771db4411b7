import metadata from 'libphonenumber-js/min/metadata';
import { Metadata, parsePhoneNumberFromString, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';

/**
 * A number in international form read as libphonenumber reads it, without finding its country among
 * those sharing its calling code (+44: GB, GG, IM, JE; +1, +7, +61 …) where no country could change
 * the answer. libphonenumber finds it by every number-type pattern of each country, compiled anew on
 * every call: a +44 number costs 10.8 µs to read, a +33 one (one country) 3.6 (scratch). The country
 * is asked for twice: whether a national prefix it stripped stays stripped (the stripped number's
 * length), and whether the number is possible (its length). Read by the code's main country alone
 * (libphonenumber reads the national number by its plan in either case), the answer stands when no
 * prefix was there to strip and the length is possible in every country of the code, or in none;
 * otherwise the number is read as before. test/unit/calling-codes.test.ts holds the answers to
 * libphonenumber's.
 */

// The calling codes shared by countries, each given to its main country alone (the first, whose
// numbering plan libphonenumber reads the national number by in either case).
interface Shared {
  every: ReadonlySet<number>;
  some: ReadonlySet<number>;
  // The main country's national prefix, as libphonenumber looks for it (national_prefix_for_parsing).
  prefix: RegExp | null;
}
const SHARED = new Map<string, Shared>();
const ONE_COUNTRY: MetadataJson['country_calling_codes'] = { ...metadata.country_calling_codes };
const plans = new Metadata(metadata);
for (const [code, countries] of Object.entries(metadata.country_calling_codes)) {
  if (countries.length < 2) continue;
  const lengths: number[][] = [];
  for (const country of countries) {
    plans.selectNumberingPlan(country);
    const list = plans.numberingPlan?.possibleLengths();
    // A plan with no lengths takes any number: such a code is read as before.
    if (list === undefined || list.length === 0) break;
    lengths.push(list);
  }
  if (lengths.length < countries.length) continue;
  const some = new Set(lengths.flat());
  const every = new Set([...some].filter((n) => lengths.every((list) => list.includes(n))));
  plans.selectNumberingPlan(countries[0]);
  const prefix = (
    plans.numberingPlan as unknown as { nationalPrefixForParsing(): string | undefined }
  ).nationalPrefixForParsing();
  SHARED.set(code, { every, some, prefix: prefix ? new RegExp(`^(?:${prefix})`) : null });
  ONE_COUNTRY[code] = [countries[0]];
}
const METADATA_ONE_COUNTRY: MetadataJson = { ...metadata, country_calling_codes: ONE_COUNTRY };

/** The number in E.164 when libphonenumber reads it as *possible* with the default country, else null. */
export function possibleNumber(text: string, defaultCountry: string | null | undefined): string | null {
  const options = { defaultCountry: (defaultCountry ?? undefined) as CountryCode | undefined, extract: false };
  if (text.charCodeAt(0) === PLUS) {
    const parsed = parsePhoneNumberFromString(text, options, METADATA_ONE_COUNTRY);
    if (parsed === undefined) return null;
    const code = parsed.countryCallingCode;
    const shared = SHARED.get(code);
    if (shared === undefined) return parsed.isPossible() ? parsed.number : null;
    const { length } = parsed.nationalNumber;
    const every = shared.every.has(length);
    if (!shared.prefix?.test(text.slice(1 + code.length)) && (every || !shared.some.has(length)))
      return every ? parsed.number : null;
  }
  const parsed = parsePhoneNumberFromString(text, options, metadata);
  return parsed?.isPossible() ? parsed.number : null;
}

const PLUS = 0x2b;
