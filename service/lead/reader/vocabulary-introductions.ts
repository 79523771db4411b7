/** How people introduce themselves in a message, as data (docs/api.md §2.4): read by name-in-message.ts. */

/**
 * How a person introduces themselves in a message, followed by their name (name-in-message.ts):
 * read only when no field gives a name. These say a name follows, so one word is a name ("me
 * llamo Lucía").
 */
export const NAME_INTRODUCTIONS = [
  'my name is',
  "my name's",
  'me llamo',
  'mi nombre es',
  "je m'appelle",
  'je m’appelle',
  'mon nom est',
  'ich heiße',
  'ich heisse',
  'mein name ist',
  'mi chiamo',
  'il mio nome è',
  'meu nome é',
  'me chamo',
  'mijn naam is',
  'nazywam się',
  'mam na imię',
  'меня зовут',
  'моё имя',
  'мое имя',
  'мене звати',
  'benim adım',
  'jmenuji se',
  'mitt namn är',
  'jag heter', // Swedish (`jeg heter` is Norwegian's, `jeg hedder` Danish's)
  'jeg heter',
  'jeg hedder',
  'mit navn er',
  'ik heet',
  'nimeni on', // Finnish
  '私の名前は',
  'με λένε',
  'nama saya',
  'tên tôi là',
  'tôi tên là',
  'اسمي',
  'שמי',
  'sunana', // Hausa: my name (is)
  '我叫', // Chinese: I am called (a name of two to four characters follows, no space: name-in-message.ts)
  '我嘅名係',
  '我的名字是',
  'קוראים לי',
  // Thai: "(my) name is …", the name then closed by a polite particle (NAME_ENDINGS).
  'ชื่อ',
  'ผมชื่อ',
  'ดิฉันชื่อ',
  'ฉันชื่อ',
  'หนูชื่อ',
  'jina langu ni',
  'naitwa',
  'numele meu este',
  'mă numesc',
  'ma numesc',
  'a nevem',
  '제 이름은',
  'اسم من',
  'نام من',
  'मेरा नाम',
  'আমার নাম',
  'என் பெயர்',
  'මගේ නම', // Sinhala
  // Tagalog: my name is; I am, `si` the article a person's name takes (`Ako po si Jun`).
  'ang pangalan ko ay',
  'pangalan ko ay',
  'ako si',
  'ako po si',
];

/** Words that close a name written in a script without capitals, as punctuation does (Thai's polite particles: `… ทองดี นะคะ`; Hindi's `है`, Korean's `입니다`, Persian's `است`: the verb after the name). */
export const NAME_ENDINGS = [
  'นะคะ',
  'นะครับ',
  'ค่ะ',
  'คะ',
  'ครับ',
  'จ้า',
  'นะ',
  'है',
  'हूँ',
  'हूं',
  '입니다',
  '이에요',
  '예요',
  'است',
  'هستم',
];
/** Of NAME_ENDINGS, those no name ends in, cut off when written onto the name's last word (`สมชายครับ`, `김민준입니다`; `ชนะ` ends in `นะ`). */
export const NAME_ENDINGS_ATTACHED = ['นะคะ', 'นะครับ', 'ครับ', 'ค่ะ', '입니다'];

/**
 * How a call or a text opens with the writer's name, read only at a text's start or after a greeting's mark (Dutch `met`:
 * `Goedemiddag, met Sanne de Vries.`; elsewhere it means "with"): weak, a name of two or three words only.
 */
export const NAME_OPENINGS = ['met'];

/** A surname's particles between the capitalised words of a name written in a message (`Sanne de Vries`, `Ana dos Santos`). */
export const NAME_PARTICLES = [
  'de',
  'da',
  'do',
  'dos',
  'das',
  'di',
  'du',
  'del',
  'della',
  'van',
  'von',
  'der',
  'den',
  'ter',
  'ten',
  'la',
  'le',
  'bin',
  'binti',
  'al',
  'el',
  'zu',
];

/** Introductions that may be followed by other words ("this is urgent"): a name of two or three words only. */
export const NAME_INTRODUCTIONS_WEAK = [
  'this is',
  "it's",
  'i am',
  "i'm",
  'je suis',
  "c'est",
  'soy',
  'ich bin',
  'hier ist',
  'sono',
  'sou',
  'ik ben',
  'jestem',
  'это',
  'saya',
  'معك', // "with you is …", how a caller or a writer introduces themselves in Arabic
  'أنا',
  'انا',
  'אני',
  '저는',
];

/**
 * Closings a writer signs a message off with, their name after them at the message's end (`Lp, Ivana Kovačić`,
 * `Saludos,\nMarta Gil`, `Mvh Kari Nordmann`), in lower case (read in either case): signatures.ts signedOff, which only
 * fills out a name cut to an initial (`Ivana K.`).
 */
export const NAME_CLOSINGS = [
  // English, Spanish, Portuguese, French, Italian.
  'regards',
  'best regards',
  'kind regards',
  'warm regards',
  'best wishes',
  'many thanks',
  'thanks',
  'thank you',
  'cheers',
  'sincerely',
  'saludos',
  'un saludo',
  'atentamente',
  'cordialmente',
  'gracias',
  'abraços',
  'atenciosamente',
  'cumprimentos',
  'obrigado',
  'obrigada',
  'cordialement',
  'bien à vous',
  'merci',
  'cordiali saluti',
  'distinti saluti',
  'saluti',
  'grazie',
  // German, Dutch, the Nordic languages.
  'mit freundlichen grüßen',
  'viele grüße',
  'liebe grüße',
  'lg',
  'vg',
  'mfg',
  'danke',
  'met vriendelijke groet',
  'groetjes',
  'groeten',
  'mvg',
  'med vänlig hälsning',
  'hälsningar',
  'med venlig hilsen',
  'vennlig hilsen',
  'mvh',
  // Slavic, Baltic, Hungarian, Romanian, Greek, Turkish, Indonesian and Malay.
  'lp',
  'lijep pozdrav',
  'srdačan pozdrav',
  'pozdrav',
  'pozdrawiam',
  'z poważaniem',
  's pozdravem',
  's pozdravom',
  'с уважением',
  'спасибо',
  'з повагою',
  'дякую',
  'üdvözlettel',
  'cu stimă',
  'με εκτίμηση',
  'ευχαριστώ',
  'saygılarımla',
  'teşekkürler',
  'terima kasih',
  'salam',
];
