import { PathTree } from './path-tree.ts';
import { isListItem, type Reading, type Tokens } from './reading.ts';
import { isTurnText } from './turn-evidence.ts';

// The lists of a body that may be conversations (chat-turns.ts): objects holding a message in two items or more.

// The list item a value belongs to: its own object's, or the one right above it (a turn's `by: {type}`, `text: {content}`).
function itemOf(container: Tokens): Tokens | null {
  return isListItem(container) ? container : inItem(container) ? container.slice(0, -1) : null;
}
const inItem = (container: Tokens) =>
  isListItem(container) ||
  (container.length > 1 &&
    typeof container[container.length - 2] === 'number' &&
    typeof container[container.length - 1] === 'string');

// The readings of each list of objects holding a message in two items or more, by item (the readings of an
// object right below an item are the item's). One pass; none made for a flat body.
export function conversations(readings: Reading[]): Array<Map<string, Reading[]>> | null {
  let messages = 0;
  // A value in no list item (every value of a flat body) is no turn: its text is not read.
  for (const reading of readings) if (inItem(reading.container) && isTurnText(reading.value)) messages++;
  if (messages < 2) return null;
  const lists = new PathTree(() => new Map<string, Reading[]>());
  let last: Tokens | null = null;
  let item: Reading[] | null = null;
  for (const reading of readings) {
    const { container } = reading;
    // An item of a list inside the item (a question's `answers: [{value}]`) is that list's, not the turn's.
    if (reading.at.length > container.length) continue;
    if (container !== last) {
      last = container;
      item = null;
      const at = itemOf(container);
      if (at === null) continue;
      // By the list's path, token by token (path-tree.ts): no copy of its keys for each item.
      const list = lists.at(at, at.length - 1);
      const itemKey = String(at[at.length - 1]);
      item = list.get(itemKey) ?? [];
      list.set(itemKey, item);
    }
    item?.push(reading);
  }
  return lists.values;
}
