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
/**
 * A part of a tool the business set up and shows: its own name, titles, labels, messages and look are the business's
 * setup, no answer (`widget: {title, submit_label}`, `bot_name`, `popup_title`). Not a form's nor a flow's or a playbook's
 * (their names say what the person came through: context), nor a `theme` (a party's or a wedding's is the person's choice).
 */
export const TOOL_PART_WORDS = ['widget', 'bot', 'chatbot', 'popup'];
/**
 * What a tool's part holds of its own setup (`widget: {title, welcome_message, position, theme_color, submit_label}`),
 * beside FORM_TEXT_WORDS: any other key under it may hold the person's words (`widget: {first_message}`, `chatbot:
 * {interest}`). A quiz's or a form's `layout`, `color` or `position` is the person's answer.
 */
export const PART_SETUP_WORDS = [
  'name',
  'title',
  'label',
  'button',
  'welcome',
  'greeting',
  'position',
  'placement',
  'alignment',
  'theme',
  'color',
  'colour',
  'layout',
];
/**
 * A part of the business's phone or messaging setup whose name is its own (`line_name`, `src_trunk_name`, `queueName`,
 * `channel: {name}`, `inbox_name`), though the part itself may say how the person wrote (`channel: "whatsapp"`) and a
 * `line_items` name is a product's, and an `ivr: [{name, pressed}]` list's names the options chosen: only a name right
 * after the word is the setup's.
 */
export const NAMED_PART_WORDS = ['line', 'trunk', 'queue', 'channel', 'inbox'];
/** Of FORM_TEXT_WORDS, what only a form writes, whatever owns it: a field's placeholder or tooltip, never an answer. */
export const FORM_ONLY_TEXT_WORDS = ['placeholder', 'tooltip', 'helptext'];
