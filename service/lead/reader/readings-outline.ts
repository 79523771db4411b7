import { mayNameSite } from './business-names.ts';
import { isListItem, type Reading } from './reading.ts';

/**
 * What a body's readings hold, read in one pass before the brief's looks (notes-lines.ts): the
 * labels of the questions the person answered, and whether any value sits in a list. A look whose
 * shape the body cannot have is then not run at all: a chat's turns and a menu's rows are items of
 * a list, the others of a list the person is one of are in one, and most bodies hold no list; a
 * business's site is named by a link or an address that is not the person's, and most name none.
 */
export interface ReadingsOutline {
  /** The labels of the questions answered (`{label, value}` items), as trimmed; null when there is none. */
  labels: string[] | null;
  /** A list of values, or a value in a list's item (companions.ts). */
  listed: boolean;
  /** A value in a list's item (menu-choices.ts). */
  inItem: boolean;
  /** A value in a list's item or in an object right below one (chat-turns.ts). */
  nearItem: boolean;
  /** A text not used for the person that may be a link or hold an address (business-names.ts). */
  mayNameSite: boolean;
}

export function outlineOf(readings: readonly Reading[], used: ReadonlySet<Reading>): ReadingsOutline {
  let labels: string[] | null = null;
  let listed = false;
  let inItem = false;
  let nearItem = false;
  let sites = false;
  for (const reading of readings) {
    if (reading.labelled) (labels ??= []).push(reading.label.trim());
    const { container } = reading;
    if (isListItem(container)) inItem = listed = nearItem = true;
    else {
      if (Array.isArray(reading.value)) listed = true;
      if (!nearItem && isBelowItem(container)) nearItem = true;
    }
    const { value } = reading;
    if (!sites && typeof value === 'string' && mayNameSite(value) && !used.has(reading)) sites = true;
  }
  return { labels, listed, inItem, nearItem, mayNameSite: sites };
}

// An object right below a list's item (a turn's `by: {type}`, `text: {content}`).
const isBelowItem = (container: Reading['container']) =>
  container.length > 1 &&
  typeof container[container.length - 2] === 'number' &&
  typeof container[container.length - 1] === 'string';
