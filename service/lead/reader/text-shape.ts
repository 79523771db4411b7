import { ownCopy } from './own-copy.ts';
import { shapeOf } from './shape-of.ts';

/**
 * Shapes kept: a sender's choices repeat across its leads (`facebook`, `solar panels`, `5000-10000`,
 * `Yes`), so their shapes are read once. A text of at most `length` characters has one slot of
 * `slots`, chosen by its length and characters; a text found in its slot reuses its shape, any other
 * takes the slot. So the memo never grows nor is emptied, a miss costs a comparison and two writes (a
 * bounded Map cost ~85 ns more per text no lead repeats: hashed, stored, regrown; measured), and
 * texts that share a slot merely read their shapes again. Twelve characters at most: V8 makes no
 * slice of a string shorter than 13, so a kept text holds nothing else, where a longer one can be the
 * engine's slice of a megabyte's value (a trimmed text; a form's value, as URLSearchParams slices the
 * body), which the slot would hold whole (200 such texts held 202 MB, measured). A copy of a longer
 * text was tried: a kept copy is no longer the one string JSON.parse gives every lead, and a found
 * text cost 28 ns instead of 4 (Typeform's warm lead +22 %); making the copy that one string cost
 * 175 ns or more a miss.
 */
export const SHAPE_MEMO = { slots: 1024, length: 12 } as const;
const { slots: SLOTS, length: MEMO_LENGTH } = SHAPE_MEMO;

// Slots of texts and their shapes: indices, never a text's own name (`__proto__`, `constructor`), so no
// text reaches an object's prototype; the shapes are numbers, which no caller can change in place.
const keptTexts: Array<string | null> = Array.from({ length: SLOTS }, () => null);
const keptShapes = new Int32Array(SLOTS);

// Its length and characters, FNV-1a, its high bits folded into the low ones the slot reads.
function slotOf(text: string): number {
  let hash = Math.imul(0x811c9dc5 ^ text.length, 0x01000193);
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash ^ (hash >>> 15)) & (SLOTS - 1);
}

/** The shape of a trimmed, non-empty text, kept when short, or when of a length a sender's choices have and seen twice. */
export function textShape(text: string): number {
  if (text.length > MEMO_LENGTH) return text.length > LONG_LENGTH ? shapeOf(text) : longShape(text);
  const slot = slotOf(text);
  if (keptTexts[slot] === text) return keptShapes[slot];
  const shape = shapeOf(text);
  keptTexts[slot] = text;
  keptShapes[slot] = shape;
  return shape;
}

/**
 * Longer texts (13 to 64 characters: a campaign's or a form's name, a field's id, a choice's label)
 * are kept once seen twice, as their own copy: a sender repeats them across its leads, where a lead's
 * ids and times come once. Seen once, a text leaves only its hash in its slot, so leads that repeat
 * nothing keep nothing (keeping a copy of every one cost a cold reference lead 6 %: copied, then
 * promoted by the collector); seen again, its copy is kept (a slice of a megabyte's value would hold
 * it whole), and found again it is compared whole (a shape read afresh: about 100 to 300 ns).
 */
const LONG_LENGTH = 64;
const longTexts: Array<string | null> = Array.from({ length: SLOTS }, () => null);
const longShapes = new Int32Array(SLOTS);
// The hash of the last text a slot saw and did not keep, and when the slot was written (forgetShapes ages them all).
const longSeen = new Int32Array(SLOTS);
const longAge = new Int32Array(SLOTS);
const longFound = new Uint8Array(SLOTS);
let age = 1;

// Its length, eight characters spread over it and its last four (where ids and times differ), FNV-1a.
function sampledHash(text: string): number {
  const { length } = text;
  let hash = Math.imul(0x811c9dc5 ^ length, 0x01000193);
  for (let k = 0; k < 8; k++) hash = Math.imul(hash ^ text.charCodeAt((k * length) >> 3), 0x01000193);
  for (let i = length - 4; i < length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash ^ (hash >>> 15);
}

// A kept text's shape is its own, whoever shares its slot or its hash: a slot holds a text and the shape read from it.
// A text kept, or found since the slot's last miss, stays (two texts alike where the hash reads would otherwise take turns).
function longShape(text: string): number {
  const hash = sampledHash(text);
  const slot = hash & (SLOTS - 1);
  const current = longAge[slot] === age;
  if (current && longTexts[slot] === text) {
    longFound[slot] = 1;
    return longShapes[slot];
  }
  const shape = shapeOf(text);
  if (!current) {
    longAge[slot] = age;
    longTexts[slot] = null;
    longFound[slot] = 0;
  } else if (longFound[slot] === 1) longFound[slot] = 0;
  else if (longSeen[slot] === hash) {
    longTexts[slot] = ownCopy(text);
    longShapes[slot] = shape;
    longFound[slot] = 1;
  }
  longSeen[slot] = hash;
  return shape;
}

const held = (texts: Array<string | null>) => texts.reduce((count, text) => (text === null ? count : count + 1), 0);
/** How many texts' shapes are kept now (tests: the bound), short and long. */
export const shapesKept = () =>
  held(keptTexts) + held(longTexts.map((text, slot) => (longAge[slot] === age ? text : null)));

/** Every kept shape forgotten: the bench's cold rounds, where no text repeats. */
export const forgetShapes = () => {
  keptTexts.fill(null);
  age++;
};
