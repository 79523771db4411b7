/**
 * Wrappers' keys, as data (docs/api.md §2.4 step 4): a labelled item's label, value and type keys (a phone object's are
 * in vocabulary-phone-keys.ts, a name object's parts in vocabulary-name-parts.ts). */

/** Keys that say the value holds a field's type, read as a hint ("email", "INPUT_PHONE_NUMBER", "tel"). */
export const TYPE_KEYS = ['type', 'field type', 'fieldtype', 'input type', 'inputtype', 'type name', 'kind'];

/**
 * Keys that hold the label of a labelled item (`{"label": "Email", "value": "…"}`), in preference order; the label and
 * question words of the other six languages after the English ones (`{"etiqueta", "valor"}`, `{"Bezeichnung", "Wert"}`).
 */
export const LABEL_KEYS = [
  'label',
  'title',
  'question',
  'heading', // a survey's question as its page shows it (`{heading, answers: [{text}]}`)
  'headline', // `{id, type, headline: {default: "…"}}`, but an ad's or a plan's: UNTYPED_LABEL_WORDS
  'display key', // a shop's variation beside its attribute's slug (`{key: "pa_finish", display_key: "Finish"}`)
  'field',
  'field name',
  'fieldname',
  'column name',
  'name',
  'definition', // a CRM's custom field's (`fields: [{definition: {id, name: "Lead source"}, value}]`)
  // An option's own label in a row of a choice's counts (`quantities: [{optionLabel: "Adult", value: 2}]`).
  'option label',
  'key',
  'column id',
  'part',
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
  'subject', // a survey's question beside its answer (`{subject: "手機號碼", answer: ["…"]}`)
  'question description', // a survey's question as its text (`{questionID, questionDescription, answerValues}`)
  // A question in other languages and scripts (`[{"вопрос": …, "ответ": …}]`).
  'pytanie',
  'soru',
  'pertanyaan',
  'cau hoi',
  'вопрос',
  'питання',
  'въпрос',
  'ερωτηση',
  'السؤال',
  'سؤال',
  'שאלה',
  'प्रश्न',
  'सवाल',
  'คำถาม',
  '问题',
  '質問',
  '질문',
  'q', // a quiz's question abbreviated (`{q: "Тип жилья", a: "Вторичка"}`); a question's id beside its title (`{q: "q4", title}`)
];

/** Label keys that describe a typed question only where answers are keyed by its id (an ad's or a plan's `headline`). */
export const UNTYPED_LABEL_WORDS = ['headline'];
/**
 * A label key in two words (LABEL_KEYS hold the one-word ones): a label word (`name`, `label`, `title`, `caption`) after
 * a word saying it is shown to people (`display_name`, `field_caption`, `question_text`), preferred to every other label
 * key; or after one saying it is for machines (`variable_name`, `api_name`), used only when no other label is there.
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
export const VALUE_KEYS = ['value', 'values', 'answer', 'string value', 'simple text', 'full'];
/**
 * Keys, as sent, that hold an XML element's text in its JSON conversion, beside its attributes (`{"@part": "first",
 * "#text": "Deshawn"}`: xmltodict, fast-xml-parser; `_text`: xml-js; `_`: xml2js; `$t`: GData; `$`: BadgerFish): its value.
 */
export const ELEMENT_TEXT_KEYS = ['#text', '_text', '_', '$t', '$'];

/**
 * Words a form writes after a field's id to name its kind of input (`QID2_TEXT`, a survey's text entry; `f3_value`):
 * the key is still only an id (unlabelled.ts).
 */
export const ID_SUFFIX_WORDS = ['text', 'txt', 'value', 'answer', 'response', 'input'];

/** Keys that hold an object's own id, in preference order: a description (`{"ID": "Field3", "Title": "Email"}`) gives its label to that id. */
// `q`, `qid`: a survey's question list naming each question's answer key (`{q: "q4", title: "Current level"}`).
export const ID_KEYS = ['id', 'key', 'ref', 'qid', 'q', 'slug'];
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
 * The last word of the two halves of a numbered label/value key pair (`extra07_name` holding "Telefonnummer" beside
 * `extra07_value`, `field_3_label` + `field_3_value`, `custom1_key` + `custom1_val`): together one labelled item.
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

/** Keys whose value names another object's id: an item labelled elsewhere (Typeform's field.id → definition title). */
export const REFERENCE_KEYS = ['field', 'field id', 'question id', 'ref'];

/**
 * A key naming a form's labels given by its answers' keys (`labels: {field_1: "Your name"}` beside `fields: {field_1: …}`):
 * which of two objects keyed alike is the labels when both hold only short texts (label-maps.ts).
 */
export const LABEL_MAP_WORDS = [
  'label',
  'labels',
  'title',
  'titles',
  'question',
  'questions',
  'caption',
  'captions',
  'heading',
  'headings',
  'prompt',
  'prompts',
  'etiquetas',
  'rotulos',
  'perguntas',
  'preguntas',
  'fragen',
  'libelles',
  'domande',
  'vragen',
  'вопросы',
  'подписи',
];

/** Besides LABEL_MAP_WORDS, keys naming a list of labels beside a list of values (`fields`, `headers`: paired-lists.ts). */
export const LABEL_LIST_WORDS = ['fields', 'field', 'headers', 'header', 'keys', 'key', 'columns', 'names'];

/** Keys naming a list of codes beside their display labels (`service_codes` beside `service_labels`): one choice's two forms, no answers (paired-lists.ts). */
export const CODE_LIST_WORDS = ['codes', 'code', 'ids', 'id', 'slugs', 'slug'];

/**
 * The keys a question's description holds beside its label, type and id (`{title, type, required, order}`): an object
 * keyed by ids whose items hold any other text or number (`content`, `selection`) holds answers (described-maps.ts).
 */
export const DESCRIPTION_KEYS = [
  'name',
  'order',
  'required',
  'hint',
  'placeholder',
  'help',
  'help text',
  'position',
  'hidden',
  'default',
  'validation',
  'sublabel',
  'sort',
];
