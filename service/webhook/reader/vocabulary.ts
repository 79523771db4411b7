/**
 * What keys and labels mean, as data (docs/api.md §2.4). Every term is written as labels read
 * once normalised (label-words.ts): lower case, accents dropped, camelCase and every separator a space,
 * leading filler ("what is your", "ihre", "votre") removed. English, German, French, Spanish,
 * Portuguese, Italian and Dutch; the contact terms also in Polish, Turkish, Swedish, Czech,
 * Romanian, Japanese and Chinese, and the commonest ones in Russian, Ukrainian, Finnish, Danish,
 * Norwegian, Hungarian, Greek, Indonesian, Vietnamese, Croatian, Korean and Arabic (written as their
 * labels read with accents dropped: "imię" is "imie"; label-words.ts drops them from terms too).
 */

import { FIELD_STAFF, OTHER_CONTACT_WORDS, OTHER_PEOPLE } from './vocabulary-parties.ts';

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

/**
 * How people abbreviate a phone's label in a signature (`Tel.`, `Tlf:`, `Tfno.`, `Fon:`, `Mob.`,
 * `Cel.`): beside the phone terms above, the words after which a number in a message's text is
 * read as its sender's phone (text-phone.ts).
 */
export const PHONE_TEXT_ABBREVIATIONS = ['tel', 'tlf', 'tfn', 'tfno', 'telf', 'fon', 'ph', 'mob', 'cel', 'tel no', 'tel nr', 'mob no'];

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
  'ivr', 'menu', 'queue', 'trunk', 'department', 'dept', 'channel', 'app', 'widget', 'flow', 'workflow',
  'script', 'skill', 'integration', 'inbox', 'mailbox', 'calendar', 'room',
  'warteschlange', 'abteilung', 'departement', 'ligne', 'departamento', 'cola', 'linea', 'linha', 'canal',
  'dipartimento', 'coda', 'afdeling', 'wachtrij', 'kanal', 'canale', 'fila', 'setor', 'reparto',
];
// A group's or a team's name is no person's, but a `group_leader_email` or a `team_captain_phone` is the person's (a group booking's lead).
const GROUPS = ['group', 'team', 'gruppe', 'groupe', 'grupo', 'gruppo', 'groep', 'equipe', 'equipo', 'squadra'];

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
  'cidade', 'citta', 'stad', 'produkt', 'produit', 'producto', 'produto', 'prodotto', 'line', ...MACHINES, ...GROUPS,
  // What a tool runs or sends to many people has a name of its own (`journey_name: "Quote follow-up"`, a sequence's, a webinar's).
  'journey', 'sequence', 'automation', 'segment', 'survey', 'webinar', 'cadence', 'playbook', 'broadcast', 'funnel', 'trigger',
  'audience', 'program', 'programme', 'umfrage', 'kampagne', 'sondage', 'campagne', 'encuesta', 'campana', 'pesquisa', 'campanha',
  'sondaggio', 'campagna', 'enquete', 'sequenz', 'secuencia', 'sequencia', 'sequenza', 'webinaire', 'webinario', 'automatisierung',
  'automatisation', 'automatizacion', 'automacao', 'automazione', 'automatisering', 'segmento', 'zielgruppe',
  // A document's name (`documents: [{"name": "Contract.pdf"}]`, an envelope's attachments).
  'document', 'documents', 'files', 'attachment', 'attachments', 'dokument', 'dokumente', 'anhang', 'fichier', 'fichiers', 'documento',
  'documentos', 'adjunto', 'anexo', 'allegato', 'bijlage',
  // Someone close to the lead (a spouse, an emergency contact): a name, but not the lead's.
  ...OTHER_PEOPLE, ...OTHER_CONTACT_WORDS, ...FIELD_STAFF,
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
  'anrufer', 'appelant', 'llamante', 'chamador', 'chiamante', 'beller', 'signer', 'signatory', 'interviewee',
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
  'admin', 'notification', 'notify', 'system', 'noreply', 'no reply', ...FIELD_STAFF,
  // The business's side of a call: the line called (`tracking_phone`, `dialed_phone`, `forwarding_phone`).
  'tracking', 'tracked', 'receiving', 'called', 'dialed', 'dialled', 'destination', 'line', 'did', 'forwarding', 'forward', 'virtual',
  'angerufen', 'ziel', 'appele', 'compose', 'llamado', 'marcado', 'destino', 'chiamato', 'gebeld', 'destinataire', 'destinatario',
  ...MACHINES,
];
