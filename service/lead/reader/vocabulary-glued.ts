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

/**
 * Words glued to a field's term in a key written without spaces (Chinese, Japanese, Thai: glued-scripts.ts), naming
 * the business's side (`商户电话`, merchant phone; `店舗名`, store name). Such a key is the business's only beside a key
 * naming the person as its customer (`买家`, `客户姓名`): in a merchant's own application form the shop is the lead's.
 */
export const GLUED_BUSINESS_WORDS = [
  '商户',
  '商戶',
  '商家',
  '店铺',
  '店鋪',
  '店舗',
  '门店',
  '門店',
  '店家', // the shop, as Taiwan's forms call it (`店家電話`)
  '加盟店',
  '販売店',
  'ร้านค้า', // Thai: a shop (`เบอร์ร้านค้า`, the shop's number: the qualifier after the noun)
];

/** Someone else than the person, glued to a contact's term: a referrer (`推荐人电话`, `เบอร์ผู้แนะนำ`), whose contact is theirs. */
export const GLUED_OTHER_WORDS = ['推荐人', '推薦人', '介绍人', '介紹人', '紹介者', 'ผู้แนะนำ'];
