import type { Reading } from './reading.ts';
import { looksLikePersonName } from './shapes.ts';

/**
 * Someone else's names said again elsewhere (docs/api.md §2.4): a field-service job's `company_name` beside its
 * technician's record holding the same name (`assigned_employees: [{…, company_name: "Desert Breeze Heating &
 * Cooling"}]`) is the business's name wherever it sits, not the person's company. Names only: two to six words, each
 * capitalised, no digit nor sentence (a message, a time frame or an address said twice is the person's still); and no
 * person's name: a companion's named again where the person says what it is for (`appointments: [{patient: "Emma
 * Varga", reason}]`) tells the agent whom it is for.
 */
export function keepOthersText(texts: Set<string> | null, value: unknown): Set<string> | null {
  if ((texts?.size ?? 0) >= MAX_TEXTS) return texts;
  const name = nameOf(value);
  return name === null || looksLikePersonName(value as string) ? texts : (texts ?? new Set()).add(name);
}

/** Leaves out, in place, the entries whose value is one of someone else's texts (`theirs` told of each). */
export function withoutOthersTexts(
  entries: Array<[string, unknown]>,
  from: Reading[],
  texts: ReadonlySet<string>,
  theirs: (reading: Reading) => void,
): void {
  let kept = 0;
  for (let i = 0; i < entries.length; i++) {
    const name = nameOf(entries[i][1]);
    if (name !== null && texts.has(name)) {
      theirs(from[i]);
      continue;
    }
    entries[kept] = entries[i];
    from[kept++] = from[i];
  }
  entries.length = kept;
  from.length = kept;
}

const MAX_TEXTS = 64;
const MIN_LENGTH = 8;
const MAX_LENGTH = 120;
const MAX_WORDS = 6;
// A name's words: each opening with a capital or a sign (`&`), no digit, no sentence's or address's punctuation.
const NAME_WORD = /^(?:\p{Lu}[\p{L}'’.-]*|&|\+|-)$/u;
// The text as compared (trimmed, lower case) when it is written as a name, else null.
function nameOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.length < MIN_LENGTH || value.length > MAX_LENGTH) return null;
  const text = value.trim();
  if (!text.includes(' ') || /[.!?]$/.test(text)) return null;
  const words = text.split(/\s+/);
  return words.length <= MAX_WORDS && words.every((word) => NAME_WORD.test(word)) ? text.toLowerCase() : null;
}
