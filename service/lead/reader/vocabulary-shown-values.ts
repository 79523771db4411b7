/**
 * Words naming a value's text as shown to people beside its code (`{name: "Bedrooms", value: "b3", string: "Three
 * bedrooms"}`, `display_value`, `formatted`), as data (docs/api.md §2.4): a key holding one of them first or last
 * (walk-wrappers.ts shownText).
 */
export const SHOWN_VALUE_WORDS = ['string', 'text', 'display', 'displayed', 'formatted', 'readable', 'pretty', 'human'];

/**
 * Endings glued to a code's key naming its text as shown to people (`statuscode: 1` + `statuscodename: "New lead"`,
 * `pcfsystemfield101name`, `stage_label`, OData's `…@OData.Community.Display.V1.FormattedValue`), as data (docs/api.md
 * §2.4): a CRM sends a choice so, its code under one key, its label under the key and the ending (walk-labels.ts).
 */
export const SHOWN_NAME_ENDINGS = [
  '@OData.Community.Display.V1.FormattedValue',
  // A separator's ending first: `stage_name`'s code is `stage`.
  '_name',
  '_label',
  '_display',
  'name',
  'Name',
  'label',
  'Label',
  'display',
  'Display',
];

/**
 * A key holding a question's answers (`answers`, `responses`, `answerValues`): one of these words, and none of
 * ANSWER_NOT (`sample_answer`, `correct_answer` describe the question). `replies`, a ticket's thread, are none.
 */
export const ANSWER_WORDS = [
  'answer',
  'answers',
  'response',
  'responses',
  'antworten',
  'respuestas',
  'respostas',
  'reponses',
];
export const ANSWER_NOT = ['sample', 'example', 'default', 'correct', 'expected', 'placeholder'];

/** A key saying it helps the person answer (`placeholder`, `help_text`, `hint`): no value, nor a value's shown text. */
export const HELP_WORDS = [
  'placeholder',
  'help',
  'hint',
  'tooltip',
  'description',
  'instructions',
  'instruction',
  'note',
];
