import { letterWords } from './label-words.ts';
import { meaning } from './labels.ts';
import type { Reading, Tokens } from './reading.ts';
import { looksLikePersonName } from './shapes.ts';
import { isFreeText } from './value-shapes.ts';
import { NOTE_WRITER_WORDS, TOOL_WRITER_WORDS } from './vocabulary-staff.ts';

/**
 * The items of a list whose text a staff member wrote, by a key beside it naming who wrote it and a person's name there
 * (`notes: [{message, createdBy: {name: {full: "Megan Osei"}}}]`, `comments: [{body, author: "Sam Patel"}]`): their note
 * (docs/api.md §2.4, feature `staffNote`). Not a handler's (`assigned_to`, `owner`: who deals with the item, not its
 * writer), a tool's (`createdBy: "Website Form"`, `Zapier`), nor the person's (a name holding their given name, or an
 * item typed as theirs). Linear: each reading under someone else's key is read once; an item is named by its tokens
 * joined, made only for those readings and the free texts the brief asks about.
 */
export class AuthoredTexts {
  private readonly holders = new Set<string>();
  private readonly own = new Set<string>();

  constructor(readings: readonly Reading[], personName: string | null) {
    const given = personName === null ? undefined : letterWords(personName).find((word) => word.length >= 2);
    for (const reading of readings) {
      const { value, container } = reading;
      if (!reading.underOther || reading.underToolUser || typeof value !== 'string') continue;
      const at = writerKeyAt(container);
      // Only an item of a list (a note, a comment, an activity), each naming its own writer.
      if (at < 1 || typeof container[at - 1] !== 'number') continue;
      const holder = joined(container, at);
      const words = letterWords(value);
      if (reading.party === 'person' || (given !== undefined && words.includes(given))) this.own.add(holder);
      else if (looksLikePersonName(value) && !words.some((word) => TOOL_WRITERS.has(word))) this.holders.add(holder);
    }
  }

  /** Whether the reading is a free text in an item whose writer is a staff member. */
  holds(reading: Reading): boolean {
    if (this.holders.size === 0 || typeof reading.value !== 'string' || !isFreeText(reading.value)) return false;
    const holder = joined(reading.container, reading.container.length);
    return this.holders.has(holder) && !this.own.has(holder);
  }
}

const WRITERS = new Set(NOTE_WRITER_WORDS);
const TOOL_WRITERS = new Set(TOOL_WRITER_WORDS);

// The place of the nearest key naming who wrote the item (`createdBy`, `author`), at least one level down.
function writerKeyAt(container: Tokens): number {
  for (let i = container.length - 1; i >= 0; i--) {
    const token = container[i];
    if (
      typeof token === 'string' &&
      meaning(token)
        .words.split(' ')
        .some((word) => WRITERS.has(word))
    )
      return i;
  }
  return -1;
}

const joined = (tokens: Tokens, length: number) => tokens.slice(0, length).join('\u0000');
