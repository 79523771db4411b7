import { meaning } from './labels.ts';
import { internationalWithoutPlus, nationalPhone } from './phone-digits.ts';
import type { Reading, Tokens } from './reading.ts';
import { DIRECTION_OUT, TURN_FROM_PERSON } from './vocabulary-party-types.ts';
import {
  CALL_END_TAILS,
  CALL_FROM_WORDS,
  CALL_TO_WORDS,
  DIRECTION_FLAGS_IN,
  DIRECTION_FLAGS_OUT,
  DIRECTION_KEYS,
  NUMBER_WORDS,
} from './vocabulary-senders.ts';

/**
 * A call's or a message's record telling its direction (`calltype: "incoming"`, `direction: "outbound"`, a PBX's `type:
 * "Inbound"`) beside the numbers of its two ends (`fromnumber`, `call_from`, `src`; `tonumber`, `call_to`, `dst`): the
 * number it came from is the person's when it came in, the one it went to when it went out; the other end is the
 * business's line (docs/api.md §2.4, `callDirection`). Where no value says the direction, neither end is anyone's by it:
 * the same `from` is the caller on an incoming call and the business on an outgoing one.
 */
export interface DirectedNumber {
  e164: string;
  reading: Reading;
  /** The number at the record's other end, the business's line (`to` on a call that came in), when one reads. */
  business: string | null;
}
type Side = 'from' | 'to';

const INCOMING = new Set(TURN_FROM_PERSON);
const OUTGOING = new Set(DIRECTION_OUT);
const DIRECTION = new Set(DIRECTION_KEYS);
const FLAG_IN = new Set(DIRECTION_FLAGS_IN);
const FLAG_OUT = new Set(DIRECTION_FLAGS_OUT);
const FROM = new Set(CALL_FROM_WORDS);
const TO = new Set(CALL_TO_WORDS);
const TAILS = new Set([...NUMBER_WORDS, ...CALL_END_TAILS]);
// A number as calls' records write one: digits, a `+`, brackets and separators (the numbering plan reads it after).
const PHONE_TEXT = /^\+?[\d\s().-]{7,24}$/;
// A direction is one short word (`in`, `Inbound`, `outgoing`).
const DIRECTION_LENGTH = 10;

export function directedNumber(readings: readonly Reading[], defaultCountry: string | null): DirectedNumber | null {
  // The objects telling a direction, with the end the person is there: where it came from when it came in, where it
  // went when it went out. A list of many calls is no one lead's record.
  let records: Map<Tokens, Side> | null = null;
  for (const { key, value, container } of readings) {
    const side = typeof value === 'boolean' ? flaggedSide(key, value) : directionSide(key, value);
    if (side === null) continue;
    (records ??= new Map()).set(container, side);
    if (records.size > MAX_RECORDS) return null;
  }
  if (records === null) return null;
  // Their numbers, the first of each record's end; two records telling different numbers: neither is read.
  let found: DirectedNumber | null = null;
  let business: string | null = null;
  const read = new Set<Tokens>();
  for (const reading of readings) {
    const side = records.get(reading.container);
    if (side === undefined || typeof reading.key !== 'string') continue;
    const end = sideOf(meaning(reading.key).words);
    if (end === null || (end === side ? read.has(reading.container) : business !== null)) continue;
    const e164 = numberOf(reading.value, defaultCountry);
    if (e164 === null) continue;
    if (end !== side) {
      business ??= e164;
      continue;
    }
    read.add(reading.container);
    if (found !== null && found.e164 !== e164) return null;
    found ??= { e164, reading, business: null };
  }
  if (found !== null) found.business = business === found.e164 ? null : business;
  return found;
}

// A direction as a word under a direction's key (`calltype: "incoming"`, `direction: "outbound"`).
function directionSide(key: string | number, value: unknown): Side | null {
  if (typeof value !== 'string' || value.length > DIRECTION_LENGTH || value.length < 2) return null;
  const word = value.toLowerCase();
  const incoming = INCOMING.has(word);
  if (!incoming && !OUTGOING.has(word)) return null;
  if (typeof key !== 'string' || !DIRECTION.has(lastWord(meaning(key).words))) return null;
  return incoming ? 'from' : 'to';
}

// A direction as a flag (`inbound: true`, `is_outgoing: false`): the end the person is at.
function flaggedSide(key: string | number, value: boolean): Side | null {
  if (typeof key !== 'string') return null;
  const last = lastWord(meaning(key).words);
  const incoming = FLAG_IN.has(last);
  if (!incoming && !FLAG_OUT.has(last)) return null;
  return incoming === value ? 'from' : 'to';
}
const MAX_RECORDS = 8;

/** Whether a value sits under a key naming one of a call's ends (`call_from`, `tonumber`, `src`). */
export const isCallEnd = ({ key }: Reading) => typeof key === 'string' && sideOf(meaning(key).words) !== null;

// A number as a call's record writes it: digits without their `+` as a sender's label reads them (`from:
// 4915123456789`: international), else as the source's country does.
function numberOf(value: unknown, defaultCountry: string | null): string | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !PHONE_TEXT.test(text)) return null;
  return internationalWithoutPlus(text, defaultCountry) ?? nationalPhone(text, defaultCountry);
}

// Which end a key names: a word of its own (`call_from`, `src`, `to number`), or one word starting with one
// (`fromnumber`, `tophone`; not `total`, `token`).
function sideOf(words: string): Side | null {
  for (const word of words.split(' ')) {
    if (FROM.has(word)) return 'from';
    if (TO.has(word)) return 'to';
  }
  if (words.includes(' ')) return null;
  if (words.startsWith('from') && TAILS.has(words.slice(4))) return 'from';
  return words.startsWith('to') && TAILS.has(words.slice(2)) ? 'to' : null;
}
const lastWord = (words: string) => words.slice(words.lastIndexOf(' ') + 1);
