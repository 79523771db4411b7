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
    const c = text[i];
    if (c === '"') {
      let end = i + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      const keys = objects[objects.length - 1];
      if (expectKey && keys) {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        if (keys.has(key)) return key;
        keys.add(key);
        expectKey = false;
      }
      i = end;
    } else if (c === '{') {
      objects.push(new Set());
      expectKey = true;
    } else if (c === '[') {
      objects.push(null);
    } else if (c === '}' || c === ']') {
      objects.pop();
    } else if (c === ',') {
      expectKey = objects[objects.length - 1] instanceof Set;
    }
  }
  return null;
}
