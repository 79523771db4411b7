import { PathTree } from './path-tree.ts';
import { meaning } from './labels.ts';
import { isListItem, type Reading, type Tokens } from './reading.ts';
import { isPressed } from './rows.ts';

/**
 * A phone menu's options sent as rows of two values (`ivr: [{name: "Sales", digit: "2"}]`, or
 * `menu[1][label]=…&menu[1][pressed]=2` in a form): two rows or more of one list, each holding a
 * digit pressed (`0`-`9`, `*`, `#`) and one text. The text is the option the caller chose, their
 * answer, whatever the list's key says (`ivr` names a machine). A row of more values is none (an
 * attendee's `{name, email, guests: "1"}`), nor is one whose text is a first or last name, a phone or an email.
 */
export function menuChoices(readings: readonly Reading[]): ReadonlySet<Reading> | null {
  // Rows holding a digit, found in one pass; most bodies have none.
  let digits: Map<Tokens, number> | null = null;
  for (const reading of readings)
    if (isListItem(reading.container) && isShort(reading.value) && isPressed(reading.value))
      (digits ??= new Map()).set(reading.container, (digits.get(reading.container) ?? 0) + 1);
  if (digits === null || digits.size < 2) return null;
  const texts = new Map<Tokens, Reading[]>();
  for (const reading of readings) {
    if (!digits.has(reading.container) || isPressed(reading.value)) continue;
    const own = texts.get(reading.container);
    if (own === undefined) texts.set(reading.container, [reading]);
    else own.push(reading);
  }
  // The options by their list (a row's path without its index), found token by token (path-tree.ts): a path joined into
  // one text copies every key above it for each row.
  const lists = new PathTree<Reading[]>(() => []);
  for (const [row, own] of texts) {
    if (digits.get(row) !== 1 || own.length !== 1 || !isOption(own[0])) continue;
    lists.at(row, row.length - 1).push(own[0]);
  }
  let choices: Set<Reading> | null = null;
  for (const options of lists.values)
    if (options.length >= 2) for (const option of options) (choices ??= new Set()).add(option);
  return choices;
}

// An option's text: not a first or last name (`{first_name, seats: "1"}` is an attendee), nor a phone or an email.
function isOption({ value, key }: Reading): boolean {
  if (typeof value !== 'string' || value.trim() === '' || typeof key !== 'string') return false;
  const { role } = meaning(key);
  return role !== 'phone' && role !== 'email' && role !== 'firstName' && role !== 'lastName';
}

// A digit pressed is one character, with white space around it at most: a longer text is never read through the pattern.
const isShort = (value: unknown) => typeof value === 'number' || (typeof value === 'string' && value.length <= 3);
