import { meaning } from './labels.ts';
import { tokensStartWith, type Reading, type Tokens } from './reading.ts';

/** The readings of a reading's object and below it: one run of the walk's order (it reads an object's values in turn). */
export function subtreeOf(readings: readonly Reading[], i: number): [number, number] {
  const { container } = readings[i];
  let from = i;
  let to = i;
  while (from > 0 && tokensStartWith(readings[from - 1].container, container)) from--;
  while (to < readings.length - 1 && tokensStartWith(readings[to + 1].container, container)) to++;
  return [from, to];
}

/**
 * Whether the object at `container` (one of `places`, the readings naming an id) holds a labelled item below it under an
 * answer's key (`{id, name, customFields: [{name, answer}]}`): a record of the person's, no description of a question. A
 * question's own labelled settings (`validation: [{name, value}]`, `options: [{label, value}]`, help texts) are none.
 */
export function holdsAnswered(readings: readonly Reading[], places: readonly number[], container: Tokens): boolean {
  const at = places.find((i) => readings[i].container === container);
  const [from, to] = at === undefined ? [0, -1] : subtreeOf(readings, at);
  for (let j = from; j <= to; j++) {
    const { labelled, key, container: below } = readings[j];
    if (labelled && below.length > container.length && typeof key === 'string' && meaning(key).roleWords.reply)
      return true;
  }
  return false;
}
