import { meaning } from './labels.ts';
import { nationalPhone } from './phone-digits.ts';
import type { Reading, Tokens } from './reading.ts';
import { DIRECTION_OUT, TURN_FROM_PERSON } from './vocabulary-party-types.ts';
import { CALL_FROM_WORDS, CALL_TO_WORDS, DIRECTION_KEYS, NUMBER_WORDS } from './vocabulary-senders.ts';

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
}

const INCOMING = new Set(TURN_FROM_PERSON);
const OUTGOING = new Set(DIRECTION_OUT);
const DIRECTION = new Set(DIRECTION_KEYS);
const FROM = new Set(CALL_FROM_WORDS);
const TO = new Set(CALL_TO_WORDS);
const NUMBER = new Set([...NUMBER_WORDS, 'phone', 'tel', 'line']);
// A number as calls' records write one: digits, a `+`, brackets and separators (the numbering plan reads it after).
const PHONE_TEXT = /^\+?[\d\s().-]{7,24}$/;
// A direction is one short word (`in`, `Inbound`, `outgoing`).
const DIRECTION_LENGTH = 10;

export function directedNumber(readings: readonly Reading[], defaultCountry: string | null): DirectedNumber | null {
  let found: DirectedNumber | null = null;
  for (const marker of readings) {
    const { value } = marker;
    if (typeof value !== 'string' || value.length > DIRECTION_LENGTH || value.length < 2) continue;
    const word = value.toLowerCase();
    const incoming = INCOMING.has(word);
    if (!incoming && !OUTGOING.has(word)) continue;
    if (typeof marker.key !== 'string' || !DIRECTION.has(lastWord(meaning(marker.key).words))) continue;
    const ends = endsIn(readings, marker.container, defaultCountry);
    if (ends === null) continue;
    const mine = incoming ? ends.from : ends.to;
    if (mine === null) continue;
    // Two records telling different numbers: neither is read.
    if (found !== null && found.e164 !== mine.e164) return null;
    found ??= mine;
  }
  return found;
}

/** Whether a value sits under a key naming one of a call's ends (`call_from`, `tonumber`, `src`). */
export const isCallEnd = ({ key }: Reading) => typeof key === 'string' && sideOf(meaning(key).words) !== null;

type End = { e164: string; reading: Reading } | null;

// The numbers under a `from` key and a `to` key in the marker's object: one each, at most.
function endsIn(
  readings: readonly Reading[],
  container: Tokens,
  defaultCountry: string | null,
): { from: End; to: End } | null {
  let from: End = null;
  let to: End = null;
  for (const reading of readings) {
    if (reading.container !== container || typeof reading.key !== 'string') continue;
    const side = sideOf(meaning(reading.key).words);
    if (side === null) continue;
    const text = typeof reading.value === 'number' ? String(reading.value) : reading.value;
    const e164 = typeof text === 'string' && PHONE_TEXT.test(text) ? nationalPhone(text, defaultCountry) : null;
    if (e164 === null) continue;
    if (side === 'from') from = from === null ? { e164, reading } : from;
    else to = to === null ? { e164, reading } : to;
  }
  return from === null && to === null ? null : { from, to };
}

// Which end a key names: a word of its own (`call_from`, `src`, `to number`), or one word starting with one
// (`fromnumber`, `tophone`; not `total`, `token`).
function sideOf(words: string): 'from' | 'to' | null {
  for (const word of words.split(' ')) {
    if (FROM.has(word)) return 'from';
    if (TO.has(word)) return 'to';
  }
  if (words.includes(' ')) return null;
  for (const [head, side] of HEADS) if (words.startsWith(head) && NUMBER.has(words.slice(head.length))) return side;
  return null;
}
const HEADS: Array<[string, 'from' | 'to']> = [
  ['from', 'from'],
  ['to', 'to'],
];
const lastWord = (words: string) => words.slice(words.lastIndexOf(' ') + 1);
