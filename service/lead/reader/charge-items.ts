import type { LabelMeaning } from './label-meaning.ts';
import { isListItem, type Reading, type Tokens } from './reading.ts';
import { meaning } from './labels.ts';
import {
  BILL_AMOUNT_UNITS,
  BILL_AMOUNT_WORDS,
  BILL_LIST_WORDS,
  BILL_PHRASE_ENDS,
  CHARGE_WORDS,
} from './vocabulary-money.ts';

/**
 * A bill's lines (docs/api.md §2.4): the items of a list each typed as a charge, a fee or a tax by their own `type` or
 * `kind`, the whole value one charge's word (`invoiceItems: [{type: "charge", description: "City tax", qty: 7, amount:
 * 3}]`) or a fee's or a tax's two-word phrase in a list named as a bill's (`line_items: [{type: "Cleaning fee"}]`), and
 * holding a number under an amount's key (BILL_AMOUNT_WORDS). They are the business's bill, not the person's
 * words; an item typed as anything else (`{type: "product"}`), as a phrase (`Membership fee`, `Tax lien`, `Shipping
 * container`: what the person asks about), or with no amount (`{type: "Commission", subject, size_in: 16}`), is not.
 * One pass over the values in list items; null when the body has no such item (nearly every body).
 */
export function chargeItems(
  readings: readonly Reading[],
  meanings: ReadonlyArray<LabelMeaning | null>,
): ReadonlySet<Tokens> | null {
  let typed: Set<Tokens> | null = null;
  for (let i = 0; i < readings.length; i++) {
    const { container, value } = readings[i];
    // A type's text first (a form's answers are typed too: `text`, `choice`), looked up lower-cased: a charge's word
    // whole, or ending a phrase in a list named as a bill's (`line_items: [{type: "Cleaning fee", amount}]`).
    if (typeof value !== 'string' || value.length > 40) continue;
    const type = value.toLowerCase();
    if (!(CHARGES.has(type) || isChargePhrase(type)) || meanings[i]?.partyKey !== true || !isListItem(container))
      continue;
    // The list's key read last, once the rest holds (`inBill` asks its meaning).
    if (inBill(container)) (typed ??= new Set()).add(container);
  }
  if (typed === null) return null;
  // Only then the amounts, in those items alone.
  let billed: Set<Tokens> | null = null;
  for (let i = 0; i < readings.length; i++) {
    const { container, value } = readings[i];
    const label = meanings[i];
    if (typeof value === 'number' && label !== null && typed.has(container) && isAmountKey(label.words))
      (billed ??= new Set()).add(container);
  }
  return billed;
}

const CHARGES = new Set(CHARGE_WORDS);
const AMOUNTS = new Set(BILL_AMOUNT_WORDS);
// An amount's word last (`amount`, `unit_price`), or first before a money's unit (`amount_cents`): not `total_pallets`.
function isAmountKey(words: string): boolean {
  const space = words.lastIndexOf(' ');
  if (AMOUNTS.has(words.slice(space + 1))) return true;
  const first = words.indexOf(' ');
  return first > 0 && first === space && AMOUNTS.has(words.slice(0, first)) && MONEY_UNITS.has(words.slice(first + 1));
}
const MONEY_UNITS = new Set(BILL_AMOUNT_UNITS);
// Two words, the second a fee's, a tax's or a charge's (`Cleaning fee`, `Tourist tax`; not `Rush shipping`, `Tax
// preparation fee`).
function isChargePhrase(type: string): boolean {
  const space = type.indexOf(' ');
  return space > 0 && space === type.lastIndexOf(' ') && PHRASE_CHARGES.has(type.slice(space + 1));
}
const PHRASE_CHARGES = new Set(BILL_PHRASE_ENDS);
const BILLS = new Set(BILL_LIST_WORDS);
// An item of a list whose key names a bill's lines (`line_items`, `invoice_lines`).
function inBill(container: Tokens): boolean {
  const list = container[container.length - 2];
  return (
    typeof list === 'string' &&
    meaning(list)
      .words.split(' ')
      .some((word) => BILLS.has(word))
  );
}
