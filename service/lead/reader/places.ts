import { PathTree } from './path-tree.ts';
import { isListItem, tokensStartWith, type Reading, type Tokens } from './reading.ts';
import { meaning } from './labels.ts';
import { MESSAGE_WRAPPER_KEYS } from './vocabulary-notes.ts';
import type { Site } from './site-links.ts';
import { namesOwnFirm, ownFirmSite } from './own-firm.ts';

/**
 * The places of the person (docs/api.md §2.3): the objects and lists holding their chosen values
 * and copies of them. A few places (nearly every lead) are compared token by token, allocating
 * nothing; many (a body repeating the email in thousands of objects) are looked up by key, so the
 * notes stay linear in the body.
 */
export class Places {
  // Many places are found token by token (path-tree.ts): a path joined into one text copies every key above it, and
  // texts over 16 KB that share a length hash alike, so a set of them compares each in full (review27: 15 s in 64 KB).
  private readonly keys: PathTree<true> | null;
  // The person's own firm's site, read when a value first asks (namesFirm).
  private firm: Site | null | undefined;

  constructor(
    readonly list: Tokens[],
    private readonly keyShapes: ReadonlySet<string> = NO_SHAPES,
    /** The person's chosen values: their address's domain is their own firm's site (own-firm.ts ownFirmSite), if any. */
    private readonly used: ReadonlySet<Reading> = NO_READINGS,
  ) {
    this.keys = list.length > 8 ? new PathTree<true>(() => true) : null;
    if (this.keys !== null) for (const place of list) this.keys.at(place, place.length);
  }

  /**
   * Whether a key has the shape of a key the person's own values sit under (`_widget_1700000000005`
   * beside `_widget_1700000000002`, the email's): the form's way of naming its fields.
   */
  keyedAsPerson(key: string | number): boolean {
    return this.keyShapes.size > 0 && typeof key === 'string' && this.keyShapes.has(keyShape(key));
  }

  /** Whether a value names the person's own firm: their address's domain spells it (own-firm.ts namesOwnFirm). */
  namesFirm(value: unknown): boolean {
    // Read once a value that may be a firm's name asks (most values sit beside the person, and none asks).
    if (typeof value !== 'string' || !value.includes(' ')) return false;
    if (this.firm === undefined) this.firm = ownFirmSite(this.used);
    return this.firm !== null && namesOwnFirm(value, this.firm);
  }

  /** Whether a place is one of the person's. */
  has(container: Tokens): boolean {
    if (this.keys !== null) return this.keys.find(container, container.length) === true;
    for (const at of this.list) if (at.length === container.length && tokensStartWith(container, at)) return true;
    return false;
  }

  /** Steps from the person's object or list down to where a reading sits: its answers are 0 or 1 away. */
  holds(container: Tokens): boolean {
    if (this.keys !== null)
      return (
        this.keys.find(container, container.length) === true ||
        (container.length > 0 && this.keys.find(container, container.length - 1) === true)
      );
    for (const at of this.list) if (container.length <= at.length + 1 && tokensStartWith(container, at)) return true;
    return false;
  }

  /** Whether one of the person's places lies below `container` (it holds their object); with many places, taken as so. */
  below(container: Tokens): boolean {
    if (this.keys !== null) return true;
    for (const at of this.list) if (at.length > container.length && tokensStartWith(at, container)) return true;
    return false;
  }

  /** Whether `container` is an item of a list in the person's object (`vehicles: [{make, year}]`): one step further than beside. */
  private inItem(container: Tokens): boolean {
    if (!isListItem(container) || container.length < 2) return false;
    if (this.keys !== null) return this.keys.find(container, container.length - 2) === true;
    for (const at of this.list) if (at.length === container.length - 2 && tokensStartWith(container, at)) return true;
    return false;
  }

  /**
   * How far below the record holding one of the person's objects `container` sits (`{"contact": {…}, "message": …}`, a
   * section beside a name object: under the parent of one of the person's places): 0 in the record itself, or -1.
   */
  private recordDepth(container: Tokens): number {
    if (this.keys !== null) return -1;
    let depth = -1;
    for (const at of this.list)
      if (at.length > 0 && startsWithTokens(container, at, at.length - 1))
        depth = Math.max(depth, container.length - at.length + 1);
    return depth;
  }

  /** Whether `container` is the object holding a list one of the person's places is an item of (`buyers: [{name, phone}]`). */
  private holdsTheirList(container: Tokens): boolean {
    if (this.keys !== null) return false;
    for (const at of this.list)
      if (at.length - 2 === container.length && isListItem(at) && startsWithTokens(container, at, container.length))
        return true;
    return false;
  }

  // Siblings share their container (reading.ts): the features ask of its place once for all its values.
  private at: Tokens | null = null;
  private readonly place: Place = {
    beside: false,
    inItem: false,
    inRecord: false,
    aroundList: false,
    inSection: false,
    theirs: false,
    keyedAsList: false,
  };

  /** What the person's places say of the object or list `container` (read until the next call). */
  placeOf(container: Tokens): Readonly<Place> {
    if (container !== this.at) {
      this.at = container;
      const { place } = this;
      place.beside = this.holds(container);
      place.inItem = !place.beside && this.inItem(container);
      const own = place.beside ? -1 : this.recordDepth(container);
      // Around the list holding the person's item, only its own values (`service` beside `buyers: [{…}]`): a section
      // there, and a place, is as likely the business's or a filter's (`location: {city}`, `filters: {city}`).
      const around = own < 0 && !place.beside && this.holdsTheirList(container);
      const depth = around ? 0 : own;
      place.inRecord = depth >= 0;
      place.aroundList = around;
      place.inSection = depth > 0;
      place.theirs = this.has(container);
      place.keyedAsList = this.keyedAsPerson(listKeyOf(container));
    }
    return this.place;
  }

  // The readings of one JSON text share its path: asked once per text, not once per reading.
  private text: Tokens | null = null;
  private inText = false;

  /** Whether a place of the person lies inside `text` (a JSON text decoded). */
  within(text: Tokens): boolean {
    if (text !== this.text) {
      this.text = text;
      this.inText = this.list.some((at) => tokensStartWith(at, text));
    }
    return this.inText;
  }
}

// `path` starts with the first `count` tokens of `place` (tokensStartWith of an ancestor, no copy made: asked per value).
function startsWithTokens(path: Tokens, place: Tokens, count: number): boolean {
  if (count > path.length) return false;
  for (let i = 0; i < count; i++) if (path[i] !== place[i]) return false;
  return true;
}

/** What the person's places say of one object or list (Places.placeOf). */
export interface Place {
  /** The person's object or list, or one level below it (holds). */
  beside: boolean;
  /** Not beside, but an item of a list in the person's object (`vehicles: [{make, year}]`). */
  inItem: boolean;
  /** Not beside, but in the record holding the person's object (inRecord). */
  inRecord: boolean;
  /** In the record only as the object holding the list the person's item is in (`{location: {city}, customers: […]}`). */
  aroundList: boolean;
  /** In the record, in an object or list of its own (`vehicle: {year}`), not among the record's own values. */
  inSection: boolean;
  /** One of the person's places itself (has). */
  theirs: boolean;
  /** A list item under a key shaped as the person's own (`_widget_…6: [{…}]`, keyedAsPerson). */
  keyedAsList: boolean;
}

// The key a list item sits under (`rows` of `rows/0`), or 0 (no key's text) when the value is no list item's.
const listKeyOf = (container: Tokens): string | number =>
  isListItem(container) && container.length >= 2 ? container[container.length - 2] : 0;

const NO_SHAPES: ReadonlySet<string> = new Set();
const NO_READINGS: ReadonlySet<Reading> = new Set();

/** A key without its digits (`_widget_1700000000002` → `_widget_`): the shape a form gives all its fields' keys. */
export const keyShape = (key: string): string => key.replace(/\d+/g, '');

const MESSAGE_WRAPPERS = new Set(MESSAGE_WRAPPER_KEYS);

/**
 * The person's value read from a message's envelope or headers (`envelope.from`, `headers: [{"name":
 * "From", …}]`) puts the message those describe (its text, its subject) beside the person too.
 */
export function withMessages(places: Tokens[], used: ReadonlySet<Reading>): Tokens[] {
  let more: Tokens[] | null = null;
  for (const reading of used) {
    const { container } = reading;
    const wrapper = container.length > 0 ? container[container.length - 1] : undefined;
    if (typeof wrapper !== 'string' || !MESSAGE_WRAPPERS.has(meaning(wrapper).words) || !meaning(reading.label).sender)
      continue;
    (more ??= [...places]).push(container.slice(0, -1));
  }
  return more ?? places;
}

/** The shapes of the keys starting with one `_` that the person's own values sit under (a form naming every field so). */
export function hiddenKeyShapes(used: ReadonlySet<Reading>): ReadonlySet<string> | undefined {
  let shapes: Set<string> | null = null;
  for (const { key } of used)
    if (typeof key === 'string' && key.charCodeAt(0) === 95 && key.charCodeAt(1) !== 95)
      (shapes ??= new Set()).add(keyShape(key));
  // None (nearly every lead): Places keeps its own empty set.
  return shapes ?? undefined;
}
