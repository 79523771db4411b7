import type { Reading } from './reading.ts';
import { lastDigits } from './value-shapes.ts';

/** The person's numbers by their last digits (value-shapes.ts lastDigits): a copy of theirs beside them is no one else's line. */
export interface PersonNumbers {
  has(tail: string): boolean;
  /** How many distinct tails. */
  readonly size: number;
}

/**
 * A lead's few tails (its phone's, its email's, a name's empty one) in a list, compared in turn: a
 * `Set` hashed every fresh slice it was given or asked about. Past a few (a body repeating the
 * person's values everywhere), a `Set`, so a look-up stays cheap.
 */
class Tails implements PersonNumbers {
  private readonly list: string[] = [];
  private set: Set<string> | null = null;

  get size(): number {
    return this.set === null ? this.list.length : this.set.size;
  }

  has(tail: string): boolean {
    return this.set === null ? this.list.includes(tail) : this.set.has(tail);
  }

  add(tail: string): void {
    if (this.set !== null) this.set.add(tail);
    else if (this.list.length >= 8) this.set = new Set([...this.list, tail]);
    else if (!this.list.includes(tail)) this.list.push(tail);
  }
}

export const NO_NUMBERS: PersonNumbers = new Tails();

/** The tails of the person's values used (a text or a number each). */
export function numbersOf(used: ReadonlySet<Reading>): PersonNumbers {
  const numbers = new Tails();
  for (const { value } of used)
    if (typeof value === 'string' || typeof value === 'number') numbers.add(lastDigits(String(value)));
  return numbers;
}
