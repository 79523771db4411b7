import type { Reading } from './reading.ts';

/**
 * A long answer that repeats two or more of the other answers word for word is the tool's summary
 * of the submission (a "pretty" copy): the answers it repeats are the brief already. One of three lines or more is a
 * copy only when half its lines or more repeat an answer or the person's contact (`known`): a message of labelled lines
 * that names the product and the town asked about, each its own field too, says more (`Capacity: 40 Tonne`).
 */
export function withoutSummaries(
  answers: Array<[string, unknown]>,
  known: ReadonlySet<Reading> = NONE,
): Array<[string, unknown]> {
  // Each long answer is compared with every other: a form's few answers, not a stranger's thousands (quadratic).
  if (answers.length < 3 || answers.length > MAX_SUMMARY_ANSWERS) return answers;
  let kept: Array<[string, unknown]> | null = null;
  for (let i = 0; i < answers.length; i++) {
    if (isSummary(answers[i][1], i, answers, known)) kept ??= answers.slice(0, i);
    else kept?.push(answers[i]);
  }
  return kept ?? answers;
}

const MAX_SUMMARY_ANSWERS = 200;
// A label's colon (`Budget: 5k`, Jotform's `Full Name:John`, the full-width `：`), not a time's between digits (`17:00`).
const LABEL_COLON = /(?<!\d):|:(?!\d)|：/;
const NONE: ReadonlySet<Reading> = new Set();

function isSummary(text: unknown, at: number, answers: Array<[string, unknown]>, known: ReadonlySet<Reading>): boolean {
  if (typeof text !== 'string' || text.length < 60) return false;
  // A copy of a form's fields labels them or breaks its lines; a sentence of the person's that names two of their answers
  // ("A detached house of 120 m² in Glyfada, after 6pm") is no copy unless the answers are half of it.
  const listed = LABEL_COLON.test(text) || text.includes('\n');
  let repeated = 0;
  let length = 0;
  for (let j = 0; j < answers.length && (repeated < 2 || (!listed && 2 * length < text.length)); j++) {
    const other = answers[j][1];
    if (isRepeated(other, text) && j !== at) {
      repeated++;
      length += other.length;
    }
  }
  if (repeated < 2) return false;
  return listed ? mostLinesRepeat(text, at, answers, known) : 2 * length >= text.length;
}

const isRepeated = (other: unknown, text: string): other is string =>
  typeof other === 'string' && other.length >= 6 && other.length < text.length && text.includes(other);

const MAX_COPY_LINES = 60;

// Whether a text breaks its lines more than `most` times (as text, or as HTML's `<br`): counted up to `most` + 1 only.
function breaksPast(text: string, most: number): boolean {
  let breaks = 0;
  for (let at = text.indexOf('\n'); at >= 0 && breaks <= most; at = text.indexOf('\n', at + 1)) breaks++;
  for (let at = text.indexOf('<br'); at >= 0 && breaks <= most; at = text.indexOf('<br', at + 1)) breaks++;
  return breaks > most;
}

// A line holding one of the person's contact values (their name, phone or email as sent).
function saysContact(line: string, known: ReadonlySet<Reading>): boolean {
  for (const { value } of known)
    if (typeof value === 'string' && value.trim().length >= 3 && line.includes(value.trim())) return true;
  return false;
}

// Lines broken as text or as HTML.
const LINE_BREAK = /\r?\n|<br\s*\/?>/i;

// Half a text's lines or more each repeat another answer or the contact (a text of one or two lines: a copy already).
function mostLinesRepeat(
  text: string,
  at: number,
  answers: Array<[string, unknown]>,
  known: ReadonlySet<Reading>,
): boolean {
  // A copy of a form's fields has a few dozen lines; a text of more is someone's (counted before any split).
  if (breaksPast(text, MAX_COPY_LINES)) return false;
  const lines = text.split(LINE_BREAK).filter((line) => line.trim() !== '');
  if (lines.length < 3) return true;
  let repeating = 0;
  for (const line of lines) {
    const repeats =
      answers.some(
        ([, other], j) => j !== at && typeof other === 'string' && other.length >= 6 && line.includes(other),
      ) || saysContact(line, known);
    if (repeats) repeating++;
  }
  return 2 * repeating >= lines.length;
}

// A line said already (a form sending a field twice, Unbounce the page's address at the top and in its data) is said once;
// so is a long text under a second key (a chat's message as its `blocks` and as its `plainText`), where it was first.
export function once(
  answers: Array<[string, unknown]>,
  context: Array<[string, unknown]>,
): { entries: Array<[string, unknown]>; answers: number } {
  const all = context.length === 0 ? answers : [...answers, ...context];
  // Lines can repeat only where labels or long texts do: most bodies repeat none, and a short list is compared pairwise,
  // allocating nothing.
  if (!repeats(all)) return { entries: all, answers: answers.length };
  const lineOf = ([label, value]: [string, unknown]) =>
    `${folded(label)}\u0000${typeof value === 'string' ? value : JSON.stringify(value)}`;
  const seen = new Set<string>();
  const first = (entry: [string, unknown]) => {
    const value = entry[1];
    const line = isLong(value) ? value : lineOf(entry);
    if (seen.has(line)) return false;
    seen.add(line);
    return true;
  };
  const keptAnswers = answers.filter(first);
  return { entries: [...keptAnswers, ...context.filter(first)], answers: keptAnswers.length };
}

// A text this long, or a sentence of four words or more, said twice is one text sent twice, not two answers alike
// (`Yes`, `Not sure yet`, an address, a code): a form's `body` and its `comments` (Netlify's `data` and `human_fields`).
const LONG_TEXT = 40;
const isLong = (value: unknown): value is string =>
  typeof value === 'string' && value.includes(' ') && (value.length >= LONG_TEXT || isSentence(value));
const isSentence = (value: string) => SENTENCE_END.test(value) && value.trim().split(/\s+/, 4).length === 4;
const SENTENCE_END = /[.!?。！？؟]\s*$/;
// A label as its question reads, whatever its case or its colon (`plz`, `Plz`, `Comments:`): a form's copies label alike.
function folded(label: string): string {
  const lower = label.trimEnd().toLowerCase();
  const last = lower.charCodeAt(lower.length - 1);
  return last === 58 /* : */ || last === 0xff1a /* ： */ ? lower.slice(0, -1) : lower;
}

function repeats(entries: Array<[string, unknown]>): boolean {
  if (entries.length > 24) {
    const labels = new Set<string>();
    const texts = new Set<string>();
    for (const [label, value] of entries) {
      const key = folded(label);
      const long = isLong(value);
      if (labels.has(key) || (long && texts.has(value))) return true;
      labels.add(key);
      if (long) texts.add(value);
    }
    return false;
  }
  for (let i = 1; i < entries.length; i++)
    for (let j = 0; j < i; j++)
      if (sameLabel(entries[i][0], entries[j][0]) || (entries[i][1] === entries[j][1] && isLong(entries[i][1])))
        return true;
  return false;
}

// Compared as folded only where the two may differ by case or a colon: about as long, the same first letter.
const sameLabel = (a: string, b: string) =>
  a === b ||
  (a.length - b.length <= 1 &&
    b.length - a.length <= 1 &&
    (a.charCodeAt(0) | 32) === (b.charCodeAt(0) | 32) &&
    folded(a) === folded(b));
