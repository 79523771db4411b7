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
  return v7({ msecs: lastMs, seq: sequence, random });
}
