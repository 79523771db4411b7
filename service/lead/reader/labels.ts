import { ownCopy } from './own-copy.ts';
import { pathMeaning } from './group-paths.ts';
import { keyRoleOf } from './key-roles.ts';
import { partiesOf, withoutGuardian, withoutHeldThing } from './label-parties.ts';
import { runsOf, termsOf, wordsOf } from './label-words.ts';
import type { LabelMeaning } from './label-meaning.ts';
import { endsInConsent, roleWordsOf } from './label-role-words.ts';
import { roleOfWords, type TermRole } from './terms.ts';
import {
  CONTEXT_TERMS,
  FORM_MARKER_KEYS,
  IDENTIFIER_LABELS,
  IDENTIFIER_LAST_WORDS,
  LINK_LABEL_WORDS,
  NOISE_LABELS,
  NOISE_LAST_WORDS,
} from './vocabulary-notes.ts';
import { ID_COMPOUND_HEADS } from './vocabulary-records.ts';
import { CALLER_WORDS, NUMBER_WORDS, RECIPIENT_LABELS, SENDER_LABELS } from './vocabulary-senders.ts';
import { MAIL_HEADER_LABELS, MAIL_TRANSPORT_LABELS } from './vocabulary-mail.ts';
import { OTHER_CONTACT_WORDS, OTHER_PEOPLE } from './vocabulary-other-people.ts';
import { PARTY_KEYS } from './vocabulary-party-types.ts';
import { COUNTRY_KEYS, PHONE_AREA_PARTS, PHONE_COUNTRY_PARTS } from './vocabulary-phone-keys.ts';
import { PAIR_LABEL_WORDS, PAIR_VALUE_WORDS } from './vocabulary-wrappers.ts';
import { isNumberedField, isPositional } from './label-positions.ts';
import { keyShapeOf } from './label-key-shape.ts';
import { keyBitsOf } from './label-key-bits.ts';
import { gluedOther } from './glued-scripts.ts';
import { shownOf } from './shown-codes.ts';
import { NAME_EXTRA_PARTS } from './vocabulary-name-parts.ts';
import { isThingWord, namesThings } from './thing-words.ts';
import { THING_QUALIFIERS } from './vocabulary-qualifiers.ts';
import { RECORD_NUMBER_WORDS } from './vocabulary-roles.ts';

const isThingQualifier = (word: string) => THINGS.has(word);
const NAME_EXTRA = termsOf(NAME_EXTRA_PARTS);
const NUMBER = termsOf(NUMBER_WORDS);
const CALLER = termsOf(CALLER_WORDS);
const NOISE = termsOf([...NOISE_LABELS, ...MAIL_TRANSPORT_LABELS]);
const MAIL_TRANSPORT = termsOf(MAIL_TRANSPORT_LABELS);
const MAIL_HEADERS = termsOf(MAIL_HEADER_LABELS);
const NOISE_LAST = termsOf(NOISE_LAST_WORDS);
const ID_HEADS = new Set(ID_COMPOUND_HEADS);
const ID_FIRST = new Set(['id', 'ref']);
// `ref number`, `id no` are one English compound (a payer's `BillRefNumber` reference), not an id of a thing.
const NUMBER_LAST = termsOf(RECORD_NUMBER_WORDS);
const isIdCompound = (words: string) => words.endsWith('id') && ID_HEADS.has(words.slice(0, -2));
const IDENTIFIER_LAST = termsOf(IDENTIFIER_LAST_WORDS);
const IDENTIFIER = termsOf(IDENTIFIER_LABELS);
const LINK_WORDS = termsOf(LINK_LABEL_WORDS);
const FORM_MARKERS = termsOf(FORM_MARKER_KEYS);
const COUNTRIES = termsOf(COUNTRY_KEYS);
const PAIR_LABEL = termsOf(PAIR_LABEL_WORDS);
const PAIR_VALUE = termsOf(PAIR_VALUE_WORDS);
const RECIPIENTS = termsOf(RECIPIENT_LABELS);
const THINGS = termsOf(THING_QUALIFIERS);
const OTHER_PEOPLES = termsOf([...OTHER_PEOPLE, ...OTHER_CONTACT_WORDS]);
const PARTY_KEY = termsOf(PARTY_KEYS);
const SENDERS = termsOf(SENDER_LABELS);
const COUNTRY_PARTS = termsOf(PHONE_COUNTRY_PARTS);
const AREA_PARTS = termsOf(PHONE_AREA_PARTS);

/** Whose a call record's `<word> number` is (`tracking_number`: the business's; `caller_number`: the lead's), or null. */
function callSideOf(list: string[], numberAt: number): 'caller' | 'business' | null {
  let caller = false;
  for (let i = 0; i < list.length; i++) {
    if (i === numberAt) continue;
    // A recipient's English word (`to`) only before the number: "Number to call you" is no line called.
    if (THINGS.has(list[i]) || (numberAt > 0 && RECIPIENTS.has(list[i]))) return 'business';
    if (CALLER.has(list[i]) || (i > 0 && CALLER.has(`${list[i - 1]} ${list[i]}`))) caller = true;
  }
  return caller ? 'caller' : null;
}

// "Name and title" asks for both: only a key naming the part alone (`name_prefix`, `name-1-middle-name`) holds no name.
const endsInExtraPart = (list: string[]) =>
  (NAME_EXTRA.has(list[list.length - 1]) || NAME_EXTRA.has(`${list[list.length - 2]} ${list[list.length - 1]}`)) &&
  !list.some((word) => CONJUNCTIONS.has(word));
const CONJUNCTIONS = new Set(['and', 'or', 'und', 'oder', 'et', 'ou', 'y', 'o', 'e', 'en', 'of', 'i']);

// Where a word meets a number (`additional01`, `label1`): a pair's number is a word of its own.
const DIGIT_EDGE = /(?<=\D)(?=\d)|(?<=\d)(?=\D)/;
const DIGITS = /^\d+$/;

/**
 * `extra07_name`/`extra07_value`, `field_name_1`/`field_value_1`, `label3`/`value3`: a word
 * saying which half, the rest of the key (holding a number) the stem both halves share. Null for any other key.
 */
function pairOf(list: string[]): LabelMeaning['pair'] {
  if (list.length === 1 && !/\d/.test(list[0])) return null;
  const parts = list.flatMap((word) => word.split(DIGIT_EDGE));
  let at = parts.length - 1;
  while (at > 0 && DIGITS.test(parts[at])) at--;
  const word = parts[at];
  const side = PAIR_LABEL.has(word) ? 'label' : PAIR_VALUE.has(word) ? 'value' : null;
  if (side === null) return null;
  const stem = [...parts.slice(0, at), ...parts.slice(at + 1)];
  return stem.some((part) => DIGITS.test(part)) ? { side, stem: stem.join(' ') } : null;
}

// The label the notes show ("" = the label as sent), or null when the label is not context.
function contextOf(words: string): string | null {
  if (Object.hasOwn(CONTEXT_TERMS, words)) return CONTEXT_TERMS[words] ?? '';
  for (const run of runsOf(words.split(' '))) if (Object.hasOwn(CONTEXT_TERMS, run)) return '';
  return null;
}

// A phone number's country code named after it (`phoneNumberCountryCode`, `mobile_number_country_code`): the words before
// `country code` end in `number` and ask for a phone of no one's (not `address_country_code`, a network's
// `mobile_country_code`, an agent's `agent_phone_country_code`).
function isPhonesCountryCode(list: string[]): boolean {
  const n = list.length;
  if (n < 4 || list[n - 2] !== 'country' || list[n - 1] !== 'code' || list[n - 3] !== 'number') return false;
  const read = roleOfWords(list.slice(0, -2).join(' '));
  return read.role === 'phone' && read.prefix === '';
}

function meaningOf(label: string): LabelMeaning {
  const words = wordsOf(label);
  const list = withoutGuardian(words.split(' '));
  const phonePart =
    COUNTRY_PARTS.has(words) || isPhonesCountryCode(list) ? 'country' : AREA_PARTS.has(words) ? 'area' : null;
  let read: TermRole =
    phonePart !== null ? { role: null, tier: 2 as const, prefix: '', ordinal: 0 } : roleOfWords(words);
  // `caller_number`, or as Romance languages write it, `numero_appelant`.
  // A key of a few words (a question that mentions a number says nothing of whose it is).
  const numberAt =
    list.length < 2 || list.length > 4
      ? -1
      : NUMBER.has(list[list.length - 1])
        ? list.length - 1
        : NUMBER.has(list[0])
          ? 0
          : -1;
  const call = read.role === null && numberAt >= 0 ? callSideOf(list, numberAt) : null;
  // The caller's number is their phone, as surely as a qualified term (`caller_number` as `customer_phone`).
  if (call === 'caller')
    read = { role: 'phone', tier: 1.5, prefix: list.filter((_, i) => i !== numberAt).join(' '), ordinal: 0 };
  const { tier, prefix, ordinal } = read;
  let { role } = read;
  // A thing's holder (`CardHolderName`, `card_owner_email`): the person, neither the thing nor staff.
  const own = withoutHeldThing(list, isThingWord);
  const notPerson = own.some(isThingWord);
  // "Company name", "Name of your business", `tax_name`: a name, but not the person's. A whole term is
  // one (Turkish "Ad Soyad"), and so is a person's qualifier, even one that alone names someone else (`user_name`).
  const named = role === 'name' || role === 'firstName' || role === 'lastName';
  if (named && tier === 2 && (notPerson || namesThings(prefix))) role = null;
  // A title, a salutation or a middle name beside a name's parts (`name_prefix`, `contact_title`) is never the name alone.
  if (named && list.length > 1 && endsInExtraPart(list)) role = null;
  // A consent flag on a channel (`whatsapp_opt_in: true`, `email_consent`) is no phone or email field of anyone's.
  if ((role === 'phone' || role === 'email') && list.length > 1 && endsInConsent(list)) role = null;
  const { otherParty, toolUser, leadParty, handler } = partiesOf(own, notPerson);
  const last = list[list.length - 1];
  const identifier = NOISE_LAST.has(last) || IDENTIFIER_LAST.has(last) || IDENTIFIER.has(words);
  // An id of a phone or a name (`phone_number_id`) is no phone nor name; an "Email ID" is how many forms ask for an address.
  if (identifier && role !== null && !(role === 'email' && last === 'id')) role = null;
  const noise =
    NOISE.has(words) ||
    (NOISE_LAST.has(last) && role === null) ||
    isIdCompound(words) ||
    // After a tool's prefix (`x_approval_code`), or an id named in a Romance order (`id_cliente`, `ref_payco`).
    (list.length > 2 && NOISE.has(`${list[list.length - 2]} ${last}`)) ||
    (list.length > 1 && role === null && ID_FIRST.has(list[list.length - 2]) && !NUMBER_LAST.has(last));
  const roleWords = roleWordsOf(list);
  return {
    words,
    role,
    tier,
    noise,
    context: noise ? null : contextOf(words),
    linkKept: list.some((word) => LINK_WORDS.has(word)),
    formMarker: FORM_MARKERS.has(words),
    otherParty,
    toolUser,
    leadParty,
    handler,
    ordinal,
    country: COUNTRIES.has(words),
    pair: pairOf(list),
    shownOf: shownOf(label),
    recipient: call === 'business' || RECIPIENTS.has(words),
    identifier,
    numbered: /^q\d+[_ ]/i.test(label),
    positional: role === null && isPositional(words),
    namesThing: notPerson,
    held: own !== list,
    numberedField: isNumberedField(list),
    asKey: keyRoleOf(words, label),
    roleWords,
    keyShape: keyShapeOf(label, words),
    keyBits: 0,
    prefix,
    // By a key's prefix (`store_email`), someone else's word in a short key (`telefono_asesor`) or glued (`推荐人电话`).
    thing:
      (role === 'phone' || role === 'email') &&
      list.length <= 4 &&
      ((prefix !== '' && withoutHeldThing(prefix.split(' '), isThingQualifier).some(isThingQualifier)) ||
        ((roleWords.staff || gluedOther(list)) && own === list) ||
        list.some((word) => OTHER_PEOPLES.has(word))),
    partyKey: PARTY_KEY.has(words),
    sender: SENDERS.has(words),
    phonePart,
    partOrParty: phonePart !== null || PARTY_KEY.has(words),
    mail: MAIL_TRANSPORT.has(words) ? 2 : MAIL_HEADERS.has(words) || isExtensionHeader(label) ? 1 : 0,
  };
}

// A mail's extension header (`X-Spam-Tests`, `X-Google-Smtp-Source`): a relay's, in a body holding a mail's transport.
const isExtensionHeader = (label: string) => label.length > 2 && (label.charCodeAt(0) | 32) === 120 && label[1] === '-';

// Bodies of one sender repeat their keys: each label is read once (bounded, as the field map's
// pointers are). A label is read by its first LABEL_READ_LENGTH characters, longer than any
// question a form asks: a stranger's 60 KB key cost 17 ms to read and, kept, 20,000 of them would
// hold gigabytes (refused bodies fill the cache too).
const meanings = new Map<string, LabelMeaning>();
export const LABEL_READ_LENGTH = 200;

export function meaning(label: string): LabelMeaning {
  const read = label.length > LABEL_READ_LENGTH ? label.slice(0, LABEL_READ_LENGTH) : label;
  let known = meanings.get(read);
  if (known === undefined) {
    known = pathMeaning(read, meaning, meaningOf);
    known.keyBits = keyBitsOf(known);
    if (meanings.size >= 20_000) meanings.clear();
    // The label's own copy: a slice of a body's text kept here would keep that whole body.
    meanings.set(ownCopy(read), known);
  }
  return known;
}

/**
 * Whether a label names something other than a person ("form", "scheduled_event", "Company"), or a
 * number alone (a call's `number: {"name": "Standard", "digits"}` is the line called): the `name` of
 * its object is that thing's.
 */
export function isNotPersonLabel(label: string): boolean {
  const { words } = meaning(label);
  return NUMBER.has(words) || words.split(' ').some(isThingWord);
}

/** Whether a label names a number alone (`number`, `nr`): a call's `number: {name, digits}` is the line called. */
export const namesNumber = (label: string) => NUMBER.has(meaning(label).words);

/** Whether a label asks for a phone or an email (`Telefon`, `mobileNumber`, `E-mail`). */
export const isContactLabel = (label: string) => {
  const { role } = meaning(label);
  return role === 'email' || role === 'phone';
};
