/**
 * A value sent as HTML (a chat message's `<p>…</p>`, a form's `<br>`) as the brief shows it: its
 * text, tags gone and the common entities decoded; `fields` keep it as sent. Scanned once: a tag's
 * inside stops at the next `<`, so hostile texts stay linear.
 */
// A tag's name, then its attributes: `<offerte@shop.example>` (a mailbox) is no tag.
const TAG = /<\/?[a-zA-Z][a-zA-Z\d-]{0,20}(?:[\s/][^<>]{0,300})?>/g;
const A_TAG = /<\/?[a-zA-Z][a-zA-Z\d-]{0,20}(?:[\s/][^<>]{0,300})?>/;
const ENTITY = /&(?:amp|lt|gt|quot|apos|nbsp|#\d{1,7}|#x[\da-f]{1,6});/gi;
const NAMED: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
  '&nbsp;': ' ',
};

function entity(text: string): string {
  const named = NAMED[text.toLowerCase()];
  if (named !== undefined) return named;
  const code = text[2] === 'x' || text[2] === 'X' ? parseInt(text.slice(3, -1), 16) : parseInt(text.slice(2, -1), 10);
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : text;
}

/** The text of a value holding HTML tags; any other value as it is. */
export function htmlText(value: string): string {
  if (!value.includes('<') || !A_TAG.test(value)) return value;
  return value.replace(TAG, ' ').replace(ENTITY, entity).replace(/\s+/g, ' ').trim();
}

// A tag ending a line as a browser shows it: `<br>`, and the end of a paragraph, a block or a list's item.
const LINE_TAG = /<(?:br\s*\/?|\/(?:p|div|li|tr|h[1-6]|blockquote))>/gi;

/** The text of a value holding HTML tags with its lines kept (`<br>` a line break): a reply's quoted lines stay quoted. */
export function htmlLines(value: string): string {
  if (!value.includes('<') || !A_TAG.test(value)) return value;
  return value.replace(LINE_TAG, '\n').replace(TAG, ' ').replace(ENTITY, entity);
}
