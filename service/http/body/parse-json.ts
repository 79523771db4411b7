import { scanJsonText, type JsonTextShape } from '../json-text-scan.ts';
import { invalidJson } from '../errors.ts';

// Fatal: invalid UTF-8 is refused rather than replaced; a leading BOM is skipped.
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Body bytes as text; invalid UTF-8 is a 400 (docs/api.md §2: bodies are UTF-8). */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return UTF8.decode(bytes);
  } catch {
    throw invalidJson('The body is not valid UTF-8 text; send JSON encoded as UTF-8.');
  }
}

/**
 * JSON text to a value, and the text's shape from one pass over it (depth, values, keys
 * `watchKey` matched: json-text-scan.ts); empty, broken or ambiguous (a key twice in one object)
 * JSON is a 400.
 */
export function parseJson(text: string, watchKey?: (key: string) => boolean): { value: unknown; shape: JsonTextShape } {
  if (text.trim() === '') throw invalidJson('The body is empty; send a JSON object such as {"phone": "+14155550123"}.');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw invalidJson(`The body is not valid JSON (${(err as Error).message}).`);
  }
  const shape = scanJsonText(text, watchKey);
  if (shape.duplicateKey !== null)
    throw invalidJson(
      `The body has the key "${shape.duplicateKey.slice(0, 100)}" twice in one object; send each key once.`,
    );
  return { value, shape };
}

/** A form-encoded body that is really JSON, as `curl -d '{...}'` sends it. */
export function looksLikeJson(text: string): boolean {
  const trimmed = text.trimStart();
  return trimmed.startsWith('{') || trimmed.startsWith('[');
}
