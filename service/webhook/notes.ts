/**
 * The notes an AI calling agent reads: the submitted notes, then one `key: value` line per extra
 * field in body order. Nested values are flattened so every key and every scalar shows.
 */
export function buildNotes(submitted: string | undefined, extras: Array<[string, unknown]>): string {
  const lines = extras.map(([key, value]) => `${key}: ${renderValue(value)}`);
  const head = submitted?.trim() ? [submitted] : [];
  return [...head, ...lines].join('\n');
}

function renderValue(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(renderValue).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const pairs = Object.entries(value).map(([key, inner]) => `${key}: ${renderValue(inner)}`);
    return `{${pairs.join(', ')}}`;
  }
  return String(value);
}
