/**
 * A text's Cyrillic, Greek and Devanagari letters written in Latin ones, roughly, as people write their names in an
 * email's local part (`Айгерім` → `aigerim`, `Ελένη` → `eleni`, `प्रिया देशपांडे` → `priya deshpande`): to ask whether
 * an address carries a name written in those scripts (mail-providers.ts nameWords). Any other character is kept as it
 * is; the hard and soft signs drop. Devanagari is read by syllable: a consonant's own vowel `a` is dropped at a word's
 * end and between a vowel and a consonant's syllable (`जगताप` → `jagtap`), as Hindi and Marathi say their names.
 */
export function latinOf(text: string): string {
  let out = '';
  let syllables: Syllable[] | null = null;
  for (const char of text.toLowerCase()) {
    const code = char.charCodeAt(0);
    if (code >= 0x0900 && code <= 0x097f) {
      devanagari(code, (syllables ??= []));
      continue;
    }
    if (syllables !== null) {
      out += spoken(syllables);
      syllables = null;
    }
    out += LATIN.get(char) ?? char;
  }
  return syllables === null ? out : out + spoken(syllables);
}

// prettier-ignore
const LATIN = new Map<string, string>(Object.entries({
  а: 'a', б: 'b', в: 'v', г: 'g', ғ: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'i', і: 'i', ї: 'i',
  к: 'k', қ: 'k', л: 'l', м: 'm', н: 'n', ң: 'n', о: 'o', ө: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ұ: 'u',
  ү: 'u', ў: 'u', ф: 'f', х: 'kh', һ: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sch', ъ: '', ы: 'y', ь: '', э: 'e',
  ю: 'yu', я: 'ya', є: 'ye', ґ: 'g', ҳ: 'h', ҷ: 'j', ӣ: 'i', ӯ: 'u',
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x',
  ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
  ά: 'a', έ: 'e', ή: 'i', ί: 'i', ό: 'o', ύ: 'y', ώ: 'o',
}));

// A syllable: its consonants (`pr` of `प्रि`: `joined`), its vowel, and whether that vowel is the consonant's own `a`.
type Syllable = { consonants: string; vowel: string; own: boolean; joined: boolean };

// prettier-ignore
const CONSONANTS = [
  'k', 'kh', 'g', 'gh', 'n', 'ch', 'chh', 'j', 'jh', 'n', 't', 'th', 'd', 'dh', 'n', 't', 'th', 'd', 'dh', 'n', 'n',
  'p', 'ph', 'b', 'bh', 'm', 'y', 'r', 'r', 'l', 'l', 'l', 'v', 'sh', 'sh', 's', 'h',
]; // U+0915 to U+0939
// prettier-ignore
const VOWELS = ['a', 'a', 'i', 'i', 'u', 'u', 'ri', 'l', 'e', 'e', 'e', 'ai', 'o', 'o', 'o', 'au']; // U+0905 to U+0914
// prettier-ignore
const SIGNS = ['a', 'i', 'i', 'u', 'u', 'ri', 'ri', 'e', 'e', 'e', 'ai', 'o', 'o', 'o', 'au']; // U+093E to U+094C
const NUKTA_CONSONANTS = ['q', 'kh', 'g', 'z', 'r', 'rh', 'f', 'y']; // U+0958 to U+095F
const VIRAMA = 0x094d;

function devanagari(code: number, syllables: Syllable[]): void {
  const last = syllables.length > 0 ? syllables[syllables.length - 1] : undefined;
  const consonant =
    code >= 0x0915 && code <= 0x0939
      ? CONSONANTS[code - 0x0915]
      : code >= 0x0958 && code <= 0x095f
        ? NUKTA_CONSONANTS[code - 0x0958]
        : undefined;
  if (consonant !== undefined) {
    // After a virama, one more consonant of the same syllable (`प्र`).
    if (last !== undefined && last.vowel === '' && !last.own && last.consonants !== '') {
      last.consonants += consonant;
      last.vowel = 'a';
      last.own = true;
      last.joined = true;
    } else syllables.push({ consonants: consonant, vowel: 'a', own: true, joined: false });
  } else if (code >= 0x0905 && code <= 0x0914)
    syllables.push({ consonants: '', vowel: VOWELS[code - 0x0905], own: false, joined: false });
  else if (code === 0x0972) syllables.push({ consonants: '', vowel: 'a', own: false, joined: false });
  else if (code >= 0x093e && code <= 0x094c && last !== undefined && last.own) {
    last.vowel = SIGNS[code - 0x093e];
    last.own = false;
  } else if (code === VIRAMA && last !== undefined && last.own) {
    last.vowel = '';
    last.own = false;
  } else if ((code === 0x0902 || code === 0x0901) && last !== undefined) last.vowel += 'n';
  else if (code === 0x0903 && last !== undefined) last.vowel += 'h';
  else if (code >= 0x0966 && code <= 0x096f)
    syllables.push({ consonants: String(code - 0x0966), vowel: '', own: false, joined: false });
}

// The syllables as said: a consonant's own `a` is dropped last in a word of two syllables or more (not after joined
// consonants: `नरेंद्र`, narendra), and between a
// syllable with a vowel and a consonant's syllable with its vowel (`ज ग ता प` → `jagtap`), read from the end.
function spoken(syllables: Syllable[]): string {
  const n = syllables.length;
  if (n > 1 && syllables[n - 1].own && !syllables[n - 1].joined) syllables[n - 1].vowel = '';
  for (let i = n - 2; i >= 1; i--) {
    const here = syllables[i];
    const before = syllables[i - 1];
    const after = syllables[i + 1];
    if (here.own && here.vowel === 'a' && before.vowel !== '' && after.consonants !== '' && after.vowel !== '')
      here.vowel = '';
  }
  let out = '';
  for (const { consonants, vowel } of syllables) out += consonants + vowel;
  return out;
}
