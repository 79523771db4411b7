import type { JsonTextShape } from '../json-text-scan.ts';
import type { BodyFormat } from './body-format.ts';
import { parseForm } from './parse-form.ts';
import { decodeUtf8, looksLikeJson, parseJson } from './parse-json.ts';
import { parseMultipart } from './parse-multipart.ts';

/** The body as text, and what the text turned out to be (a form-encoded body starting with `{` is JSON). */
export type BodyText =
  | { format: 'json'; text: string }
  | { format: 'form'; text: string }
  | { format: 'multipart'; text: string; bytes: Buffer; contentType: string };

/**
 * JSON and forms must be UTF-8 (400 otherwise); a multipart body may carry binary file parts, so
 * its text is decoded leniently (busboy decodes its text parts).
 */
export function bodyText(bytes: Buffer, format: BodyFormat): BodyText {
  if (format.kind === 'multipart')
    return { format: 'multipart', text: bytes.toString('utf8'), bytes, contentType: format.contentType };
  const text = decodeUtf8(bytes);
  return format.kind === 'json' || looksLikeJson(text) ? { format: 'json', text } : { format: 'form', text };
}

export interface ParsedValue {
  value: unknown;
  /** Names of multipart file parts, which are not read. */
  skippedFiles: string[];
  /** A JSON body's shape, from the one pass over its text (forms and multipart: none). */
  shape?: JsonTextShape;
}

const NO_FILES: string[] = [];

/**
 * The value a body holds; each parser is linear in the body and refuses (4xx) what it cannot read.
 * `watchKey`: keys to count in a JSON body's shape (the webhook counts its secret keys).
 */
export async function parseBodyText(body: BodyText, watchKey?: (key: string) => boolean): Promise<ParsedValue> {
  if (body.format === 'json') {
    // One literal, not a spread with a key added: V8 defines the added key by its slow path on
    // every call (the spread's copy has a map of its own), about 1 µs a webhook body (docs/performance.md).
    const { value, shape } = parseJson(body.text, watchKey);
    return { value, skippedFiles: NO_FILES, shape };
  }
  if (body.format === 'form') return { value: parseForm(body.text), skippedFiles: NO_FILES };
  return parseMultipart(body.bytes, body.contentType);
}
