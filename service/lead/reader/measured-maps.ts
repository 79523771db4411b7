import { roughEmail } from './email-address.ts';
import type { Reading } from './reading.ts';

type Container = Reading['container'];

/**
 * The objects keyed by question ids that give a number to the question the person answered with their email (`ttc:
 * {<id>: 9841, …}`, the seconds each question took; `points`, a quiz's score per question): no answers, as no email is
 * a number. Their values keep their ids, out of the brief. A map of numbers giving none to the email's question (a
 * quantity per item, a survey of ratings) holds the person's answers.
 */
export function measuredMaps(readings: readonly Reading[], described: (key: string) => boolean): Set<Container> | null {
  let emailIds: Set<string> | null = null;
  for (const reading of readings)
    if (isKeyed(reading, described) && typeof reading.value === 'string' && roughEmail(reading.value.trim()))
      (emailIds ??= new Set()).add(reading.key as string);
  if (emailIds === null) return null;
  let measured: Set<Container> | null = null;
  for (const reading of readings)
    if (isKeyed(reading, described) && typeof reading.value === 'number' && emailIds.has(reading.key as string))
      (measured ??= new Set()).add(reading.container);
  return measured;
}

const isKeyed = (reading: Reading, described: (key: string) => boolean) =>
  !reading.labelled && reading.item === undefined && typeof reading.key === 'string' && described(reading.key);
