import { htmlLines } from './html-text.ts';

/**
 * A reply's own words, before the earlier message it quotes without `>` marks: a separator line
 * (`-----Original Message-----`, a rule of underscores), a quoted header (`From:`, `Von:`, `De :`)
 * or an attribution (`On … wrote:`, `Le … a écrit :`, `Am … schrieb …:`; in any language, a line ending in a colon
 * with quoted lines, `> …`, from right below it to the end: `Ar …, ysgrifennodd … <…>:`). That message's signature
 * is whoever wrote it, often the business itself. Lines are looked at one by one, only short ones,
 * with patterns that cannot backtrack over a line.
 */
const QUOTED_HEADER = /^(?:from|von|de|da|van|från|od)[ \t]*:/i;
const ATTRIBUTION =
  /(?:^|\s)(?:wrote|a écrit|schrieb|escribió|escreveu|ha scritto|schreef|skrev|napisał|napsal|έγραψε|написал|написала|yazdı|kirjoitti|menulis)(?=[\s:])/iu;
const RULE_OF_UNDERSCORES = /^_{10,}$/;
const SEPARATOR_LENGTH = 300;

export function ownPart(text: string): string {
  for (let start = 0; start < text.length;) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    if (end - start <= SEPARATOR_LENGTH) {
      const line = text.slice(start, end).trim();
      if (
        startsQuotedMessage(line) ||
        (line.endsWith(':') && text.startsWith('>', end + 1) && quotedToTheEnd(text, end + 1))
      )
        return text.slice(0, start);
    }
    start = end + 1;
  }
  return text;
}

// Every line from `from` on that holds anything is quoted (`> …`): an earlier message below its attribution, not the
// person's own quote of an ad or a question with their words after it. Stops at the first line that is not: each run
// of quoted lines is read once, after the one line above it.
function quotedToTheEnd(text: string, from: number): boolean {
  for (let start = from; start < text.length;) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    const line = text.slice(start, end).trim();
    if (line !== '' && !line.startsWith('>')) return false;
    start = end + 1;
  }
  return true;
}

function startsQuotedMessage(line: string): boolean {
  if (line.length < 5) return false;
  if (line.startsWith('----') && line.endsWith('----')) return true;
  return RULE_OF_UNDERSCORES.test(line) || QUOTED_HEADER.test(line) || (line.endsWith(':') && ATTRIBUTION.test(line));
}

/**
 * A text as the brief writes it: a reply's own words, the earlier message it quotes left to `fields` (its signature is
 * the business's, often: numbers, staff). A bare header line (`From: 9am`) cuts only where quoted lines (`>`) follow.
 */
export function ownWords(text: string): string {
  if (!text.includes('\n')) return text;
  const own = ownPart(text);
  if (own.length === text.length) return text;
  const rest = text.slice(own.length);
  const newline = rest.indexOf('\n');
  const first = (newline < 0 ? rest : rest.slice(0, newline)).trim();
  return QUOTED_HEADER.test(first) && !rest.includes('\n>') ? text : own.trimEnd();
}

/**
 * A value's own words as the brief shows them: a reply's without the message it quotes, an HTML reply's read at its
 * `<br>` and blocks (`<br>&gt; Tel. …` is a quoted line); an HTML text quoting nothing as sent (notes.ts shows its text).
 */
export function ownText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const own = ownWords(value);
  if (own !== value || !value.includes('<')) return own;
  const lines = htmlLines(value);
  const reply = ownWords(lines);
  return reply === lines ? value : reply.replace(/\s+/g, ' ').trim();
}
