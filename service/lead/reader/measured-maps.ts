import type { Reading } from './reading.ts';

type Container = Reading['container'];

/**
 * The objects keyed by question ids that give a number to each question the answers beside them answer (`ttc: {<id>:
 * 9841, …}`, the seconds each question took; `points`, a quiz's score per question): only numbers, beside an object of
 * the person's answers keyed by the same ids. Their values keep their ids, out of the brief. Answers that are all
 * numbers (a survey of ratings) with no other answers beside them are the person's.
 */
export function measuredMaps(readings: readonly Reading[], described: (key: string) => boolean): Set<Container> | null {
  let numbers: Map<Container, string[]> | null = null;
  let answered: Map<Container, Set<string>> | null = null;
  for (const reading of readings) {
    if (reading.labelled || reading.item !== undefined || typeof reading.key !== 'string') continue;
    if (!described(reading.key)) continue;
    if (typeof reading.value !== 'number') {
      answered ??= new Map();
      const ids = answered.get(reading.container) ?? new Set<string>();
      answered.set(reading.container, ids.add(reading.key));
    } else {
      numbers ??= new Map();
      const ids = numbers.get(reading.container);
      if (ids === undefined) numbers.set(reading.container, [reading.key]);
      else ids.push(reading.key);
    }
  }
  if (numbers === null || answered === null) return null;
  let measured: Set<Container> | null = null;
  for (const [container, ids] of numbers) {
    if (answered.has(container)) continue;
    const answers = [...answered.values()];
    if (ids.some((id) => answers.some((keys) => keys.has(id)))) (measured ??= new Set()).add(container);
  }
  return measured;
}
