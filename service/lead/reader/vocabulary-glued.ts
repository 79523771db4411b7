import { LEAD_PARTIES } from './vocabulary-lead-parties.ts';
import { CALLER_WORDS, RECIPIENT_LABELS } from './vocabulary-senders.ts';
import { OTHER_PARTIES } from './vocabulary-staff.ts';
import { LEAD_PRICE_WORDS } from './vocabulary-money.ts';

/**
 * Keys written as one lower-case word, a party's word and a field's glued (`customername`,
 * `staffphone`, `callernumber`, `destinationnumber`), as data (docs/api.md §2.4): label-words.ts reads
 * such a key as its two words, so it means what `customer_name` means. A head is a word naming whose
 * the field is: the lead's, someone else's, a call's side, or a name's part.
 */
export const GLUED_HEADS = [
  ...LEAD_PARTIES,
  ...OTHER_PARTIES,
  ...CALLER_WORDS,
  ...RECIPIENT_LABELS,
  'first',
  'last',
  'full',
  'middle',
  'billing',
  'shipping',
  // A thing's holder (`cardholder`, `accountholder`): the payer, as `card_holder` says.
  'card',
  'account',
];

/** The field's word a glued key ends in. */
export const GLUED_TAILS = [
  ...['name', 'phone', 'email', 'mail', 'mobile', 'number', 'tel', 'cell', 'holder'],
  // What a lead cost, after `lead` (`leadprice`, `leadprijs`: read as `lead_price`).
  ...LEAD_PRICE_WORDS,
];
