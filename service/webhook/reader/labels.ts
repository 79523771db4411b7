import {
  CALLER_WORDS, CONTEXT_TERMS, IDENTIFIER_LABELS, IDENTIFIER_LAST_WORDS, COUNTRY_KEYS, FILLER, FORM_MARKER_KEYS, ID_KEYS, LABEL_KEYS, LEAD_PARTIES, NAME_PARTS, PAIR_LABEL_WORDS, PAIR_VALUE_WORDS, REFERENCE_KEYS, TYPE_KEYS,
  VALUE_KEYS, LABELLED_VALUE_KEYS, LABEL_HEAD_WORDS, LINK_LABEL_WORDS, MACHINE_LABEL_WORDS, NAME_EXTRA_PARTS, SHOWN_LABEL_WORDS, NOISE_LABELS, NOISE_LAST_WORDS, NUMBER_WORDS, NOT_A_PERSON, OTHER_PARTIES, OTHER_PARTY_VALUES,
  PARTY_KEYS, PERSON_PARTY_VALUES, PERSON_QUALIFIERS, PHONE_AREA_PARTS, PHONE_COUNTRY_PARTS, QUALIFIER_LINKS, RECIPIENT_LABELS, ROLE_TERMS,
  SENDER_LABELS, THING_QUALIFIERS,
  type Role,
} from './vocabulary.ts';

/** What a key or label says, once: its words, the role it asks for and how exactly, whether it is context or noise. */
export interface LabelMeaning {
  /** The label's words: "What's your E-Mail-Adresse?" → "e mail adresse". */
  words: string;
  role: Role | null;
  /**
   * 1: the label is a term ("Phone number"); 1.5: a term with a person's qualifier (`customer_phone`,
   * `nome_cliente`); 2: it holds one ("Best phone number to reach you").
   */
  tier: 1 | 1.5 | 2;
  /** The words before the term (`billing` of `billing_first_name`, `cliente` of `nome_cliente`): values sharing it belong together. */
  prefix: string;
  /** A phone or email qualified by a thing or the business's side (`store_email`, `agent_phone`): someone else's. */
  thing: boolean;
  /** The key says who its object is (`type`, `role`): its value tells the person from the business's side. */
  partyKey: boolean;
  /** A label naming who sent a message (`from`, `sender`, `wa_id`): digits under it may be an international number. */
  sender: boolean;
  /** A part of a phone number (`country_code`, `ddd`): joined with the number beside it, never a phone alone. */
  phonePart: 'country' | 'area' | null;
  /** phonePart or partyKey: one flag for the walk's look at every key. */
  partOrParty: boolean;
  /** The label the notes show for context (`formName` → "form", "" for the label as sent), or null when it is not context. */
  context: string | null;
  noise: boolean;
  /** A link under this label is a page the person was on or their site, not a tool's resource. */
  linkKept: boolean;
  formMarker: boolean;
  /** The key names someone other than the lead (`organizer`, `hosts`, `posted_by`). */
  otherParty: boolean;
  /** The key names the lead (`contact`, `candidate`, `kunde`) and no one else. */
  leadParty: boolean;
  /** The key names a country (`country`, `country_code`): an ISO code under it says where a national phone number is read. */
  country: boolean;
  /** A field word's trailing number (`phone2`, `Phone Number 3`): lower numbers first; 0 when none. */
  ordinal: number;
  /**
   * Half of a numbered label/value key pair (`extra07_name` + `extra07_value`, `field_3_label` +
   * `field_3_value`): which half, and the words both halves share. Null for any other key.
   */
  pair: { side: 'label' | 'value'; stem: string } | null;
  /** A label naming who a message went to (`to`, `recipient`): the business's own address or number. */
  recipient: boolean;
  /** A label of an identifier (`message_id`, `In-Reply-To`, `thread_ref`): its value is never a contact by its shape. */
  identifier: boolean;
  /** A question-numbered key (`q4_email`, Jotform): the tool's other keys beside it are bookkeeping. */
  numbered: boolean;
  /** What the label says as a key of a wrapper (items.ts): found with the rest, so a wrapper's keys cost one look-up each. */
  asKey: KeyRole;
}

/** A key's part in a labelled item, a wrapped value or a name object (vocabulary.ts). -1: none. */
export interface KeyRole {
  value: boolean;
  /** A value only beside a label (LABELLED_VALUE_KEYS, `field_value`). */
  labelledValue: boolean;
  type: boolean;
  /** Its rank in LABEL_KEYS, ID_KEYS, NAME_PARTS. */
  labelRank: number;
  idRank: number;
  partRank: number;
  /** A first, last, given or family name part: what makes an object of parts a name. */
  namePart: boolean;
  /** The key names another object's id (REFERENCE_KEYS). */
  reference: boolean;
}

const rankIn = (list: string[]) => new Map(list.map((key, i) => [key, i]));
const VALUE_WORDS = new Set(VALUE_KEYS);
const LABELLED_VALUE = new Set(LABELLED_VALUE_KEYS);
const TYPE_WORDS = new Set(TYPE_KEYS);
const REFERENCE_WORDS = new Set(REFERENCE_KEYS);
const LABEL_RANK = rankIn(LABEL_KEYS);
const ID_RANK = rankIn(ID_KEYS);
const PART_RANK = rankIn(NAME_PARTS);

const LABEL_HEADS = new Set(LABEL_HEAD_WORDS);
const SHOWN_LABEL = new Set(SHOWN_LABEL_WORDS);
const MACHINE_LABEL = new Set(MACHINE_LABEL_WORDS);

// `display_name` before every other label key (as shown to the person who answered), `variable_name` after them all.
function labelRankOf(words: string): number {
  const exact = LABEL_RANK.get(words);
  if (exact !== undefined) return exact;
  const space = words.indexOf(' ');
  if (space < 0 || words.indexOf(' ', space + 1) >= 0 || !LABEL_HEADS.has(words.slice(space + 1))) return -1;
  const first = words.slice(0, space);
  return SHOWN_LABEL.has(first) ? 0 : MACHINE_LABEL.has(first) ? LABEL_KEYS.length : -1;
}

// `response`, `antwort`; a value word after a word saying it is shown or entered (`field_value`, `display_value`, `answer_text`).
function isLabelledValue(words: string): boolean {
  if (LABELLED_VALUE.has(words)) return true;
  const space = words.indexOf(' ');
  if (space < 0 || words.indexOf(' ', space + 1) >= 0) return false;
  const last = words.slice(space + 1);
  return (VALUE_WORDS.has(last) || LABELLED_VALUE.has(last)) && SHOWN_LABEL.has(words.slice(0, space));
}

function keyRoleOf(words: string): KeyRole {
  return {
    value: VALUE_WORDS.has(words),
    labelledValue: isLabelledValue(words),
    type: TYPE_WORDS.has(words),
    labelRank: labelRankOf(words),
    idRank: ID_RANK.get(words) ?? -1,
    partRank: PART_RANK.get(words) ?? -1,
    namePart: /^(first|last|given|family)/.test(words),
    reference: REFERENCE_WORDS.has(words),
  };
}

// Terms read as labels are (labels.ts wordsOf): a Japanese ド loses its mark as a label's does.
// Accents dropped, and the letters no decomposition reaches read as their base letter (Turkish ı, Polish ł,
// Nordic ø): a label and a term fold alike, so "Adınız Soyadınız" meets "adiniz soyadiniz".
const UNDECOMPOSED: Record<string, string> = { ı: 'i', ł: 'l', Ł: 'L', ø: 'o', Ø: 'O', đ: 'd', Đ: 'D', ß: 'ss' };
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[ıłŁøØđĐß]/g, (letter) => UNDECOMPOSED[letter]);
const termsOf = (list: string[]) => new Set(list.map(fold));
const ROLES = Object.entries(ROLE_TERMS).map(([role, terms]) => [role as Role, termsOf(terms)] as const);
// Longest filler first, so "what is your" goes before "what".
const FILLERS = [...FILLER].sort((a, b) => b.length - a.length).map((phrase) => `${phrase} `);
const NOT_PERSON = termsOf(NOT_A_PERSON);
const NAME_EXTRA = termsOf(NAME_EXTRA_PARTS);
const NUMBER = termsOf(NUMBER_WORDS);
const CALLER = termsOf(CALLER_WORDS);
const NOISE = termsOf(NOISE_LABELS);
const NOISE_LAST = termsOf(NOISE_LAST_WORDS);
const IDENTIFIER_LAST = termsOf(IDENTIFIER_LAST_WORDS);
const IDENTIFIER = termsOf(IDENTIFIER_LABELS);
const LINK_WORDS = termsOf(LINK_LABEL_WORDS);
const FORM_MARKERS = termsOf(FORM_MARKER_KEYS);
const OTHER_PARTY = termsOf(OTHER_PARTIES);
const LEAD_PARTY = termsOf(LEAD_PARTIES);
const COUNTRIES = termsOf(COUNTRY_KEYS);
const PAIR_LABEL = termsOf(PAIR_LABEL_WORDS);
const PAIR_VALUE = termsOf(PAIR_VALUE_WORDS);
// `Name_First`, `name.last`, `NameGiven`: the name's part named after the word "name" (only these parts: "Name Surname",
// "Nom Prénom" are whole names, as ROLE_TERMS says).
const NAME_PARTS_AFTER = new Map<string, Role>([['first', 'firstName'], ['given', 'firstName'], ['last', 'lastName'], ['family', 'lastName']]);
const TRAILING_NUMBER = /^(.*\D)\s?(\d{1,3})$/;
const RECIPIENTS = termsOf(RECIPIENT_LABELS);
const QUESTION_NUMBER = /^q\d+ /;
const PERSON_QUALIFIER = termsOf(PERSON_QUALIFIERS);
const LINKS = termsOf(QUALIFIER_LINKS);
const THINGS = termsOf(THING_QUALIFIERS);
const PARTY_KEY = termsOf(PARTY_KEYS);
const SENDERS = termsOf(SENDER_LABELS);
const COUNTRY_PARTS = termsOf(PHONE_COUNTRY_PARTS);
const AREA_PARTS = termsOf(PHONE_AREA_PARTS);

/** Lower case, no accents, camelCase and every separator a space, question numbers and filler dropped. */
function wordsOf(label: string): string {
  let text = fold(label.replace(/([a-z\d])([A-Z])/g, '$1 $2')).toLowerCase();
  text = text.replace(/[^\p{L}\p{N}]+/gu, ' ').trim().replace(QUESTION_NUMBER, '');
  for (let stripped = true; stripped;) {
    stripped = false;
    for (const filler of FILLERS) {
      if (text.startsWith(filler) && text.length > filler.length) {
        text = text.slice(filler.length);
        stripped = true;
      }
    }
  }
  return text;
}

// Every contiguous run of words, to find a term inside a longer question.
function* runsOf(words: string[]): Generator<string> {
  for (let start = 0; start < words.length; start++) {
    for (let end = Math.min(words.length, start + 4); end > start; end--) yield words.slice(start, end).join(' ');
  }
}

type Found = Pick<LabelMeaning, 'role' | 'tier' | 'prefix' | 'ordinal'>;

// Every term's role in one map (the first role listing a term keeps it, as the roles' order did).
const TERM_ROLES = new Map<string, Role>();
for (const [role, terms] of ROLES) for (const term of terms) if (!TERM_ROLES.has(term)) TERM_ROLES.set(term, role);

const termRole = (text: string): Role | null => TERM_ROLES.get(text) ?? (text.includes(' ') ? TERM_ROLES.get(text.replaceAll(' ', '')) : undefined) ?? null;

/**
 * A term as a plural (`phones`, `email addresses`), with a trailing number (`phone2`,
 * `telefono1`, `Phone Number 3`: its ordinal), or as `name` + a part (`Name_First`): tier 1.
 */
function variantRole(words: string): Found | null {
  const role = pluralRole(words);
  if (role !== null) return { role, tier: 1, prefix: '', ordinal: 0 };
  // Most labels end in a letter: no regex for them.
  const last = words.charCodeAt(words.length - 1);
  const numbered = last >= 48 && last <= 57 ? TRAILING_NUMBER.exec(words) : null;
  if (numbered !== null) {
    const base = numbered[1].trimEnd();
    const baseRole = termRole(base) ?? pluralRole(base);
    if (baseRole !== null) return { role: baseRole, tier: 1, prefix: '', ordinal: Number(numbered[2]) };
  }
  const part = words.startsWith('name ') ? NAME_PARTS_AFTER.get(words.slice(5)) : undefined;
  if (part !== undefined) return { role: part, tier: 1, prefix: '', ordinal: 0 };
  return null;
}

// Chinese and Japanese write no spaces: a question holds a term as a run of its characters ("请输入您的手机号码").
const CJK = /[\u3040-\u30ff\u3400-\u9fff]/;
// Their terms of two characters or more, longest first ("手机号码" before "手机"); a lone 名 or 姓 is inside too many words.
const CJK_TERMS = [...TERM_ROLES].filter(([term]) => CJK.test(term) && term.length > 1).sort(([a], [b]) => b.length - a.length);

function cjkRole(words: string): Role | null {
  for (const [term, role] of CJK_TERMS) if (words.includes(term)) return role;
  return null;
}

function pluralRole(words: string): Role | null {
  if (!words.endsWith('s') || words.length < 4) return null;
  return termRole(words.slice(0, -1)) ?? (words.endsWith('es') ? termRole(words.slice(0, -2)) : null);
}

function roleOf(words: string): Found {
  const exact = termRole(words);
  const list = words.split(' ');
  // A term that is itself qualified (`contact name`) still shares its qualifier with its siblings'.
  if (exact !== null) return { role: exact, tier: 1, prefix: list.length > 1 ? qualifiedRole(list)?.prefix ?? '' : '', ordinal: 0 };
  const variant = variantRole(words);
  if (variant !== null) return variant;
  const written = CJK.test(words) ? cjkRole(words) : null;
  if (written !== null) return { role: written, tier: 2, prefix: '', ordinal: 0 };
  if (list.length < 2) return { role: null, tier: 2, prefix: '', ordinal: 0 };
  const qualified = qualifiedRole(list);
  if (qualified !== null) return qualified;
  const head = nameHead(list);
  if (head !== null) return head;
  for (let start = 0; start < list.length; start++) {
    for (let end = Math.min(list.length, start + 4); end > start; end--) {
      const run = end - start === 1 ? list[start] : list.slice(start, end).join(' ');
      // A lone "first", "last", "tel" or "nom" inside a longer question says nothing.
      if (end - start === 1 && (run.length <= 3 || run === 'first' || run === 'last')) continue;
      const role = termRole(run);
      // A term ending the label: the words before it are its prefix (`p1 phone`, `guardian name`).
      if (role !== null) return { role, tier: 2, prefix: end === list.length ? list.slice(0, start).join(' ') : '', ordinal: 0 };
    }
  }
  return { role: null, tier: 2, prefix: '', ordinal: 0 };
}

/**
 * A name term ending the label is its head, whatever name word comes before it (`name-1-first-name`
 * is a first name under the stem `name 1`, `x_customer_name` a name under `x customer`): a name's
 * parts share a stem, and the prefix takes in the term's own qualifier (`customer`), so the parts
 * beside it share it too. Null when no name term ends the label.
 */
function nameHead(list: string[]): Found | null {
  for (let start = Math.max(1, list.length - 4); start < list.length; start++) {
    const run = list.slice(start);
    const role = termRole(run.join(' '));
    if (role !== 'name' && role !== 'firstName' && role !== 'lastName') continue;
    const own = run.length > 1 ? qualifiedRole(run)?.prefix ?? '' : '';
    return { role, tier: 2, prefix: own === '' ? list.slice(0, start).join(' ') : `${list.slice(0, start).join(' ')} ${own}`, ordinal: 0 };
  }
  return null;
}

/**
 * A term with a person's qualifier before it (`customer phone`, `billing first name`) or after it
 * (`nome do cliente`, `email klant`): the term, qualified. Null when the label is no such compound.
 */
function qualifiedRole(list: string[]): Found | null {
  let start = 0;
  while (start < list.length - 1 && start < 3 && PERSON_QUALIFIER.has(list[start])) start++;
  let end = list.length;
  while (end - 1 > start && PERSON_QUALIFIER.has(list[end - 1])) {
    end--;
    while (end - 1 > start && LINKS.has(list[end - 1])) end--;
  }
  if (start === 0 && end === list.length) return null;
  const role = termRole(list.slice(start, end).join(' '));
  if (role === null) return null;
  return { role, tier: 1.5, prefix: start > 0 ? list.slice(0, start).join(' ') : list.slice(end).filter((word) => !LINKS.has(word)).join(' '), ordinal: 0 };
}

/**
 * Whose number a call record's `<word> number` is (`tracking_number`, `business_number`: the
 * business's line; `caller_number`, `callback_number`: the lead's), or null when no word says.
 */
function callSideOf(list: string[], numberAt: number): 'caller' | 'business' | null {
  let caller = false;
  for (let i = 0; i < list.length; i++) {
    if (i === numberAt) continue;
    if (THINGS.has(list[i]) || RECIPIENTS.has(list[i])) return 'business';
    if (CALLER.has(list[i]) || (i > 0 && CALLER.has(`${list[i - 1]} ${list[i]}`))) caller = true;
  }
  return caller ? 'caller' : null;
}

const endsInExtraPart = (list: string[]) => NAME_EXTRA.has(list[list.length - 1]) || NAME_EXTRA.has(`${list[list.length - 2]} ${list[list.length - 1]}`);

// A party's word, or its plural (`customers`, `recruiters`, `assignees`).
const hasWord = (words: Set<string>, word: string) => words.has(word) || (word.length > 3 && word.endsWith('s') && words.has(word.slice(0, -1)));

// Where a word meets a number (`additional01`, `label1`): a pair's number is a word of its own.
const DIGIT_EDGE = /(?<=\D)(?=\d)|(?<=\d)(?=\D)/;
const DIGITS = /^\d+$/;

/**
 * `extra07_name`/`extra07_value`, `field_name_1`/`field_value_1`, `label3`/`value3`: a word
 * saying which half, the rest of the key (holding a number) the stem both halves share. Null for any other key.
 */
function pairOf(list: string[]): LabelMeaning['pair'] {
  if (list.length === 1 && !/\d/.test(list[0])) return null;
  const parts = list.flatMap((word) => word.split(DIGIT_EDGE));
  let at = parts.length - 1;
  while (at > 0 && DIGITS.test(parts[at])) at--;
  const word = parts[at];
  const side = PAIR_LABEL.has(word) ? 'label' : PAIR_VALUE.has(word) ? 'value' : null;
  if (side === null) return null;
  const stem = [...parts.slice(0, at), ...parts.slice(at + 1)];
  return stem.some((part) => DIGITS.test(part)) ? { side, stem: stem.join(' ') } : null;
}

// The label the notes show ("" = the label as sent), or null when the label is not context.
function contextOf(words: string): string | null {
  if (Object.hasOwn(CONTEXT_TERMS, words)) return CONTEXT_TERMS[words] ?? '';
  for (const run of runsOf(words.split(' '))) if (Object.hasOwn(CONTEXT_TERMS, run)) return '';
  return null;
}

function meaningOf(label: string): LabelMeaning {
  const words = wordsOf(label);
  const list = words.split(' ');
  const phonePart = COUNTRY_PARTS.has(words) ? 'country' : AREA_PARTS.has(words) ? 'area' : null;
  let read: Found = phonePart !== null ? { role: null, tier: 2 as const, prefix: '', ordinal: 0 } : roleOf(words);
  // `caller_number`, or as Romance languages write it, `numero_appelant`.
  const numberAt = list.length < 2 ? -1 : NUMBER.has(list[list.length - 1]) ? list.length - 1 : NUMBER.has(list[0]) ? 0 : -1;
  const call = read.role === null && numberAt >= 0 ? callSideOf(list, numberAt) : null;
  // The caller's number is their phone, as surely as a qualified term (`caller_number` as `customer_phone`).
  if (call === 'caller') read = { role: 'phone', tier: 1.5, prefix: list.filter((_, i) => i !== numberAt).join(' '), ordinal: 0 };
  const { tier, prefix, ordinal } = read;
  let { role } = read;
  const notPerson = list.some((word) => NOT_PERSON.has(word));
  // "Company name", "Name of your business", `tax_name`: a name, but not the person's. A whole term is
  // one (Turkish "Ad Soyad"), and so is a person's qualifier, even one that alone names someone else (`user_name`).
  if ((role === 'name' || role === 'firstName' || role === 'lastName') && tier === 2 && notPerson) role = null;
  // A title, a salutation or a middle name beside a name's parts (`name_prefix`, `contact_title`) is never the name alone.
  if ((role === 'name' || role === 'firstName' || role === 'lastName') && list.length > 1 && endsInExtraPart(list)) role = null;
  const otherParty = list.some((word) => hasWord(OTHER_PARTY, word));
  const last = list[list.length - 1];
  const identifier = NOISE_LAST.has(last) || IDENTIFIER_LAST.has(last) || IDENTIFIER.has(words);
  // An id of a phone or a name (`phone_number_id`) is no phone nor name; an "Email ID" is how many forms ask for an address.
  if (identifier && role !== null && !(role === 'email' && last === 'id')) role = null;
  const noise = NOISE.has(words) || (NOISE_LAST.has(last) && role === null);
  return {
    words, role, tier, noise,
    context: noise ? null : contextOf(words),
    linkKept: list.some((word) => LINK_WORDS.has(word)),
    formMarker: FORM_MARKERS.has(words),
    otherParty,
    // `contact_form` is a form's, not a person's.
    leadParty: !otherParty && !notPerson && list.some((word) => hasWord(LEAD_PARTY, word)),
    ordinal,
    country: COUNTRIES.has(words),
    pair: pairOf(list),
    recipient: call === 'business' || RECIPIENTS.has(words),
    identifier,
    numbered: /^q\d+[_ ]/i.test(label),
    asKey: keyRoleOf(words),
    prefix,
    // Only a key's prefix (`store_email`), not a question that mentions a thing ("Email for the event tickets?").
    thing: (role === 'phone' || role === 'email') && prefix !== '' && list.length <= 4 && prefix.split(' ').some((word) => THINGS.has(word)),
    partyKey: PARTY_KEY.has(words),
    sender: SENDERS.has(words),
    phonePart,
    partOrParty: phonePart !== null || PARTY_KEY.has(words),
  };
}

/**
 * Whether a value is itself a phone's or an email's label ("Telefonnummer", "E-Mail", "Phones"): a
 * label sent as a value (the label half of a key pair left alone) is never a person's name. Name
 * words are not asked ("First" may be someone's name in a test, "Nome" a person's). Not cached:
 * values are not keys, and only name candidates are asked.
 */
export function isFieldLabel(text: string): boolean {
  if (text.length > 40) return false;
  // Most names are plain letters and spaces: their words are their lower case, with no Unicode pass.
  const lower = text.trim().toLowerCase();
  const words = PLAIN.test(lower) ? lower.replace(SPACES, ' ') : wordsOf(text);
  const role = termRole(words) ?? pluralRole(words);
  return role === 'phone' || role === 'email';
}

const PLAIN = /^[a-z ]*$/;
const SPACES = / {2,}/g;

// Bodies of one sender repeat their keys: each label is read once (bounded, as the field map's pointers are).
const meanings = new Map<string, LabelMeaning>();

export function meaning(label: string): LabelMeaning {
  let known = meanings.get(label);
  if (known === undefined) {
    known = meaningOf(label);
    if (meanings.size >= 20_000) meanings.clear();
    meanings.set(label, known);
  }
  return known;
}

/** Whether a label names something other than a person ("form", "scheduled_event", "Company"). */
export const isNotPersonLabel = (label: string) => meaning(label).words.split(' ').some((word) => NOT_PERSON.has(word));

const hints = new Map<string, Role | null>();

/** Whether a type hint (`"email"`, `"INPUT_PHONE_NUMBER"`, `"tel"`) names a contact field. */
export function hintRole(type: string): Role | null {
  let role = hints.get(type);
  if (role === undefined) {
    const text = meaning(type).words.split(' ').filter((word) => word !== 'input' && word !== 'field').join(' ');
    role = text === 'email' || text === 'e mail' || text === 'mail' ? 'email'
      : text === 'tel' || text === 'phone' || text === 'phone number' || text === 'mobile' || text === 'telephone' ? 'phone' : null;
    if (hints.size >= 1_000) hints.clear();
    hints.set(type, role);
  }
  return role;
}

const OTHER_VALUES = termsOf(OTHER_PARTY_VALUES);
const PERSON_VALUES = termsOf(PERSON_PARTY_VALUES);

/** What a party key's value says its object is (`"agent"`, `"Guest"`): the business's side, the person, or neither. */
export function partyOf(value: string): 'other' | 'person' | undefined {
  if (value.length > 40) return undefined;
  const { words } = meaning(value);
  // The whole value, else its last word (`support_agent`, `event host`, `end customer`).
  const last = words.slice(words.lastIndexOf(' ') + 1);
  return OTHER_VALUES.has(words) || OTHER_VALUES.has(last) ? 'other' : PERSON_VALUES.has(words) || PERSON_VALUES.has(last) ? 'person' : undefined;
}
