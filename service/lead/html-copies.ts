/**
 * A text sent again as HTML under its key and a format's word (`note` and `note_safe_html`, `body_html`,
 * `comments_rendered`): the brief says it once (notes.ts). The texts under each base key are gathered once, when a
 * lead's first value sent as HTML is met: one pass, however many such values a body holds.
 */
export class HtmlCopies {
  private texts: Map<string, Set<string>> | null = null;

  constructor(private readonly entries: ReadonlyArray<[string, unknown]>) {}

  /** Whether a value sent as HTML, shown as `shown`, is a text another value under its base key sends plain. */
  has(key: string, shown: string): boolean {
    const base = baseKey(key);
    if (base === null) return false;
    if (this.texts === null) {
      this.texts = new Map();
      for (const [other, value] of this.entries) {
        if (typeof value !== 'string') continue;
        const at = baseKey(other) ?? other;
        let texts = this.texts.get(at);
        if (texts === undefined) this.texts.set(at, (texts = new Set()));
        texts.add(value);
      }
    }
    return this.texts.get(base)?.has(shown) === true;
  }
}

const FORMAT_WORDS = ['html', 'rendered', 'formatted'];

// The key without its format's word and the separators before it, `safe` too (`note_safe_html` → `note`); null when it
// ends in none. Read from the end without a pattern: a key of many separators costs one pass.
function baseKey(key: string): string | null {
  const lower = key.toLowerCase();
  const word = FORMAT_WORDS.find((format) => lower.endsWith(format));
  if (word === undefined) return null;
  let end = withoutSeparators(key, key.length - word.length);
  if (lower.slice(0, end).endsWith('safe')) end = withoutSeparators(key, end - 4);
  return end > 0 ? key.slice(0, end) : null;
}

function withoutSeparators(key: string, end: number): number {
  while (end > 0 && (key[end - 1] === ' ' || key[end - 1] === '_' || key[end - 1] === '-')) end--;
  return end;
}
