import { checkBodyShape } from '../http/body/body-shape.ts';
import { findDuplicateKey } from '../http/duplicate-keys.ts';
import { HttpError, validationFailed } from '../http/errors.ts';
import { formatPointer } from '../lead/field-map/json-pointer.ts';
import { parseForm } from '../http/body/parse-form.ts';
import { looksLikeFormText } from './form-text.ts';
import { attributesKeyOf, holdsAttributes, withAttributes } from './xml-attributes.ts';
import { mayHoldLabelledLines, readLabelledLines } from './labelled-lines.ts';
import { NO_TEXTS, type SentAsText } from '../lead/reader/sent-as-text.ts';

export interface DecodedLead {
  /** The lead with every JSON object sent as text in its place, decoded (the lead itself when none was). */
  lead: Record<string, unknown>;
  /** The JSON Pointers of the texts decoded, e.g. `/rawRequest` (Jotform), `/data.json` (Unbounce). */
  decoded: string[];
  /**
   * The objects decoded from text, handed to the walk (walk.ts) so it can tell a text's values apart
   * (a JSON text describing the form is the tool's, not the person's: role-features.ts).
   */
  texts: SentAsText;
}

// `{…}` or `[…]`: a record, or a list of records (an inbound relay's `[{"event": …, "msg": …}]`).
const looksLikeObject = (text: string) => {
  // Most values fail on their first character: no scan of the whole text.
  const first = text.charCodeAt(0);
  if (text.length < 2 || (first !== 123 && first !== 91 && first > 32)) return false;
  const trimmed = text.trim();
  if (trimmed.length < 2) return false;
  const open = trimmed.charCodeAt(0);
  const close = trimmed.charCodeAt(trimmed.length - 1);
  return (open === 123 && close === 125) || (open === 91 && close === 93);
};

// `%7B…%7D` or `%5B…%5D`: a record's JSON text percent-encoded (a shop's message push, `msg=%7B%22order%22…`), sent so in a
// field of a form or a JSON body, its first character `%` the first look.
const looksLikeEncodedObject = (text: string) =>
  text.length >= 6 &&
  text.charCodeAt(0) === 37 &&
  ENCODED_ENDS.has(text.slice(0, 3).toUpperCase() + text.slice(-3).toUpperCase());
const ENCODED_ENDS = new Set(['%7B%7D', '%5B%5D']);

// A list is decoded only when it holds a record: a text list of tags stays the text it was sent as.
const isRecordList = (value: unknown[]) =>
  value.some((item) => item !== null && typeof item === 'object' && !Array.isArray(item));

/**
 * Senders that put a whole submission into one form field as JSON text (Jotform's `rawRequest`,
 * Unbounce's `data.json`) are read as if they had nested it: the text is decoded by the body's own
 * rules (no key twice, 32 levels, 5,000 values: else 422 naming the field), so field maps and the
 * reader see one tree; so is a JSON list holding a record (`[{…}]`), and a JSON text inside a
 * decoded one (a call record's user data, `data: "{\"UUI\": \"{…}\"}"`), never deeper; and so is a form-encoded
 * text (form-text.ts), as a form's body is read (parse-form.ts), and a JSON text percent-encoded (`%7B%22…`). Other
 * text stays text.
 */
// Texts decoded within texts: a field's JSON text, and one inside it.
const MAX_TEXT_DEPTH = 2;
export function decodeJsonText(lead: Record<string, unknown>): DecodedLead {
  // Nearly every body holds no such text: one scan without allocating, and the lead as it is.
  if (!holdsObjectText(lead)) return { lead, decoded: [], texts: NO_TEXTS };
  const decoded: string[] = [];
  const texts = new Set<object>();
  const view = decodeIn(lead, [], decoded, texts, 1) as Record<string, unknown>;
  return { lead: view, decoded, texts };
}

// Run on every body: plain loops over keys (no array of values made per object), and a child that
// is neither text nor an object costs one type check.
function holdsObjectText(value: object): boolean {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (isOrHoldsObjectText(value[i])) return true;
    return false;
  }
  for (const key in value) {
    const child = (value as Record<string, unknown>)[key];
    if (isOrHoldsObjectText(child) || holdsAttributes(key, child)) return true;
  }
  return false;
}

const isOrHoldsObjectText = (child: unknown): boolean =>
  typeof child === 'string'
    ? looksLikeObject(child) || looksLikeFormText(child) || looksLikeEncodedObject(child) || isLabelledLines(child)
    : child !== null && typeof child === 'object' && holdsObjectText(child);

function decodeIn(
  value: unknown,
  path: Array<string | number>,
  decoded: string[],
  texts: Set<object>,
  depth: number,
): unknown {
  if (typeof value === 'string') {
    if (depth > MAX_TEXT_DEPTH) return value;
    if (looksLikeObject(value)) return decodeText(value, readJson, path, decoded, texts, depth);
    if (looksLikeFormText(value)) return decodeText(value, readForm, path, decoded, texts, depth);
    if (looksLikeEncodedObject(value)) return decodeText(value, readEncodedJson, path, decoded, texts, depth);
    return isLabelledLines(value) ? decodeText(value, readLines, path, decoded, texts, depth) : value;
  }
  if (value === null || typeof value !== 'object') return value;
  let copy: Record<string, unknown> | unknown[] | null = null;
  const entries: Array<[string | number, unknown]> = Array.isArray(value)
    ? value.map((child, i) => [i, child])
    : Object.entries(value);
  for (const [key, child] of entries) {
    const read = decodeIn(child, [...path, key], decoded, texts, depth);
    if (read === child) continue;
    copy ??= Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
    // defineProperty keeps a "__proto__" key plain data, as the body parser does.
    Object.defineProperty(copy, key, { value: read, writable: true, enumerable: true, configurable: true });
  }
  const element = (copy ?? value) as Record<string, unknown>;
  const holder = Array.isArray(element) ? undefined : attributesKeyOf(element);
  return holder === undefined ? element : withAttributes(element, holder);
}

/** What a text holds when read as JSON, or as a form's encoding: a record (or a list of them), else null. */
type TextReader = (text: string, field: string) => object | null;

function decodeText(
  text: string,
  readText: TextReader,
  path: Array<string | number>,
  decoded: string[],
  texts: Set<object>,
  depth: number,
): unknown {
  const value = readText(text, path.length === 1 ? String(path[0]) : formatPointer(path));
  if (value === null) return text;
  decoded.push(formatPointer(path));
  // A JSON text inside this one, read as this one is (one level more at most).
  const read = depth < MAX_TEXT_DEPTH ? decodeIn(value, path, decoded, texts, depth + 1) : value;
  texts.add(read as object);
  return read;
}

const readJson: TextReader = (text, field) => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object' || (Array.isArray(value) && !isRecordList(value))) return null;
  const duplicate = findDuplicateKey(text);
  if (duplicate !== null)
    throw validationFailed([
      { field, message: `${field} has the key "${duplicate.slice(0, 100)}" twice; send each key once` },
    ]);
  return withinLimits(() => value as Record<string, unknown>, field);
};

// Percent-encoded JSON text, decoded as a URL's component is (a `+` a space, as a form's encoder writes it: a plus is
// `%2B` there), then read as JSON text; a text that does not decode stays text.
const readEncodedJson: TextReader = (text, field) => {
  let json: string;
  try {
    json = decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return null;
  }
  return looksLikeObject(json) ? readJson(json, field) : null;
};

// Decoded as a form body is (parse-form.ts: brackets nest, `__proto__` stays data, values counted first). Written
// unencoded (a space as it is, which no encoder leaves: `buyer_name=Ada Tester&buyer_phone=+44…`), a `+` is a plus.
const readForm: TextReader = (text, field) =>
  withinLimits(() => parseForm(text.includes(' ') && text.includes('+') ? text.replaceAll('+', '%2B') : text), field);

// A form written as a text of labelled lines (labelled-lines.ts), read once to tell and once to decode: rare and short.
const isLabelledLines = (text: string) => mayHoldLabelledLines(text) && readLabelledLines(text) !== null;
const readLines: TextReader = readLabelledLines;

// The body's limits, their problems named inside the field that holds the text.
function withinLimits(read: () => Record<string, unknown>, field: string): object {
  try {
    const value = read();
    checkBodyShape([value], false);
    return value;
  } catch (error) {
    if (!(error instanceof HttpError) || !error.details) throw error;
    throw validationFailed(
      error.details.map((d) => {
        const inner = d.field === 'body' ? field : `${field}.${d.field}`;
        const named = d.field === 'body' ? 'the body' : d.field;
        return {
          field: inner,
          message: d.message.startsWith(named) ? inner + d.message.slice(named.length) : d.message,
        };
      }),
    );
  }
}
