import { FIELD_MAP_LIMITS } from '../field-map/field-map.ts';
import { pointerStep } from '../field-map/json-pointer.ts';
import type { Reading, Tokens } from './reading.ts';

/**
 * Each value's pointer. A sender's bodies repeat their pointers: each is made once and kept
 * (bounded), found again token by token, so a delivery's `roles` is keyed by strings the engine
 * already holds (a new string as a key is hashed and interned first: about 100 ns a value,
 * measured). Siblings share their parent's path (walk.ts), and they come one after another; the
 * next object's path shares the tokens before its last (a list's items), whose nodes are kept.
 */
export class Pointers {
  private at: Tokens = [];
  // The node of each of `at`'s beginnings: nodes[i] names its first i tokens (null past the bound).
  private readonly nodes: Array<PointerNode | null> = [KNOWN_POINTERS];

  /**
   * The value's pointer; null past the length a field map's pointer may have: no map names it and no delivery keeps it,
   * and written out for each value under a long key it would copy that key again for every one (quadratic in the body).
   */
  of(reading: Reading): string | null {
    const { at } = reading;
    if (at !== this.at) this.follow(at);
    const parent = this.nodes[at.length];
    return parent === null ? null : (stepOf(parent, reading.key)?.pointer ?? null);
  }

  // The nodes of a new path: those of the tokens it shares with the last one kept, the rest stepped to.
  private follow(at: Tokens): void {
    const { nodes } = this;
    let same = 0;
    while (same < at.length && same < this.at.length && at[same] === this.at[same]) same++;
    // Written in place, one after another (the list stays packed); entries past the path are not read.
    for (let i = same; i < at.length; i++) {
      const node = nodes[i];
      nodes[i + 1] = node === null ? null : stepOf(node, at[i]);
    }
    this.at = at;
  }
}

// Pointers made, as a tree of their tokens: at most MAX_KNOWN_POINTERS, each of at most 300 characters.
interface PointerNode {
  pointer: string;
  next: Map<string | number, PointerNode> | null;
  token: string | number;
  // The child stepped to last, and the sibling stepped to after this node last time (both of one parent's children).
  recent: PointerNode | null;
  sibling: PointerNode | null;
}
const KNOWN_POINTERS: PointerNode = { pointer: '', next: null, token: '', recent: null, sibling: null };
const MAX_KNOWN_POINTERS = 20_000;
let knownPointers = 0;

// The pointer one token below a known one; null past the length a field map's pointer may have. A sender's leads step
// to a node's children in the same order: the one stepped to after the last child last time is tried before the Map.
function stepOf(node: PointerNode, token: string | number): PointerNode | null {
  const { recent } = node;
  const guess = recent === null ? null : recent.sibling;
  if (guess !== null && guess.token === token) return (node.recent = guess);
  const known = node.next?.get(token);
  if (known !== undefined) return stepped(node, known);
  const pointer = node.pointer + pointerStep(token);
  if (pointer.length > FIELD_MAP_LIMITS.pointerLength) return null;
  if (knownPointers >= MAX_KNOWN_POINTERS) {
    // Emptied: what the tree held is found again from its root (a node detached now still names its pointer).
    KNOWN_POINTERS.next = null;
    KNOWN_POINTERS.recent = null;
    knownPointers = 0;
  }
  const step: PointerNode = { pointer, next: null, token, recent: null, sibling: null };
  (node.next ??= new Map()).set(token, step);
  knownPointers++;
  return stepped(node, step);
}

// A child stepped to: the one after the node's last child from now on (its links never leave one parent's children).
function stepped(node: PointerNode, child: PointerNode): PointerNode {
  if (node.recent !== null) node.recent.sibling = child;
  return (node.recent = child);
}

/** Whether a field map could name a path: its keys alone (counted, not written out) within a pointer's length. */
export function mappable(path: Tokens): boolean {
  let length = 0;
  for (const token of path) length += String(token).length + 1;
  return length <= FIELD_MAP_LIMITS.pointerLength;
}
