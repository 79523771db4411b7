/**
 * What keys and labels mean, as data (docs/api.md §2.4). Every term is written as labels read
 * once normalised (labels.ts): lower case, accents dropped, camelCase and every separator a space,
 * leading filler ("what is your", "ihre", "votre") removed. English, German, French, Spanish,
 * Portuguese, Italian and Dutch.
 */

export type Role = 'name' | 'firstName' | 'lastName' | 'phone' | 'email';

export const ROLE_TERMS: Record<Role, string[]> = {
  name: [
    'name', 'full name', 'fullname', 'contact name', 'your name', 'customer name', 'client name', 'person',
    'vollstandiger name', 'kontaktname', 'nom complet', 'nombre', 'nombre completo', 'nombre y apellido', 'nombre y apellidos',
    'nome', 'nome completo', 'nome e cognome', 'naam', 'volledige naam', 'voor en achternaam',
  ],
  firstName: [
    'first name', 'firstname', 'fname', 'given name', 'givenname', 'forename', 'first',
    'vorname', 'prenom', 'primer nombre', 'primeiro nome', 'nome proprio', 'voornaam', 'roepnaam',
  ],
  lastName: [
    'last name', 'lastname', 'lname', 'surname', 'family name', 'familyname', 'last',
    'nachname', 'familienname', 'nom', 'nom de famille', 'apellido', 'apellidos', 'sobrenome', 'ultimo nome', 'cognome', 'achternaam',
  ],
  phone: [
    'phone', 'phone number', 'phonenumber', 'telephone', 'telephone number', 'tel', 'tel number', 'mobile', 'mobile phone',
    'mobile number', 'mobilephone', 'cell', 'cell phone', 'cellphone', 'cell number', 'whatsapp', 'whatsapp number', 'contact number',
    'telefon', 'telefonnummer', 'handy', 'handynummer', 'mobilnummer', 'mobiltelefon', 'rufnummer',
    'numero de telephone', 'portable', 'tel portable', 'telephone portable', 'numero de portable',
    'telefono', 'numero de telefono', 'movil', 'celular', 'numero de celular', 'numero de movil',
    'telefone', 'numero de telefone', 'telemovel', 'cellulare', 'numero di telefono', 'numero di cellulare',
    'telefoonnummer', 'mobiel', 'mobiel nummer', 'mobiele nummer', 'gsm', 'gsm nummer',
  ],
  email: [
    'email', 'e mail', 'mail', 'email address', 'emailaddress', 'e mail address', 'mail address',
    'e mail adresse', 'emailadresse', 'mailadresse', 'courriel', 'adresse email', 'adresse e mail', 'adresse mail',
    'correo', 'correo electronico', 'email de contacto', 'endereco de email', 'endereco de e mail', 'endereco eletronico',
    'indirizzo email', 'indirizzo e mail', 'posta elettronica', 'e mailadres', 'emailadres', 'mailadres',
  ],
};

/** Leading words that only ask ("What's your", "Bitte geben Sie Ihre"): dropped before matching. */
export const FILLER = [
  'what is your', 'what s your', 'whats your', 'what is the', 'please enter your', 'please enter', 'please provide your',
  'enter your', 'please', 'your', 'you', 'my', 'the', 'a',
  'bitte geben sie ihre', 'bitte geben sie ihren', 'bitte', 'ihre', 'ihr', 'ihren', 'deine', 'dein', 'wie lautet ihre', 'wie lautet ihr',
  'quel est votre', 'quelle est votre', 'votre', 'vos', 'ton', 'ta',
  'cual es tu', 'cual es su', 'tu', 'su', 'qual e o seu', 'qual e a sua', 'qual o seu', 'qual a sua', 'seu', 'sua', 'o seu', 'a sua',
  'qual e il tuo', 'qual e la tua', 'il tuo', 'la tua', 'il suo', 'la sua', 'tuo', 'tua',
  'wat is je', 'wat is uw', 'uw', 'je', 'jouw',
];

/**
 * Words that make a "name" something other than the person's: "Company name", "Name of your
 * business", "form name". A name label holding one of these is not a name.
 */
export const NOT_A_PERSON = [
  'company', 'business', 'firm', 'organisation', 'organization', 'brand', 'team', 'school', 'pet', 'project', 'product',
  'shop', 'store', 'site', 'domain', 'user', 'username', 'nick', 'nickname', 'event', 'file', 'street', 'city', 'campaign',
  'form', 'page', 'host', 'account', 'bank', 'ad', 'adset', 'meeting', 'list', 'variant', 'plan', 'job', 'reference', 'referrer',
  'firma', 'unternehmen', 'betrieb', 'entreprise', 'societe', 'empresa', 'negocio', 'azienda', 'societa', 'bedrijf', 'organisatie',
];

/**
 * Words that name someone other than the lead: contact values under such a key (a booking's
 * organizer, a meeting's hosts, the account's user) are chosen only when the lead has none.
 */
export const OTHER_PARTIES = [
  'host', 'hosts', 'organizer', 'organiser', 'owner', 'assignee', 'assigned', 'agent', 'user', 'account', 'author', 'creator',
  'sender', 'staff', 'seller', 'merchant', 'admin', 'memberships', 'membership', 'employee', 'salesperson', 'rep', 'team',
  'gastgeber', 'organisateur', 'organizador', 'organizzatore', 'organisator',
];

/**
 * Labels naming who a message went to (an email relay's `to`, `recipient`, an SMS relay's `To`):
 * the business's own inbox or number, so their values are chosen only when the lead has none. The
 * other direction (`from`, `sender`, `reply_to`) is the person's.
 */
export const RECIPIENT_LABELS = [
  'to', 'recipient', 'recipients', 'envelope to', 'delivered to', 'original to', 'x original to', 'original recipient',
  'cc', 'bcc', 'called', 'destination', 'to number', 'to phone', 'to email', 'to address', 'inbox',
];

/** Keys that say the value holds a field's type, read as a hint ("email", "INPUT_PHONE_NUMBER", "tel"). */
export const TYPE_KEYS = ['type', 'field type', 'fieldtype', 'input type', 'inputtype', 'kind'];
/** Keys that hold the label of a labelled item (`{"label": "Email", "value": "…"}`), in preference order. */
export const LABEL_KEYS = ['label', 'title', 'question', 'field', 'field name', 'fieldname', 'column name', 'name', 'key', 'column id'];
/** Keys that hold the value of a labelled item or of a wrapped value (`{"value": "…", "type": "email"}`). */
export const VALUE_KEYS = ['value', 'values', 'answer', 'string value', 'full'];
/** Keys that hold an object's own id, in preference order: a description (`{"ID": "Field3", "Title": "Email"}`) gives its label to that id. */
export const ID_KEYS = ['id', 'key', 'ref'];
/** Keys whose value names another object's id: an item labelled elsewhere (Typeform's field.id → definition title). */
export const REFERENCE_KEYS = ['field', 'field id', 'question id', 'ref'];
/** The parts a name object (`{"first": "Ada", "last": "Tester"}`) may have, in the order they are joined. */
export const NAME_PARTS = ['prefix', 'title', 'first', 'first name', 'given', 'given name', 'middle', 'middle name', 'last', 'last name', 'family', 'family name', 'suffix'];

/**
 * Context a caller uses, kept in the notes wherever it sits: the label shown, or null to show the
 * label as sent. Matched on the label's words.
 */
export const CONTEXT_TERMS: Record<string, string | null> = {
  form: 'form', 'form name': 'form', 'form title': 'form', 'form submissions': null,
  page: 'page', 'page name': 'page', 'page title': 'page', 'published path': 'page', 'page url': null, 'landing page': null,
  referrer: null, referer: null, 'source url': null,
  campaign: null, 'campaign name': null, 'ad name': null, 'adset name': null, 'ad group': null, keyword: null,
  utm: null, source: null, medium: null, term: null, content: null, gclid: null,
  time: null, date: null, timestamp: null, 'submitted at': null, 'created at': null, 'start time': null, 'end time': null, timezone: null,
  meeting: null, event: null, 'scheduled event': null, language: null, locale: null,
};

/**
 * Keys that are a tool's bookkeeping, never the person's answer nor context: ids, network data,
 * signatures, credentials. They stay in `fields`, out of the notes (the agent reads the notes).
 * Matched when the label's last word is one of these, or its whole text is.
 */
export const NOISE_LAST_WORDS = ['id', 'ids', 'uuid', 'guid', 'vid', 'token', 'signature', 'hash', 'secret', 'password', 'nonce', 'key'];
export const NOISE_LABELS = [
  'ip', 'ip address', 'remote ip', 'client ip', 'user agent', 'useragent', 'ua', 'powered by', 'referrer policy',
  'slug', 'js execution tracker', 'build date', 'submit source', 'time to submit', 'validated new required field ids',
  'raw value', 'required', 'position', 'ref', 'options', 'versions', 'type', 'field type', 'mime type', 'size',
];
/** Words that let a link stay in the notes: a page the person was on, their website. */
export const LINK_LABEL_WORDS = ['page', 'source', 'referrer', 'referer', 'landing', 'website', 'site', 'homepage', 'linkedin', 'portfolio', 'webseite', 'site web', 'sitio web'];
/** Words that make an object a form's description: its `name` or `title` is the form's, not the person's. */
export const FORM_MARKER_KEYS = ['fields', 'schema', 'form id', 'questions'];
