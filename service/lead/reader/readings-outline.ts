import { mayNameSite } from './business-names.ts';
import type { LabelMeaning } from './label-meaning.ts';
import { meaning } from './labels.ts';
import { isListItem, type Reading } from './reading.ts';
import { isQualifiedContact } from './prefix-records.ts';

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
  /** A phone or an email under a key qualified by a word naming no one of the person's (prefix-records.ts namedRecords). */
  qualifiedContact: boolean;
  /** A text under a key naming a code's text (`response_message`: code-messages.ts). */
  codeText: boolean;
  /** A header only a mail relay writes (`DKIM`, `Mime-Version`): the body is an inbound mail (vocabulary-mail.ts). */
  mail: boolean;
  /** A value under a note's word after a party's (`customer_note`: party-notes.ts). */
  partyNote: boolean;
  /** A question answered, its item under a key (`rendered: {f_x81: {label, value}}`: keyed-copies.ts). */
  keyedItem: boolean;
  /**
   * A record's flags written as one letter (`paid: "T"`, `canceled: "F"`, `use_escrow: "F"`: a shop's order), two or
   * more in one object: the tool's, as `true` and `false` are; a lone `F` says nothing of its kind, nor one under a key naming the person's own (`gender`).
   */
  letterFlags: ReadonlySet<Reading> | null;
  /**
   * Each reading's label meaning, by its index, or null for a value used for the person: the brief's looks and its
   * features read it once (a fresh label is compared whole with the memo's key on each `meaning()`), and a value
   * used is known without looking it up among those used again.
   */
  meanings: Array<LabelMeaning | null>;
}

export function outlineOf(readings: readonly Reading[], used: ReadonlySet<Reading>): ReadingsOutline {
  let labels: string[] | null = null;
  let listed = false;
  let inItem = false;
  let nearItem = false;
  let sites = false;
  let qualified = false;
  let codeText = false;
  let mail = false;
  let partyNote = false;
  let keyedItem = false;
  const meanings = new Array<LabelMeaning | null>(readings.length);
  let letters: Reading[] | null = null;
  for (let i = 0; i < readings.length; i++) {
    const reading = readings[i];
    const isUsed = used.has(reading);
    const label = isUsed ? null : meaning(reading.label);
    meanings[i] = label;
    if (label !== null && !qualified && isQualifiedContact(label)) qualified = true;
    if (label !== null && label.roleWords.codeText) codeText = true;
    if (label !== null && label.roleWords.partyNote) partyNote = true;
    if (label !== null && (label.mail === 2 || (label.mail === 1 && isHeaderText(reading.value, label)))) mail = true;
    const { container } = reading;
    if (reading.labelled) {
      (labels ??= []).push(reading.label.trim());
      if (typeof reading.item?.[reading.item.length - 1] === 'string') keyedItem = true;
    }
    if (isListItem(container)) inItem = listed = nearItem = true;
    else {
      if (Array.isArray(reading.value)) listed = true;
      if (!nearItem && isBelowItem(container)) nearItem = true;
    }
    const { value } = reading;
    if (!sites && !isUsed && typeof value === 'string' && mayNameSite(value)) sites = true;
    if ((value === 'T' || value === 'F') && label !== null && !label.roleWords.personal) (letters ??= []).push(reading);
  }
  return {
    labels,
    listed,
    inItem,
    nearItem,
    mayNameSite: sites,
    qualifiedContact: qualified,
    codeText,
    mail,
    partyNote,
    keyedItem,
    letterFlags: letters === null ? null : inPairs(letters),
    meanings,
  };
}

// The values sharing their object with another of their kind.
function inPairs(values: Reading[]): ReadonlySet<Reading> | null {
  const counts = new Map<Reading['container'], number>();
  for (const { container } of values) counts.set(container, (counts.get(container) ?? 0) + 1);
  const paired = values.filter(({ container }) => counts.get(container)! >= 2);
  return paired.length === 0 ? null : new Set(paired);
}

// An object right below a list's item (a turn's `by: {type}`, `text: {content}`).
const isBelowItem = (container: Reading['container']) =>
  container.length > 1 &&
  typeof container[container.length - 2] === 'number' &&
  typeof container[container.length - 1] === 'string';

// A mail's headers written out (`headers: "Message-ID: <…>\nReceived: from …"`): a line starting with a relay's header.
const isHeaderText = (value: unknown, label: LabelMeaning) =>
  typeof value === 'string' && (HEADER_LINE.test(value) || (label.words === 'received' && TRACE_LINE.test(value)));
// A `Received` header's own value (RFC 5321 trace: `from … by …; <date>`, `by … id …; Tue, 10 Jun 2025 07:12:46`), as a
// list of headers sends it; a person's `received: "from Denver to Austin; 3 bedrooms"` names no date.
const TRACE_LINE = /^(?:from|by) [^\s;]+ [^;]{0,500}; *(?:[A-Z][a-z]{2}, +)?\d{1,2} [A-Z][a-z]{2} \d{4} /;
const HEADER_LINE =
  /^(?:received|message-id|dkim-signature|return-path|mime-version|content-type|delivered-to|x-[\w-]+):/im;
