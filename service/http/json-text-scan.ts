const [QUOTE, BACKSLASH, OPEN_OBJECT, CLOSE_OBJECT, OPEN_ARRAY, CLOSE_ARRAY, COMMA, COLON, MINUS, ZERO, NINE, T, F, N] =
  [...'"\\{}[],:-09tfn'].map((c) => c.charCodeAt(0));

export interface JsonTextShape {
  /** The first key repeated within one object, or null (the scan stops there). */
  duplicateKey: string | null;
  /** The deepest container's level, the outermost being 1 (0: a scalar). */
  depth: number;
  /** Scalars and empty containers, as body-shape.ts counts them. */
  values: number;
  /** Object keys, at any depth, that the caller's `watchKey` matched (e.g. secret keys). */
  watchedKeys: number;
}

const isScalarStart = (c: number) => c === MINUS || (c >= ZERO && c <= NINE) || c === T || c === F || c === N;
const isScalarEnd = (c: number) => c === COMMA || c === CLOSE_OBJECT || c === CLOSE_ARRAY || c <= 32;

/**
 * One pass over a JSON text that JSON.parse accepted, serving every check the body needs after
 * parsing: a key repeated in one object (JSON.parse keeps the last silently; a lead with two
 * "phone"s is ambiguous), how deep it nests and how many values it holds (body-shape.ts's limits),
 * and how many keys `watchKey` matches (secret-keys.ts: no secret key, nothing to mask), so none
 * of them walks the parsed value again. Iterative, so nesting depth cannot overflow the stack.
 */
export function scanJsonText(text: string, watchKey?: (key: string) => boolean): JsonTextShape {
  const objects: Array<Set<string> | null> = [];
  // Per open container: whether it has no child yet (an empty one is a value).
  const empty: boolean[] = [];
  let expectKey = false;
  let depth = 0;
  let values = 0;
  let watchedKeys = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // Spaces, line breaks and colons, the most common characters outside strings, decide nothing.
    if (c <= 32 || c === COLON) continue;
    if (c === QUOTE) {
      let end = i + 1;
      let escaped = false;
      for (let next = text.charCodeAt(end); next !== QUOTE; next = text.charCodeAt(end)) {
        if (next === BACKSLASH) {
          escaped = true;
          end += 2;
        } else {
          end += 1;
        }
      }
      const keys = objects[objects.length - 1];
      if (expectKey && keys) {
        const key = escaped ? (JSON.parse(text.slice(i, end + 1)) as string) : text.slice(i + 1, end);
        if (keys.has(key)) return { duplicateKey: key, depth, values, watchedKeys };
        keys.add(key);
        if (watchKey?.(key)) watchedKeys++;
        expectKey = false;
      } else {
        values++;
      }
      if (empty.length > 0) empty[empty.length - 1] = false;
      i = end;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (empty.length > 0) empty[empty.length - 1] = false;
      objects.push(c === OPEN_OBJECT ? new Set() : null);
      empty.push(true);
      if (objects.length > depth) depth = objects.length;
      expectKey = c === OPEN_OBJECT;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      if (empty.pop()) values++;
      objects.pop();
    } else if (c === COMMA) {
      expectKey = objects[objects.length - 1] instanceof Set;
    } else if (isScalarStart(c)) {
      values++;
      if (empty.length > 0) empty[empty.length - 1] = false;
      while (i + 1 < text.length && !isScalarEnd(text.charCodeAt(i + 1))) i++;
    }
  }
  return { duplicateKey: null, depth, values, watchedKeys };
}
