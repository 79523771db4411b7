/**
 * An XML element as a converter writes it in JSON, its attributes under one key beside its text and children: xml2js
 * (n8n's XML node: `{"$": {"part": "first"}, "_": "Marisol"}`), xml-js (`_attributes` beside `_text`), PHP's
 * SimpleXML (`@attributes`). An attribute is its element's field as much as a child is (`<phone time="evening">`: when
 * to call; `<name part="first">`: which part), so the body is read with the attributes as the element's own keys, first,
 * as the document wrote them (json-text.ts); pointers name them so (`/phone/time`). Converters that write each attribute
 * as a key of its own (`@part`, `@_part`: xmltodict, fast-xml-parser) need nothing. An attribute a child's key already
 * names leaves the element as it was sent.
 */
const ATTRIBUTE_HOLDERS: ReadonlySet<string> = new Set(['$', '_attributes', '@attributes']);
const HOLDER_FIRST: ReadonlySet<number> = new Set([36, 95, 64]); // `$`, `_`, `@`

/** Whether `key` holds an element's attributes: text, numbers or booleans, one at least, under a converter's key. */
export function holdsAttributes(key: string, child: unknown): boolean {
  // Asked of every key of every body: most values are no object, and most keys open with none of `$ _ @`.
  if (child === null || typeof child !== 'object' || !HOLDER_FIRST.has(key.charCodeAt(0))) return false;
  if (!ATTRIBUTE_HOLDERS.has(key) || Array.isArray(child)) return false;
  const values = Object.values(child);
  return values.length > 0 && values.every((value) => value === null || typeof value !== 'object');
}

/** The key of `element` holding its attributes, if any. */
export function attributesKeyOf(element: Record<string, unknown>): string | undefined {
  for (const key of Object.keys(element)) if (holdsAttributes(key, element[key])) return key;
  return undefined;
}

/** The element with its attributes as its own keys, first; as it was when a child's key names one of them. */
export function withAttributes(element: Record<string, unknown>, holder: string): Record<string, unknown> {
  const attributes = element[holder] as Record<string, unknown>;
  const names = Object.keys(attributes);
  if (names.some((name) => Object.hasOwn(element, name))) return element;
  const view: Record<string, unknown> = {};
  for (const name of names) define(view, name, attributes[name]);
  for (const key of Object.keys(element)) if (key !== holder) define(view, key, element[key]);
  return view;
}

// defineProperty keeps a "__proto__" key plain data, as the body parser does.
const define = (object: object, key: string, value: unknown) =>
  Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
