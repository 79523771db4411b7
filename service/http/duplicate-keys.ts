const [QUOTE, BACKSLASH, OPEN_OBJECT, CLOSE_OBJECT, OPEN_ARRAY, CLOSE_ARRAY, COMMA] = [...'"\\{}[],'].map((c) => c.charCodeAt(0));

/**
 * The first key repeated within one object of a JSON text, or null. JSON.parse keeps the last of
 * duplicates silently; a lead with two "phone"s is ambiguous, so the sender is told instead.
 * Expects text JSON.parse accepted; iterative, so nesting depth cannot overflow the stack.
 */
export function findDuplicateKey(text: string): string | null {
  if (!/"\s*:/.test(text)) return null;
  const objects: Array<Set<string> | null> = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
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
        if (keys.has(key)) return key;
        keys.add(key);
        expectKey = false;
      }
      i = end;
    } else if (c === OPEN_OBJECT) {
      objects.push(new Set());
      expectKey = true;
    } else if (c === OPEN_ARRAY) {
      objects.push(null);
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      objects.pop();
    } else if (c === COMMA) {
      expectKey = objects[objects.length - 1] instanceof Set;
    }
  }
  return null;
}
