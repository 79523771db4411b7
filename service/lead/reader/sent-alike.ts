import { isDatedText, isPhoneText } from './value-shapes.ts';

/**
 * What a source's earlier leads sent alike (docs/api.md §2.4, the source's own values): by pointer,
 * the last value holding a phone number or an email address that was not the lead's contact, and the
 * people (each lead's phone, else its email: personOf) who sent it so, in a row. A business's own
 * line (`"Pedal Cycle Haifa | 134 HaNassi Ave | 04-811 7725"` under `more_info_2`) comes with every
 * lead, whoever the person; a person's own words change from lead to lead. Plain data, so a reader
 * thread can take it (prepared-body.ts); kept per source by the intake (webhook/source-memory.ts).
 */
export type SentAlike = ReadonlyMap<string, { readonly value: string; readonly people: readonly string[] }>;

/** How many other people must have sent a value alike before it is the source's own, not this person's. */
export const SENT_ALIKE_PEOPLE = 2;

/** Who a lead is, to tell people apart across leads: its phone (E.164), else its email in lower case. */
export const personOf = (phone: string | null, email: string | null): string | null =>
  phone ?? (email === null ? null : email.toLowerCase());

/** What a source's earlier leads sent alike, and who the lead being read is (personOf). */
export interface AlikeFor {
  sent: SentAlike;
  person: string | null;
}

/** Whether the value at `pointer` is the one at least SENT_ALIKE_PEOPLE other people sent there, in a row. */
export function isSentAlike({ sent: alike, person }: AlikeFor, pointer: string, value: string): boolean {
  const sent = alike.get(pointer);
  if (sent === undefined || sent.value !== value) return false;
  let others = 0;
  for (const someone of sent.people) if (someone !== person && ++others >= SENT_ALIKE_PEOPLE) return true;
  return false;
}

// A value past a line's length is someone's text, not a contact block (nor is it kept per source).
const MAX_CARRIED = 300;
// A run of a phone's characters, a digit at each end (contact-line.ts reads a line's number so).
const NUMBER_RUN = /[+(]?\d[\d ().-]{7,}\d/g;

/**
 * A text holding a phone number (a run written like one, not a date) or an email address: the values
 * a source's earlier leads are compared by. An amount, a date, an id with fewer digits hold none; a
 * bare number (an amount, a time) is not compared.
 */
export function carriesContact(value: unknown): value is string {
  if (typeof value !== 'string' || value.length < 7 || value.length > MAX_CARRIED) return false;
  let digits = 0;
  let at = false;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 48 && code <= 57) digits++;
    else if (code === 64) at = true;
  }
  if (at && /@[^\s@]+\.[^\s@]/.test(value)) return true;
  if (digits < 7) return false;
  NUMBER_RUN.lastIndex = 0;
  for (let run = NUMBER_RUN.exec(value); run !== null; run = NUMBER_RUN.exec(value)) {
    const number = run[0].trim();
    if (isPhoneText(number) && !isDatedText(number)) return true;
  }
  return false;
}
