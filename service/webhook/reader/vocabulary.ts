/**
 * What keys and labels mean, as data (docs/api.md §2.4). Every term is written as labels read
 * once normalised (label-words.ts): lower case, accents dropped, camelCase and every separator a space,
 * leading filler ("what is your", "ihre", "votre") removed. English, German, French, Spanish,
 * Portuguese, Italian and Dutch; the contact terms also in Polish, Turkish, Swedish, Czech,
 * Romanian, Japanese and Chinese, and the commonest ones in Russian, Ukrainian, Finnish, Danish,
 * Norwegian, Hungarian, Greek, Indonesian, Vietnamese, Croatian, Korean and Arabic (written as their
 * labels read with accents dropped: "imię" is "imie"; label-words.ts drops them from terms too).
 */

export type Role = 'name' | 'firstName' | 'lastName' | 'phone' | 'email';

export const ROLE_TERMS: Record<Role, string[]> = {
  name: [
    'name', 'full name', 'fullname', 'contact name', 'your name', 'customer name', 'client name', 'person',
    'vollstandiger name', 'kontaktname', 'nom complet', 'nombre', 'nombre completo', 'nombre y apellido', 'nombre y apellidos',
    'nome', 'nome completo', 'nome e cognome', 'naam', 'volledige naam', 'voor en achternaam',
    'imie i nazwisko', 'imie nazwisko', 'ad soyad', 'adi soyadi', 'isim soyisim', 'adiniz soyadiniz', 'namn', 'fullstandigt namn',
    'jmeno a prijmeni', 'cele jmeno', 'nume complet', 'nume si prenume', 'nume prenume', '氏名', '名前', 'お名前', '姓名',
    'display name', 'push name', 'kundenname', 'nom du client',
    'name surname', 'name and surname', 'first and last name', 'first last name', 'vorname nachname', 'vorname und nachname',
    'vor und nachname', 'nom prenom', 'nom et prenom', 'prenom nom', 'prenom et nom', 'nombre apellido', 'nombre apellidos',
    'nome cognome', 'nome sobrenome', 'nome e sobrenome', 'voornaam achternaam', 'naam en achternaam',
    'имя', 'фио', 'полное имя', 'имя и фамилия', 'ім я', 'піб', 'nimi', 'koko nimi', 'navn', 'fulde navn', 'fullt navn', 'nev', 'teljes nev',
    'ονομα', 'ονοματεπωνυμο', 'nama', 'nama lengkap', 'ho ten', 'ho va ten', 'ime i prezime', '이름', '성명', 'الاسم', 'الاسم الكامل',
  ],
  firstName: [
    'first name', 'firstname', 'fname', 'given name', 'givenname', 'forename', 'first',
    'vorname', 'prenom', 'primer nombre', 'primeiro nome', 'nome proprio', 'voornaam', 'roepnaam',
    'imie', 'isim', 'fornamn', 'jmeno', 'krestni jmeno', 'prenume', '名',
    'etunimi', 'fornavn', 'keresztnev', 'nama depan', 'ime', 'الاسم الاول',
  ],
  lastName: [
    'last name', 'lastname', 'lname', 'surname', 'family name', 'familyname', 'last',
    'nachname', 'familienname', 'nom', 'nom de famille', 'apellido', 'apellidos', 'sobrenome', 'ultimo nome', 'cognome', 'achternaam',
    'nazwisko', 'soyad', 'soyadi', 'soyisim', 'efternamn', 'prijmeni', 'nume de familie', 'nume', '姓',
    'фамилия', 'прізвище', 'sukunimi', 'efternavn', 'etternavn', 'vezeteknev', 'επωνυμο', 'nama belakang', 'prezime', '성', 'اسم العائلة',
  ],
  phone: [
    'phone', 'phone number', 'phonenumber', 'telephone', 'telephone number', 'tel', 'tel number', 'mobile', 'mobile phone',
    'mobile number', 'mobilephone', 'cell', 'cell phone', 'cellphone', 'cell number', 'whatsapp', 'whatsapp number', 'contact number',
    'telefon', 'telefonnummer', 'handy', 'handynummer', 'mobilnummer', 'mobiltelefon', 'rufnummer',
    'numero de telephone', 'portable', 'tel portable', 'telephone portable', 'numero de portable',
    'telefono', 'numero de telefono', 'movil', 'celular', 'numero de celular', 'numero de movil',
    'telefone', 'numero de telefone', 'telemovel', 'cellulare', 'numero di telefono', 'numero di cellulare',
    'telefoonnummer', 'telefoon', 'telefoon nummer', 'mobiel', 'mobiel nummer', 'mobiele nummer', 'gsm', 'gsm nummer',
    'numer telefonu', 'nr telefonu', 'numer komorki', 'telefon komorkowy', 'komorka', 'telefon numarasi', 'telefon numarası', 'cep telefonu',
    'cep', 'mobil', 'telefonni cislo', 'cislo telefonu', 'mobilni telefon', 'numar de telefon', 'numar telefon',
    '電話番号', '電話', '携帯電話', '携帯番号', '电话', '电话号码', '手机', '手机号码', '手机号', '联系电话',
    'phone no', 'phone nr', 'phone num', 'tel no', 'tel nr', 'mobile no', 'mobile nr', 'telephone no', 'cell no', 'tel num',
    'телефон', 'номер телефона', 'мобильный телефон', 'номер телефону', 'puhelin', 'puhelinnumero', 'matkapuhelin',
    'telefonszam', 'mobilszam', 'τηλεφωνο', 'κινητο', 'nomor telepon', 'no telepon', 'nomor hp', 'no hp', 'nomor whatsapp',
    'so đien thoai', 'đien thoai', 'broj telefona', 'telefon broj', '전화번호', '휴대폰', '휴대폰 번호', '연락처', 'الهاتف', 'رقم الهاتف', 'الجوال', 'رقم الجوال',
    'phones', 'phone numbers', 'telephones', 'mobiles', 'telefonos', 'telefoni',
  ],
  email: [
    'email', 'e mail', 'mail', 'email address', 'emailaddress', 'e mail address', 'mail address',
    'e mail adresse', 'emailadresse', 'mailadresse', 'courriel', 'adresse email', 'adresse e mail', 'adresse mail',
    'correo', 'correo electronico', 'email de contacto', 'endereco de email', 'endereco de e mail', 'endereco eletronico',
    'indirizzo email', 'indirizzo e mail', 'posta elettronica', 'e mailadres', 'emailadres', 'mailadres',
    'adres e mail', 'adres email', 'e posta', 'eposta', 'e posta adresi', 'e post', 'epost', 'e postadress', 'epostadress',
    'emailova adresa', 'adresa de email', 'adresa de e mail', 'adresa email', 'メールアドレス', 'メール', '电子邮件', '电子邮箱', '邮箱',
    'электронная почта', 'эл почта', 'почта', 'електронна пошта', 'sahkoposti', 'sahkopostiosoite', 'e mail cim', 'email cim',
    'ηλεκτρονικο ταχυδρομειο', 'alamat email', 'đia chi email', 'e posta adresa', '이메일', '이메일 주소', 'البريد الإلكتروني',
    'emails', 'email addresses', 'e mails',
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
  'podaj', 'podaj swoj', 'podaj swoje', 'twoj', 'twoje', 'twoja', 'prosze podac', 'wpisz', 'ange', 'ditt', 'din', 'vase', 'vas', 'lutfen',
  'ваше', 'ваш', 'ваша', 'укажите', 'введите', 'dit', 'sinun', 'masukkan',
];

/**
 * The parts of a name that are never the name alone (`name-1-prefix`, `contact_title`, `Anrede`,
 * `middle_name`): a name label ending in one holds no name of its own, so the first and last name
 * beside it make the name. A name object (`{"prefix", "first", "last"}`) still joins them (NAME_PARTS).
 */
export const NAME_EXTRA_PARTS = [
  'prefix', 'title', 'salutation', 'honorific', 'suffix', 'middle', 'middle name', 'middle initial', 'initial', 'initials',
  'anrede', 'titel', 'civilite', 'civility', 'tratamiento', 'titulo', 'saudacao', 'aanhef', 'titolo', 'appellativo',
];

/**
 * Machines, systems and groups that have a name and a number of their own (a call's IVR, menu or
 * queue, a chat's widget or bot, a team): a name under such a key is no person's (NOT_A_PERSON), a
 * phone or email the business's (THING_QUALIFIERS).
 */
const MACHINES = [
  'ivr', 'menu', 'queue', 'trunk', 'group', 'department', 'dept', 'team', 'channel', 'app', 'widget', 'flow', 'workflow',
  'script', 'skill', 'integration', 'inbox', 'mailbox', 'calendar', 'room',
  'warteschlange', 'gruppe', 'abteilung', 'groupe', 'departement', 'ligne', 'grupo', 'departamento', 'cola', 'linea', 'linha', 'canal',
  'gruppo', 'dipartimento', 'coda', 'groep', 'afdeling', 'wachtrij', 'kanal', 'canale', 'equipe', 'equipo', 'squadra',
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
  'tax', 'item', 'merchant', 'seller', 'vendor', 'agent', 'organizer', 'organiser', 'owner', 'staff', 'template', 'operator', 'bot',
  'firmy', 'sirket', 'sirketi', 'foretag', 'spolecnost', 'compania', 'компания', 'компании', 'yritys', 'perusahaan', 'usaha',
  // Places and other things that have a name (`location.country.name`, `source.name`, `status.name`).
  'country', 'region', 'state', 'province', 'county', 'location', 'venue', 'language', 'locale', 'currency', 'timezone',
  'category', 'tag', 'status', 'stage', 'pipeline', 'source', 'channel', 'device', 'browser', 'platform', 'workspace',
  'service', 'course', 'land', 'pays', 'pais', 'paese', 'estado', 'provincia', 'regione', 'bundesland', 'stadt', 'ville', 'ciudad',
  'cidade', 'citta', 'stad', 'produkt', 'produit', 'producto', 'produto', 'prodotto', 'line', ...MACHINES,
];

/**
 * Words before (or, in Romance languages and Dutch, after) a field's term that keep it the
 * person's (docs/api.md §2.4): `customer_phone`, `billing_first_name`, `from_email`, `nome_cliente`,
 * `kunden_name`. Such a qualified term counts as the term, after the bare one. A thing's word
 * (NOT_A_PERSON, THING_QUALIFIERS) instead makes a name no name and a phone or email someone else's.
 */
export const PERSON_QUALIFIERS = [
  'user', 'customer', 'client', 'contact', 'lead', 'buyer', 'billing', 'bill', 'subscriber', 'attendee', 'guest', 'participant',
  'visitor', 'applicant', 'member', 'patient', 'student', 'sender', 'from', 'address', 'shipping', 'ship', 'requester', 'invitee',
  'prospect', 'caller', 'payer', 'purchaser', 'person', 'personal', 'primary', 'main', 'private', 'home', 'work', 'reply', 'respondent',
  'kunde', 'kunden', 'kontakt', 'teilnehmer', 'benutzer', 'besucher', 'rechnung', 'cliente', 'contato', 'contacto', 'contatto',
  'utente', 'usuario', 'utilizador', 'utilisateur', 'acheteur', 'comprador', 'acquirente', 'participante', 'partecipante',
  'klant', 'koper', 'deelnemer', 'gebruiker', 'facturation', 'facturacion', 'fatturazione',
  'anrufer', 'appelant', 'llamante', 'chamador', 'chiamante', 'beller',
];
/** Little words between a term and a qualifier after it: `nome do cliente`, `name of customer`. */
export const QUALIFIER_LINKS = ['of', 'de', 'do', 'da', 'del', 'della', 'dello', 'du', 'des', 'di', 'van', 'der', 'des', 'dos', 'das'];
/**
 * Words naming a thing or someone working for the business: a phone or email under such a key
 * (`store_email`, `seller_phone`, `organizer_email`) is chosen only when the lead has none.
 */
export const THING_QUALIFIERS = [
  'tax', 'product', 'item', 'form', 'event', 'page', 'campaign', 'list', 'plan', 'variant', 'store', 'shop', 'merchant', 'seller',
  'vendor', 'agent', 'host', 'organizer', 'organiser', 'owner', 'staff', 'file', 'template', 'site', 'operator', 'bot', 'support',
  'admin', 'notification', 'notify', 'system', 'noreply', 'no reply',
  // The business's side of a call: the line called (`tracking_phone`, `dialed_phone`, `forwarding_phone`).
  'tracking', 'tracked', 'receiving', 'called', 'dialed', 'dialled', 'destination', 'line', 'did', 'forwarding', 'forward', 'virtual',
  'angerufen', 'ziel', 'appele', 'compose', 'llamado', 'marcado', 'destino', 'chiamato', 'gebeld', 'destinataire', 'destinatario',
  ...MACHINES,
];

/**
 * A call record's numbers (docs/api.md §2.4): a number word (`caller_number`, `tracking_number`)
 * after a word naming who called is the lead's phone; after a word naming the business's side of the
 * call (THING_QUALIFIERS, RECIPIENT_LABELS: `tracking`, `business`, `receiving`, `to`) it is the
 * business's line. Not `customer` nor `visitor`: a `customer_number` is an account's number, a `visitor_number` a count.
 */
export const NUMBER_WORDS = ['number', 'numero', 'nummer', 'num', 'no', 'nr', 'nro'];
export const CALLER_WORDS = [
  'caller', 'calling', 'callback', 'call back', 'contact', 'originating', 'anrufer', 'appelant', 'llamante', 'chamador', 'chiamante', 'beller',
];

/**
 * A key holding who an object is (`{"type": "agent", …}`, `{"role": "attendee", …}`) and the values
 * that make it someone working for the business, or the person (docs/api.md §2.4).
 */
export const PARTY_KEYS = [
  'type', 'role', 'kind', 'party', 'user type', 'sender type', 'author type', 'participant type', 'member type', 'actor type',
  'from type', 'participant role', 'rolle', 'tipo', 'papel', 'ruolo', 'rol',
];
// Not `vendor`, `business` or `support`: a CRM's contact type or a ticket's type, said of the person or their request.
export const OTHER_PARTY_VALUES = [
  'agent', 'host', 'co host', 'cohost', 'organizer', 'organiser', 'owner', 'staff', 'operator', 'bot', 'admin', 'administrator',
  'assignee', 'employee', 'moderator', 'presenter', 'panelist', 'sales rep', 'representative', 'teammate', 'team member',
  'gastgeber', 'organisateur', 'organizador', 'organizzatore', 'anfitrion', 'atendente', 'agente', 'mitarbeiter', 'medewerker',
];
export const PERSON_PARTY_VALUES = [
  'customer', 'visitor', 'guest', 'attendee', 'invitee', 'buyer', 'lead', 'client', 'contact', 'prospect', 'requester', 'end user',
  'enduser', 'user', 'subscriber', 'applicant', 'patient', 'caller', 'kunde', 'cliente', 'klant', 'invitado', 'convidado', 'ospite', 'gast',
];

/**
 * Keys holding a part of a phone number beside the number (docs/api.md §2.4): the parts are
 * joined into one phone (`{"ddi": "55", "ddd": "11", "number": "…"}` → `+5511…`).
 */
export const PHONE_COUNTRY_PARTS = [
  'country code', 'countrycode', 'dial code', 'dialcode', 'dialing code', 'calling code', 'country calling code', 'phone country code',
  'phone code', 'ddi', 'international code', 'country prefix', 'phone prefix', 'prefix', 'phone country', 'landesvorwahl',
  'indicatif', 'indicatif pays', 'codigo pais', 'codigo de pais', 'codigo do pais', 'prefijo', 'prefijo pais', 'prefisso', 'landcode',
];
export const PHONE_AREA_PARTS = ['area code', 'areacode', 'ddd', 'city code', 'vorwahl', 'ortsvorwahl', 'codigo de area', 'indicatif regional', 'netnummer'];
/** Keys that are a phone's number when a country or area code is beside them. */
export const PHONE_NUMBER_PARTS = ['number', 'numero', 'nummer', 'local number', 'national number', 'subscriber number', 'num', 'no'];

/**
 * Labels naming who sent a message (a messaging relay's sender, WhatsApp's `wa_id`): digits under
 * them are an international number without its `+` when the default country cannot read them.
 */
export const SENDER_LABELS = [
  'from', 'sender', 'wa id', 'waid', 'msisdn', 'author', 'chat id', 'chatid', 'remote jid', 'remotejid', 'from number', 'sender number',
  'from phone', 'sender phone', 'sender id', 'participant', 'contact wa id', 'user wa id', 'phone number from',
  // A call's caller ID is the number that called (its `name` beside it, `caller_id_name`, the caller's).
  'caller', 'caller id', 'callerid', 'caller id number', 'calling number', 'ani', 'cli',
];

/**
 * Words that name someone other than the lead (staff, a tool's user): contact values under such a
 * key (a booking's organizer, a meeting's hosts, a comment's `posted_by`, a record's `assigned_to`)
 * are chosen only when the lead has none. The nearest key above a value that holds one of these or
 * of LEAD_PARTIES says whose the value is; staff wins when one key holds both (`customer_owner`).
 */
export const OTHER_PARTIES = [
  'host', 'hosts', 'organizer', 'organiser', 'owner', 'assignee', 'assigned', 'agent', 'user', 'account', 'author', 'creator',
  'sender', 'staff', 'seller', 'merchant', 'admin', 'memberships', 'membership', 'employee', 'salesperson', 'rep', 'team',
  'posted', 'created', 'updated', 'modified', 'edited', 'credited', 'handled', 'owned', 'operator', 'recruiter', 'moderator',
  'manager', 'consultant', 'advisor', 'adviser', 'editor', 'reviewer', 'responsible', 'users', 'agents', 'owners', 'operators',
  'gastgeber', 'mitarbeiter', 'bearbeiter', 'berater', 'verkaufer', 'betreuer', 'organisateur', 'conseiller', 'vendeur', 'redacteur',
  'organizador', 'asesor', 'vendedor', 'responsable', 'agente', 'organizzatore', 'consulente', 'venditore', 'responsabile', 'operatore',
  'consultor', 'responsavel', 'organisator', 'medewerker', 'adviseur', 'verkoper', 'behandelaar', 'eigenaar',
];

/**
 * Words that name the lead: contact values under such a key (`contact`, `candidate`, `customer`)
 * are chosen before values under a key naming no one, which come before staff's (OTHER_PARTIES).
 */
export const LEAD_PARTIES = [
  'contact', 'contacts', 'candidate', 'applicant', 'customer', 'client', 'lead', 'leads', 'visitor', 'caller', 'subscriber',
  'attendee', 'invitee', 'guest', 'buyer', 'payer', 'patient', 'prospect', 'requester', 'respondent', 'enquirer', 'inquirer',
  'participant', 'registrant', 'member', 'student', 'tenant', 'donor', 'purchaser', 'shopper', 'consumer', 'traveler', 'traveller',
  'person', 'people', 'persons', 'personne', 'persona', 'pessoa', 'persoon',
  'kunde', 'kontakt', 'interessent', 'bewerber', 'teilnehmer', 'gast', 'kaufer', 'anfragender', 'mandant', 'patientin',
  'candidat', 'prospect', 'visiteur', 'participant', 'acheteur', 'invite', 'demandeur',
  'cliente', 'contacto', 'candidato', 'solicitante', 'visitante', 'comprador', 'paciente', 'participante', 'invitado', 'interesado',
  'contato', 'convidado', 'interessado', 'contatto', 'visitatore', 'acquirente', 'paziente', 'partecipante', 'ospite', 'richiedente',
  'klant', 'kandidaat', 'sollicitant', 'bezoeker', 'koper', 'deelnemer', 'aanvrager', 'contactpersoon',
];

/**
 * Labels naming who a message went to (an email relay's `to`, `recipient`, an SMS relay's `To`):
 * the business's own inbox or number, so their values are chosen only when the lead has none. The
 * other direction (`from`, `sender`, `reply_to`) is the person's.
 */
export const RECIPIENT_LABELS = [
  'to', 'recipient', 'recipients', 'envelope to', 'delivered to', 'original to', 'x original to', 'original recipient',
  'cc', 'bcc', 'called', 'destination', 'to number', 'to phone', 'to email', 'to address', 'inbox',
  'instance', 'wid', 'business', 'display phone number', 'me',
];

/** Keys that say the value holds a field's type, read as a hint ("email", "INPUT_PHONE_NUMBER", "tel"). */
export const TYPE_KEYS = ['type', 'field type', 'fieldtype', 'input type', 'inputtype', 'kind'];
/** Keys that hold the label of a labelled item (`{"label": "Email", "value": "…"}`), in preference order. */
export const LABEL_KEYS = ['label', 'title', 'question', 'field', 'field name', 'fieldname', 'column name', 'name', 'key', 'column id'];
/**
 * A label key in two words (LABEL_KEYS hold the one-word ones): a label word (`name`, `label`,
 * `title`, `caption`) after a word saying it is shown to people (`display_name`, `displayLabel`,
 * `field_caption`, `question_text`), preferred to every other label key; or after a word saying it is
 * for machines (`variable_name`, `api_name`, `internal_name`), used only when no other label is there.
 */
export const LABEL_HEAD_WORDS = ['name', 'label', 'title', 'caption', 'text', 'prompt'];
export const SHOWN_LABEL_WORDS = ['display', 'displayed', 'public', 'friendly', 'human', 'visible', 'pretty', 'readable', 'field', 'question', 'anzeige', 'affichage'];
export const MACHINE_LABEL_WORDS = ['variable', 'var', 'api', 'internal', 'machine', 'system', 'slug', 'code', 'technical', 'intern', 'interne'];
/** Keys that hold the value of a labelled item or of a wrapped value (`{"value": "…", "type": "email"}`). */
export const VALUE_KEYS = ['value', 'values', 'answer', 'string value', 'full'];
/**
 * Keys that hold an answer only beside a label (`{"question_text": "Phone", "response": "…"}`,
 * `{"field_label", "field_value"}`): alone, a `response` or a `val` is a key like any other.
 * Also a value word after a word saying it is shown or entered (`field_value`, `display_value`).
 */
export const LABELLED_VALUE_KEYS = ['response', 'val', 'wert', 'antwort', 'valeur', 'reponse', 'valor', 'respuesta', 'resposta', 'valore', 'risposta', 'waarde', 'antwoord'];
/** Keys that hold an object's own id, in preference order: a description (`{"ID": "Field3", "Title": "Email"}`) gives its label to that id. */
export const ID_KEYS = ['id', 'key', 'ref'];
/**
 * The last word of the two halves of a numbered label/value key pair (`extra07_name` holding
 * "Telefonnummer" beside `extra07_value`, `field_3_label` + `field_3_value`, `custom1_key` +
 * `custom1_val`): together one labelled item, the label never a value of its own.
 */
export const PAIR_LABEL_WORDS = ['name', 'label', 'key', 'title', 'question', 'field', 'caption', 'bezeichnung', 'libelle', 'etiqueta', 'etichetta'];
export const PAIR_VALUE_WORDS = ['value', 'val', 'answer', 'response', 'wert', 'antwort', 'valeur', 'reponse', 'valor', 'respuesta', 'valore', 'waarde'];
/** Keys holding a label's text when the label is an object (`"question": {"body": "…"}`, `"field": {"label": "…"}`). */
export const LABEL_TEXT_KEYS = ['label', 'title', 'text', 'body', 'question', 'name', 'content', 'caption', 'prompt'];
/**
 * In a phone object (the value of a phone key, or an item of a list of phones), the keys that hold
 * its number, surest first: written with its country, then nationally, then any value.
 */
export const NUMBER_LEAF_KEYS = [
  'e164', 'e 164', 'international', 'international number', 'international format', 'full number', 'phone number', 'number', 'national number',
  'national', 'national format', 'local number', 'subscriber number', 'formatted', 'value', 'raw', 'phone', 'nummer', 'numero',
];
/** Keys holding a country (an address's): a two-letter ISO code under one says where a national phone beside it is read. */
export const COUNTRY_KEYS = ['country', 'country code', 'countrycode', 'country iso', 'iso country', 'country iso2', 'land', 'landcode', 'pays', 'pais', 'paese'];
/** In a phone object, the keys that give its country: a calling code (`"49"`, `"+49"`) or an ISO country (`"DE"`). */
export const COUNTRY_LEAF_KEYS = [
  'country code', 'calling code', 'country calling code', 'dial code', 'dialing code', 'country prefix', 'country', 'country iso', 'iso', 'iso2', 'code',
  'alpha2', 'region', 'region code',
];
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
/**
 * Labels whose value identifies something, never a contact however it looks (docs/api.md §2.4): a
 * key ending in NOISE_LAST_WORDS or in one of these (`thread_ref`, `References`), and RFC 5322's
 * identification headers (`Message-ID`, `In-Reply-To`, `References`, §3.6.4), whose `<id@host>`
 * is shaped like an address.
 */
export const IDENTIFIER_LAST_WORDS = ['ref', 'refs', 'reference', 'references'];
export const IDENTIFIER_LABELS = ['message id', 'in reply to', 'references', 'resent message id', 'thread index', 'thread topic'];
export const NOISE_LABELS = [
  'ip', 'ip address', 'remote ip', 'client ip', 'user agent', 'useragent', 'ua', 'powered by', 'referrer policy',
  'slug', 'js execution tracker', 'build date', 'submit source', 'time to submit', 'validated new required field ids',
  'raw value', 'required', 'position', 'ref', 'options', 'versions', 'type', 'field type', 'mime type', 'size',
];
/** Words that let a link stay in the notes: a page the person was on, their website. */
export const LINK_LABEL_WORDS = ['page', 'source', 'referrer', 'referer', 'landing', 'website', 'site', 'homepage', 'linkedin', 'portfolio', 'webseite', 'site web', 'sitio web'];
/** Words that make an object a form's description: its `name` or `title` is the form's, not the person's. */
export const FORM_MARKER_KEYS = ['fields', 'schema', 'form id', 'questions'];
