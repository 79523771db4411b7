/**
 * A text of its own to keep past a request: the engine's shared copy of it, holding nothing else.
 * The engine may hand a key or a value over as a slice of the text it was cut from (a form body's
 * keys, `label.slice(0, 200)`), and a kept slice keeps that whole text alive: every body a stranger
 * sent with a new key would stay in memory beside the cache holding it. An object's key is the
 * engine's internalised string, made from the slice's characters alone. Costs a string-table look-up:
 * for what a cache keeps on a miss, not for every look-up.
 */
export function ownCopy(text: string): string {
  return Object.keys({ [text]: 0 })[0];
}
