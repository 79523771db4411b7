/** How a phone is given inside a message's text, as data (docs/api.md §2.4): read by text-phone.ts. */

/**
 * How people abbreviate a phone's label in a signature (`Tel.`, `Tlf:`, `Tfno.`, `Fon:`, `Mob.`,
 * `Cel.`): beside the phone terms (vocabulary-phones.ts), the words after which a number in a message's text is
 * read as its sender's phone (text-phone.ts).
 */
export const PHONE_TEXT_ABBREVIATIONS = [
  'tel',
  'tlf',
  'tfn',
  'tfno',
  'telf',
  'fon',
  'ph',
  'mob',
  'cel',
  'tel no',
  'tel nr',
  'mob no',
  // Greek: a mobile's and a phone's abbreviations (`Κιν. 694 …`, `Τηλ. 210 …`).
  'κιν',
  'τηλ',
];

/** How people give their number in a sentence ("Can someone call me on +44 …"), three words at most: read as the abbreviations above are (text-phone.ts). */
export const PHONE_TEXT_PHRASES = [
  'call me on',
  'call me at',
  'reach me on',
  'reach me at',
  'text me on',
  'text me at',
  'my number is',
  'my phone is',
  'my cell is',
  'my mobile is',
  'meine nummer ist',
  'llamame al',
  'mi numero es',
  'me ligue no',
  'meu numero e',
  'mon numero est',
  'my number',
  'best number is',
  'best number',
  // A phrase's end with words between it and its word for a number ("Best number to reach me is …", "The best number to
  // call is …", "I can be reached at …").
  'reach me is',
  'call me is',
  'to call is',
  'reached at',
  'reached on',
  'contact me on',
  'contact me at',
  'meine nummer',
  'mi numero',
  'meu numero',
  'mon numero',
  'мой номер',
  'мой телефон',
  // Where the possessive follows the word (Greek, Hebrew, Indonesian, Vietnamese, Arabic), or is its ending (Turkish).
  'κινητο μου',
  'τηλεφωνο μου',
  'αριθμος μου',
  'το κινητο μου',
  'המספר שלי',
  'הטלפון שלי',
  'numaram',
  'telefonum',
  'cep numaram',
  'nomor saya',
  'nomor hp saya',
  'no hp saya',
  'so cua toi',
  'so dien thoai cua toi',
  'رقمي',
  'جوالي',
  'mijn nummer',
  'il mio numero',
  'mio numero',
  'moj numer',
  'mein handy',
  // Asking to be called: Swahili, Portuguese, German, French, Italian, Dutch, Russian, Indonesian, Turkish, Vietnamese.
  'nipigie',
  'nipigie kwa',
  'namba yangu',
  'simu yangu',
  'me liga',
  'me ligue',
  'ligue para',
  'ruf mich an',
  'rufen sie mich an',
  'appelez moi',
  'appelez moi au',
  'chiamami',
  'chiamami al',
  'bel me',
  'bel me op',
  'позвоните мне',
  'перезвоните',
  'hubungi saya',
  'telepon saya',
  'beni arayin',
  'goi cho toi',
];

/**
 * Phrases a business says of its own line too ("I'm on 01792 … till 5"): a number after one is read as the person's only
 * when it is a mobile (text-phone.ts). "I'm on" folds to `i m on` (an apostrophe between letters reads as a space).
 * (`get me on` was taken back: a tradesman's "get me on 07…" in a thread of one text, /work/attack57's b02.)
 */
export const PHONE_TEXT_MOBILE_PHRASES = ['i m on', 'i am on', 'ring me on', 'ring me at'];

/**
 * A sentence giving the person's own number in parts (text-phone.ts), none of them a phrase listed above: a possessive,
 * a phone's term or abbreviation, a verb, perhaps an article (`Mi cel es`, `mon portable est le`, `il mio cellulare è`;
 * accents folded: `é` and `è` read `e`). Only the person's own: `our`, `his`, a manager's (`my manager's cell is`) are none.
 */
export const PHONE_TEXT_POSSESSIVES = ['my', 'mi', 'meu', 'minha', 'mon', 'ma', 'mein', 'meine', 'mijn', 'mio', 'mia'];
export const PHONE_TEXT_VERBS = ['is', 'es', 'e', 'est', 'ist', 'jest'];
export const PHONE_TEXT_ARTICLES = ['the', 'el', 'le', 'o', 'il'];
