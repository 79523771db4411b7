import type { Places } from './places.ts';
import type { Reading } from './reading.ts';

/** How a line of the notes is labelled (notes-lines.ts): by its question, its key with its parent's, cut when long. */

// A value one level below the person's object says which group it is in: `utm.source` → "utm source".
// A question as its key ("What do you need?") says it all; a label naming its parent already (`attributes url`) is not doubled.
export function withParent(reading: Reading, person: Places): string {
  const { container, label } = reading;
  if (person.has(container) || label.endsWith('?') || isQuestionsLabel(reading)) return label;
  let parent: string | undefined;
  for (let i = container.length - 1; i >= 0 && parent === undefined; i--) {
    const token = container[i];
    // A key with no letter above the value's (`12`, a field's number) names nothing: the key above it does (`answers`).
    if (typeof token === 'string' && (token === label || saysSomething(token))) parent = token;
  }
  if (parent === undefined || parent === label || (label.startsWith(parent) && label.charCodeAt(parent.length) === 32))
    return label;
  // A key of kilobytes above many values is cut before it joins each one's label (cut() would copy it whole each time).
  return `${parent.length > LABEL_CUT ? parent.slice(0, LABEL_CUT) : parent} ${label}`;
}

// A label neither the value's key nor a key above it: a question's own title, given to its answers (`{title: "房屋面积",
// options: [{id, text}]}`, walk-labels.ts answersKeyOf), which no key above it qualifies.
function isQuestionsLabel({ label, key, at, container }: Reading): boolean {
  if (label === key) return false;
  for (const token of at) if (token === label) return false;
  for (const token of container) if (token === label) return false;
  return label.includes(' ') || label.length > 3;
}

// A label with no letter (`5`, a field's number) says nothing to an agent: its value stays in `fields`.
const LETTER = /\p{L}/u;
export function saysSomething(label: string): boolean {
  // An ASCII letter first (nearly every label), the Unicode test only past ASCII.
  let beyondAscii = false;
  for (let i = 0; i < label.length; i++) {
    const code = label.charCodeAt(i) | 32;
    if (code >= 97 && code <= 122) return true;
    if (label.charCodeAt(i) > 127) beyondAscii = true;
  }
  return beyondAscii && LETTER.test(label);
}

// "Comments:" as a label already ends as a notes line's label does.
export const shownLabel = (label: string) => (label.endsWith(':') ? label.replace(/[\s:]+$/, '') || label : label);

/**
 * A line's label of at most LABEL_CUT characters, cut with `…`: a question is shorter, and a key of kilobytes above
 * thousands of values (`{"<40,000 × a>": {k0, …, k1999}}`) would otherwise write itself into each of their lines (a
 * 68 KB body gave 76 MB of notes and 3.7 s, quadratic), and strings that long hash alike in the sets of repeated-lines.ts.
 */
const LABEL_CUT = 300;
export const cut = (label: string) => (label.length <= LABEL_CUT ? label : `${label.slice(0, LABEL_CUT - 1)}…`);
