import { expect } from 'chai';
import fc from 'fast-check';
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { possibleNumber } from '../../service/lead/schema/calling-codes.ts';

// possibleNumber skips libphonenumber's search for a number's country among those sharing its calling code
// when no country could change the answer: it must answer as libphonenumber does, for every number.
const libphonenumber = (text: string, country: CountryCode | undefined) => {
  const parsed = parsePhoneNumberFromString(text, { defaultCountry: country, extract: false });
  return parsed?.isPossible() ? parsed.number : null;
};

// The countries sharing a calling code with another (+1, +7, +44, +61, +262, +290, +358, +590, +599, …).
const byCode = new Map<string, CountryCode[]>();
for (const country of getCountries()) {
  const code = getCountryCallingCode(country);
  byCode.set(code, [...(byCode.get(code) ?? []), country]);
}
const shared = [...byCode].filter(([, countries]) => countries.length > 1);
const sharedCountries = shared.flatMap(([, countries]) => countries);

describe('Property: possibleNumber answers as libphonenumber does (issue 35 item 6)', () => {
  it('an international number of a shared calling code, any digits and length', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...shared.map(([code]) => code)),
        fc.stringMatching(/^[0-9]{1,14}$/),
        fc.constantFrom<CountryCode | undefined>(undefined, 'US', 'GB', 'FR', ...sharedCountries),
        (code, digits, country) => {
          const text = `+${code}${digits}`;
          expect(possibleNumber(text, country), `${text} ${country}`).to.equal(libphonenumber(text, country));
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it("a national number in a shared code's country, with or without its trunk prefix or an international one", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...sharedCountries),
        fc.constantFrom('', '0', '8', '1', '00', '011', '810', '0011', '0044', '01144'),
        fc.stringMatching(/^[0-9]{3,13}$/),
        (country, prefix, digits) => {
          const text = `${prefix}${digits}`;
          expect(possibleNumber(text, country), `${text} ${country}`).to.equal(libphonenumber(text, country));
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('real numbers of each country sharing a code (the ones its search tells apart)', () => {
    const numbers = [
      ['+442079460000', 'US'],
      ['+447700900123', null],
      ['+441481256789', null], // Guernsey
      ['+441624812345', null], // Isle of Man
      ['+441534812345', null], // Jersey
      ['+44162481234', null],
      ['+4416248123', null],
      ['+74951234567', null],
      ['+77011234567', null], // Kazakhstan
      ['+61291234567', null],
      ['+61891621234', null], // Christmas Island
      ['+16135550123', null],
      ['+15551234', 'CA'],
      ['5551234', 'CA'],
      ['6505550123', 'US'],
      ['16505550123', 'US'],
      ['07700900123', 'GB'],
      ['07797123456', 'JE'],
      ['01624812345', 'IM'],
      ['0114420794600', 'US'],
      ['02079460000', 'GB'],
      ['01624812345', 'JE'],
      ['+358181234567', null], // Åland
      ['+590590123456', null],
    ] as const;
    for (const [text, country] of numbers)
      expect(possibleNumber(text, country), text).to.equal(libphonenumber(text, country ?? undefined));
  });
});
