import { personTexts } from './message-texts.ts';
import { partOfText, type Reading } from './reading.ts';
import { signedName, signedOff } from './signatures.ts';
import { ownPart } from './quoted-replies.ts';
import { personsLines } from './transcript-lines.ts';
import { isContactLabel, meaning } from './labels.ts';
import { termRole } from './terms.ts';
import { looksLikePersonName } from './shapes.ts';
import { lineName } from './contact-parts.ts';
import {
  NAME_ENDINGS,
  NAME_ENDINGS_ATTACHED,
  NAME_INTRODUCTIONS,
  NAME_INTRODUCTIONS_WEAK,
  NAME_OPENINGS,
  NAME_PARTICLES,
} from './vocabulary-introductions.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const STRONG = new Set(NAME_INTRODUCTIONS);
// An introduction as a phrase of its own (no letter before it), then white space; case aside.
// An opening (NAME_OPENINGS) only at the text's start or after a mark (`Goedemiddag, met …`): looked behind once it matched.
const OPENINGS = `(?:${NAME_OPENINGS.map(escape).join('|')})`;
// In Chinese, no space after it: the name's characters follow (`我叫李穎欣，…`).
const INTRODUCTION = new RegExp(
  `(?<![\\p{L}\\p{M}])(${[...NAME_INTRODUCTIONS, ...NAME_INTRODUCTIONS_WEAK].map(escape).join('|')}|${OPENINGS}(?<=(?:^|[,.!?;][ \\t\\u00a0]{0,3})${OPENINGS}))(?:[ \\t\\u00a0]+|(?<=\\p{Script=Han})(?=\\p{Script=Han}))`,
  'giu',
);
// A Chinese name: two to four characters (`李穎欣`); a longer run after an introduction is its sentence going on.
const HAN_NAME = /^\p{Script=Han}{2,4}$/u;
const HAN = /^\p{Script=Han}/u;
// One to three words each starting with a capital letter, right after it, ending where the words do; in a
// script without capitals (Arabic, Hebrew), one to three words that punctuation or the text's end closes.
// A word of NAME_ENDINGS (a polite particle) closes one as punctuation does.
const ENDING = `(?:${NAME_ENDINGS.join('|')})(?![\\p{L}\\p{M}])`;
// After an introduction that says a name follows, or an opening, a surname's particles may sit between the capitalised
// words (`me llamo Sanne de Vries`, `met Joost van der Berg`); after a weak one they may not (`soy Ana de Valencia`: where
// she is from).
const nameOf = (particles: string) =>
  new RegExp(
    `\\p{Lu}[\\p{L}\\p{M}'’-]*(?:[ \\u00a0]${particles}\\p{Lu}[\\p{L}\\p{M}'’-]*){0,2}(?![\\p{L}\\p{M}\\d])|(?!${ENDING})\\p{Lo}[\\p{L}\\p{M}]*(?:[ \\u00a0](?!${ENDING})\\p{Lo}[\\p{L}\\p{M}]*){0,2}(?=[ \\u00a0]*(?:\\p{P}|$|${ENDING}))`,
    'uy',
  );
const NAME = nameOf('');
const NAME_WITH_PARTICLES = nameOf(`(?:(?:${NAME_PARTICLES.join('|')})[ \\u00a0]){0,2}`);
const OPENING_WORDS = new Set(NAME_OPENINGS);
// An opening's name ends its sentence or its clause (`met Sanne de Vries.`; not `met Google Ads op mijn telefoon`).
const CLOSED = /^[ \u00a0]*(?:\p{P}|$)/u;
// An introduction ending right before a name ("Hi, I'm |Kenji"), case aside.
const INTRODUCED = new RegExp(
  `(?<![\\p{L}\\p{M}])(?:${[...NAME_INTRODUCTIONS, ...NAME_INTRODUCTIONS_WEAK].map(escape).join('|')})[ \\t\\u00a0]+$`,
  'iu',
);
/** Whether a text introduces its writer right before `at` ("Hi, I'm Kenji"): the writer's own name follows. */
export const introducedAt = (text: string, at: number) => INTRODUCED.test(text.slice(Math.max(0, at - 40), at));
const MAX_CHARACTERS = 20_000;
const MAX_LOOKS = 50;

/**
 * A name the person wrote in their message after introducing themselves ("Hi, this is Dana
 * Whitfield.", "меня зовут Ирина Котова") (docs/api.md §2.4), read only when no field, label or
 * shape gives a name and a phone or an email was chosen: a chat or SMS relay's body often holds the
 * name nowhere else. Only in a text of words that is not someone else's; after a weak introduction
 * ("this is", "I am") two or three capitalised words, never one ("This is Urgent"). Bounded: at
 * most 20,000 characters and 50 introductions looked at. The message stays whole in the brief.
 * `near` holds the chosen phone's and email's readings (a contact line's name: contact-parts.ts), `cut` a name cut to
 * an initial that a sign-off may fill out.
 */
export function nameInMessage(
  readings: readonly Reading[],
  near: readonly Reading[] = [],
  cut?: string,
): Reading | null {
  let looks = MAX_LOOKS;
  for (const [reading, whole] of personTexts(readings, MAX_CHARACTERS)) {
    const text = ownWords(whole);
    for (const found of text.matchAll(INTRODUCTION)) {
      if (looks-- <= 0) return null;
      const introduction = found[1].toLowerCase();
      const strong = STRONG.has(introduction);
      const opening = OPENING_WORDS.has(introduction);
      const pattern = strong || opening ? NAME_WITH_PARTICLES : NAME;
      const at = found.index + found[0].length;
      pattern.lastIndex = at;
      const matched = pattern.exec(text)?.[0];
      const name = matched === undefined ? undefined : withoutAttachedEnding(matched);
      if (name === undefined || (HAN.test(name) && !HAN_NAME.test(name))) continue;
      if (!strong && !name.includes(' ') && !name.includes('\u00a0')) continue;
      if (opening && !CLOSED.test(text.slice(at + matched!.length, at + matched!.length + 8))) continue;
      return partOfText(reading, name, found.index);
    }
  }
  // No introduction: a signer's name above their number (`Juan Miguel Santos` then `0917 812 4455`: signatures.ts), or,
  // filling out a name cut to an initial only, after a closing at the message's end (`Ivana K.` by `Lp, Ivana Kovačić`).
  for (const [reading, text] of personTexts(readings, MAX_CHARACTERS)) {
    const signed = text.includes('\n') ? signedName(ownPart(text)) : null;
    if (signed !== null) return partOfText(reading, signed.name, signed.at);
    const off = cut === undefined ? null : signedOff(ownPart(text));
    if (off !== null && fillsOut(cut, off.name)) return partOfText(reading, off.name, off.at);
  }
  // Nor a signature: a name after a name's label in a text of labelled parts (`ชื่อผู้เรียน: ณัฐวุฒิ ศรีสุข`, `Name: … |
  // Tel: …`: a payment page's free fields carrying a form's answers), the label naming no one else.
  for (const [reading, text] of personTexts(readings, MAX_CHARACTERS)) {
    // Its own words only: a quoted message's form (`> Name: …`) is the one it replies to.
    const labelled = text.includes(':') || text.includes('：') ? labelledName(ownPart(text)) : null;
    if (labelled !== null) return partOfText(reading, labelled.name, labelled.at);
  }
  // Nor a label: the name in the one line the person's number or address was read from (contact-parts.ts).
  return lineName(readings, near);
}

// The writer's own words: not a quoted message's (`> Hi, my name is …`), and a transcript's person's lines only (an agent
// introduces themselves too).
function ownWords(text: string): string {
  const own = ownPart(text);
  return personsLines(own, null) ?? own;
}

/**
 * A name cut to its last name's initial (`Dana R.`, `Kenji W.`: a marketplace's or a review site's display name) that
 * the name the person wrote whole fills out (`Dana Reyes`): the same given name, the last name starting with that initial.
 */
export function fillsOut(cut: unknown, whole: string): boolean {
  const initialled = typeof cut === 'string' ? INITIALLED.exec(cut.trim()) : null;
  if (initialled === null) return false;
  const words = whole.split(/[ \u00a0]+/);
  return (
    words.length >= 2 &&
    words[0].toLowerCase() === initialled[1].toLowerCase() &&
    words[words.length - 1].startsWith(initialled[2])
  );
}
export const isInitialled = (name: unknown) => typeof name === 'string' && INITIALLED.test(name.trim());
const INITIALLED = /^(\p{L}[\p{L}\p{M}'’-]*) (\p{Lu})\.?$/u;

// A particle written onto a word (Thai writes no space between words: `สมชายครับ สนใจ`) ends the name there.
function withoutAttachedEnding(name: string): string {
  let at = 0;
  for (const word of name.split(/[ \u00a0]/)) {
    const ending = NAME_ENDINGS_ATTACHED.find((end) => word.length > end.length && word.endsWith(end));
    if (ending !== undefined) return name.slice(0, at + word.length - ending.length);
    at += word.length + 1;
  }
  return name;
}

// The first part of a text (its lines, or pieces between ` | `) that is a name's label, a colon and a name written as
// names are (after a name's term, up to a comma a contact's label follows: `নাম: তাসনিম রহমান, মোবাইল: …`); looked at
// in at most MAX_PARTS parts, each label of a label's length.
function labelledName(text: string): { name: string; at: number } | null {
  let parts = MAX_PARTS;
  for (const found of text.matchAll(LABELLED_PART)) {
    if (parts-- <= 0) return null;
    const label = meaning(found[1]);
    // Cut at a contact's label only after a label that is a name's term whole (`নাম`, `Nama`), not `Nama sales`,
    // `Driver name`, `ชื่อเซลล์`.
    const name = termRole(label.words) === 'name' ? beforeContact(found[2]) : found[2];
    if (label.role === 'name' && !label.otherParty && looksLikePersonName(name))
      return { name, at: found.index + found[0].length - found[2].length };
  }
  return null;
}
// A label of up to 40 characters (no colon, bar or line break), a colon, and its value to the part's end.
const LABELLED_PART = /(?:^|\n|\s\|\s)[ \t]*([^:：|\n>]{1,40}?)[ \t]*[:：][ \t]*([^|\n]{2,60}?)[ \t]*(?=$|\n|\s\|\s)/gu;
const MAX_PARTS = 20;

// A value up to a comma a contact's label and a colon follow (`তাসনিম রহমান, মোবাইল: 01712-…`, a gateway's free field):
// the name, the rest another part; else the value whole.
function beforeContact(value: string): string {
  const comma = value.search(/[,，、]/);
  if (comma < 0) return value;
  const next = CONTACT_PART.exec(value.slice(comma + 1));
  return next !== null && isContactLabel(next[1]) ? value.slice(0, comma).trimEnd() : value;
}
const CONTACT_PART = /^\s*([^:：,，、]{1,30}?)\s*[:：]/u;
