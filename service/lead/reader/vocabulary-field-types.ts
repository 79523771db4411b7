/** A form tool's types of its own fields, as data (docs/api.md §2.4): read by value-words.ts formPartOf. */

/**
 * Types of a form's own text, shown and never answered (SurveyCake's and Typeform's `statement`, a builder's `html`,
 * `divider`). Not `paragraph` (Google Forms' long answer) nor `rich_text` (a database's text property): inputs; and not
 * `hidden`, which carries the person's own earlier answers as often as the business's (review 45, 62).
 */
export const SHOWN_FIELD_TYPES = [
  'statement',
  'html',
  'heading',
  'divider',
  'section break',
  'page break',
  'text block',
  'static text',
  'content block',
];
