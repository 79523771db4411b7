import { meaning } from './labels.ts';
import type { Reading, Tokens } from './reading.ts';
import { isFreeText } from './value-shapes.ts';

/**
 * The items of a list whose text someone else wrote, by a key beside it naming who did (`notes: [{message, createdBy:
 * {name: "Megan Osei"}}]`, `comments: [{body, author: {name: "Sales"}}]`): staff (a key naming someone else, not a tool's user nor a
 * message's sender), unless that key holds the person's own name. Their free texts are that writer's note (docs/api.md
 * §2.4, feature `staffNote`). Linear: each reading under someone else's key is read once; an object is named by its
 * tokens joined, made only for those readings and the free texts the brief asks about.
 */
export class AuthoredTexts {
  private readonly holders = new Set<string>();
  private readonly own = new Set<string>();

  constructor(readings: readonly Reading[], personName: string | null) {
    const person = personName?.trim().toLowerCase();
    for (const reading of readings) {
      if (!reading.underOther || reading.underToolUser) continue;
      const at = writerKeyAt(reading.container);
      // Only an item of a list (a note, a comment, an activity), each naming its own writer.
      if (at < 1 || typeof reading.container[at - 1] !== 'number') continue;
      const holder = joined(reading.container, at);
      if (typeof reading.value === 'string' && reading.value.trim().toLowerCase() === person) this.own.add(holder);
      else this.holders.add(holder);
    }
  }

  /** Whether the reading is a free text in an object a writer's key names someone else's. */
  holds(reading: Reading): boolean {
    if (this.holders.size === 0 || typeof reading.value !== 'string' || !isFreeText(reading.value)) return false;
    const holder = joined(reading.container, reading.container.length);
    return this.holders.has(holder) && !this.own.has(holder);
  }
}

// The place of the nearest key naming a writer who is someone else (`createdBy`, `author`), at least one level down.
function writerKeyAt(container: Tokens): number {
  for (let i = container.length - 1; i >= 0; i--) {
    const token = container[i];
    if (typeof token !== 'string') continue;
    const known = meaning(token);
    if (known.otherParty && !known.toolUser && !known.sender) return i;
  }
  return -1;
}

const joined = (tokens: Tokens, length: number) => tokens.slice(0, length).join('\u0000');
