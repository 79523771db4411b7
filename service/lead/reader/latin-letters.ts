/**
 * A text's Cyrillic and Greek letters written in Latin ones, roughly, as people write their names in an email's local
 * part (`Айгерім` → `aigerim`, `Фарзона` → `farzona`, `Ελένη` → `eleni`): to ask whether an address carries a name
 * written in those scripts (unread-neighbours.ts). Any other character is kept as it is; the hard and soft signs drop.
 */
export function latinOf(text: string): string {
  let out = '';
  for (const char of text.toLowerCase()) out += LATIN.get(char) ?? char;
  return out;
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
