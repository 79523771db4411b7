import { randomFillSync } from 'node:crypto';
import { v7 } from 'uuid';

// Random bytes are drawn 4 KB at a time: uuid's default asks WebCrypto for 16 bytes on every id,
// which cost more than the rest of the id.
const pool = Buffer.alloc(4096);
let poolUsed = pool.length;
let lastMs = 0;
let sequence = 0;

/**
 * A UUIDv7: time-ordered, so new rows append to the end of every id index, and strictly increasing
 * within this process (a counter orders ids made in the same millisecond, or while the clock steps back).
 * Bytes 0-3 of each 16 random bytes start the counter; uuid takes its random tail from bytes 10-15.
 */
export function timeOrderedId(): string {
  if (poolUsed === pool.length) {
    randomFillSync(pool);
    poolUsed = 0;
  }
  const random = pool.subarray(poolUsed, (poolUsed += 16));
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    // A random start, as uuid's own v7 does, so ids of several processes rarely meet; 31 bits
    // leave room to count up within the millisecond.
    sequence = random.readUInt32BE(0) & 0x7fffffff;
  } else {
    sequence += 1;
  }
  return uuidV7Text(lastMs, sequence, random);
}

// uuid lays the 16 bytes out (into one buffer, reused); the text is written here: uuid's own
// stringify joins 20 strings and lowercases the result, about half of an id's cost (docs/performance.md).
const bytes = new Uint8Array(16);
const HEX = Buffer.from('0123456789abcdef', 'latin1');
const text = Buffer.from('00000000-0000-0000-0000-000000000000', 'latin1');
// Where each byte's two hex digits go in the text, past its four dashes.
const AT = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];

/** The UUIDv7 text of a time in ms, a counter and 16 random bytes, as uuid's `v7({msecs, seq, random})` writes it. */
export function uuidV7Text(msecs: number, seq: number, random: Uint8Array): string {
  v7({ msecs, seq, random }, bytes);
  for (let i = 0; i < 16; i++) {
    const byte = bytes[i];
    const at = AT[i];
    text[at] = HEX[byte >> 4];
    text[at + 1] = HEX[byte & 15];
  }
  return text.toString('latin1', 0, 36);
}
