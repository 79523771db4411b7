import { meaning } from './labels.ts';
import type { Reading } from './reading.ts';

/**
 * The objects keyed by question ids that give a number to the email's question and to every other (`ttc: {<email's id>:
 * 9841, …}`, the seconds each question took): no answers, as no email is a number; their values keep their ids, out of
 * the brief. (A phone may be sent as a number: only the email's question tells.)
 */
export function measuredMaps(
  readings: readonly Reading[],
  questionOf: (key: string) => string | undefined,
): Set<Reading['container']> | null {
  let measured: Set<Reading['container']> | null = null;
  let answered: Set<Reading['container']> | null = null;
  for (const reading of readings) {
    if (reading.labelled || reading.item !== undefined || typeof reading.key !== 'string') continue;
    const question = questionOf(reading.key);
    if (question === undefined) continue;
    if (typeof reading.value !== 'number') (answered ??= new Set()).add(reading.container);
    else if (meaning(question).role === 'email') (measured ??= new Set()).add(reading.container);
  }
  if (measured !== null && answered !== null) for (const container of answered) measured.delete(container);
  return measured;
}
