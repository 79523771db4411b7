import { htmlLines } from './html-text.ts';

/**
 * A reply's own words, before the earlier message it quotes without `>` marks: a separator line
 * (`-----Original Message-----`, a rule of underscores), a quoted header (`From:`, `Von:`, `De :`)
 * or an attribution (`On … wrote:`, `Le … a écrit :`, `Am … schrieb …:`; in any language, a line ending in a colon
 * naming a mailbox, a date or a time, right above a quoted line, `> …`: `Ar …, ysgrifennodd … <…>:`). That message's signature
 * is whoever wrote it, often the business itself. Lines are looked at one by one, only short ones,
 * with patterns that cannot backtrack over a line.
 */
const QUOTED_HEADER = /^(?:from|von|de|da|van|från|od)[ \t]*:/i;
const ATTRIBUTION =
  /(?:^|\s)(?:wrote|a écrit|schrieb|escribió|escreveu|ha scritto|schreef|skrev|napisał|napsal|έγραψε|написал|написала|yazdı|kirjoitti|menulis)(?=[\s:])/iu;
const RULE_OF_UNDERSCORES = /^_{10,}$/;
const SEPARATOR_LENGTH = 300;

export function ownPart(text: string, headers = true): string {
  for (let start = 0; start < text.length;) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    if (end - start <= SEPARATOR_LENGTH) {
      const line = text.slice(start, end).trim();
      if ((headers && startsQuotedMessage(line)) || attributes(line, text, end)) return text.slice(0, start);
    }
    start = end + 1;
  }
  return text;
}

// An attribution in any language: a line ending in a colon that names a mailbox or a date or a time (`Ar 4 Feabh 2026,
// scríobh … <eolas@…>:`), right above a quoted line (`> …`). Not a person's own quote of an ad (`Your ad says:`) nor a
// template's `Message:` above the person's words quoted.
const ATTRIBUTED = /@[^\s<>]+\.\p{L}|\d{1,4}[./-]\d{1,2}[./-]\d{2,4}|\b\d{1,2}:\d{2}\b/u;
const attributes = (line: string, text: string, end: number) =>
  line.endsWith(':') && text.startsWith('>', end + 1) && ATTRIBUTED.test(line);

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
 * A value's own words as the brief shows them: a reply's without the message it quotes; an HTML reply's read at its
 * `<br>` and blocks, cut only at an attribution above quoted lines (`…&lt;sala@…&gt; napisał(a):<br>&gt; …`: a form's
 * HTML holds `From:` lines, dividers and `<blockquote>`s of the person's own words); an HTML text quoting nothing as sent.
 */
export function ownText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const own = ownWords(value);
  if (own !== value || !value.includes('<')) return own;
  const lines = htmlLines(value);
  const reply = ownPart(lines, false);
  return reply === lines ? value : reply.replace(/\s+/g, ' ').trim();
}

/** An HTML value's lines as a phone is looked for in them: its reply's own part (ownText), no line marked quoted. */
export function htmlReplyLines(value: string): string {
  const lines = htmlLines(value);
  return lines === value ? value : ownPart(lines, false).replace(/^[ \t]*>/gm, ' ');
}
