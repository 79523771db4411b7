/**
 * The keys of a phone object senders put around a number, as data (docs/api.md §2.4 step 4): its
 * number, its country and the parts a number is joined from.
 */

/**
 * Keys holding a part of a phone number beside the number (docs/api.md §2.4): the parts are
 * joined into one phone (`{"ddi": "55", "ddd": "11", "number": "…"}` → `+5511…`).
 */
export const PHONE_COUNTRY_PARTS = [
  'country code',
  'countrycode',
  'dial code',
  'dialcode',
  'dialing code',
  'calling code',
  'country calling code',
  'phone country code',
  'phone code',
  'ddi',
  'international code',
  'country prefix',
  'phone prefix',
  'prefix',
  'phone country',
  'landesvorwahl',
  'indicatif',
  'indicatif pays',
  'codigo pais',
  'codigo de pais',
  'codigo do pais',
  'prefijo',
  'prefijo pais',
  'prefisso',
  'landcode',
];
export const PHONE_AREA_PARTS = [
  'area code',
  'areacode',
  'ddd',
  'city code',
  'vorwahl',
  'ortsvorwahl',
  'codigo de area',
  'indicatif regional',
  'netnummer',
];

/** Keys that are a phone's number when a country or area code is beside them. */
export const PHONE_NUMBER_PARTS = [
  'number',
  'numero',
  'nummer',
  'local number',
  'national number',
  'subscriber number',
  'subscriber',
  'num',
  'no',
];

/**
 * A bare number's word (`numero`, `номер`, `번호`: a record's elsewhere): beside the person's name and email, with no phone,
 * a mobile written as a phone under one is theirs (unread-neighbours.ts unreadPhone).
 */
export const BARE_NUMBER_WORDS = [
  'number',
  'no',
  'nr',
  'num',
  'nummer',
  'numero',
  'numer',
  'numara',
  'nomor',
  'namba',
  'cislo',
  'номер',
  'رقم',
  'الرقم',
  'หมายเลข',
  'מספר',
  'αριθμος',
  '번호',
];

/**
 * In a phone object (the value of a phone key, or an item of a list of phones), the keys that hold
 * its number, surest first: written with its country, then nationally, then any value.
 */
export const NUMBER_LEAF_KEYS = [
  'e164',
  'e 164',
  'international',
  'international number',
  'international format',
  'full number',
  'phone number',
  'number',
  'national number',
  'national',
  'national format',
  'local number',
  'subscriber number',
  'subscriber',
  'formatted',
  'value',
  'raw',
  'phone',
  'nummer',
  'numero',
];

/** Keys holding a country (an address's): a two-letter ISO code under one says where a national phone beside it is read. */
export const COUNTRY_KEYS = [
  'country',
  'country code',
  'countrycode',
  'country iso',
  'iso country',
  'country iso2',
  'land',
  'landcode',
  'pays',
  'pais',
  'paese',
];

/** Keys beside a phone object's number leaf holding its area code in digits (`{country: "55", area: "11", number}`). */
export const AREA_LEAF_KEYS = ['area', 'area number'];

/** In a phone object, the keys that give its country: a calling code (`"49"`, `"+49"`) or an ISO country (`"DE"`). */
export const COUNTRY_LEAF_KEYS = [
  'country code',
  'calling code',
  'country calling code',
  'dial code',
  'dialing code',
  'country prefix',
  'country',
  'country iso',
  'iso',
  'iso2',
  'code',
  'alpha2',
  'region',
  'region code',
];

/** A number's kind naming a fax (`{type: "fax", number}`, ADF's `<phone type="fax">`): no number an agent can call. */
export const FAX_WORDS = [
  'fax',
  'telefax',
  'facsimile',
  'факс',
  'فاكس',
  'פקס',
  'แฟกซ์',
  '传真',
  '傳真',
  'ファックス',
  'ファクス',
  '팩스',
];

/** Short phone words that still name a phone ending a key of two or three words after a prefix of its own (`cus_cel`, `cli_tel`; not `hp`: `engine_hp` is power). */
export const PHONE_KEY_TAILS = ['tel', 'cel', 'gsm'];
