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
/**
 * A form's own name's key (`survey: {name}`, `encuesta: {titulo}`: walk-labels.ts): `name` or a title's word, never a
 * person's name's word in another language (`form_data: {nombre}`, `lead_form: {nome}` are the person's). And the owners
 * whose `name` is no form's: a page's or a widget's, a quiz's (`quiz: {name, result}` holds who took it), and the words
 * for a form in other languages (`formular: {name}`, a person's record as often as a form's).
 */
export const FORM_NAME_WORDS = ['name', 'title', 'titulo', 'titolo', 'titre', 'titel'];
export const SHOWN_PARTS = ['page', 'landing', 'widget', 'quiz', 'formulario', 'formular', 'formulaire'];
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
 * A part of a tool the business set up and shows, or runs on the lead: its own name, titles, labels, messages and look
 * are the business's setup, no answer (`widget: {title, submit_label}`, `bot_name`, `popup_title`, `workflow: {name:
 * "New Lead Nurture"}`). Not a form's nor a flow's or a playbook's (their names say what the person came through:
 * context), nor a `theme` (a party's or a wedding's is the person's choice).
 */
export const TOOL_PART_WORDS = ['widget', 'bot', 'chatbot', 'popup', 'workflow', 'automation'];
/**
 * A part that speaks for the business (an AI voice agent's `assistant`): the lines it opens or closes with
 * (SPOKEN_COPY_OPENERS then a word of SPOKEN_COPY_ENDS: `assistant: {firstMessage, voicemailMessage, endCallMessage}`)
 * and its name are its setup, as a widget's title is; any other message under it may be the person's
 * (`assistant: {message}`), and so is a person's assistant's name in their own object. Not a chat's `bot` or `chatbot`:
 * their `first_message` is the visitor's, as a widget's is.
 */
export const SPEAKING_PART_WORDS = ['assistant'];
export const SPOKEN_COPY_OPENERS = ['first', 'voicemail', 'end', 'closing', 'welcome', 'opening', 'intro'];
export const SPOKEN_COPY_ENDS = ['message', 'greeting', 'text', 'line'];
/**
 * What a tool's part holds of its own setup (`widget: {title, position, theme_color}`), a key of these words alone (with
 * FORM_TEXT_WORDS and the part's): any other key under it may hold the person's words (`widget: {first_message}`, `bot:
 * {selected_label, preferred_color}`). A quiz's or a form's `layout`, `color` or `position` is the person's answer.
 */
export const PART_SETUP_WORDS = [
  'name',
  'title',
  'label',
  'position',
  'placement',
  'alignment',
  'theme',
  'color',
  'colour',
  'layout',
  'primary',
  'background',
];
/** What only a part's own copy says, in a key of any other words (`welcome_message`, `submit_label`, `button_text`). */
export const PART_COPY_WORDS = ['welcome', 'greeting', 'button', 'submit', 'cta'];
/**
 * A part of the business's phone or messaging setup whose name is its own (`queue_name`, `trunk_name`, `channel: {name}`,
 * `inbox_name`), though the part itself may say how the person wrote (`channel: "whatsapp"`): only `<part>_name` or a
 * `name` under the part's key is the setup's, never a longer key (`youtube_channel_name`, `product_line_name`: the
 * person's), nor a `line` (an order's line, a product line).
 */
export const NAMED_PART_WORDS = ['trunk', 'queue', 'channel', 'inbox'];
/** Of FORM_TEXT_WORDS, what only a form writes, whatever owns it: a field's placeholder or tooltip, never an answer. */
export const FORM_ONLY_TEXT_WORDS = ['placeholder', 'tooltip', 'helptext'];
