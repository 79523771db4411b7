import { isPhoneText } from './value-shapes.ts';
import { isPersonName } from './given-names.ts';
import type { LabelMeaning } from './label-meaning.ts';
import { fillsOut, introducedAt } from './name-in-message.ts';
import { meaning } from './labels.ts';
import { parentKeyOf } from './parent-key.ts';
import { isNameShaped } from './shapes.ts';
import type { Reading } from './reading.ts';
import { TOOL_SIDES } from './vocabulary-party-types.ts';
import { isUnspacedPhrase } from './value-shapes.ts';

/**
 * What a conversation's turns say of who wrote them, beside their side's marker (chat-turns.ts,
 * docs/api.md §2.4): a staff key's value, a greeting by the person's given name, a writer's name not
 * the person's.
 */

// A text of two words or more, or a phrase in a script without spaces (`想咨询一下钢琴课`): a turn's message.
export const isTurnText = (value: unknown): value is string =>
  typeof value === 'string' && (value.trim().includes(' ') || isUnspacedPhrase(value.trim()));

// A turn carrying a value under a key naming staff (`servicer_userid`, `admin_id`; not a tool's `user`): staff wrote it.
export function staffKeyed(reading: Reading): boolean {
  if (reading.labelled || reading.value === null || reading.value === '' || typeof reading.value === 'boolean')
    return false;
  const known = meaning(reading.label);
  return known.otherParty && !known.toolUser && !known.sender && !noSide(known.words, known.roleWords.systemTime);
}
// A turn's time (`created_at`) or its writer's id (`author_id`, whoever wrote): no side's staff key.
const noSide = (words: string, time: boolean) => time || words === 'author' || words.startsWith('author ');
/** The person's name, or it cut to its last name's initial (`Kenji W.`) where no one is named so whole (`cut`). */
export const isPersonNameOrCut = (value: string, personName: string | null, cut: boolean) =>
  isPersonName(value, personName) || (cut && personName !== null && fillsOut(value, personName.trim()));

// A message greeting the person by their given name ("Hi Ivy", "Olá Beatriz!"): written to them.
export function greets(reading: Reading, given: string | null, name: string | null = null): boolean {
  // A turn's writer's name (`writer: {name}`) is no message, whoever's it is.
  if (given === null || !isTurnText(reading.value) || meaning(reading.label).role === 'name') return false;
  const text = reading.value.toLowerCase();
  // Their whole name first ("Marisol Vega, and this number is fine."): the person saying it, as asked, greeting no one.
  if (name !== null && name.includes(' ') && text.trimStart().startsWith(name.trim().toLowerCase())) return false;
  const at = text.indexOf(given);
  if (at < 0) return false;
  // Their given name then a number, as a bot asked for both ("รัชดา 081-734-2290"): the person answering, greeting no one.
  if (at === 0 && isPhoneText(text.slice(given.length).trim())) return false;
  // In a script that spaces its words, the name as a whole word; in one that does not (Thai, Japanese), as written.
  if (!/[a-z\u00c0-\u024f\u0370-\u052f]/.test(given)) return true;
  const before = at === 0 ? ' ' : text[at - 1];
  const after = text[at + given.length] ?? ' ';
  // A nickname with where they write from (`Priya (Toronto, ON)`) names the writer, greets no one.
  if (at === 0 && text.startsWith(' (', given.length)) return false;
  // The writer introducing themselves ("Hi, I'm Kenji Watanabe", "my name is Kenji"): their own name, greeting no one;
  // not a thing or someone of the person's ("This is Kenji's quote", "this is Kenji's wife").
  if (introducedAt(text, at) && !POSSESSIVE.test(text.slice(at + given.length, at + given.length + 2))) return false;
  return !WORD_CHAR.test(before) && !WORD_CHAR.test(after);
}

const POSSESSIVE = /^['’]s/;

// A turn's name (`author_name`, `nome`) that is not the person's: someone else wrote it.
export function namesAnother(reading: Reading, personName: string | null): boolean {
  const { value } = reading;
  if (typeof value !== 'string' || value.trim() === '' || meaning(reading.label).role !== 'name') return false;
  // A handle beside the writer's name (`username: "guest-8812"`) names no one.
  if (!isNameShaped(value)) return false;
  // A chat's nickname may carry where they write from after it (`Priya (Toronto, ON)`): the name before the bracket.
  const bracket = value.indexOf('(');
  const name = (bracket > 0 ? value.slice(0, bracket) : value).trim().toLowerCase();
  return personName === null || name === '' || !personName.toLowerCase().includes(name);
}

// The person's name and their contact values as sent (five characters or more): what a turn may say of them.
export const saidBy = (used: ReadonlySet<Reading>, name: string | null) => {
  const said = name === null ? [] : [name];
  for (const { value } of used) if (typeof value === 'string' && value.trim().length >= 5) said.push(value.trim());
  return said;
};
// A side the tool itself wrote (`role: "system"`: a model's prompt opening the conversation), one turn, the first, that
// relays nothing of the person's: no labelled part (`Visitor selected: …`, a pre-chat form), nor their name or a contact
// value of theirs as a word (`Ana`, not in `Analyze`). A side of several notices, or one mid-conversation, stays as sent.
const TOOL = new Set(TOOL_SIDES);
export const isToolSide = (words: string, side: readonly Reading[][], said: readonly string[]) =>
  TOOL.has(words) &&
  side.length === 1 &&
  side[0].length > 0 &&
  side[0][0].container[side[0][0].container.length - 1] === 0 &&
  !side[0].some(({ value }) => relaysPerson(value, said));
function relaysPerson(value: unknown, said: readonly string[]): boolean {
  if (typeof value !== 'string') return false;
  if (value.length > MAX_PROMPT || value.includes(': ')) return true;
  const text = value.toLowerCase();
  return said.some((one) => saysWord(text, one.toLowerCase()));
}
// A prompt longer than this is read as sent (a stranger's megabyte of `ana…` is searched for the person's name no further).
const MAX_PROMPT = 20_000;
// A text holding another at a word's bounds: no letter or digit right before nor after it.
function saysWord(text: string, word: string): boolean {
  if (word.length < 2) return false;
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1))
    if (!WORD_CHAR.test(text.charAt(at - 1)) && !WORD_CHAR.test(text.charAt(at + word.length))) return true;
  return false;
}
const WORD_CHAR = /[\p{L}\p{N}]/u;

// A turn holding the person's whole name as a value of its own, not its message, under a key naming no one it went to
// (`to`, `recipient`: the business's turns name the person so) nor anyone else.
export const carriesName = (readings: readonly Reading[], marker: string | number, name: string) =>
  readings.some(
    (reading) =>
      reading.key !== marker &&
      !reading.labelled &&
      typeof reading.value === 'string' &&
      isPersonNameOrCut(reading.value, name, false) &&
      !namesSomeoneElse(meaning(reading.label)) &&
      // In an object below the turn naming whom it went to too (`receiver: {name}`).
      !sentTo(reading),
  );
// A key naming who a turn went to, or someone else.
const namesSomeoneElse = (known: LabelMeaning) => known.recipient || known.otherParty;

/** A turn's value naming whom it went to (`to`, `receiver: {email}`): an agent's reply names the person so. */
export const sentTo = (reading: Reading) => {
  const parent = parentKeyOf(reading.container);
  return meaning(reading.label).recipient || (typeof parent === 'string' && meaning(parent).recipient);
};
