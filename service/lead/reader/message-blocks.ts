import type { Found } from './found.ts';
import type { Ranked } from './ranked.ts';
import { tokensStartWith, type Reading, type Tokens } from './reading.ts';
import { isRecordName } from './another-records.ts';
import { isMessage, isUnspacedPhrase } from './value-shapes.ts';

// A lead has a contact block or two: a body with more is a list, not told apart this way.
const MAX_CONTACTS = 16;
// A message is a sentence: six words or more, or a run of words in a script written without spaces; a
// business's name of six words, each capitalised (`Công Ty Sự Kiện Hoa Sen Việt`), is none.
const MESSAGE_MIN = 12;
const isSentence = (value: string) =>
  value.length >= MESSAGE_MIN &&
  (value.includes(' ') ? isMessage(value) && !isRecordName(value) : isUnspacedPhrase(value));

/** The objects holding the phones and emails, when there are two or more and not too many (a list). */
function contactBlocks({ phones, emails }: Found): Set<Tokens> | null {
  const count = phones.length + emails.length;
  if (count < 2 || count > MAX_CONTACTS) return null;
  const blocks = new Set<Tokens>();
  for (const { reading } of phones) blocks.add(reading.container);
  for (const { reading } of emails) blocks.add(reading.container);
  return blocks.size < 2 ? null : blocks;
}

/** Sets `feature` on each phone and email in one of `marked`, unless every block is (then it tells none apart). */
function mark(
  found: Found,
  blocks: ReadonlySet<Tokens>,
  marked: ReadonlySet<Tokens>,
  feature: 'besideMessage' | 'inAnsweredRecord',
) {
  if (marked.size === 0 || marked.size === blocks.size) return;
  const set = (candidate: Ranked) => {
    if (marked.has(candidate.reading.container)) candidate[feature] = true;
  };
  found.phones.forEach(set);
  found.emails.forEach(set);
}

/**
 * Marks the phones and emails in an object holding a message (a sentence) when the
 * contacts sit in two objects or more and not all of them hold one (docs/api.md §2.4, feature
 * `besideMessage`, a tie-break after the label): the person writes to the business, a business's own
 * card beside their block does not. Structure where no key or word tells the blocks apart.
 */
export function markMessageBlocks(found: Found, readings: readonly Reading[]): void {
  const blocks = contactBlocks(found);
  if (blocks === null) return;
  const messaged = new Set<Tokens>();
  for (const { container, value } of readings)
    if (blocks.has(container) && typeof value === 'string' && isSentence(value)) messaged.add(container);
  mark(found, blocks, messaged, 'besideMessage');
  markAnsweredRecords(found, blocks, readings);
}

// A question asks: its mark in the scripts that write one (Latin's and Greek's, CJK's full width, Arabic's).
const QUESTION = /[?？؟;]/;

/**
 * Marks the phones and emails whose block sits in a record (an object below the body's top) that also
 * holds a question the person answered or a message of theirs (feature `inAnsweredRecord`, a tie-break
 * before depth): an appointment's or an order's `{patient: {…}, questions: [{q: "Seen us before?", …}]}`
 * holds its person, a business's block alone at the top (`settings: {name, phone, email}`) holds no answer.
 */
function markAnsweredRecords(found: Found, blocks: ReadonlySet<Tokens>, readings: readonly Reading[]): void {
  const records = new Map<Tokens, Tokens>();
  for (const block of blocks) if (block.length >= 2) records.set(block, block.slice(0, -1));
  if (records.size === 0) return;
  const answered = new Set<Tokens>();
  for (const reading of readings) {
    const { value } = reading;
    if (typeof value !== 'string' || !(QUESTION.test(value) || QUESTION.test(reading.label) || isSentence(value)))
      continue;
    for (const [block, record] of records)
      if (!answered.has(block) && tokensStartWith(reading.container, record)) answered.add(block);
  }
  mark(found, blocks, answered, 'inAnsweredRecord');
}
