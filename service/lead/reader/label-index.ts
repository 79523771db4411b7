import { type Obj, ownKey } from './json-object.ts';

/** Every `{id, title|label|question}` object of the body by id. */
export function labelIndex(root: unknown): Map<string, string> {
  const index = new Map<string, string>();
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (value === null || typeof value !== 'object') continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item !== null && typeof item === 'object') stack.push(item);
      continue;
    }
    const object = value as Obj;
    const label =
      typeof object.title === 'string'
        ? object.title
        : typeof object.label === 'string'
          ? object.label
          : typeof object.question === 'string'
            ? object.question
            : undefined;
    if (label !== undefined && typeof object.id === 'string' && Object.hasOwn(object, 'id'))
      index.set(object.id, label);
    for (const key in object) {
      const inner = object[key];
      if (inner !== null && typeof inner === 'object' && ownKey(object, key)) stack.push(inner);
    }
  }
  return index;
}
