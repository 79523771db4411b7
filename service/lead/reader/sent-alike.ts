import type { Ranked } from './ranked.ts';
import { pointerOf, type Reading } from './reading.ts';
import { isDatedText, isPhoneText } from './value-shapes.ts';

/**
 * What a source's earlier leads sent alike (docs/api.md §2.4, the source's own values): by pointer,
 * the last value holding a phone number or an email address, and the people (each lead's email, else
 * its phone: personOf) who sent it so, in a row. A business's own
 * line (`"Pedal Cycle Haifa | 134 HaNassi Ave | 04-811 7725"` under `more_info_2`) comes with every
 * lead, whoever the person; a person's own words change from lead to lead. Plain data, so a reader
 * thread can take it (prepared-body.ts); kept per source by the intake (webhook/source-memory.ts).
 */
export type SentAlike = ReadonlyMap<string, { readonly value: string; readonly people: readonly string[] }>;

/** How many other people must have sent a value alike before it is the source's own, not this person's. */
export const SENT_ALIKE_PEOPLE = 2;

/**
 * Who a lead is, to tell people apart across leads: its email in lower case, else its phone (E.164). The email first:
 * a business's line read as every lead's phone (a payment page's merchant field) would make them all one person.
 */
export const personOf = (phone: string | null, email: string | null): string | null =>
  email === null ? phone : email.toLowerCase();

/** What a source's earlier leads sent alike, and who the lead being read is (personOf). */
export interface AlikeFor {
  sent: SentAlike;
  person: string | null;
}

/**
 * Whether the value at `pointer` is a card (isCardLine) at least SENT_ALIKE_PEOPLE other people sent there alike, in a
 * row: the business's own. A choice whose option shows a number (`Sucursal Centro - 91 123 45 67`, a referrer's
 * `Dr. Sarah Kim, 201-555-0177`), a bare number (a family's landline), a summary of fields (`Branch: …; Service: …`)
 * may be what many people answer alike, and stay theirs.
 */
export function isSentAlike({ sent: alike, person }: AlikeFor, pointer: string, value: string): boolean {
  const sent = alike.get(pointer);
  return sent !== undefined && sent.value === value && byOthers(sent.people, person) && isCardLine(value);
}

/**
 * A contact card written in one line, in any script: three parts or more between separators (a name, a street, a town,
 * the number), the last holding a phone number, and no label's colon (`Branch: Downtown (…)`, a summary of a form's
 * fields). `פדאל סייקל חיפה | שדרות הנשיא 134, חיפה | 04-8117725`, `Салон «Лотос», ул. Ленина 1, +7 495 123-45-67`.
 */
export function isCardLine(text: string): boolean {
  if (text.includes(':')) return false;
  const parts = text.split(PART_GAP).filter((part) => part.trim() !== '');
  return parts.length >= 3 && holdsPhone(parts[parts.length - 1]);
}

function byOthers(people: readonly string[], person: string | null): boolean {
  let others = 0;
  for (const someone of people) if (someone !== person && ++others >= SENT_ALIKE_PEOPLE) return true;
  return false;
}

/**
 * A phone candidate other people sent alike at its place in the source's earlier leads, beside this lead's email (who
 * it is): someone else's, the business's line, so the person's own comes first (ranked.ts `otherParty`); it still
 * stands in for a lead with no phone of its own. `email` is the address chosen, or null.
 */
export function markSentAlike(phones: readonly Ranked[], alike: SentAlike | null, email: string | null): void {
  if (alike === null) return;
  for (const candidate of phones) if (isSentByOthers(candidate.reading, alike, email)) candidate.other = true;
}

/**
 * Whether a phone's reading is one other people than this lead's email sent alike at its place: a number read out of a
 * text (an item of it, `… · 084 263 771`: a last look's) is compared with the text it was read from.
 */
export function isSentByOthers(reading: Reading, alike: SentAlike | null, email: string | null): boolean {
  const { value, item } = reading;
  if (alike === null || typeof value !== 'string') return false;
  const sent = alike.get(pointerOf(reading.origin ?? reading));
  const same = sent !== undefined && (sent.value === value || (item !== undefined && sent.value.includes(value)));
  return same && byOthers(sent.people, personOf(null, email));
}

// A value past a line's length is someone's text, not a contact block (nor is it kept per source).
const MAX_CARRIED = 300;
// A card's separators: a bar, a dot, a dash between spaces; a comma (Latin's, Arabic's), a semicolon, a bar or a dot.
const PART_GAP = /\s+[|·•–—-]\s+|\s*[,،;|·•]\s*/;
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
  return digits >= 7 && holdsPhone(value);
}

function holdsPhone(text: string): boolean {
  NUMBER_RUN.lastIndex = 0;
  for (let run = NUMBER_RUN.exec(text); run !== null; run = NUMBER_RUN.exec(text)) {
    const number = run[0].trim();
    if (isPhoneText(number) && !isDatedText(number)) return true;
  }
  return false;
}
