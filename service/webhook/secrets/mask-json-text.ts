import { isSecretKey, MASK } from './secret-keys.ts';

const [QUOTE, BACKSLASH, COLON, COMMA] = [...'"\\:,'].map((c) => c.charCodeAt(0));
const [OPEN_OBJECT, CLOSE_OBJECT, OPEN_ARRAY, CLOSE_ARRAY] = [...'{}[]'].map((c) => c.charCodeAt(0));

/**
 * JSON text with the value of every secret key (at any depth, whatever its escapes) replaced by
 * `"***"`; everything else stays as received. One pass; it stops at the end of the text whatever
 * the text holds, so it also serves a body that did not parse.
 */
export function maskJsonText(text: string): string {
  const spans: Array<[number, number]> = [];
  const objects: boolean[] = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = stringEnd(text, i);
      if (expectKey && objects[objects.length - 1] && isSecretKey(decodeKey(text.slice(i, end)))) {
        const colon = text.indexOf(':', end);
        if (colon < 0) break;
        const start = skipSpace(text, colon + 1);
        const valueEnd = valueEndAt(text, start);
        spans.push([start, valueEnd]);
        i = valueEnd - 1;
      } else {
        i = end - 1;
      }
      expectKey = false;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      objects.push(c === OPEN_OBJECT);
      expectKey = c === OPEN_OBJECT;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      objects.pop();
    } else if (c === COMMA) {
      expectKey = objects[objects.length - 1] === true;
    } else if (c === COLON) {
      expectKey = false;
    }
  }
  const pieces: string[] = [];
  let from = 0;
  for (const [start, end] of spans) {
    pieces.push(text.slice(from, start), `"${MASK}"`);
    from = end;
  }
  pieces.push(text.slice(from));
  return pieces.join('');
}

/** The index just past the string starting at `start` (its closing quote), or the text's end. */
function stringEnd(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (c === QUOTE) return i + 1;
  }
  return text.length;
}

function decodeKey(quoted: string): string {
  if (!quoted.includes('\\')) return quoted.slice(1, -1);
  try {
    return JSON.parse(quoted) as string;
  } catch {
    return quoted;
  }
}

function skipSpace(text: string, i: number): number {
  while (i < text.length && /\s/.test(text[i])) i++;
  return i;
}

/** The index just past the JSON value starting at `start`: a string, a whole object or array, or a scalar. */
function valueEndAt(text: string, start: number): number {
  const c = text.charCodeAt(start);
  if (c === QUOTE) return stringEnd(text, start);
  if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
    let depth = 0;
    for (let i = start; i < text.length; i++) {
      const inner = text.charCodeAt(i);
      if (inner === QUOTE) i = stringEnd(text, i) - 1;
      else if (inner === OPEN_OBJECT || inner === OPEN_ARRAY) depth++;
      else if ((inner === CLOSE_OBJECT || inner === CLOSE_ARRAY) && --depth === 0) return i + 1;
    }
    return text.length;
  }
  let i = start;
  while (i < text.length && !/[\s,}\]]/.test(text[i])) i++;
  return i;
}
