// A value's shape as an amount of money (value-shapes.ts re-exports it; shape-of.ts reads it as AMOUNT).

// A number, its thousands grouped by a space too, as French, Russian or Georgian write them (`90 000`, `250\u00a0000`).
const N = '(?:\\d{1,3}(?:[ \\u00a0\\u202f]\\d{3})+|\\d[\\d.,]*)';
const AMOUNT = new RegExp(`^(?:[$€£¥₹₽]\\s?${N}\\s?[kKmM]?|${N}\\s?[kKmM]?\\s?(?:[$€£¥₹₽]|[A-Z]{3}))$`);

/** An amount of money written as a person writes one (`$5k`, `20.000 €`, `5000 EUR`, `HK$800,000`, `R$ 15.000`). */
export const isAmount = (value: string) => {
  // A dollar's country first, in capitals (`HK$`, `US$`, `NT$`, `R$`, Brazil's real): read from its `$`.
  const text = isDollarOf(value, value.charCodeAt(0)) ? value.slice(value.indexOf('$')) : value;
  return (
    text.length <= 30 && !hasWordLetter(text) && CURRENCY.test(text) && (AMOUNT.test(text) || AMOUNT_RANGE.test(text))
  );
};
/** A text led by one to three capitals and a `$` (`HK$1,000,000`): a dollar's country, then its amount. */
export const isDollarOf = (text: string, first: number) => first >= 65 && first <= 90 && DOLLAR_OF.test(text);
const DOLLAR_OF = /^[A-Z]{1,3}\$/;
// AMOUNT and AMOUNT_RANGE hold no ASCII letter but a `k` or an `m` (either case) before a currency's code, their last
// three characters: an id led by a digit and ending in capitals (an event's ULID, `01CTKF2Z4V5ZF6EVN04C9VDGWF`) fails
// here, on its first letter, where CURRENCY's unanchored pattern and then AMOUNT's two were tried.
function hasWordLetter(value: string): boolean {
  for (let i = 0; i < value.length - 3; i++) {
    const code = value.charCodeAt(i) | 32;
    if (code >= 97 && code <= 122 && code !== 107 && code !== 109) return true;
  }
  return false;
}

// A range of amounts (`$40k-$60k`, `€20.000 – 30.000`). An amount, a range too, names its currency (a
// sign, or a code last: CURRENCY), so a text with none (most numbers) is tried against neither.
const AMOUNT_RANGE = new RegExp(
  `^(?:[$€£¥₹₽]\\s?)?${N}\\s?[kKmM]?\\s?[-–]\\s?(?:[$€£¥₹₽]\\s?)?${N}\\s?[kKmM]?(?:\\s?(?:[$€£¥₹₽]|[A-Z]{3}))?$`,
);
const CURRENCY = /[$€£¥₹₽]|[A-Z]{3}$/;
