/**
 * A text sent again as HTML under its key and a format's word (`note` and `note_safe_html`, `body_html`,
 * `comments_rendered`; a mail's `TextBody` and `HtmlBody`, `body-plain` and `body-html`): the brief says it once
 * (notes.ts). The texts under each base key are gathered once, when a lead's first value sent as HTML is met: one pass,
 * however many such values a body holds. Compared with their spaces and line breaks as one space each (a mail's
 * paragraphs are line breaks in its text, `<br>` in its HTML). An HTML copy holding the plain text's own words and then
 * the message they reply to is a copy too.
 */
export class HtmlCopies {
  private texts: Map<string, Set<string>> | null = null;

  constructor(private readonly entries: ReadonlyArray<[string, unknown]>) {}

  /** Whether a value sent as HTML, shown as `shown`, is a text another value under its base key sends plain. */
  has(key: string, shown: string): boolean {
    const base = baseKey(key, FORMAT_WORDS);
    if (base === null) return false;
    if (this.texts === null) {
      this.texts = new Map();
      for (const [other, value] of this.entries) {
        if (typeof value !== 'string') continue;
        const at = baseKey(other, FORMAT_WORDS) ?? baseKey(other, PLAIN_WORDS) ?? other;
        let texts = this.texts.get(at);
        if (texts === undefined) this.texts.set(at, (texts = new Set()));
        texts.add(spaced(value));
      }
    }
    const texts = this.texts.get(base);
    if (texts === undefined) return false;
    const text = spaced(shown);
    if (texts.has(text)) return true;
    // The plain text's own words (its quoted message gone: quoted-replies.ts), the HTML quoting that message after them
    // in a `<blockquote>` no attribution marks: a copy too, the quote left to `fields`.
    // A mail's few texts: a body of thousands under one key (a hostile list) is compared with its first ones only.
    let looks = MAX_LOOKS;
    for (const plain of texts) {
      if (plain.length >= MIN_OWN && text.length > plain.length && text.startsWith(plain)) return true;
      if (--looks === 0) break;
    }
    return false;
  }
}

// A plain text this long at least (a reply's words, not a greeting) whose HTML copy runs on.
const MIN_OWN = 20;
const MAX_LOOKS = 8;

const FORMAT_WORDS = ['html', 'rendered', 'formatted'];
// The plain text's word beside a format's (`TextBody` by `HtmlBody`, `body-plain` by `body-html`).
const PLAIN_WORDS = ['text', 'plain'];
const SPACES = /\s+/g;
const spaced = (text: string) => text.replace(SPACES, ' ').trim();

// The key without its format's word (at its end, `safe` before it too: `note_safe_html` → `note`; or at its start:
// `HtmlBody` → `Body`) and the separators beside it; null when it holds none there. Read without a pattern: a key of
// many separators costs one pass.
function baseKey(key: string, words: readonly string[]): string | null {
  const lower = key.toLowerCase();
  const last = words.find((format) => lower.endsWith(format));
  if (last !== undefined) {
    let end = withoutSeparators(key, key.length - last.length);
    if (lower.slice(0, end).endsWith('safe')) end = withoutSeparators(key, end - 4);
    return end > 0 ? key.slice(0, end) : null;
  }
  const first = words.find((format) => lower.startsWith(format));
  if (first === undefined) return null;
  let start = first.length;
  while (start < key.length && (key[start] === ' ' || key[start] === '_' || key[start] === '-')) start++;
  return start < key.length ? key.slice(start) : null;
}

function withoutSeparators(key: string, end: number): number {
  while (end > 0 && (key[end - 1] === ' ' || key[end - 1] === '_' || key[end - 1] === '-')) end--;
  return end;
}
