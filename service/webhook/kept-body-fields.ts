import { bodyFormatOf } from '../http/body/body-format.ts';
import { checkBodyShape, leadsOf } from '../http/body/body-shape.ts';
import { bodyText, parseBodyText } from '../http/body/parse-body.ts';
import { HttpError } from '../http/errors.ts';
import type { DeliveryRecord } from '../store/delivery-record.ts';
import { formatPointer } from '../lead/field-map/json-pointer.ts';
import type { Scalar } from '../lead/field-map/mapped-fields.ts';
import { decodeJsonText } from './json-text.ts';
import type { ValueRole, ValueRoles } from '../lead/reader/explanation.ts';

export interface BodyField {
  /** JSON Pointer into each lead object of the body. */
  pointer: string;
  value: Scalar;
  /** What intake took the value for (the delivery's `roles`): absent for a picked value and on older deliveries. */
  role?: ValueRole;
}

const FIELDS_LISTED = 500;

/**
 * The keys of a delivery's kept body as JSON Pointers with their values, read as intake reads the
 * body (forms nest their bracket keys, multipart parts likewise, JSON sent as text is decoded), so a pointer picked from this
 * list is one the field map finds: every text, number or boolean at any depth, in body order;
 * for a batch, each element's, pointers relative to the element, each pointer once. A body that
 * was not kept, or that intake refuses before reading leads (not lead objects, too deep), has none.
 * Each value carries the role intake gave it, when the delivery kept one.
 */
export async function keptBodyFields(delivery: DeliveryRecord): Promise<BodyField[]> {
  if (delivery.body === undefined) return [];
  let leads: Array<Record<string, unknown>>;
  try {
    const { value } = await parseBodyText(
      bodyText(Buffer.from(delivery.body), bodyFormatOf(delivery.contentType, undefined)),
    );
    const { leads: read, batch } = leadsOf(value);
    checkBodyShape(read, batch); // bounds the walk below: 32 levels, 5,000 values
    // JSON sent as text is listed decoded, as the field map reads it (`/rawRequest/q4_email`).
    leads = read.map((lead) => decodeJsonText(lead).lead);
  } catch (error) {
    if (error instanceof HttpError) return [];
    throw error;
  }
  const order = jsonKeyOrders(Buffer.from(delivery.body).toString('utf8'));
  const fields = new Map<string, Scalar>();
  type Path = Array<string | number>;
  const stack: Array<[unknown, Path]> = leads.map((lead): [unknown, Path] => [lead, []]).reverse();
  while (stack.length > 0 && fields.size < FIELDS_LISTED) {
    const [value, path] = stack.pop()!;
    if (value === null || typeof value !== 'object') {
      const pointer = formatPointer(path);
      if (path.length > 0 && value !== undefined && !fields.has(pointer)) fields.set(pointer, value as Scalar);
      continue;
    }
    const children: Array<[unknown, Path]> = Array.isArray(value)
      ? value.map((child, i) => [child, [...path, i]])
      : inTextOrder(Object.keys(value), order).map((key) => [(value as Record<string, unknown>)[key], [...path, key]]);
    stack.push(...children.reverse());
  }
  const roles = delivery.roles ?? {};
  return [...fields].map(([pointer, value]) => {
    const role = roleOf(roles, pointer);
    return role ? { pointer, value, role } : { pointer, value };
  });
}

// JavaScript lists integer-like keys first (`{"name": …, "5": …}` gives `5, name`): each object's
// keys are put back in the order the body's JSON text wrote them. An object is known by its set of
// keys (the first object written with that set gives the order); a form body keeps the parser's order.
type KeyOrders = Map<string, string[]>;
const keySet = (keys: string[]) => [...keys].sort().join('\u0000');

function inTextOrder(keys: string[], orders: KeyOrders): string[] {
  return orders.get(keySet(keys)) ?? keys;
}

/** The key lists of every object in a JSON text, in text order; none when the text is not JSON. */
export function jsonKeyOrders(text: string): KeyOrders {
  const orders: KeyOrders = new Map();
  const start = text.trimStart()[0];
  if (start !== '{' && start !== '[') return orders;
  const open: Array<string[] | null> = []; // an object's keys so far; null for an array
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      let next = end + 1;
      while (next < text.length && /\s/.test(text[next])) next++;
      const keys = open.at(-1);
      if (text[next] === ':' && keys) {
        try {
          keys.push(JSON.parse(text.slice(i, end + 1)) as string);
        } catch {
          return new Map();
        }
      }
      i = end + 1;
      continue;
    }
    if (char === '{') open.push([]);
    else if (char === '[') open.push(null);
    else if (char === '}' || char === ']') {
      const keys = open.pop();
      if (keys && !orders.has(keySet(keys))) orders.set(keySet(keys), keys);
    }
    i++;
  }
  return orders;
}

const LIST_ELEMENT = /\/\d+$/;

// A list of values (checkboxes) is read as one value: its elements share the list's role.
function roleOf(roles: ValueRoles, pointer: string): ValueRole | undefined {
  if (Object.hasOwn(roles, pointer)) return roles[pointer];
  const list = pointer.replace(LIST_ELEMENT, '');
  return list !== pointer && Object.hasOwn(roles, list) ? roles[list] : undefined;
}
