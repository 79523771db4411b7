import { invalidBody, tooDeep, tooManyValues } from '../errors.ts';
import type { JsonTextShape } from '../json-text-scan.ts';
import { MAX_BATCH_LEADS, MAX_BODY_DEPTH, MAX_BODY_VALUES } from './body-limits.ts';

export type Lead = Record<string, unknown>;

const isObject = (value: unknown): value is Lead =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The leads a parsed body holds: one object, or a batch (an array of 1 to 100 objects); anything
 * else is a 400 (docs/api.md §2.5-2.6).
 */
export function leadsOf(value: unknown): { leads: Lead[]; batch: boolean } {
  if (isObject(value)) return { leads: [value], batch: false };
  if (!Array.isArray(value)) {
    throw invalidBody(
      `The body must be a JSON object such as {"phone": "+14155550123"} (or an array of them), not ${describe(value)}.`,
    );
  }
  if (value.length === 0 || value.length > MAX_BATCH_LEADS) {
    throw invalidBody(`A batch holds 1 to ${MAX_BATCH_LEADS} lead objects; this array has ${value.length}.`);
  }
  const notObject = value.findIndex((element) => !isObject(element));
  if (notObject >= 0)
    throw invalidBody(
      `Element [${notObject}] of the batch is ${describe(value[notObject])}; each element must be a lead object.`,
    );
  return { leads: value as Lead[], batch: true };
}

/**
 * Refuses (422) a body nested deeper than 32 levels (a lead object is level 1) or holding more
 * than 5,000 values, before any sender format reads it. Iterative, so no depth can overflow the
 * stack; it stops at the first excess, so its cost is bounded by the limits, not by the body.
 * `scanned`: the JSON text's shape (json-text-scan.ts, never fewer values than the walk counts);
 * within the limits, the body needs no walk. Beyond them, the walk names the field.
 */
export function checkBodyShape(leads: Lead[], batch: boolean, scanned?: Pick<JsonTextShape, 'depth' | 'values'>): void {
  // A batch's array is the text's outermost container, one level above its leads.
  if (scanned && scanned.depth - (batch ? 1 : 0) <= MAX_BODY_DEPTH && scanned.values <= MAX_BODY_VALUES) return;
  const values: unknown[] = [];
  const depths: number[] = [];
  const fields: string[] = [];
  leads.forEach((lead, i) => {
    values.push(lead);
    depths.push(1);
    fields.push(batch ? `[${i}]` : '');
  });
  let count = 0;
  while (values.length > 0) {
    const value = values.pop();
    const depth = depths.pop()!;
    const field = fields.pop()!;
    if (value === null || typeof value !== 'object') {
      if (++count > MAX_BODY_VALUES) throw tooManyValues(MAX_BODY_VALUES);
      continue;
    }
    if (depth > MAX_BODY_DEPTH) throw tooDeep(field, MAX_BODY_DEPTH);
    const keys = Object.keys(value);
    // An empty list or object is a value too.
    if (keys.length === 0 && ++count > MAX_BODY_VALUES) throw tooManyValues(MAX_BODY_VALUES);
    for (const key of keys) {
      values.push((value as Lead)[key]);
      depths.push(depth + 1);
      fields.push(depth === 1 ? `${field}${field ? '.' : ''}${key}` : field);
    }
  }
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  return `a ${typeof value}`;
}
