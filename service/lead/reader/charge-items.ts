import type { LabelMeaning } from './label-meaning.ts';
import { meaning } from './labels.ts';
import { isListItem, type Reading, type Tokens } from './reading.ts';

/**
 * A bill's lines (docs/api.md §2.4): the items of a list each typed as a charge, a fee or a tax by its own `type` or
 * `kind` (`invoiceItems: [{type: "charge", description: "City tax", qty: 7, amount: 3}]`) and holding a number. They
 * are the business's bill, not the person's words; an item typed as anything else (`{type: "product", title}`), or
 * typed so with no number (`{type: "tax", name: "Tax return 2025"}`, an accountant's service asked about), is not.
 * One pass over the values in list items; null when the body has no such item (nearly every body).
 */
export function chargeItems(
  readings: readonly Reading[],
  meanings: ReadonlyArray<LabelMeaning | null>,
): ReadonlySet<Tokens> | null {
  let typed: Set<Tokens> | null = null;
  let counted: Set<Tokens> | null = null;
  for (let i = 0; i < readings.length; i++) {
    const { container, value } = readings[i];
    const label = meanings[i];
    if (label === null || !isListItem(container)) continue;
    if (typeof value === 'number') (counted ??= new Set()).add(container);
    else if (label.partyKey && typeof value === 'string' && value.length <= 40 && meaning(value).roleWords.charge)
      (typed ??= new Set()).add(container);
  }
  if (typed === null || counted === null) return null;
  for (const item of typed) if (!counted.has(item)) typed.delete(item);
  return typed.size > 0 ? typed : null;
}
