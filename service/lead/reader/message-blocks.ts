import type { Found } from './found.ts';
import type { Ranked } from './ranked.ts';
import type { Reading, Tokens } from './reading.ts';
import { isMessage, isUnspacedPhrase } from './value-shapes.ts';

// A lead has a contact block or two: a body with more is a list, not told apart this way.
const MAX_CONTACTS = 16;
// A message is a sentence: six words or more, or a run of words in a script written without spaces.
const MESSAGE_MIN = 12;
const isSentence = (value: string) =>
  value.length >= MESSAGE_MIN && (value.includes(' ') ? isMessage(value) : isUnspacedPhrase(value));

/**
 * Marks the phones and emails in an object holding a message (a sentence) when the
 * contacts sit in two objects or more and not all of them hold one (docs/api.md §2.4, feature
 * `besideMessage`, a tie-break after the label): the person writes to the business, a business's own
 * card beside their block does not. Structure where no key or word tells the blocks apart.
 */
export function markMessageBlocks(found: Found, readings: readonly Reading[]): void {
  const { phones, emails } = found;
  const count = phones.length + emails.length;
  if (count < 2 || count > MAX_CONTACTS) return;
  const blocks = new Set<Tokens>();
  for (const { reading } of phones) blocks.add(reading.container);
  for (const { reading } of emails) blocks.add(reading.container);
  if (blocks.size < 2) return;
  const messaged = new Set<Tokens>();
  for (const { container, value } of readings)
    if (blocks.has(container) && typeof value === 'string' && isSentence(value)) messaged.add(container);
  if (messaged.size === 0 || messaged.size === blocks.size) return;
  const mark = (candidate: Ranked) => {
    if (messaged.has(candidate.reading.container)) candidate.besideMessage = true;
  };
  phones.forEach(mark);
  emails.forEach(mark);
}
