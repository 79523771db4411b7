import { isCapitalised, looksLikePersonName } from './shapes.ts';
import { givenName, isPersonName } from './given-names.ts';
import { isStaffWord } from './label-parties.ts';
import { wordsOf } from './label-words.ts';
import { partyOf } from './value-words.ts';

/**
 * A conversation sent as one text, a turn a line (`Kyle R.: Hello…\nVisitor: Is the Pilot…`, `[Visitor] Is the…`, a
 * chat's or a call's transcript), or a turn after a sentence's end on one line (`Agent: … Tyler. Caller: Hi, …`; docs/api.md
 * §2.4): the person's own lines, joined with ` / `, when its speakers tell the sides apart, as a list of turns'
 * markers do (chat-turns.ts): a speaker is the person when the word says so (`Visitor`, `Customer`) or it is their
 * name or given name, someone else when the word says so (`Agent`, `AI`) or it is another person's name. One side the person's and another someone else's, else null: the text stays
 * whole (a form's `Name: …\nBudget: …` lines name no sides, each label once).
 */
export function personsLines(text: string, personName: string | null): string | null {
  const turns = turnsOf(text);
  if (turns === null) return null;
  const given = givenName(personName);
  const sides = new Map<string, Side>();
  for (const [speaker] of turns) if (!sides.has(speaker)) sides.set(speaker, sideOf(speaker, personName, given));
  if (sides.size < 2 || sides.size > MAX_SPEAKERS || sides.size === turns.length) return null;
  if (![...sides.values()].includes('other')) staffSide(turns, sides);
  // The person's side and one other speaker no word names, speaking twice or more (`Pembeli:` beside `Penjaja:`): theirs.
  if (sides.size === 2 && ![...sides.values()].includes('other')) otherSide(turns, sides);
  const verdicts = [...sides.values()];
  const persons = verdicts.filter((side) => side === 'person').length;
  const unknown = verdicts.filter((side) => side === undefined).length;
  // The person's side: the one its word or name says, else the one side nothing makes someone else's.
  if (!verdicts.includes('other') || persons > 1 || (persons === 0 && unknown !== 1)) return null;
  const own = persons === 1 ? 'person' : undefined;
  const lines = turns.filter(([speaker]) => sides.get(speaker) === own).map(([, words]) => words);
  // A side named the person's saying less than speakers of no side (`お客様：…\nご要望：…\nご要望：…`): a form's labels.
  if (own === 'person' && turns.filter(([speaker]) => sides.get(speaker) === undefined).length > lines.length)
    return null;
  return lines.length === 0 ? null : lines.join(' / ');
}

// Two speakers, one named the person's: the other, no word naming it, is someone else's when it speaks twice or more.
function otherSide(turns: ReadonlyArray<[string, string]>, sides: Map<string, Side>): void {
  const [[one, first], [two, second]] = [...sides];
  const other =
    first === 'person' && second === undefined ? two : second === 'person' && first === undefined ? one : null;
  if (other !== null && turns.filter(([speaker]) => speaker === other).length >= 2) sides.set(other, 'other');
}

// Where no word makes a side someone else's: speakers named by a staff role's word a note is signed with (`Rep`,
// `Conseiller`, `Advisor`), beside a side named the person's (`Caller`, `Client`) every one of them, else the one such
// speaker speaking twice or more (a `Seller` or a `Daughter` beside an `Agent` is the person).
function staffSide(turns: ReadonlyArray<[string, string]>, sides: Map<string, Side>): void {
  const staff = [...sides].filter(([speaker, side]) => side === undefined && isStaffWord(wordsOf(speaker)));
  if ([...sides.values()].includes('person')) for (const [speaker] of staff) sides.set(speaker, 'other');
  else if (staff.length === 1 && turns.filter(([speaker]) => speaker === staff[0][0]).length >= 2)
    sides.set(staff[0][0], 'other');
}

type Side = 'person' | 'other' | undefined;

// A transcript holds a few speakers; a text of more is something else.
const MAX_SPEAKERS = 4;
// A turn's line: an optional time (`[10:41]`, `10:41 AM -`), a speaker of a few words, a colon (or a full-width one, no
// space after it: `客户：你好`), the words.
// Linear: the speaker starts with no space and holds no colon, so a long line with no colon is read once.
const TURN =
  /^\s*(?:\[[^\]\n]{1,30}\]\s*|\(?\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp][Mm])?\)?\s*[-–]?\s*)?([^:：\n\s][^:：\n]{0,39})(?::\s+|：\s*)(\S.*)$/;
// Or a speaker in square brackets, no colon (`[ลูกค้า] อยากได้…`, `[Visitor] Need a quote`): no digit in it (`[10:41]` is a time).
const BRACKET_TURN = /^\s*\[([^\]\n\d]{1,30})\]\s*(\S.*)$/;
const LETTER = /\p{L}/u;
// Whether a speaker's every turn is a link: one pass over the turns, whatever their number.
function saysOnlyLinks(turns: ReadonlyArray<[string, string]>): boolean {
  const onlyLinks = new Map<string, boolean>();
  for (const [speaker, words] of turns) onlyLinks.set(speaker, (onlyLinks.get(speaker) ?? true) && LINK.test(words));
  for (const links of onlyLinks.values()) if (links) return true;
  return false;
}
const LINK = /^(?:https?:\/\/|www\.)/i;

// A turn written on the line of the one before, after a sentence's end: a capitalised speaker of two words at most, a
// colon (`… this is Tyler. Caller: Hi, …`). Bounded runs, no nesting: linear.
const INLINE_TURN = /(?<=[.!?…])\s+(?=\p{Lu}\p{L}{0,20}(?: \p{L}{1,20})?:\s)/u;

// The text's turns, a line continuing a turn joined to it; null unless three turns or more start its lines (or, on one
// line, its sentences).
function turnsOf(text: string): Array<[string, string]> | null {
  if (text.length < 30) return null;
  const turns: Array<[string, string]> = [];
  const lines = text.includes('\n') ? text.split(/\r?\n/) : text.split(INLINE_TURN);
  if (lines.length < 3) return null;
  let bracketed = false;
  for (const line of lines) {
    if (line.trim() === '') continue;
    const inBrackets = line.trimStart().startsWith('[') ? BRACKET_TURN.exec(line) : null;
    const turn = inBrackets ?? TURN.exec(line);
    const speaker = turn?.[1].trim();
    if (turn !== null && speaker !== undefined && LETTER.test(speaker) && speaker.split(' ').length <= 4) {
      turns.push([speaker, turn[2].trim()]);
      bracketed ||= inBrackets !== null;
    } else if (turns.length > 0) turns[turns.length - 1][1] += ` ${line.trim()}`;
    else return null;
  }
  // Tags in brackets, no speakers: one saying only links (`[Photo] https://…`).
  if (bracketed && saysOnlyLinks(turns)) return null;
  return turns.length >= 3 ? turns : null;
}

function sideOf(speaker: string, personName: string | null, given: string | null): Side {
  const party = partyOf(speaker);
  if (party === 'person' || isPersonName(speaker, personName) || speaker.toLowerCase() === given) return 'person';
  if (party === 'other') return 'other';
  // Someone else's name (`Kyle R.`, `Ava`): another person wrote it, when the person's own name is known.
  return personName !== null && party === undefined && looksLikePersonName(speaker) && isCapitalised(speaker)
    ? 'other'
    : undefined;
}

/** A value as the brief shows it: a transcript's text as the person's lines (personsLines), any other value as it is. */
export const spokenValue = (value: unknown, personName: string | null): unknown =>
  typeof value === 'string' && value.length >= 30 && (value.includes('\n') || value.includes(': '))
    ? (personsLines(value, personName) ?? value)
    : value;
