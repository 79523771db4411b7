/**
 * Who sent, received or placed a message or a call, as data (docs/api.md §2.4 steps 4 and 6): whose
 * number a call record's is, who a message came from or went to.
 */

/**
 * A call record's numbers (docs/api.md §2.4): a number word (`caller_number`, `tracking_number`)
 * after a word naming who called is the lead's phone; after a word naming the business's side of the
 * call (THING_QUALIFIERS, RECIPIENT_LABELS: `tracking`, `business`, `receiving`, `to`) it is the
 * business's line. Not `customer` nor `visitor`: a `customer_number` is an account's number, a `visitor_number` a count.
 */
export const NUMBER_WORDS = [
  'number',
  'numero',
  'nummer',
  'num',
  'no',
  'nr',
  'nro',
  'numer', // Polish
  'numara', // Turkish
  'nomor', // Indonesian
];
/** Telephony's own names for the number that called, a sender's label after a call record's word too (`call.ani`, `cdr_cli`). */
export const CALLER_ID_WORDS = ['ani', 'cli', 'clip', 'callerid', 'msisdn'];
/** A call record's words before a caller id in SENDER_LABELS: not staff's, a business's nor outbound's. */
export const CALL_RECORD_WORDS = ['call', 'calls', 'cdr', 'inbound', 'incoming', 'src', 'source', 'orig', 'origin'];
/**
 * A call's or a message's record (call-direction.ts): the key saying its direction (`direction`, `calltype: "incoming"`),
 * and the words of the keys of its two ends, where it came from (`fromnumber`, `call_from`, `src`) and went to (`to`, `dst`).
 */
export const DIRECTION_KEYS = [
  'direction',
  'type',
  'calltype',
  'kind',
  'richtung',
  'direccion',
  'direcao',
  'sentido',
  'sens',
];
/** A direction sent as a flag (`inbound: true`, `is_outgoing: false`): the flag's last word, coming in or going out. */
export const DIRECTION_FLAGS_IN = ['inbound', 'incoming', 'eingehend', 'entrant'];
export const DIRECTION_FLAGS_OUT = ['outbound', 'outgoing', 'ausgehend', 'sortant', 'saliente'];
export const CALL_FROM_WORDS = ['from', 'src', 'source', 'orig', 'origin', 'von'];
export const CALL_TO_WORDS = ['to', 'dst', 'dest', 'destination', 'callee', 'called', 'dialed', 'dialled'];
/** What follows `from` or `to` in a key of one word naming a call's end (`fromnumber`, `tophone`; NUMBER_WORDS too). */
export const CALL_END_TAILS = ['phone', 'tel', 'line'];
/** Keys naming how a participant is reached on a channel (`{type: "Client", identifier: "972…"}`): digits there are their number. */
export const REACH_KEYS = ['identifier', 'handle', 'address', 'uri', 'jid'];
export const CALLER_WORDS = [
  'caller',
  'calling',
  'callback',
  'call back',
  'contact',
  'originating',
  // A PBX's record: the external number is the outside caller's, the internal one an extension's.
  'external',
  'anrufer',
  'appelant',
  'llamante',
  'chamador',
  'chiamante',
  'beller',
];

/**
 * Labels naming who sent a message (a messaging relay's sender, WhatsApp's `wa_id`): digits under
 * them are an international number without its `+` when the default country cannot read them.
 */
export const SENDER_LABELS = [
  'from',
  'sender',
  // A message's sender in more languages (Czech, Slovak, Greek, Polish, Spanish, French, German, Italian, Portuguese, Dutch;
  'odesilatel',
  'odosielatel',
  'αποστολεας',
  'nadawca',
  'remitente',
  'expediteur',
  'absender',
  'mittente',
  'remetente',
  'afzender',
  // Slovene, Croatian, Serbian, Bosnian (`pošiljatelj`, `pošiljalac`, `пошиљалац`). Not the Nordic and Baltic words nor
  // Romanian's `expeditor`: a parcel's shipper and an outbound text's business more often than a message's writer.
  'posiljatelj',
  'posiljalac',
  'пошиљалац',
  'wa id',
  'waid',
  'msisdn',
  'author',
  'chat id',
  'chatid',
  'remote jid',
  'remotejid',
  'from number',
  'sender number',
  'from phone',
  'sender phone',
  'sender id',
  'participant',
  'contact wa id',
  'user wa id',
  'phone number from',
  // A call's caller ID is the number that called (its `name` beside it, `caller_id_name`, the caller's).
  'caller',
  'caller id',
  'callerid',
  'caller id number',
  'calling number',
  'ani',
  'cli',
  // A caller id after a call record's word (`call.ani`, `cdr_cli`, `inbound_cli`; never `agent_cli`, `company_ani`).
  ...CALL_RECORD_WORDS.flatMap((record) => CALLER_ID_WORDS.map((id) => `${record} ${id}`)),
];

/**
 * Labels naming who a message went to (an email relay's `to`, `recipient`, an SMS relay's `To`):
 * the business's own inbox or number, so their values are chosen only when the lead has none. The
 * other direction (`from`, `sender`, `reply_to`) is the person's.
 */
export const RECIPIENT_LABELS = [
  'to',
  // The number a call was placed to, in telephony's words (the dialled number's DNIS). Not a bare `target` (Dynamics'
  // record being written is the lead's) nor `did` (a word: `did: "20"` lines wanted).
  'dnis',
  // Who a form's notification goes to (`notify_to`, `notification_email`): the business's inbox.
  'notify',
  'notify to',
  'notify email',
  'notification email',
  'notifications to',
  'recipient',
  'recipients',
  'envelope to',
  'delivered to',
  'original to',
  'x original to',
  'original recipient',
  'cc',
  'bcc',
  'called',
  'callee',
  'destination',
  'to number',
  'to phone',
  'to email',
  'to address',
  'inbox',
  'instance',
  'wid',
  'business',
  'display phone number',
  'me',
  'carbon copy',
  'carbon copies',
  'carboncopies',
  'copy to',
  'copies',
  // A message's receiver in a messenger's or a relay's own words, in more languages.
  'receiver',
  'receivers',
  'destinatario',
  'destinataire',
  'empfanger',
  'empfaenger',
  'ontvanger',
  'odbiorca',
  'alici',
  'penerima',
  'получатель',
  'נמען',
  'مستلم',
  'المستلم',
  'प्राप्तकर्ता',
  'ผู้รับ',
  '收件人',
  '受信者',
  '수신자',
];
