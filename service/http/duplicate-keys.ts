import { scanJsonText } from './json-text-scan.ts';

/**
 * The first key repeated within one object of a JSON text, or null. JSON.parse keeps the last of
 * duplicates silently; a lead with two "phone"s is ambiguous, so the sender is told instead.
 * Expects text JSON.parse accepted.
 */
export function findDuplicateKey(text: string): string | null {
  return scanJsonText(text).duplicateKey;
}
