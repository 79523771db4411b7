import { asciiDigits } from '../schema/phone.ts';
import { isCardLine } from './contact-line.ts';
import { pointerOf, type Reading } from './reading.ts';

/**
 * What a source's earlier leads sent alike (docs/api.md §2.4, the source's own values): by pointer,
 * the last card written in one line (contact-line.ts isCardLine: `פדאל סייקל חיפה | שדרות הנשיא 134 |
 * 04-8117725` under `more_info_2`), the people (each lead's email, else its phone: personOf) who sent
 * it so in a row, and whether another card was ever sent there. A business's own card comes with
 * every lead, whoever the person, and never changes; a person's words change from lead to lead, and
 * a card many people share (their company's, a building's, the most chosen pickup point's) comes in
 * runs between others. Plain data, so a reader thread can take it (prepared-body.ts); kept per
 * source by the intake (webhook/source-memory.ts).
 */
export type SentAlike = ReadonlyMap<string, SentCard>;
export interface SentCard {
  readonly value: string;
  readonly people: readonly string[];
  /** Another card was sent at this place before (since this process began): what is sent there varies. */
  readonly varied: boolean;
}

/**
 * How many other people must have sent a card alike before it is the source's own, no other card ever sent at its place:
 * from a source's fifth lead on. Colleagues, siblings or neighbours sending their shared card, or people choosing the
 * same pickup point, come in runs between other cards (/work/attack66b: runs of three lost the person's context;
 * /work/attack66d: runs of five to eight from a source's first lead, and a dominant option's, while a new card only
 * started the row again).
 */
export const SENT_ALIKE_PEOPLE = 4;

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

/** Whether the card at `pointer` is the one at least SENT_ALIKE_PEOPLE other people sent there alike, and only it. */
export function isSentAlike({ sent: alike, person }: AlikeFor, pointer: string, card: string): boolean {
  const sent = alike.get(pointer);
  return sent !== undefined && sent.value === card && isTheSources(sent, person);
}

// Never another card at its place, and sent by SENT_ALIKE_PEOPLE people but the lead's.
function isTheSources({ people, varied }: SentCard, person: string | null): boolean {
  if (varied) return false;
  let others = 0;
  for (const someone of people) if (someone !== person && ++others >= SENT_ALIKE_PEOPLE) return true;
  return false;
}

/**
 * Whether a number a last look read out of a text (an item of it: `… · 084 263 771`) was read out of a card other people
 * than this lead's email sent alike at its place: the business's line, not the person's (set 79's Culqi).
 */
function isReadOutOfTheirCard(reading: Reading, alike: SentAlike, email: string | null): boolean {
  const { value, item } = reading;
  if (item === undefined || typeof value !== 'string') return false;
  const sent = alike.get(pointerOf(reading.origin ?? reading));
  return sent !== undefined && sent.value.includes(value) && isTheSources(sent, personOf(null, email));
}

/** A last look's pick, unless its number was read out of a card the source's other people sent alike (above). */
export const unlessTheirCard = <T extends { reading: Reading }>(
  pick: T | null,
  alike: SentAlike | null,
  email: string | null,
): T | null => (pick !== null && alike !== null && isReadOutOfTheirCard(pick.reading, alike, email) ? null : pick);

// A card holds a few words and a number: a value past a line's length is someone's text (nor is it kept per source).
const MIN_CARD = 15;
const MAX_CARD = 300;

/**
 * A card written in one line (isCardLine), the values a source's leads are compared by; its digits counted first, in
 * any script's (`… تلفن ۰۲۱-۲۲۰۸۴۵۷۰`: schema/phone.ts asciiDigits).
 */
export function isCard(value: unknown): value is string {
  if (typeof value !== 'string' || value.length < MIN_CARD || value.length > MAX_CARD) return false;
  if (hasDigits(value)) return isCardLine(value);
  const ascii = asciiDigits(value);
  return ascii !== value && hasDigits(ascii) && isCardLine(ascii);
}

// Seven digits at least: a phone number's.
function hasDigits(text: string): boolean {
  let digits = 0;
  for (let i = 0; i < text.length && digits < 7; i++) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) digits++;
  }
  return digits >= 7;
}
