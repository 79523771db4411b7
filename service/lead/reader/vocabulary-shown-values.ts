/**
 * Words naming a value's text as shown to people beside its code (`{name: "Bedrooms", value: "b3", string: "Three
 * bedrooms"}`, `display_value`, `formatted`), as data (docs/api.md §2.4): a key holding one of them first or last
 * (walk-wrappers.ts shownText).
 */
export const SHOWN_VALUE_WORDS = ['string', 'text', 'display', 'displayed', 'formatted', 'readable', 'pretty', 'human'];

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
