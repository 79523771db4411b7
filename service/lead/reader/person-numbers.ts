import type { Reading } from './reading.ts';
import { lastDigits } from './value-shapes.ts';
import { meaning } from './labels.ts';

/** The person's numbers by their last digits (value-shapes.ts lastDigits): a copy of theirs beside them is no one else's line. */
export interface PersonNumbers {
  has(tail: string): boolean;
  /** How many distinct tails. */
  readonly size: number;
  /** The person's phone came under a key naming them (`contact_phone_number`, `caller_number`). */
  readonly qualifiedPhone: boolean;
  /** Whether a number is the other end of the call record their phone was read from: the business's line. */
  isBusinessLine(text: string): boolean;
}

/**
 * A lead's few tails (its phone's, its email's, a name's empty one) in a list, compared in turn: a
 * `Set` hashed every fresh slice it was given or asked about. Past a few (a body repeating the
 * person's values everywhere), a `Set`, so a look-up stays cheap. Read from the values used only
 * when first asked: most bodies never ask (a line beside the person, another record's phone, a
 * chat's turns), and each value's tail is a pass over its characters.
 */
class Tails implements PersonNumbers {
  private readonly list: string[] = [];
  private set: Set<string> | null = null;
  private values: ReadonlySet<Reading> | null;
  private qualified: boolean | null = null;
  private readonly used: ReadonlySet<Reading> | null;
  private readonly businessTail: string | null;

  constructor(used: ReadonlySet<Reading> | null, businessLine: string | null = null) {
    this.values = used;
    this.used = used;
    this.businessTail = businessLine === null ? null : lastDigits(businessLine);
  }

  isBusinessLine(text: string): boolean {
    return this.businessTail !== null && lastDigits(text) === this.businessTail;
  }

  get size(): number {
    this.read();
    return this.set === null ? this.list.length : this.set.size;
  }

  // Asked apart from the tails: most bodies' phones are under a bare key, and their tails are never read.
  get qualifiedPhone(): boolean {
    if (this.qualified === null) {
      this.qualified = false;
      for (const { label, hint, labelled } of this.used ?? [])
        if (!labelled && (hint === 'phone' || hint === null)) {
          const known = meaning(label);
          if (known.role === 'phone' && known.prefix !== '') this.qualified = true;
        }
    }
    return this.qualified;
  }

  has(tail: string): boolean {
    this.read();
    return this.set === null ? this.list.includes(tail) : this.set.has(tail);
  }

  private read(): void {
    const used = this.values;
    if (used === null) return;
    this.values = null;
    for (const { value } of used)
      if (typeof value === 'string' || typeof value === 'number') this.add(lastDigits(String(value)));
  }

  private add(tail: string): void {
    if (this.set !== null) this.set.add(tail);
    else if (this.list.length >= 8) this.set = new Set([...this.list, tail]);
    else if (!this.list.includes(tail)) this.list.push(tail);
  }
}

export const NO_NUMBERS: PersonNumbers = new Tails(null);

/** The tails of the person's values used (a text or a number each), read when first asked; and the business's line. */
export const numbersOf = (used: ReadonlySet<Reading>, businessLine: string | null = null): PersonNumbers =>
  new Tails(used, businessLine);
