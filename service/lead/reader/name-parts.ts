import type { Chosen } from './chosen.ts';
import { meaning } from './labels.ts';
import { distance, type Reading } from './reading.ts';
import { MIDDLE_NAME_PARTS, SURNAME_KEY_WORDS, SURNAME_ORDER_WORDS } from './vocabulary-name-parts.ts';
import { isReply } from './replies.ts';
import { isPlaceholderName } from './placeholder-names.ts';

/**
 * The parts of a name sent apart beside a first and a last name (docs/api.md §2.4): a surname's particle
 * (`tussenvoegsel: "van der"`) and a middle name or initial (`middlename`, `MiddleInitial`), joined in the name's order.
 */

/** A name's candidate as these read it: its reading and the part it was read as. */
type Part = { reading: Reading; role: string };

// A surname's particle sent apart (`tussenvoegsel: "van der"`): another last name in the same object, in lowercase only.
const PARTICLE = /^[\p{Ll}' ]{1,12}$/u;
const isParticle = (candidate: Part) =>
  typeof candidate.reading.value === 'string' && PARTICLE.test(candidate.reading.value.trim());
// The surname itself, not its particle, when the object holds both.
export function surnameOf<T extends Part>(last: T, ranked: readonly T[]): T {
  if (!isParticle(last)) return last;
  return (
    ranked.find(
      (candidate) =>
        candidate.role === 'lastName' &&
        candidate.reading.container === last.reading.container &&
        !isParticle(candidate),
    ) ?? last
  );
}
export function particlesOf<T extends Part>(last: T, ranked: readonly T[]): Chosen['name'] {
  const particles: Chosen['name'] = [];
  for (const candidate of ranked)
    if (
      candidate !== last &&
      candidate.role === 'lastName' &&
      candidate.reading.container === last.reading.container &&
      isParticle(candidate) &&
      !isParticle(last)
    )
      particles.push({ reading: candidate.reading, role: 'lastName' });
  return particles;
}

const MIDDLE = new Set(MIDDLE_NAME_PARTS);
// A middle name as one is written: a capitalised word or two (`Grace`, `Mary Ann`), an initial (`K.`), or a surname's
// particle of short lower-case words (`de`, `van der`); never a reply or a placeholder (`Yes`, `none`, `N/A`).
const MIDDLE_NAME = /^(?:\p{Lu}[\p{L}\p{M}'’-]*(?: \p{Lu}[\p{L}\p{M}'’-]*)?|\p{Lu}\.|\p{Ll}{1,3}(?: \p{Ll}{1,3})?)$/u;
const isMiddleName = (text: string, parts: ReadonlyArray<{ reading: Reading }>) =>
  text.length <= 30 &&
  MIDDLE_NAME.test(text) &&
  !isReply(text) &&
  !isPlaceholderName(text) &&
  !parts.some(({ reading }) => typeof reading.value === 'string' && text.includes(reading.value.trim()));
const SURNAME_ORDER = new Set(SURNAME_ORDER_WORDS);
/**
 * A second surname sent apart in the last name's object, under a key telling its place (`apellido_materno` beside
 * `apellido_paterno`, `segundoApellido`, `second_last_name`): both parents' surnames, as Spanish and Portuguese names
 * carry them, joined in the body's order; written as a name (never a reply, a placeholder, nor the surname again).
 */
export function withSecondSurname<T extends Part>(
  parts: Chosen['name'],
  last: T,
  ranked: readonly T[],
): Chosen['name'] {
  const second = secondSurnameOf(last, ranked, parts);
  if (second === null) return parts;
  const at = parts.findIndex(({ reading }) => reading === last.reading);
  parts.splice(second.order < last.reading.order ? at : at + 1, 0, { reading: second, role: 'lastName' });
  return parts;
}
function secondSurnameOf(
  last: Part,
  ranked: readonly Part[],
  parts: ReadonlyArray<{ reading: Reading }>,
): Reading | null {
  for (const { role, reading } of ranked) {
    if (reading === last.reading || role !== 'lastName' || reading.container !== last.reading.container) continue;
    if (typeof reading.value !== 'string' || !isMiddleName(reading.value.trim(), parts)) continue;
    if (isOrderedSurname(reading)) return reading;
  }
  return null;
}
// Its key a surname's and a place's words only (`segundo_apellido`; not `second_applicant_last_name`, `apellido_segundo_tutor`).
const isOrderedSurname = ({ label }: Reading) => {
  const words = meaning(label).words.split(' ');
  return (
    words.some((word) => SURNAME_ORDER.has(word)) &&
    words.every((word) => SURNAME_ORDER.has(word) || SURNAME_KEY.has(word))
  );
};
const SURNAME_KEY = new Set(SURNAME_KEY_WORDS);
// Two given names (`Ana María`) beside both surnames sent apart (`primerApellido`, `segundoApellido`): the first of them.
// The first few surnames keyed so are tried (a body of thousands of such keys is read in linear time).
function firstOfTwoSurnames<T extends Part>(best: T, ranked: readonly T[]): T | undefined {
  let tries = MAX_SURNAME_TRIES;
  for (const candidate of ranked) {
    const { reading } = candidate;
    if (candidate.role !== 'lastName' || reading.container !== best.reading.container) continue;
    if (typeof reading.value !== 'string' || !isOrderedSurname(reading)) continue;
    if (tries-- <= 0) return undefined;
    if (isMiddleName(reading.value.trim(), [best]) && secondSurnameOf(candidate, ranked, [best, candidate]) !== null)
      return candidate;
  }
  return undefined;
}
const MAX_SURNAME_TRIES = 4;

/**
 * A middle name or initial sent flat beside the chosen first and last name, in their object (`firstname`, `middlename`,
 * `lastname`: a Dutch surname's particle, `de`; `Grace`; `K.`): the name's part between them, or null.
 */
export function middleNameOf(readings: readonly Reading[], parts: Chosen['name']): Reading | null {
  if (parts.length !== 2 || parts[0].role !== 'firstName' || parts[1].role !== 'lastName') return null;
  const { container } = parts[0].reading;
  if (parts[1].reading.container !== container) return null;
  for (const reading of readings) {
    if (reading.container !== container || reading.labelled || typeof reading.value !== 'string') continue;
    if (MIDDLE.has(meaning(reading.label).words) && isMiddleName(reading.value.trim(), parts)) return reading;
  }
  return null;
}

/**
 * A `name` holding one word beside a last name of the same person (a newsletter tool's `name` +
 * `last_name`, in the same object or the list of its fields), or two given names beside one keyed alike, is their
 * first name: both are the name.
 */
export function withLastName<T extends Part>(best: T, ranked: readonly T[]): Chosen['name'] {
  const first = best.reading.value;
  if (typeof first !== 'string') return [{ reading: best.reading, role: 'name' }];
  // One word, or two given names (`María José`) beside a last name keyed alike in the same object (`nombre`, `apellidos`;
  // `customer_name`, `customer_lastname`): a form asking for the names apart.
  const words = first.trim().split(/\s+/).length;
  if (words > 2) return [{ reading: best.reading, role: 'name' }];
  const known = meaning(best.reading.label);
  // Its key a name's own term (not a name object read whole under another key: `parent: {first_name, last_name}`).
  if (words === 2 && (known.role !== 'name' || best.reading.hint !== null))
    return [{ reading: best.reading, role: 'name' }];
  const { prefix } = known;
  // Two given names join a compound last name only (`Gómez Ruiz`, as Spanish writes both parents'): beside one word
  // (`Mariana Costa` by `Silva`, `Fontanería López` by `García`) the name may be whole already.
  const last =
    ranked.find(
      (candidate) =>
        candidate.role === 'lastName' &&
        typeof candidate.reading.value === 'string' &&
        candidate.reading.value.trim() !== '' &&
        (words === 1
          ? distance(candidate.reading.container, best.reading.container) <= 1
          : candidate.reading.container === best.reading.container &&
            /\S\s+\S/.test(candidate.reading.value.trim()) &&
            !candidate.reading.labelled &&
            !best.reading.labelled &&
            meaning(candidate.reading.label).prefix === prefix) &&
        !holdsLastName(first, candidate.reading.value),
    ) ?? (words === 2 ? firstOfTwoSurnames(best, ranked) : undefined);
  if (last === undefined) return [{ reading: best.reading, role: 'name' }];
  const parts: Chosen['name'] = [
    { reading: best.reading, role: 'firstName' },
    { reading: last.reading, role: 'lastName' },
  ];
  return withSecondSurname(parts, last, ranked);
}

// A name holding the last name, or a word of it as written or nearly (`Ana Ruiz` by `Ruiz García`, `Carlos Ramírez` by
// `Ramirez Soto`, `Jon Smyth` by `Smith`: accents dropped, a letter apart): written whole already.
function holdsLastName(name: string, last: string): boolean {
  const written = folded(name);
  const surname = folded(last);
  if (written.includes(surname)) return true;
  const words = written.split(/\s+/);
  return surname.split(/\s+/).some((word) => words.some((one) => one === word || nearly(one, word)));
}
const folded = (text: string) => text.trim().toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
// Two words of four letters or more, of one length, apart by one vowel written for another (`Smyth`, `Smith`; not
// `Ramón` and `Ramos`, two names).
function nearly(a: string, b: string): boolean {
  if (a.length !== b.length || a.length < 4) return false;
  let apart = 0;
  for (let i = 0; i < a.length && apart < 2; i++)
    if (a[i] !== b[i]) {
      if (!VOWELS.includes(a[i]) || !VOWELS.includes(b[i])) return false;
      apart++;
    }
  return apart === 1;
}
const VOWELS = 'aeiouy';

/**
 * A first and a last name sent apart, written whole elsewhere family name first (`first_name: "Hằng"`, `last_name: "Lê
 * Thu"` beside `name: "Lê Thu Hằng"`, as Vietnamese, Chinese, Japanese and Korean write a name): the name as written
 * there. Only in that exact order, by a candidate no one else's, in those languages' letters.
 */
export function familyFirst<T extends Part>(
  parts: Chosen['name'],
  ranked: readonly T[],
  isOthers: (candidate: T) => boolean,
): Chosen['name'] {
  if (parts.length !== 2 || parts[0].role !== 'firstName' || parts[1].role !== 'lastName') return parts;
  const [first, last] = [parts[0].reading.value, parts[1].reading.value];
  // A letter of a language that writes so (Vietnamese's, as sent-name.ts reads it too; Chinese, Japanese, Korean scripts):
  // `Smith John`, `Dubois Chloé` under a sorting or a billing key are written backwards, not family name first.
  if (typeof first !== 'string' || typeof last !== 'string') return parts;
  const both = first + last;
  if (!VIETNAMESE_LETTERS.test(both) && !CJK_LETTERS.test(both)) return parts;
  const written = spaced(`${last} ${first}`);
  if (written === spaced(`${first} ${last}`)) return parts;
  const whole = ranked.find(
    (candidate) =>
      candidate.role === 'name' &&
      typeof candidate.reading.value === 'string' &&
      spaced(candidate.reading.value) === written &&
      !isOthers(candidate),
  );
  // The parts, family name first (sent-name.ts joins them in this order): both stay the person's, out of the brief.
  return whole === undefined ? parts : [parts[1], parts[0]];
}
/** Vietnamese letters no other language writes (a tone mark above a vowel, ơ, ư; not ă, đ or a dot below alone). */
export const VIETNAMESE_LETTERS = /[ảấầẩẫậắằẳẵặẻẽếềểễệỉỏốồổỗộớờởỡợủứừửữựỳỷỹơư]/iu;
const CJK_LETTERS = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const spaced = (name: string) => name.trim().toLowerCase().split(/\s+/).join(' ');
