import { GLUED_UTM_WORDS } from './vocabulary-campaigns.ts';

/**
 * What the notes show and leave out, as data (docs/api.md §2.3): context labels, a tool's bookkeeping
 * and identifiers, links kept, a form's own description.
 */
import { CLICK_ID_LABELS } from './vocabulary-click-ids.ts';
import { IDENTITY_NUMBER_LABELS } from './vocabulary-identity-numbers.ts';
import { CARD_LABELS } from './vocabulary-cards.ts';

/**
 * Context a caller uses, kept in the notes wherever it sits: the label shown, or null to show the
 * label as sent. Matched on the label's words.
 */
export const CONTEXT_TERMS: Record<string, string | null> = {
  form: 'form',
  'form name': 'form',
  'form title': 'form',
  'form submissions': null,
  page: 'page',
  'page name': 'page',
  'page title': 'page',
  'published path': 'page',
  'page url': null,
  'landing page': null,
  'landing url': null,
  referrer: null,
  referer: null,
  'source url': null,
  campaign: null,
  'campaign name': null,
  'ad name': null,
  'adset name': null,
  'ad group': null,
  keyword: null,
  utm: null,
  ...Object.fromEntries(GLUED_UTM_WORDS.map((word) => [word, null])),
  source: null,
  medium: null,
  term: null,
  content: null,
  gclid: null,
  time: null,
  date: null,
  timestamp: null,
  'submitted at': null,
  'created at': null,
  'start time': null,
  'end time': null,
  timezone: null,
  meeting: null,
  event: null,
  'scheduled event': null,
  language: null,
  locale: null,
  // A tool's summary of a call or a chat (`summary_ai`, `call_summary`): what the person asked for, in a few words.
  summary: null,
  resumo: null,
  resumen: null,
  zusammenfassung: null,
  samenvatting: null,
  riassunto: null,
  sintesi: null,
  podsumowanie: null,
  ozet: null,
  ringkasan: null,
  итог: null,
  итоги: null,
  סיכום: null,
  ملخص: null,
  सरश: null, // सारांश as the label's words fold it (its vowel signs dropped)
  要約: null,
  摘要: null,
  总结: null,
  요약: null,
};

/**
 * Keys that are a tool's bookkeeping, never the person's answer nor context: ids, network data,
 * signatures, credentials. They stay in `fields`, out of the notes (the agent reads the notes).
 * Matched when the label's last word is one of these, or its whole text is.
 */
export const NOISE_LAST_WORDS = [
  'id',
  'ids',
  'uuid',
  'guid',
  'uid',
  'vid',
  'oid', // an object's id (`leadOid`, `srOid`)
  'token',
  'signature',
  'hash',
  'secret',
  'password',
  'login',
  'nonce',
  'key',
  // Where a browser said it was (`locationLatitude`, `geo_lng`): a tool's reading, not the person's place.
  'latitude',
  'longitude',
  'lat',
  'lng',
  // What a browser reported of itself (`info_browser`, `client_os`).
  'browser',
  'os',
  // A ticket's or a product's scanned code (`barcode`, `qr_code`, `ean`): digits that are never a phone.
  'barcode',
  'qrcode',
  'ean',
  'upc',
  // A record's running number (`carSeq`, `member_idx`), as Korean and PHP tools name one.
  'seq',
  'idx',
  'sku', // a product's stock code (`sku: "LL-CHR-MESH-BLK"`): the shop's, its product's name says what was asked
  // A payment terminal's or merchant's own id (`P_MID`, `vnp_TmnCode`'s `tid`).
  'mid',
  'tid',
  'cd', // a code abbreviated, as Korean gateways write it (`site_cd`, `res_cd`, `card_cd`)
  'authcode', // a card's approval, one word (`tran_authcode`)
  'approvalcode',
  // "ID" as other scripts write it (`অর্ডার আইডি`, `ऑर्डर आईडी`, `ไอดี`, `айди`).
  'আইডি',
  'आईडी',
  'ไอดี',
  'айди',
];

/**
 * Labels whose value identifies something, never a contact however it looks (docs/api.md §2.4): a
 * key ending in NOISE_LAST_WORDS or in one of these (`thread_ref`, `References`, a chat tool's `customerIdentity`), and RFC 5322's
 * identification headers (`Message-ID`, `In-Reply-To`, `References`, §3.6.4), whose `<id@host>`
 * is shaped like an address.
 */
export const IDENTIFIER_LAST_WORDS = ['ref', 'refs', 'reference', 'references', 'identity'];
/** A payment app's handle for the payer (UPI's virtual payment address, `name@okbank`): shaped like an address, no mailbox. */
const PAYMENT_HANDLES = ['vpa', 'upi va', 'upi id', 'upi vpa'];
export const IDENTIFIER_LABELS = [
  ...IDENTITY_NUMBER_LABELS,
  ...PAYMENT_HANDLES,
  'message id',
  'in reply to',
  'references',
  'resent message id',
  'thread index',
  'thread topic',
];
export const NOISE_LABELS = [
  ...CARD_LABELS,
  'bar code',
  'qr code',
  ...CLICK_ID_LABELS,
  // The tool's rating of the lead (`lead_score: 40`, a form's calculated `Lead score`); a person's own score is theirs.
  'lead score',
  'lead scoring',
  'lead rating',
  'lead grade',
  'ip',
  'ip address',
  // Where the tool placed the visitor's address on the internet (`ip_city`, `ip_country_name`): no answer of theirs.
  'ip city',
  'ip region',
  'ip country',
  'ip country code',
  'ip country name',
  'ip location',
  'geoip city',
  'geoip country',
  'remote ip',
  'client ip',
  'user agent',
  'browser',
  'browser name',
  'browser version',
  'os',
  'os name',
  'os version',
  'operating system',
  'useragent',
  'ua',
  'isp',
  'asn',
  'cookie',
  'cookies',
  'powered by',
  'referrer policy',
  'slug',
  'js execution tracker',
  'build date',
  'submit source',
  'time to submit',
  'validated new required field ids',
  'raw value',
  'required',
  'position',
  'ref',
  'options',
  'versions',
  'type',
  'field type',
  'mime type',
  ...PAYMENT_HANDLES, // the tool's too, never a contact (IDENTIFIER_LABELS)
  'size',
];

/** Words that let a link stay in the notes: a page the person was on, their website. */
/** A link to where a visitor came from (`refererUrl`, `referring_site`): another site, never its holder's home page (a referral partner's site is theirs). */
export const REFERRER_WORDS = ['referrer', 'referer', 'referring'];

export const LINK_LABEL_WORDS = [
  'page',
  'source',
  'referrer',
  'referer',
  'referring', // the page the person came from (`referring_url`)
  'landing',
  'website',
  'site',
  'homepage',
  'linkedin',
  'portfolio',
  'signup', // the page a person signed up on (`signup_url`)
  'webseite',
  'site web',
  'sitio web',
];

/**
 * Keys of a message's envelope or headers (`envelope.from`, `headers.From`): they describe the
 * message beside them, so a sender's value there puts the message's other values beside the person.
 */
export const MESSAGE_WRAPPER_KEYS = [
  'envelope',
  'headers',
  'header',
  'message headers',
  'mail headers',
  'email headers',
];

/** Words that make an object a form's description: its `name` or `title` is the form's, not the person's. */
export const FORM_MARKER_KEYS = ['fields', 'schema', 'form id', 'questions'];
/** A key's last word marking a thing sold (`retail_price`, `sku`): an object holding one is a product, its `fields` no form's. */
export const PRODUCT_KEY_WORDS = ['price', 'sku', 'cost', 'preco', 'precio', 'prix', 'preis', 'prezzo', 'prijs'];
