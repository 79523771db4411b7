import { tooDeep } from '../errors.ts';
import { MAX_BODY_DEPTH } from './body-limits.ts';

type Node = Record<string, unknown> | unknown[];

// `base[seg][seg]...`: a base without brackets, then one or more bracketed segments, nothing after.
const BRACKET_KEY = /^([^[\]]+)((?:\[[^[\]]*\])+)$/;

/**
 * Form fields as a lead object (docs/api.md §2.5): keys with brackets nest
 * (`fields[name][value]` → `{"fields": {"name": {"value": …}}}`, `a[]` appends to a list); every
 * other key is kept verbatim, `__proto__` and `constructor` included, as plain data; a repeated key
 * becomes a list at any count. Each pair costs O(its segments), so the whole step is linear.
 */
export function formFields(pairs: Iterable<[string, string]>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of pairs) {
    const match = BRACKET_KEY.exec(key);
    if (match === null) {
      addValue(root, key, value);
      continue;
    }
    const segments = match[2].slice(1, -1).split('][');
    // The lead is level 1, each segment one more container: refuse before building anything deeper.
    if (segments.length + 1 > MAX_BODY_DEPTH) throw tooDeep(match[1], MAX_BODY_DEPTH);
    let node: Node = root;
    let name = match[1];
    for (const next of segments) {
      node = childFor(node, name, next === '');
      name = next;
    }
    addValue(node, name, value);
  }
  return root;
}

/** The container under `name` that the next segment goes into: a list for `[]`, else an object. */
function childFor(node: Node, name: string, wantList: boolean): Node {
  if (Array.isArray(node)) {
    // `a[][x]`: every `[]` followed by more segments starts a new element, as PHP reads it.
    const child: Node = wantList ? [] : {};
    node.push(child);
    return child;
  }
  const existing = own(node, name);
  if (existing === undefined) return put(node, name, wantList ? [] : {});
  if (Array.isArray(existing)) {
    if (wantList) return existing;
    const child = {};
    existing.push(child);
    return child;
  }
  if (!wantList && typeof existing === 'object' && existing !== null) return existing as Node;
  // A key sent both as a value and as a container (`a=1&a[b]=2`) keeps both, as a list.
  const child: Node = wantList ? [] : {};
  if (wantList) {
    put(node, name, [existing]);
    return own(node, name) as Node;
  }
  put(node, name, [existing, child]);
  return child;
}

function addValue(node: Node, name: string, value: string) {
  if (Array.isArray(node)) {
    node.push(value);
    return;
  }
  const existing = own(node, name);
  if (existing === undefined) put(node, name, value);
  else if (Array.isArray(existing)) existing.push(value);
  else put(node, name, [existing, value]);
}

const own = (node: Record<string, unknown>, key: string) => (Object.hasOwn(node, key) ? node[key] : undefined);

// Assigning `__proto__` would set the prototype: define it as the plain data property JSON.parse makes.
function put<T>(node: Record<string, unknown>, key: string, value: T): T {
  if (key === '__proto__')
    Object.defineProperty(node, key, { value, writable: true, enumerable: true, configurable: true });
  else node[key] = value;
  return value;
}
