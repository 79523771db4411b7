/** Keys holding a labelled item's answer in many languages, as data (docs/api.md §2.4 step 4). */

/**
 * Keys that hold an answer only beside a label (`{"question_text": "Phone", "response": "…"}`,
 * `{"field_label", "field_value"}`): alone, a `response` or a `val` is a key like any other.
 * Also a value word after a word saying it is shown or entered (`field_value`, `display_value`).
 */
export const LABELLED_VALUE_KEYS = [
  'response',
  'answers', // a question's answers as a list beside its label (`{heading, answers: [{text}]}`)
  'answers given', // `{question_text, answers_given: [{response_text}]}`
  'a', // a quiz's answer abbreviated, beside its `q`
  'choice', // a question's chosen option beside it (`{question: {body}, choice: {id, body}}`)
  'val',
  'answer text', // `{label: "Which services?", answerText: "Yard cleanup"}`
  'answer value',
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
  'odpowiedz',
  'cevap',
  'jawaban',
  'tra loi',
  'ответ',
  'відповідь',
  'отговор',
  'απαντηση',
  'الجواب',
  'جواب',
  'الإجابة',
  'תשובה',
  'उत्तर',
  'जवाब',
  'คำตอบ',
  '答案',
  '回答',
  '답변',
];

/** A list's key naming the options chosen beside an empty answer (`answerOptions`, `selectedOptions`; chosen-texts.ts). */
export const CHOSEN_LIST_WORDS = ['answer', 'answers', 'selected', 'chosen', 'selection', 'selections'];

/** A question's options in a reply (`{title, type: "radio", options: [{id, text}]}` under `answer`): the ones chosen (walk-labels.ts). */
export const OPTION_LIST_WORDS = ['options', 'option', 'choices', 'choice', 'selected options', 'selections'];

/** A reply's key as a whole (`answer`, `responses`): below one, a question's options may be the ones chosen (reply-options.ts). */
export const REPLY_KEY_WORDS = [
  'answer',
  'answers',
  'response',
  'responses',
  'submission',
  'reply',
  'result',
  'results',
];
/** A single choice's type: offering more than one option, no reply chose them all. */
export const SINGLE_CHOICE_TYPES = ['radio', 'single choice', 'single selection', 'select', 'dropdown', 'single'];
