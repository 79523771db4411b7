import { meaning } from './labels.ts';
import { allDigits, isDigitCode } from './machine-shapes.ts';
import type { Reading, Tokens } from './reading.ts';
import { LABEL_MAP_WORDS } from './vocabulary-wrappers.ts';

/**
 * A form's labels in an object keyed as its answers are (docs/api.md §2.4): `fields: {field_1: "Priya", field_4: "…"}`
 * beside `labels: {field_1: "Your name", field_4: "Tell us about your project"}`, keys naming only a place (a number, a
 * numbered field). Each answer reads under its label; the labels' object is the form's structure and leaves the readings.
 * Told apart by shape: the labels' object holds only short texts (no address, no number, no long text), the answers' holds
 * something else too; when both hold only short texts, the key naming labels (`labels`, `questions`) tells.
 */

const MIN_SHARED = 2;
const MAX_GROUPS = 16;
const MAX_LABEL = 120;
const LABEL_MAP = new Set(LABEL_MAP_WORDS);
const LETTER = /\p{L}/u;

// A key naming only a place: a numbered field (`field_3`, `q4`, `input_7`, `f_1`), a bare number (`5`), codes of letters
// and digits alone (`G01Q01`: a survey's group and question).
function isPlaceKey(key: string | number): key is string {
  // Such a key ends in a digit (`field_3`, `G01Q01`, `fld_a8f3`): one look at nearly every key of a body.
  if (typeof key !== 'string' || key.length > 40 || !isDigitCode(key.charCodeAt(key.length - 1))) return false;
  const known = meaning(key);
  return (
    known.role === null &&
    known.context === null &&
    (known.positional || known.numberedField || allDigits(key) || known.words.split(' ').every(isCodeWord))
  );
}
// A word of a place key: one holding a digit, or a short prefix before the number (`f` of `f_1`, `fld` of `fld_2`).
const isCodeWord = (word: string) => word.length <= 3 || holdsDigit(word);
const holdsDigit = (key: string) => {
  for (let i = 0; i < key.length; i++) if (isDigitCode(key.charCodeAt(i))) return true;
  return false;
};

// A label's shape: a short text with a letter, no address, few digits.
function isLabelShaped(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_LABEL || value.includes('@') || !LETTER.test(value)) return false;
  let digits = 0;
  for (let i = 0; i < value.length; i++) if (isDigitCode(value.charCodeAt(i))) digits++;
  return digits <= 4;
}

// What one object (a container) holds, read once: its place-keyed readings, and whether it holds only short texts.
type Group = { readings: Reading[]; onlyLabels: boolean };

/** The readings, labelled by any labels' object keyed as their answers; that object's own readings left out. */
export function labelByMaps(readings: Reading[]): Reading[] {
  let groups: Map<Tokens, Group> | null = null;
  for (const reading of readings) {
    if (reading.labelled || reading.item !== undefined || !isPlaceKey(reading.key)) continue;
    groups ??= new Map();
    let group = groups.get(reading.container);
    if (group === undefined) groups.set(reading.container, (group = { readings: [], onlyLabels: true }));
    group.readings.push(reading);
  }
  // A form's labels and its answers: a few objects keyed so. A body of many (a list of records) is read no further,
  // so the pairing below stays a few objects' work, whatever the body.
  if (groups === null || groups.size < 2 || groups.size > MAX_GROUPS) return readings;
  // Whether each object holds only short texts, all its values counted (a contact or a long text beside makes it answers).
  for (const reading of readings) {
    const group = groups.get(reading.container);
    if (group !== undefined && !isLabelShaped(reading.value)) group.onlyLabels = false;
  }
  let maps: Array<[Group, Group]> | null = null;
  let choices: Array<[Group, Group]> | null = null;
  for (const [container, group] of groups) {
    if (
      !(group.onlyLabels || group.readings.every((reading) => isShownChoice(reading.value))) ||
      group.readings.length < MIN_SHARED
    )
      continue;
    const answers = keyedAlike(group, container, groups);
    if (answers === null) continue;
    const [other, otherContainer] = answers;
    // Codes chosen (`QID4: 2`, `QID5: [1, 3]`) beside words keyed alike (`labels: {QID4: "Heat pump"}`): the words are
    // what the person chose, no question's label.
    if (showsChoices(group, other)) {
      (choices ??= []).push([group, other]);
      continue;
    }
    // Both of short texts: the one whose key names labels is the labels.
    if (other.onlyLabels && !(namesLabels(container) && !namesLabels(otherContainer))) continue;
    (maps ??= []).push([group, other]);
  }
  if (maps === null && choices === null) return readings;
  const structure = new Set<Reading>();
  for (const [shown, chosen] of choices ?? []) {
    const byKey = new Map(shown.readings.map((reading) => [reading.key, reading.value]));
    for (const reading of chosen.readings) if (byKey.has(reading.key)) reading.value = byKey.get(reading.key);
    for (const reading of shown.readings) structure.add(reading);
  }
  for (const [labels, answers] of maps ?? []) {
    const byKey = new Map<string, string>();
    for (const reading of labels.readings) byKey.set(reading.key as string, (reading.value as string).trim());
    for (const reading of answers.readings) {
      const label = byKey.get(reading.key as string);
      if (label === undefined) continue;
      reading.label = label;
      reading.labelled = true;
    }
    for (const reading of labels.readings) structure.add(reading);
  }
  return readings.filter((reading) => !structure.has(reading));
}

// The one other object sharing most of the group's keys (two at least, half of the group's).
function keyedAlike(group: Group, container: Tokens, groups: Map<Tokens, Group>): [Group, Tokens] | null {
  const keys = new Set(group.readings.map((reading) => reading.key));
  let best: [Group, Tokens] | null = null;
  let bestShared = 0;
  for (const [other, otherGroup] of groups) {
    if (other === container) continue;
    let shared = 0;
    for (const reading of otherGroup.readings) if (keys.has(reading.key)) shared++;
    if (shared > bestShared) [best, bestShared] = [[otherGroup, other], shared];
  }
  return bestShared >= MIN_SHARED && bestShared * 2 >= keys.size ? best : null;
}

const namesLabels = (container: Tokens) => {
  const key = container[container.length - 1];
  if (typeof key !== 'string') return false;
  const words = meaning(key).words.split(' ');
  return LABEL_MAP.has(words[words.length - 1]);
};

// A choice's shown text, or a list of them (`["Förderberatung", "Hydraulischer Abgleich"]`).
const isShownChoice = (value: unknown) => isLabelShaped(value) || (Array.isArray(value) && value.every(isLabelShaped));
// A code a form sends for a choice: a number, digits, or a list of them.
const isCode = (value: unknown): boolean =>
  typeof value === 'number' ||
  (typeof value === 'string' && value.length > 0 && value.length <= 4 && allDigits(value)) ||
  (Array.isArray(value) && value.length > 0 && value.every((one) => typeof one === 'number' || isCode(one)));

// Every value the shown texts' keys share with the other object is a code, one text (or a list as long) for each, and a
// list of codes among them has its list of texts: codes alone beside short texts may as well be answers and their
// questions (`labels: {field_4: "Budget"}` beside `fields: {field_4: "2"}`).
function showsChoices(shown: Group, other: Group): boolean {
  const chosen = new Map(other.readings.map((reading) => [reading.key, reading.value]));
  let shared = 0;
  let lists = 0;
  for (const { key, value } of shown.readings) {
    if (!chosen.has(key)) continue;
    const code = chosen.get(key);
    if (!isCode(code) || !isShownChoice(value)) return false;
    if (Array.isArray(code) !== Array.isArray(value) || (Array.isArray(code) && code.length !== (value as []).length))
      return false;
    shared++;
    if (Array.isArray(code)) lists++;
  }
  return shared >= MIN_SHARED && lists > 0;
}
