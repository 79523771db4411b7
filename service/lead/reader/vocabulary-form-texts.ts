/**
 * A form's or a page's own text (`form: {description}`, `form_description`, `page_subtitle`): the business's copy, no
 * answer (role-features.ts formText). Read only in a key made of these words and FORM_OWNER_WORDS alone, under or naming
 * a form (`form: {project_description}` is the person's).
 */
export const FORM_TEXT_WORDS = [
  'description',
  'desc',
  'intro',
  'introduction',
  'instructions',
  'instruction',
  'help',
  'helptext',
  'text',
  'placeholder',
  'hint',
  'tooltip',
  'subtitle',
  'subheading',
  'disclaimer',
  'descripcion',
  'beschreibung',
  'descricao',
  'descrizione',
  'omschrijving',
  'описание',
];
/** What owns such a text: a form, a survey, a page. */
export const FORM_OWNER_WORDS = [
  'form',
  'forms',
  'survey',
  'quiz',
  'questionnaire',
  'page',
  'landing',
  'widget', // a chat or contact widget's own copy (`widget: {description}`)
  'formulario',
  'formular',
  'formulaire',
  'umfrage',
  'encuesta',
  'enquete',
  'pesquisa',
  'анкета',
  'опрос',
];
/** Of FORM_TEXT_WORDS, what only a form writes, whatever owns it: a field's placeholder or tooltip, never an answer. */
export const FORM_ONLY_TEXT_WORDS = ['placeholder', 'tooltip', 'helptext'];
