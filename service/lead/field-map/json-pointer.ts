/**
 * JSON Pointer (RFC 6901, https://www.rfc-editor.org/rfc/rfc6901) in its JSON string form: "" is
 * the whole value, each "/" starts a reference token, "~1" stands for "/" and "~0" for "~". So
 * `/1.3` names Gravity Forms' key "1.3" (a dot is plain text here) and `/a~1b` the key "a/b".
 */

const ARRAY_INDEX = /^(0|[1-9][0-9]*)$/;

// Field maps are read on every lead: each pointer is parsed once (bounded, as sources' maps are).
const parsed = new Map<string, readonly string[] | null>();

/** The reference tokens of a pointer, or null when it is not one ("~" not followed by 0 or 1, no leading "/"). */
export function parsePointer(pointer: string): readonly string[] | null {
  let tokens = parsed.get(pointer);
  if (tokens === undefined) {
    tokens =
      pointer === ''
        ? []
        : !pointer.startsWith('/') || /~(?![01])/.test(pointer)
          ? null
          : Object.freeze(
              pointer
                .slice(1)
                .split('/')
                .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~')),
            );
    if (parsed.size >= 10_000) parsed.clear();
    parsed.set(pointer, tokens);
  }
  return tokens;
}

/** The pointer of a path of keys and array indexes; the one spelling parsePointer reads back. */
export function formatPointer(tokens: ReadonlyArray<string | number>): string {
  let pointer = '';
  for (const token of tokens) pointer += pointerStep(token);
  return pointer;
}

/** One token's step of a pointer (`/a~1b`): a pointer is its parent's pointer and this. */
export function pointerStep(token: string | number): string {
  const text = String(token);
  return `/${text.includes('~') || text.includes('/') ? text.replaceAll('~', '~0').replaceAll('/', '~1') : text}`;
}

/** The value a pointer names in a parsed body: own keys only, array elements by decimal index; undefined when absent. */
export function valueAtPointer(root: unknown, tokens: readonly string[]): unknown {
  let at: unknown = root;
  for (const token of tokens) {
    if (Array.isArray(at)) {
      if (!ARRAY_INDEX.test(token)) return undefined;
      at = at[Number(token)];
    } else if (at !== null && typeof at === 'object' && Object.hasOwn(at, token)) {
      at = (at as Record<string, unknown>)[token];
    } else {
      return undefined;
    }
  }
  return at;
}

/**
 * A copy of `root` without the values at `paths` (each a parsed pointer that names a value), sharing
 * every part no path goes through. Array elements are removed, not left as holes.
 */
export function withoutPointers(
  root: Record<string, unknown>,
  paths: ReadonlyArray<readonly string[]>,
): Record<string, unknown> {
  if (paths.length === 0) return root;
  // Most leads lose only top-level keys (their phone, email, name): one copy without them.
  if (paths.every((path) => path.length === 1)) return withoutKeys(root, paths);
  return without(
    root,
    paths.filter((path) => path.length > 0),
    0,
  ) as Record<string, unknown>;
}

function withoutKeys(
  source: Record<string, unknown>,
  paths: ReadonlyArray<readonly string[]>,
): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(source)) {
    if (names(paths, key)) continue;
    if (key === '__proto__')
      Object.defineProperty(copy, key, { value: source[key], writable: true, enumerable: true, configurable: true });
    else copy[key] = source[key];
  }
  return copy;
}

// Whether a path of one token names the key.
function names(paths: ReadonlyArray<readonly string[]>, key: string): boolean {
  for (let i = 0; i < paths.length; i++) if (paths[i][0] === key) return true;
  return false;
}

// The copy of a value without what `paths` name below it, each read from its token at `depth`. Paths
// are few (a lead's used values and own keys): each key is looked for among them, no table made.
function without(value: unknown, paths: ReadonlyArray<readonly string[]>, depth: number): unknown {
  if (Array.isArray(value)) {
    // A loop rather than flatMap: no one-element array made per kept element (reader cost, issue 24).
    const kept: unknown[] = [];
    for (let i = 0; i < value.length; i++) {
      const through = pathsThrough(paths, depth, String(i));
      if (through === null) kept.push(value[i]);
      else if (!endsAt(through, depth + 1)) kept.push(inner(value[i], through, depth + 1));
    }
    return kept;
  }
  // Built key by key rather than copied then deleted from (a deleted key makes a slow object for
  // every later reader); a "__proto__" key is defined, so it stays plain data.
  const source = value as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(source)) {
    const through = pathsThrough(paths, depth, key);
    if (through !== null && endsAt(through, depth + 1)) continue;
    const kept = through === null ? source[key] : inner(source[key], through, depth + 1);
    if (key === '__proto__')
      Object.defineProperty(copy, key, { value: kept, writable: true, enumerable: true, configurable: true });
    else copy[key] = kept;
  }
  return copy;
}

// The paths whose token at `depth` is `token`; null when none does (nearly every key).
function pathsThrough(
  paths: ReadonlyArray<readonly string[]>,
  depth: number,
  token: string,
): Array<readonly string[]> | null {
  let through: Array<readonly string[]> | null = null;
  for (const path of paths) if (path[depth] === token) (through ??= []).push(path);
  return through;
}

// A path ending here names the value itself: it goes.
function endsAt(paths: ReadonlyArray<readonly string[]>, length: number): boolean {
  return paths.some((path) => path.length === length);
}

function inner(child: unknown, paths: ReadonlyArray<readonly string[]>, depth: number): unknown {
  return child !== null && typeof child === 'object' ? without(child, paths, depth) : child;
}
