import { termsOf, wordsOf } from './label-words.ts';
import { gluedLeadParty } from './glued-scripts.ts';
import { PERSON_QUALIFIERS, QUALIFIER_LINKS } from './vocabulary-qualifiers.ts';
import { isNameRole, ROLE_TERMS, type Role } from './vocabulary.ts';
import { PHONE_KEY_TAILS } from './vocabulary-phone-keys.ts';
import { NOT_A_PERSON } from './vocabulary-not-a-person.ts';
import { WHOLE_KEY_NAME_TERMS } from './vocabulary-names.ts';

/**
 * Which field a label's words name (docs/api.md §2.4 step 5): a term of the vocabulary, as a plural,
 * with a number, qualified by a person's word (`customer_phone`, `nome_cliente`), as a name's head
 * (`name-1-first-name`), or inside a longer question.
 */

const ROLES = Object.entries(ROLE_TERMS).map(([role, terms]) => [role as Role, termsOf(terms)] as const);
// `Name_First`, `name.last`, `NameGiven`: the name's part named after the word "name" (only these parts: "Name Surname",
// "Nom Prénom" are whole names, as ROLE_TERMS says).
const NAME_PARTS_AFTER = new Map<string, Role>([
  ['first', 'firstName'],
  ['given', 'firstName'],
  ['last', 'lastName'],
  ['family', 'lastName'],
]);
const TRAILING_NUMBER = /^(.*\D)\s?(\d{1,3})$/;
/** A person's qualifier of a term (`customer`, `billing`, `caller`: PERSON_QUALIFIERS), folded as labels are. */
export const PERSON_WORDS = termsOf(PERSON_QUALIFIERS);
const LINKS = termsOf(QUALIFIER_LINKS);
const KEY_TAILS = new Set(PHONE_KEY_TAILS);
const WHOLE_KEY_ONLY = termsOf(WHOLE_KEY_NAME_TERMS);

/** What a label's words ask for, how exactly (1 a term, 1.5 a qualified term, 2 a term inside), the words before it and its number. */
export interface TermRole {
  role: Role | null;
  tier: 1 | 1.5 | 2;
  prefix: string;
  ordinal: number;
}
type Found = TermRole;

// Every term's role in one map (the first role listing a term keeps it, as the roles' order did).
const TERM_ROLES = new Map<string, Role>();
for (const [role, terms] of ROLES) for (const term of terms) if (!TERM_ROLES.has(term)) TERM_ROLES.set(term, role);

export const termRole = (text: string): Role | null =>
  TERM_ROLES.get(text) ?? (text.includes(' ') ? TERM_ROLES.get(text.replaceAll(' ', '')) : undefined) ?? null;

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

// Chinese, Japanese, Thai, Lao, Burmese and Khmer write no spaces between words: a question holds a term as a run of its
// characters ("请输入您的手机号码", `โทรศัพท์มือถือ`).
export const UNSPACED = /[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u9fff]/;
const CJK = /[\u3040-\u30ff\u3400-\u9fff]/;
// Their terms, longest first ("手机号码" before "手机"): of two characters or more in Chinese and Japanese (a lone 名 or 姓
// is inside too many words), of three or more folded in the others (Thai `ชื่อ`, name, folds to two letters inside `ชอบ`, like).
const UNSPACED_TERMS = [...TERM_ROLES]
  .filter(([term]) => UNSPACED.test(term) && term.length > (CJK.test(term) ? 1 : 2))
  .sort(([a], [b]) => b.length - a.length);

// A thing's word inside such a key makes its name the thing's (`ชื่อบริษัท`, company name; `ชื่อร้าน`, shop name), as a
// thing's word among a spaced key's words does (labels.ts).
const UNSPACED_THINGS = [...termsOf(NOT_A_PERSON)].filter((term) => UNSPACED.test(term) && term.length > 1);

function unspacedRole(words: string): Role | null {
  for (const [term, role] of UNSPACED_TERMS) {
    // A term naming the name only as the whole key (Burmese `အမည်`) written onto another word names that thing's.
    if (!words.includes(term) || (words !== term && WHOLE_KEY_ONLY.has(term))) continue;
    return isNameRole(role) && UNSPACED_THINGS.some((thing) => words.includes(thing)) ? null : role;
  }
  return null;
}

// The key is the word and a term, in either order (Thai writes the qualifier after the noun).
function isTermBeside(key: string, word: string): boolean {
  const rest = key.startsWith(word) ? key.slice(word.length) : key.endsWith(word) ? key.slice(0, -word.length) : '';
  return rest !== '' && termRole(rest) !== null;
}

function pluralRole(words: string): Role | null {
  if (!words.endsWith('s') || words.length < 4) return null;
  return termRole(words.slice(0, -1)) ?? (words.endsWith('es') ? termRole(words.slice(0, -2)) : null);
}

export function roleOfWords(words: string): Found {
  const exact = termRole(words);
  const list = words.split(' ');
  // A term that is itself qualified (`contact name`) still shares its qualifier with its siblings'.
  if (exact !== null)
    return { role: exact, tier: 1, prefix: list.length > 1 ? (qualifiedRole(list)?.prefix ?? '') : '', ordinal: 0 };
  const variant = variantRole(words);
  if (variant !== null) return variant;
  // A qualified term with its number (`bill_phone1`, `buyr_tel2`): the term's role, its number the ordinal.
  const lastCode = words.charCodeAt(words.length - 1);
  const numbered = lastCode >= 48 && lastCode <= 57 && words.includes(' ') ? TRAILING_NUMBER.exec(words) : null;
  if (numbered !== null && numbered[1].trimEnd().includes(' ')) {
    const found = roleOfWords(numbered[1].trimEnd());
    if (found.role !== null) return { ...found, ordinal: Number(numbered[2]) };
  }
  const written = UNSPACED.test(words) ? unspacedRole(words) : null;
  if (written !== null) {
    // The person's word glued to the term alone (`客户电话`, `เบอร์ลูกค้า`) qualifies it as `customer_phone` is; not with
    // another word between (`客户经理电话`, the customer manager's: staff).
    const party = gluedLeadParty(list);
    return party !== undefined && isTermBeside(words, party)
      ? { role: written, tier: 1.5, prefix: party, ordinal: 0 }
      : { role: written, tier: 2, prefix: '', ordinal: 0 };
  }
  if (list.length < 2) return { role: null, tier: 2, prefix: '', ordinal: 0 };
  const qualified = qualifiedRole(list);
  if (qualified !== null) return qualified;
  const head = nameHead(list);
  if (head !== null) return head;
  for (let start = 0; start < list.length; start++) {
    for (let end = Math.min(list.length, start + 4); end > start; end--) {
      const run = end - start === 1 ? list[start] : list.slice(start, end).join(' ');
      // A lone "first", "last", "tel" or "nom" inside a longer question says nothing; a phone's short word ending a short
      // key after a prefix of its own does (`cus_cel`, `cli_tel`).
      if (
        end - start === 1 &&
        (run.length <= 3 || run === 'first' || run === 'last') &&
        !(end === list.length && list.length <= 3 && KEY_TAILS.has(run))
      )
        continue;
      if (end - start === 1 && WHOLE_KEY_ONLY.has(run)) continue; // `display_address`: an address shown as written
      const role = termRole(run);
      // A term ending the label: the words before it are its prefix (`p1 phone`, `guardian name`).
      if (role !== null)
        return { role, tier: 2, prefix: end === list.length ? list.slice(0, start).join(' ') : '', ordinal: 0 };
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
    if (run.length === 1 && WHOLE_KEY_ONLY.has(run[0])) continue; // `price_display`: a price shown as written
    const own = run.length > 1 ? (qualifiedRole(run)?.prefix ?? '') : '';
    return {
      role,
      tier: 2,
      prefix: own === '' ? list.slice(0, start).join(' ') : `${list.slice(0, start).join(' ')} ${own}`,
      ordinal: 0,
    };
  }
  return null;
}

/**
 * A term with a person's qualifier before it (`customer phone`, `billing first name`) or after it
 * (`nome do cliente`, `email klant`): the term, qualified. Null when the label is no such compound.
 */
function qualifiedRole(list: string[]): Found | null {
  let start = 0;
  while (start < list.length - 1 && start < 3 && PERSON_WORDS.has(list[start])) start++;
  let end = list.length;
  while (end - 1 > start && PERSON_WORDS.has(list[end - 1])) {
    end--;
    while (end - 1 > start && LINKS.has(list[end - 1])) end--;
  }
  if (start === 0 && end === list.length) return null;
  const term = list.slice(start, end).join(' ');
  const role = termRole(term);
  // A qualifier after `display` (`display_address`) names what is shown, no person.
  if (role === null || (end < list.length && WHOLE_KEY_ONLY.has(term))) return null;
  return {
    role,
    tier: 1.5,
    prefix:
      start > 0
        ? list.slice(0, start).join(' ')
        : list
            .slice(end)
            .filter((word) => !LINKS.has(word))
            .join(' '),
    ordinal: 0,
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
