import { parsePhoneNumberFromString } from 'libphonenumber-js/max/es6';
import { normalizePhone } from '../schema/phone.ts';
import { isOther, type Ranked } from './ranked.ts';
import { meaning } from './labels.ts';
import { isTextable } from './item-keys.ts';
import type { Tokens } from './reading.ts';
import { nationalPhone } from './phone-digits.ts';
import { isDatedText } from './value-shapes.ts';

// A business answers on these: a fixed line, a toll-free, shared-cost or premium number, a company's single
// number, a number on the internet (Turkey's 0850, the UK's 056: a company's switchboard).
export const BUSINESS_TYPES: ReadonlySet<string> = new Set([
  'FIXED_LINE',
  'TOLL_FREE',
  'SHARED_COST',
  'PREMIUM_RATE',
  'UAN',
  'VOIP',
]);
// Where a plan does not tell a fixed line from a mobile (the US), it still tells these from either: a caller has none.
const CALLED_TYPES = new Set(['TOLL_FREE', 'SHARED_COST', 'PREMIUM_RATE', 'UAN']);
// A lead has a phone or two: a body with more candidates is not told apart by their kinds.
const MAX_LOOKED_AT = 8;

/**
 * Marks the phone candidates that are a business's line (docs/api.md §2.4, feature
 * `businessLine`) when a mobile number competes with them: the kind of number, as the numbering
 * plan of its country says it (libphonenumber's full metadata), where no word names the party.
 * Where the plan does not tell fixed from mobile (`FIXED_LINE_OR_MOBILE`, the US and Canada), only a
 * toll-free, shared-cost, premium or company number beside such a number is marked.
 */
export function markBusinessLines(phones: readonly Ranked[], defaultCountry: string | null): void {
  if (phones.length < 2 || phones.length > MAX_LOOKED_AT) return;
  const kinds = phones.map(({ reading }) => kindOf(reading.value, defaultCountry));
  // A line only called (toll-free, shared-cost, premium, universal access): no one calls from it (feature `calledLine`).
  for (let i = 0; i < phones.length; i++) if (CALLED_TYPES.has(kinds[i] ?? '')) phones[i].calledLine = true;
  const business = kinds.includes('MOBILE')
    ? BUSINESS_TYPES
    : kinds.includes('FIXED_LINE_OR_MOBILE')
      ? CALLED_TYPES
      : null;
  if (business === null) return;
  for (let i = 0; i < phones.length; i++) if (business.has(kinds[i] ?? '')) phones[i].businessLine = true;
}

/**
 * An email in an object whose phones are all a business's line (markBusinessLines) is that business's block's (feature
 * `businessBlock`): a listing's agency, its office's number beside the enquirer's mobile.
 */
export function markLineBlocks(phones: readonly Ranked[], emails: readonly Ranked[]): void {
  // No business's line (nearly every lead: one phone, or none beside a mobile): nothing to look at.
  if (emails.length === 0 || !phones.some(({ businessLine }) => businessLine === true)) return;
  // Each phone's object: whether every phone in it is a business's line.
  const lines = new Map<Tokens, boolean>();
  for (const { reading, businessLine } of phones)
    lines.set(reading.container, (lines.get(reading.container) ?? true) && businessLine === true);
  for (const email of emails) if (lines.get(email.reading.container) === true) email.businessBlock = true;
}

function kindOf(value: unknown, defaultCountry: string | null): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const phone = normalizePhone(value, defaultCountry);
  return phone.ok ? parsePhoneNumberFromString(phone.e164)?.getType() : undefined;
}

// A number a person carries: a mobile, or where the plan does not tell fixed from mobile (the US and Canada), either.
const PERSONAL_TYPES: ReadonlySet<string> = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);
/** Whether a number in E.164 is one a person carries (PERSONAL_TYPES), as its country's full plan reads it. */
export const isPersonalType = (e164: string) => PERSONAL_TYPES.has(parsePhoneNumberFromString(e164)?.getType() ?? '');
/** Whether a number in E.164 is a mobile as its country's full plan reads it (not a line that may be either). */
export const isMobileType = (e164: string) => parsePhoneNumberFromString(e164)?.getType() === 'MOBILE';
/**
 * Digits written as a national phone number (nationalPhone) that its country's full plan reads as valid and as a line
 * a person carries (a mobile), as E.164; else null: where no word says whose number it is, an office's line, a date or
 * an id's digits read as one (`011 234 5678` in Sri Lanka, `03.05.2024` or `2019 - 2024` in Germany, `123.456.789-09` in
 * Brazil) are none of the person's. A landline is left alone there: dates and order numbers read as landlines.
 */
export function personalPhone(value: string, defaultCountry: string | null): string | null {
  // A date is none, whatever a plan reads in its digits (`2024-11-18`, a Danish mobile's eight digits).
  if (isDatedText(value)) return null;
  const e164 = nationalPhone(value, defaultCountry);
  const parsed = e164 === null ? undefined : parsePhoneNumberFromString(e164);
  if (parsed === undefined || !parsed.isValid()) return null;
  return PERSONAL_TYPES.has(parsed.getType() ?? '') ? e164 : null;
}

// A lead has a few phones: a body with more is a list, not told apart this way.
const MAX_PHONES = 16;
const NOT_DIGITS = /\D+/g;
// A number's digits: one written with its country code (`+17205550142`) and one without (`720-555-0142`) are the same
// when the shorter ends the longer, seven digits at least.
const digitsOf = (value: unknown) => (isTextable(value) ? String(value).replace(NOT_DIGITS, '') : '');
const sameNumber = (a: string, b: string) =>
  a.length >= 7 && b.length >= 7 && (a.length >= b.length ? a.endsWith(b) : b.endsWith(a));

// Someone else's by its own key or its object's `type` (`agent_number`, `{type: "agent", phone}`): not merely below a key
// naming them (a chat's `received: [{from}]` is the person's number), nor a tool's user's (a widget's visitor), nor a
// bare recipient's (`to` is the person's on an outbound call; `agent_number`, the line called, names the agent).
const keyedAsOthers = ({ reading, known = meaning(reading.label) }: Ranked) =>
  reading.party === 'other' || (known.otherParty && !known.toolUser && !known.sender);

/**
 * Someone else's phone written again under a key naming no one (docs/api.md §2.4): an AI voice agent's report sends its
 * line as `agent_number` and again as `dynamic_variables: {intake_phone}`, beside the caller's `external_number`; the copy
 * is theirs too (feature `otherParty`). Never a copy under our own key, a phone term or a qualified one (`phone`,
 * `home_phone` beside a business owner's `owner_phone`). Only where two phones compete, at most sixteen.
 */
export function markOthersCopies(phones: readonly Ranked[]): void {
  if (phones.length < 2 || phones.length > MAX_PHONES) return;
  let theirs: string[] | null = null;
  for (const phone of phones) if (keyedAsOthers(phone)) (theirs ??= []).push(digitsOf(phone.reading.value));
  if (theirs === null || theirs.length === phones.length) return;
  for (const phone of phones) {
    // Only under a key that merely holds a phone term (`intake_phone`) or none: a term or a qualified one (`phone`,
    // `home_phone`, `primary_phone`) is the lead's own, whoever else's number it is too (a business owner's lead).
    if (isOther(phone) || phone.tier < 2) continue;
    const digits = digitsOf(phone.reading.value);
    if (!theirs.some((other) => sameNumber(other, digits))) continue;
    // Theirs for the brief too (role-features.ts reads the reading's party): never the person's line in the agent's notes.
    phone.reading.party = 'other';
    phone.other = true;
  }
}
