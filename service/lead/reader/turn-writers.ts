import { meaning } from './labels.ts';
import { isListItem, type Reading, type Tokens } from './reading.ts';
import { partyOf } from './value-words.ts';
import { isTurnText } from './turn-evidence.ts';

type Side = 'person' | 'other';

/**
 * A conversation's writers named by an id another object of the body describes (`author_id: "0f5c…"` beside
 * `users: [{id: "0f5c…", type: "customer", email}]`: docs/api.md §2.4, chat-turns.ts): the person's when that object
 * holds their chosen contact or a type naming them, someone else's when its type names another party. Read only when a
 * conversation asks, in two passes over the body's values at most.
 */
export class TurnWriters {
  // Each object's id (as text, as a turn's marker is compared), to the first object holding it (the turns' own ids left
  // out: `messages: [{id: 1, author_id: 2}]` beside `customer: {id: 1}`); then each such object's side.
  private ids: Map<string, Tokens> | null = null;
  private sides: Map<Tokens, Side> | null = null;

  constructor(
    private readonly readings: readonly Reading[],
    private readonly used: ReadonlySet<Reading>,
  ) {}

  /** Whether some object of the body has this id (a writer's may be long: a UUID, an address). */
  has(value: unknown): boolean {
    return (typeof value === 'string' || typeof value === 'number') && this.idsOf().has(String(value));
  }

  /** Whose the object with this id is, if it says. */
  sideOf(value: string): Side | undefined {
    const container = this.idsOf().get(value);
    return container === undefined ? undefined : this.sidesOf().get(container);
  }

  /**
   * What the body's legend of short codes calls one (`channels: {"1": "caller", "2": "operator"}` beside `phrases:
   * [{channel: 2, text}]`): the word a turn's code stands for, read as a marker's own word would be (chat-turns.ts).
   */
  legendOf(value: string): string | undefined {
    return this.legendsOf().get(value);
  }

  private legend: Map<string, string> | null = null;

  // Each value of an object (not a list's item) under a short code (`"1"`, `"a"`) that is a word or two: the first kept.
  private legendsOf(): Map<string, string> {
    if (this.legend !== null) return this.legend;
    const legend = new Map<string, string>();
    for (const { key, value, labelled, container } of this.readings)
      if (
        !labelled &&
        typeof key === 'string' &&
        key.length <= CODE_LENGTH &&
        typeof value === 'string' &&
        value.length <= WORD_LENGTH &&
        !isListItem(container) &&
        !legend.has(key)
      )
        legend.set(key, value);
    return (this.legend = legend);
  }

  private idsOf(): Map<string, Tokens> {
    if (this.ids !== null) return this.ids;
    const ids = new Map<string, Tokens>();
    // A turn's own id names the turn, no writer (`messages: [{id: 1, author_id: 2, text}]`): objects holding a message (not
    // a name's two words) are skipped.
    const turns = new Set<Tokens>();
    for (const { value, container, label } of this.readings)
      if (isTurnText(value) && meaning(label).role === null) turns.add(container);
    for (const { key, value, labelled, container } of this.readings)
      if (key === 'id' && !labelled && isId(value) && !turns.has(container)) {
        const id = String(value);
        if (!ids.has(id)) ids.set(id, container);
      }
    return (this.ids = ids);
  }

  private sidesOf(): Map<Tokens, Side> {
    if (this.sides !== null) return this.sides;
    const described = new Set<Tokens>(this.idsOf().values());
    const sides = new Map<Tokens, Side>();
    for (const reading of this.readings) {
      const { container } = reading;
      if (!described.has(container) || sides.get(container) === 'person') continue;
      // The person's chosen contact in it, or a type naming them (`type: "customer"`); a type naming another (`agent`).
      const party =
        typeof reading.value === 'string' && !reading.labelled && meaning(reading.label).partyKey
          ? partyOf(reading.value)
          : undefined;
      if (this.used.has(reading) || party === 'person') sides.set(container, 'person');
      else if (party === 'other') sides.set(container, 'other');
    }
    return (this.sides = sides);
  }
}

// A legend's code, and the word or two it stands for.
const CODE_LENGTH = 3;
const WORD_LENGTH = 30;

// An id a writer may be named by: a text of a few characters or more (a UUID, an address, `u_81`), or a number.
const isId = (value: unknown) => (typeof value === 'string' && value.length >= 3) || typeof value === 'number';
