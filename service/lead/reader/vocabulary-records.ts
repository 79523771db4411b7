/** Words naming what a record is beside its party, as data (docs/api.md §2.4): read by choose.ts and copied-records.ts. */

/** Records a CRM names by a deal's title, not the person's name (`leads: {add: [{name: "Kitchen Remodel"}]}`): choose.ts. */
export const DEAL_RECORD_WORDS = [
  'lead',
  'leads',
  'deal',
  'deals',
  'opportunity',
  'opportunities',
  'ticket',
  'tickets',
];

/**
 * Words qualifying a party's key as data passed through it (`merchant_data`, `merchantPayload`, `partner_custom`), not the
 * party's own record: a form there holding the person's address again is theirs (copied-records.ts).
 */
export const PASS_THROUGH_WORDS = [
  'data',
  'payload',
  'extra',
  'custom',
  'fields',
  'params',
  'parameters',
  'metadata',
  'meta',
  'passthrough',
];

/**
 * Records a tool numbers, written as one word with `id` (`formid`, `entryid`, `leadid`, a payment gateway's `projectid`,
 * `requestid`): that key is an id too (labels.ts). Not a customer's, a client's or an account's: a messaging relay's
 * `customerid` is the person's own number.
 */
export const ID_COMPOUND_HEADS = [
  'form',
  'entry',
  'lead',
  'submission',
  'order',
  'user',
  'contact',
  'session',
  'visitor',
  'project',
  'request',
  'transaction',
  'payment',
  'merchant',
  'process',
  'invoice',
  'ticket',
  'booking',
  'reservation',
  'event',
  'message',
  'conversation',
  'call',
  'campaign',
  'page',
  'site',
  'product',
  'item',
  'record',
  'response',
  'subscription',
  'device',
];

/** A code's word as a whole key (`code`, `codigo`, `codice`): under what the person asks about, the thing's code, no answer (role-feature-tests.ts namesCode). */
export const CODE_WORDS = ['code', 'codigo', 'codice', 'kod', 'kode', 'cod'];
