/** Keys compared the way senders vary them: "Google Key", "google_key" and "google-key" are one. */
const normalizeKey = (key: string) => key.toLowerCase().replace(/[\s_\-.]/g, '');

// Keys whose values are secrets (Google's lead form key), compared as senders vary keys:
// `google_key`, `Google-Key`, and the same key escaped in JSON (`google\u005fkey`) or a form
// (`google%5Fkey`), since this runs on parsed keys.
const SECRET_KEYS = new Set(['googlekey']);
export const MASK = '***';

export const isSecretKey = (key: string) => key.length >= 9 && SECRET_KEYS.has(normalizeKey(key));

type Container = Record<string, unknown> | unknown[];

export interface MaskedSecrets {
  /** The lead's own top-level secrets as sent, by normalised key (the first of each), for the checks that need them. */
  sent: Map<string, unknown>;
  /** How many values were masked, at any depth. */
  count: number;
}

/**
 * Replaces, in place, every value under a secret key at any depth with `***`, so neither the
 * lead's fields, its notes nor the delivery log can show it.
 */
export function maskSecretValues(lead: Record<string, unknown>): MaskedSecrets {
  const sent = new Map<string, unknown>();
  let count = 0;
  const stack: Container[] = [lead];
  while (stack.length > 0) {
    const node = stack.pop()!;
    for (const key of Object.keys(node)) {
      const value = (node as Record<string, unknown>)[key];
      if (!Array.isArray(node) && isSecretKey(key)) {
        const normalized = normalizeKey(key);
        if (node === lead && !sent.has(normalized)) sent.set(normalized, value);
        (node as Record<string, unknown>)[key] = MASK;
        count++;
      } else if (value !== null && typeof value === 'object') {
        stack.push(value as Container);
      }
    }
  }
  return { sent, count };
}

/** What maskSecretValues answers for a lead known to hold no secret key (its JSON text said so). */
export const noSecrets = (): MaskedSecrets => ({ sent: new Map(), count: 0 });

/** True when every value under a secret key, at any depth, is masked (all its leaves are `***`). */
export function secretsAreMasked(value: unknown): boolean {
  const stack: Array<[unknown, boolean]> = [[value, false]];
  while (stack.length > 0) {
    const [node, secret] = stack.pop()!;
    if (node === null || typeof node !== 'object') {
      if (secret && node !== MASK) return false;
      continue;
    }
    for (const key of Object.keys(node)) {
      stack.push([(node as Record<string, unknown>)[key], secret || (!Array.isArray(node) && isSecretKey(key))]);
    }
  }
  return true;
}
