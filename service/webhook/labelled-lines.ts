import { meaning } from '../lead/reader/labels.ts';
import { isMailFooter, isMailHeader } from './mail-lines.ts';
import { fitsContact, isContact, isNameLabel } from './contact-labels.ts';

/**
 * A form written as one text, a field a line (`お名前：山本 美咲\n電話番号：090-…\nメール：…`, `Name: Ana\nPhone: …`,
 * `*Name:* Ana`: an enquiry relayed into a chat room, a website's email), read as the object it stands for (docs/api.md
 * §2.4): three labelled lines or more, each label once (a transcript repeats its speakers: transcript-lines.ts), one
 * of them a name's, a phone's or an email's, none a mail's header (`From:` or `To:` holding an address, or beside
 * `Sent:` or `Cc:`; a `Subject:` is a field) nor a quoted line (`> …`: a reply's), and two lines labelled for each line
 * of the title. Each label is a key; a line with no label continues the value above it (a time, `Mon 9:00-12:00`, is
 * no label), unless a name's, a phone's or an email's (those take one line, their own or the next when values are
 * written below labels or the line is one: `Name:\nAna Lima`); the lines before the first label, a heading after a
 * rule and a line after a contact are the text's `title`; the lines after the last rule (`--`, `――――`) when no label
 * follows it, a signature's, and a mail client's footer as the last line (`Sent from my iPhone`) are its `signature`,
 * the writer's, in no brief. Japanese mail's `【お名前】value` is a labelled line, and a marked line a label follows
 * (`■お客様情報`) a section's heading, in no field; one line of `label: value` parts between `;` or `|` reads as its
 * lines. Else null: the text stays the text it is.
 */
export function readLabelledLines(text: string): Record<string, unknown> | null {
  if (text.length > MAX_LENGTH) return null;
  const lines = partsOf(text) ?? text.replace(MARKUP_BREAK, '\n').replace(MARKUP, '').split(LINE_BREAK);
  if (lines.length > MAX_LINES) return null;
  const read: Line[] = [];
  let lastRule = -1;
  let blank = true;
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') {
      blank = true;
      continue;
    }
    if (line.startsWith('>')) return null;
    const entry = lineOf(line);
    // A heading mark on a line after a blank line (or a rule, or none) that a label follows (`\n■お客様情報\n【お名前】…`);
    // else a bullet of the writer's (`Needs:\n● boiler\n● radiators\nBudget: …`).
    const above = read[read.length - 1];
    if (above?.heading && entry.label === null) delete above.heading;
    if (entry.heading && !blank && above !== undefined && !above.rule) delete entry.heading;
    blank = false;
    if (entry.heading) {
      read.push(entry);
      continue;
    }
    // The first rule of the lines after the last label: a signature follows it.
    if (entry.rule) lastRule = lastRule < 0 ? read.length : lastRule;
    else if (entry.label !== null) lastRule = -1;
    read.push(entry);
  }
  if (read[read.length - 1]?.heading) delete read[read.length - 1].heading;
  // Where the writer's signature starts: a rule after the person's contact with another contact's labels below it (a
  // business's card: `-----\nAcme Decks\nPhone: …`), or the last rule when only a card's lines follow it; a mail
  // client's footer as the last line (`Sent from my iPhone`), and the rule above it, sign it too.
  const footer = footerAt(read);
  // Values written below their labels (`Name:\nAna Lima\nPhone:\n…`): two empty labels, each with a line below it.
  const below = valuesBelow(read);
  const end = Math.min(signatureAt(read, lastRule), footer);
  const fields = new Map<string, string>();
  const title: string[] = [];
  let last: string | null = null;
  let contact = false;
  let header = false;
  let fromTo = false;
  let mailLabel = false;
  for (let i = 0; i < end; i++) {
    const entry = read[i];
    // A section's heading (`■お客様情報`): the value above ends, and no field nor title holds it.
    if (entry.heading) {
      last = null;
      continue;
    }
    if (entry.rule) {
      // A rule: a label left empty takes it (`Rating:\n*****`); else a section's heading may follow.
      if (last !== null && fields.get(last) === '') fields.set(last, entry.value);
      last = null;
      continue;
    }
    const { label, value } = entry;
    if (label !== null) {
      if (fields.has(label)) return null;
      fields.set(label, value);
      last = label;
      const { sender, recipient } = meaning(label);
      // A message's header (`From: Sales <sales@…>`, `Sent:` beside `From:`: an email quoted in a reply) is no form's
      // field; a move's `From: Leeds` and `To: Bristol` are, and so is a `Subject:`.
      if ((sender || recipient) && (value.includes('@') || value.includes('<'))) header = true;
      fromTo ||= sender || recipient;
      mailLabel ||= isMailHeader(label);
      contact ||= isContact(label);
    } else if (last !== null && (!isContact(last) || (fields.get(last) === '' && (below || fitsContact(last, value)))))
      fields.set(last, `${fields.get(last)}\n${value}`.trim());
    // Before the first label, or after a contact's (a name, a phone, an email takes one line, its own or the next): no field's.
    else title.push(value);
  }
  if (fields.size < 3 || !contact || header || (fromTo && mailLabel) || 2 * title.length > fields.size) return null;
  // The person's words after the last rule (no card's): an empty label's value (`Message:\n-----\nI want…`), else the title's.
  const after = read
    .slice(end + 1)
    .filter((entry) => !entry.rule)
    .map((entry) => entry.value);
  const signature = end < read.length && (end === footer || isCard(after)) ? after : [];
  if (signature.length === 0 && after.length > 0) {
    if (last !== null && fields.get(last) === '') fields.set(last, after.join('\n'));
    else title.push(...after);
  }
  // A label the text's own parts would take (`title: Mrs`): the text stays the text it is.
  if ((title.length > 0 && fields.has('title')) || (signature.length > 0 && fields.has('signature'))) return null;
  const object: Record<string, unknown> = {};
  if (title.length > 0) define(object, 'title', title.join('\n'));
  for (const [label, value] of fields) define(object, label, value);
  if (signature.length > 0) define(object, 'signature', signature.join('\n'));
  return object;
}

// The first rule with the person's contact above it and another contact's label or a card below it, else the last rule
// (when no label follows it), else the text's end.
function signatureAt(read: readonly Line[], lastRule: number): number {
  let contactAfter = false;
  const below: boolean[] = new Array<boolean>(read.length);
  for (let i = read.length - 1; i >= 0; i--) {
    below[i] = contactAfter;
    const { label } = read[i];
    if (label !== null && isContact(label)) contactAfter = true;
  }
  let contactAbove = false;
  for (let i = 0; i < read.length; i++) {
    const { rule, label } = read[i];
    // A rule under a label left empty is its value (`Rating:\n*****`), no section's.
    const valueOfAbove = i > 0 && read[i - 1].label !== null && read[i - 1].value === '';
    if (rule && contactAbove && (below[i] || cardBelow(read, i + 1)) && !valueOfAbove) return i;
    if (label !== null && isContact(label)) contactAbove = true;
  }
  return lastRule < 0 ? read.length : lastRule;
}

// A business's card right below a rule, its lines unlabelled (`Acme Decks | Jo Bell\nTel. 0161… | 4 Mill St`), the text
// ending there or with one labelled line holding a code (`Viite: OT-YT-5bc81e92`, the mail's reference): not the
// person's lines and answers below a rule (`Budget: £1,500`, `Message: …`).
function cardBelow(read: readonly Line[], from: number): boolean {
  let to = from;
  while (to < read.length && read[to].label === null && !read[to].rule) to++;
  const closing = to === read.length || (to === read.length - 1 && REFERENCE.test(read[to].value));
  return closing && to - from >= 2 && isCard(read.slice(from, to).map((line) => line.value));
}
// A code of letters and digits, both (`OT-YT-5bc81e92`, `BP-FR-88c1a0`).
const REFERENCE = /^(?=[^\s]*\d)(?=[^\s]*[A-Za-z])[A-Za-z0-9][\w./-]{4,40}$/;

// The last line when it is a mail client's footer (with a rule right above it), else the end.
function footerAt(read: readonly Line[]): number {
  const last = read.length - 1;
  if (last < 1 || read[last].label !== null || !isMailFooter(read[last].value)) return read.length;
  return read[last - 1].rule ? last - 1 : last;
}

function valuesBelow(read: readonly Line[]): boolean {
  let count = 0;
  for (let i = 0; i + 1 < read.length && count < 2; i++)
    if (read[i].label !== null && read[i].value === '' && read[i + 1].label === null && !read[i + 1].rule) count++;
  return count >= 2;
}
// A card's lines: a number of six digits or more, an address or a link among a few short lines.
const isCard = (lines: readonly string[]) =>
  lines.length > 0 && lines.length <= 8 && lines.some((line) => CARD_LINE.test(line));
const CARD_LINE = /\d[\d\s().-]{5,}\d|@|https?:\/\/|www\./i;

/** A line read: a rule, a section's heading, a label and its value, or a value alone (its label null). */
type Line = { rule: boolean; heading?: true; label: string | null; value: string };
function lineOf(line: string): Line {
  if (SEPARATOR.test(line)) return { rule: true, label: null, value: line };
  const field = LABELLED.exec(line) ?? BRACKETED.exec(line);
  if (field === null)
    return HEADING_MARK.test(line) && LETTER.test(line)
      ? { rule: false, heading: true, label: null, value: line }
      : { rule: false, label: null, value: line };
  // Bold or italic labels as chat tools write them (`*Name:* Ana`, `_Phone:_ …`): the marks are no part of either.
  const label = field[1].replace(EMPHASIS, '').trim();
  const bold = label !== field[1].trim();
  const value = (bold ? field[2].replace(LEADING_EMPHASIS, '') : field[2]).trim();
  return isLabel(label, value) ? { rule: false, label, value } : { rule: false, label: null, value: line };
}

// One line of three `label: value` parts or more between semicolons or bars (`Name: Ana; Mobile: …; Email: …`, a form
// packed into a payment's free field), every part labelled, as the lines they stand for; else null.
function partsOf(text: string): string[] | null {
  if (text.includes('\n')) return null;
  const parts = text.split(PART_BREAK).map((part) => part.trim());
  if (parts.length < 3) return null;
  let name = false;
  let contact = false;
  for (const part of parts) {
    const { label } = lineOf(part);
    if (label === null) return null;
    name ||= isNameLabel(label);
    contact ||= isContact(label) && !isNameLabel(label);
  }
  // A name and a phone or an email among them: the person's card (not `Landlord phone: …` beside another's words).
  return name && contact ? parts : null;
}
// Split where the mark is, each part trimmed after: a pattern of spaces around it would cost a long run of spaces its square.
const PART_BREAK = /[;|]/;

/** Whether a text may be labelled lines: worth a look only with a line break (or a part's `;`, `|`) and a colon in it. */
export const mayHoldLabelledLines = (text: string): boolean =>
  text.length >= MIN_LENGTH &&
  (text.includes('\n') || text.includes(';') || text.includes('|')) &&
  (text.includes(':') || text.includes('：') || text.includes('】'));

// Three lines of `a: b` at least; a message of kilobytes is no form's fields.
const MIN_LENGTH = 14;
const MAX_LENGTH = 20_000;
const MAX_LINES = 200;
const LINE_BREAK = /\r?\n/;
// A chat's markup around the fields (`[info][title]…[/title]…[/info]`, `<br>`): a title's end and a line break are breaks.
const MARKUP_BREAK = /\[\/title\]|<br\s*\/?>/gi;
// A chat's own tags only: a value's `[x]` (a ticked box) or `[URGENT]` is the writer's.
const MARKUP = /\[\/?(?:info|title|code|qt|hr|toall|quote|b|i|u|s)\]/gi;
// A line of dashes, underscores or rules alone: a signature follows (`--`, `――――――`, `___`).
const SEPARATOR = /^[-_=―—–─━~*]{2,}$/;
// `Label: value` or `ラベル：値`: a label of 40 characters at most before the first colon.
const LABELLED = /^([^:：]{1,40})[:：]\s*(.*)$/;
// `【ラベル】値`: a label in lenticular brackets, as Japanese mail writes a form's fields, with no colon.
const BRACKETED = /^【([^】]{1,40})】\s*(.*)$/;
// A section's heading mark before its words (`■お客様情報`, `◆ご希望条件`).
const HEADING_MARK = /^[■□◆◇●○▼▽▲△★☆◎]/;
const LETTER = /\p{L}/u;
const EMPHASIS = /^[*_~]+|[*_~]+$/g;
const LEADING_EMPHASIS = /^[*_~]+\s*/;
// A label has letters and a few words; not a link's scheme (`https://…`) nor a time's hours (`Mon 9:00`, `at 17:30`).
const isLabel = (label: string, value: string) =>
  label !== '' &&
  LETTER.test(label) &&
  label.split(' ').length <= 5 &&
  !value.startsWith('//') &&
  !(DIGIT_END.test(label) && DIGIT_START.test(value));
const DIGIT_END = /\d$/;
const DIGIT_START = /^\d/;

// Kept as plain data whatever the label (`__proto__` too), as the body parser keeps keys.
const define = (object: Record<string, unknown>, key: string, value: string) =>
  Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
