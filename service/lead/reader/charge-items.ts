import type { LabelMeaning } from './label-meaning.ts';
import { isListItem, type Reading, type Tokens } from './reading.ts';
import { meaning } from './labels.ts';
import { BILL_AMOUNT_WORDS, BILL_LIST_WORDS, CHARGE_WORDS } from './vocabulary-money.ts';

/**
 * A bill's lines (docs/api.md §2.4): the items of a list each typed as a charge, a fee or a tax by their own `type` or
 * `kind`, the whole value one charge's word (`invoiceItems: [{type: "charge", description: "City tax", qty: 7, amount:
 * 3}]`) or a phrase ending in one in a list named as a bill's (`line_items: [{type: "Cleaning fee"}]`), and holding a
 * number under an amount's key (BILL_AMOUNT_WORDS). They are the business's bill, not the person's
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
    if (!CHARGES.has(type) && !(CHARGES.has(type.slice(type.lastIndexOf(' ') + 1)) && inBill(container))) continue;
    if (meanings[i]?.partyKey === true && isListItem(container)) (typed ??= new Set()).add(container);
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
const isAmountKey = (words: string) => words.split(' ').some((word) => AMOUNTS.has(word));
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
