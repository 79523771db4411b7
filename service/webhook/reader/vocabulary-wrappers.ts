/**
 * The keys of the wrappers senders put around values, as data (docs/api.md §2.4 step 4): a labelled
 * item's label, value and type keys, a name object's parts, a phone object's number and country.
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

/** Keys that say the value holds a field's type, read as a hint ("email", "INPUT_PHONE_NUMBER", "tel"). */
export const TYPE_KEYS = ['type', 'field type', 'fieldtype', 'input type', 'inputtype', 'kind'];

/**
 * Keys that hold the label of a labelled item (`{"label": "Email", "value": "…"}`), in preference
 * order; the label and question words of the other six languages after the English ones
 * (`{"etiqueta": "Teléfono", "valor": "…"}`, `{"libelle", "valeur"}`, `{"Bezeichnung", "Wert"}`).
 */
export const LABEL_KEYS = [
  'label',
  'title',
  'question',
  'field',
  'field name',
  'fieldname',
  'column name',
  'name',
  'key',
  'column id',
  'bezeichnung',
  'beschriftung',
  'frage',
  'libelle',
  'intitule',
  'etiqueta',
  'pregunta',
  'pergunta',
  'rotulo',
  'etichetta',
  'domanda',
  'vraag',
];

/**
 * A label key in two words (LABEL_KEYS hold the one-word ones): a label word (`name`, `label`,
 * `title`, `caption`) after a word saying it is shown to people (`display_name`, `displayLabel`,
 * `field_caption`, `question_text`), preferred to every other label key; or after a word saying it is
 * for machines (`variable_name`, `api_name`, `internal_name`), used only when no other label is there.
 */
export const LABEL_HEAD_WORDS = ['name', 'label', 'title', 'caption', 'text', 'prompt'];
export const SHOWN_LABEL_WORDS = [
  'display',
  'displayed',
  'public',
  'friendly',
  'human',
  'visible',
  'pretty',
  'readable',
  'field',
  'question',
  'anzeige',
  'affichage',
];
export const MACHINE_LABEL_WORDS = [
  'variable',
  'var',
  'api',
  'internal',
  'machine',
  'system',
  'slug',
  'code',
  'technical',
  'intern',
  'interne',
];

/** Keys that hold the value of a labelled item or of a wrapped value (`{"value": "…", "type": "email"}`). */
export const VALUE_KEYS = ['value', 'values', 'answer', 'string value', 'full'];

/**
 * Keys that hold an answer only beside a label (`{"question_text": "Phone", "response": "…"}`,
 * `{"field_label", "field_value"}`): alone, a `response` or a `val` is a key like any other.
 * Also a value word after a word saying it is shown or entered (`field_value`, `display_value`).
 */
export const LABELLED_VALUE_KEYS = [
  'response',
  'val',
  'wert',
  'antwort',
  'valeur',
  'reponse',
  'valor',
  'respuesta',
  'resposta',
  'valore',
  'risposta',
  'waarde',
  'antwoord',
];

/** Keys that hold an object's own id, in preference order: a description (`{"ID": "Field3", "Title": "Email"}`) gives its label to that id. */
export const ID_KEYS = ['id', 'key', 'ref'];
/**
 * Words that name only a place among others, before a number (`value1`, `field_2`, `answer3`, `col4`, `param1`):
 * such a key says nothing of its value, which is read by its shape, as a list's unlabelled elements are (unlabelled.ts).
 */
export const POSITION_WORDS = [
  'value',
  'field',
  'answer',
  'col',
  'column',
  'param',
  'parameter',
  'var',
  'variable',
  'arg',
  'argument',
  'input',
  'entry',
  'slot',
  'data',
  'custom',
  'custom field',
  'extra',
  'response',
  'feld',
  'spalte',
  'wert',
  'champ',
  'colonne',
  'valeur',
  'campo',
  'columna',
  'coluna',
  'valor',
  'colonna',
  'valore',
  'veld',
  'kolom',
  'waarde',
];

/**
 * The last word of the two halves of a numbered label/value key pair (`extra07_name` holding
 * "Telefonnummer" beside `extra07_value`, `field_3_label` + `field_3_value`, `custom1_key` +
 * `custom1_val`): together one labelled item, the label never a value of its own.
 */
export const PAIR_LABEL_WORDS = [
  'name',
  'label',
  'key',
  'title',
  'question',
  'field',
  'caption',
  'bezeichnung',
  'libelle',
  'etiqueta',
  'etichetta',
];
export const PAIR_VALUE_WORDS = [
  'value',
  'val',
  'answer',
  'response',
  'wert',
  'antwort',
  'valeur',
  'reponse',
  'valor',
  'respuesta',
  'valore',
  'waarde',
];

/** Keys holding a label's text when the label is an object (`"question": {"body": "…"}`, `"field": {"label": "…"}`). */
export const LABEL_TEXT_KEYS = ['label', 'title', 'text', 'body', 'question', 'name', 'content', 'caption', 'prompt'];

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

/** Keys whose value names another object's id: an item labelled elsewhere (Typeform's field.id → definition title). */
export const REFERENCE_KEYS = ['field', 'field id', 'question id', 'ref'];

/** The parts a name object (`{"first": "Ada", "last": "Tester"}`) may have, in the order they are joined. */
export const NAME_PARTS = [
  'prefix',
  'title',
  'first',
  'first name',
  'given',
  'given name',
  'middle',
  'middle name',
  'last',
  'last name',
  'family',
  'family name',
  'suffix',
];
