import { meaning } from '../lead/reader/labels.ts';

/**
 * A form written as one text, a field a line (`お名前：山本 美咲\n電話番号：090-…\nメール：…`, `Name: Ana\nPhone: …`: an
 * enquiry relayed into a chat room, a website's email), read as the object it stands for (docs/api.md §2.4): three
 * labelled lines or more, each label once (a transcript repeats its speakers: transcript-lines.ts), one of them a
 * name's, a phone's or an email's, none a message's header (`From:`, `To:`), and two lines labelled for each one
 * not. Each label is a key; a line with no label continues the value above it; the lines before the first label are
 * the text's `title`; those after a separator line (`--`, `――――`, a signature's) its `signature`, the writer's, in
 * no brief. Else null: the text stays the text it is.
 */
export function readLabelledLines(text: string): Record<string, unknown> | null {
  if (text.length > MAX_LENGTH) return null;
  const lines = text.replace(MARKUP_BREAK, '\n').replace(MARKUP, '').split(LINE_BREAK);
  if (lines.length > MAX_LINES) return null;
  const fields = new Map<string, string>();
  const title: string[] = [];
  const signature: string[] = [];
  let last: string | null = null;
  let contact = false;
  let other = 0;
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    if (signature.length > 0 || SEPARATOR.test(line)) {
      if (!SEPARATOR.test(line)) signature.push(line);
      else if (fields.size > 0) signature.push('');
      continue;
    }
    const field = LABELLED.exec(line);
    const label = field?.[1].trim();
    if (field !== null && label !== undefined && isLabel(label, field[2])) {
      if (fields.has(label)) return null;
      fields.set(label, field[2].trim());
      last = label;
      const { role, sender, recipient } = meaning(label);
      // A message's header (`From:`, `To:`: an email quoted in a reply) is no form's field.
      if (sender || recipient) return null;
      contact ||=
        role === 'name' || role === 'firstName' || role === 'lastName' || role === 'phone' || role === 'email';
    } else if (last !== null) {
      fields.set(last, `${fields.get(last)}\n${line}`.trim());
      other++;
    } else title.push(line);
  }
  if (fields.size < 3 || !contact || 2 * (other + title.length) > fields.size) return null;
  const object: Record<string, unknown> = {};
  if (title.length > 0) define(object, 'title', title.join('\n'));
  for (const [label, value] of fields) define(object, label, value);
  const kept = signature.filter((line) => line !== '');
  if (kept.length > 0) define(object, 'signature', kept.join('\n'));
  return object;
}

/** Whether a text may be labelled lines: worth a look only with a line break and a colon in it. */
export const mayHoldLabelledLines = (text: string): boolean =>
  text.length >= MIN_LENGTH && text.includes('\n') && (text.includes(':') || text.includes('：'));

// Three lines of `a: b` at least; a message of kilobytes is no form's fields.
const MIN_LENGTH = 14;
const MAX_LENGTH = 20_000;
const MAX_LINES = 200;
const LINE_BREAK = /\r?\n/;
// A chat's markup around the fields (`[info][title]…[/title]…[/info]`, `<br>`): a title's end and a line break are breaks.
const MARKUP_BREAK = /\[\/title\]|<br\s*\/?>/gi;
const MARKUP = /\[\/?[a-z]{1,12}\]/gi;
// A line of dashes, underscores or rules alone: a signature follows (`--`, `――――――`, `___`).
const SEPARATOR = /^[-_=―—–─━~*]{2,}$/;
// `Label: value` or `ラベル：値`: a label of 40 characters at most before the first colon.
const LABELLED = /^([^:：]{1,40})[:：]\s*(.*)$/;
const LETTER = /\p{L}/u;
// A label has letters and a few words; not a link's scheme (`https://…`) nor a time (`10:30`).
const isLabel = (label: string, value: string) =>
  LETTER.test(label) && label.split(' ').length <= 5 && !value.startsWith('//');

// Kept as plain data whatever the label (`__proto__` too), as the body parser keeps keys.
const define = (object: Record<string, unknown>, key: string, value: string) =>
  Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
