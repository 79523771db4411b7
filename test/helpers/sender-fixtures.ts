import { readFileSync } from 'node:fs';

/** A fixture's text, as a sender posts it. */
export const fixtureText = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');

/** A JSON fixture, parsed. */
export const fixtureJson = (name: string) => JSON.parse(fixtureText(name)) as Record<string, unknown>;

/**
 * A form-encoded fixture as docs/api.md §2.5 has the body parser read it: bracketed keys nest
 * (`fields[name][value]` -> {fields: {name: {value}}}), every other key is kept verbatim.
 */
export function fixtureForm(name: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(fixtureText(name))) {
    const path = /^([^[\]]+)((?:\[[^[\]]*\])+)$/.exec(key);
    const parts = path ? [path[1], ...[...path[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])] : [key];
    let node = root;
    parts.slice(0, -1).forEach((part) => {
      node = (node[part] ??= {}) as Record<string, unknown>;
    });
    node[parts.at(-1)!] = value;
  }
  return root;
}
