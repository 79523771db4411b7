import type { Tokens } from './reading.ts';

type PathNode<T> = { next: Map<string, PathNode<T>>; value: T | undefined };

/**
 * Values kept by a path of a body's tokens, found token by token. A path joined into one text for each look-up
 * copies every key on it each time: a 900 KB key above 5,000 list items was 4.5 GB copied, seconds (chat-turns.ts).
 */
export class PathTree<T> {
  private readonly root: PathNode<T> = { next: new Map(), value: undefined };
  /** Every value made, in the order their paths first came. */
  readonly values: T[] = [];

  constructor(private readonly make: () => T) {}

  /** The value kept for the first `length` tokens of `path`, made the first time. */
  at(path: Tokens, length: number): T {
    let node = this.root;
    for (let i = 0; i < length; i++) {
      // A token as text, as a joined path reads it (an index and its digits are one step).
      const token = String(path[i]);
      let next = node.next.get(token);
      if (next === undefined) node.next.set(token, (next = { next: new Map(), value: undefined }));
      node = next;
    }
    if (node.value === undefined) this.values.push((node.value = this.make()));
    return node.value;
  }

  /** The value kept for the first `length` tokens of `path`, or undefined; nothing made. */
  find(path: Tokens, length: number): T | undefined {
    let node: PathNode<T> | undefined = this.root;
    for (let i = 0; i < length && node !== undefined; i++) node = node.next.get(String(path[i]));
    return node?.value;
  }

  /** Whether a value kept on `path` or on a path above it (the whole body's included) passes `test`; nothing made. */
  someAlong(path: Tokens, test: (value: T) => boolean): boolean {
    let node: PathNode<T> | undefined = this.root;
    for (let i = 0; node !== undefined; i++) {
      if (node.value !== undefined && test(node.value)) return true;
      if (i === path.length) return false;
      node = node.next.get(String(path[i]));
    }
    return false;
  }
}
