import type { Document } from 'mongodb';

/**
 * The part of MongoDB's query and update language the store uses, for the wire-level test server:
 * equality (a missing field equals null; dotted paths reach into subdocuments), $in, $ne, $lt/$lte/$gt/$gte, $exists, $type 'string',
 * $or; updates with $set, $unset, $inc, $max, $setOnInsert and $push {$each, $slice}.
 */
export function matches(doc: Document, filter: Document): boolean {
  return Object.entries(filter).every(([key, condition]) => {
    if (key === '$or') return (condition as Document[]).some((branch) => matches(doc, branch));
    if (key === '$and') return (condition as Document[]).every((branch) => matches(doc, branch));
    const value = key.includes('.')
      ? key.split('.').reduce<unknown>((at, part) => (at as Document | undefined)?.[part], doc)
      : doc[key];
    if (!isOperatorObject(condition)) return equal(value, condition);
    return Object.entries(condition).every(([op, arg]) => {
      switch (op) {
        case '$eq':
          return equal(value, arg);
        case '$ne':
          return !equal(value, arg);
        case '$in':
          return (arg as unknown[]).some((item) => equal(value, item));
        case '$nin':
          return !(arg as unknown[]).some((item) => equal(value, item));
        case '$lt':
          return value != null && compare(value, arg) < 0;
        case '$lte':
          return value != null && compare(value, arg) <= 0;
        case '$gt':
          return value != null && compare(value, arg) > 0;
        case '$gte':
          return value != null && compare(value, arg) >= 0;
        case '$exists':
          return (value !== undefined) === Boolean(arg);
        case '$type':
          return arg === 'string' ? typeof value === 'string' : false;
        default:
          throw new Error(`wire server: unsupported query operator ${op}`);
      }
    });
  });
}

export function applyUpdate(doc: Document, update: Document, inserting: boolean): Document {
  // A replacement document (no operators) takes the place of the whole document, keeping its _id
  // (manual, db.collection.replaceOne()).
  if (!Object.keys(update).some((key) => key.startsWith('$'))) return { ...update, _id: doc._id ?? update._id };
  const next: Document = { ...doc };
  for (const [op, fields] of Object.entries(update)) {
    for (const [key, arg] of Object.entries(fields as Document)) {
      switch (op) {
        case '$set':
          next[key] = arg;
          break;
        case '$unset':
          delete next[key];
          break;
        case '$inc':
          next[key] = (Number(next[key]) || 0) + Number(arg);
          break;
        case '$max':
          if (next[key] == null || compare(arg, next[key]) > 0) next[key] = arg;
          break;
        case '$setOnInsert':
          if (inserting) next[key] = arg;
          break;
        case '$push': {
          const { $each, $slice } = isOperatorObject(arg) ? (arg as Document) : { $each: [arg], $slice: undefined };
          const pushed = [...((next[key] as unknown[]) ?? []), ...($each as unknown[])];
          next[key] =
            typeof $slice === 'number' ? ($slice < 0 ? pushed.slice($slice) : pushed.slice(0, $slice)) : pushed;
          break;
        }
        default:
          throw new Error(`wire server: unsupported update operator ${op}`);
      }
    }
  }
  return next;
}

/** The document an upsert starts from: the filter's equality fields. */
export const upsertBase = (filter: Document): Document =>
  Object.fromEntries(Object.entries(filter).filter(([key, value]) => !key.startsWith('$') && !isOperatorObject(value)));

export function sortDocs(docs: Document[], sort: Document | undefined): Document[] {
  if (!sort) return docs;
  const keys = Object.entries(sort);
  return [...docs].sort((a, b) => {
    for (const [key, direction] of keys) {
      const order = compare(a[key], b[key]) * Number(direction);
      if (order !== 0) return order;
    }
    return 0;
  });
}

function compare(a: unknown, b: unknown): number {
  if (a == null && b == null) return 0;
  if (a == null) return -1;
  if (b == null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

// As in MongoDB, a scalar condition on an array field matches any of its elements.
const equal = (value: unknown, expected: unknown): boolean => {
  if (Array.isArray(value) && !Array.isArray(expected)) return value.some((item) => equal(item, expected));
  return expected === null ? value == null : JSON.stringify(value) === JSON.stringify(expected);
};

const isOperatorObject = (value: unknown): value is Document =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).some((key) => key.startsWith('$'));
