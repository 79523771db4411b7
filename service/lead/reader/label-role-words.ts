import type { RoleWords } from './label-meaning.ts';
import { fold, termsOf } from './label-words.ts';
import {
  BUSINESS_WORDS,
  RECORD_NUMBER_HEADS,
  RECORD_NUMBER_WORDS,
  STAFF_COMPOUND_HEADS,
  STAFF_COMPOUND_TAILS,
  STAFF_WORDS,
  SYSTEM_TIME_STEMS,
} from './vocabulary-roles.ts';
import { SUBMISSION_WORDS } from './vocabulary-submissions.ts';
import { COLLECTED_WORDS } from './vocabulary-lead-parties.ts';
import {
  CALL_DURATION_HEADS,
  COUNTER_STEMS,
  MEASURE_STEMS,
  PERSON_COUNT_WORDS,
  TOOL_COUNT_STEMS,
} from './vocabulary-counts.ts';
import { CONSENT_FLAG_ENDS, CONSENT_PAIRS, CONSENT_TEXT_ENDS, CONSENT_WORDS } from './vocabulary-consent.ts';
import { EVENT_NAME_WORDS, EVENT_QUALIFIERS, EVENT_WORDS, TOOL_RECORD_WORDS } from './vocabulary-events.ts';
import * as MONEY from './vocabulary-money.ts';
import {
  ADDRESS_NUMBER_WORDS,
  PLACE_PAIRS,
  PLACE_WORDS,
  REGION_QUALIFIERS,
  REGION_WORDS,
} from './vocabulary-places.ts';
import { ASKED_THING_PAIRS, ASKED_THINGS } from './vocabulary-asked-things.ts';
import { CLOSE_PEOPLE } from './vocabulary-other-people.ts';
import { PERSON_WORDS } from './terms.ts';
import { allDigits } from './machine-shapes.ts';
import * as FORM from './vocabulary-form-texts.ts';
import {
  ACTOR_WORDS,
  ADDRESSED_WORDS,
  HEAD_COUNT_WORDS,
  MESSAGE_WORDS,
  PREFERENCE_WORDS,
  ACTOR_PARTICIPLES,
} from './vocabulary-sent-staff.ts';
import { CODE_TEXT_WORDS, CODE_TWIN_WORDS, FAULT_WORDS } from './vocabulary-outcomes.ts';
import { INTERNAL_QUALIFIERS, NOTE_WORDS } from './vocabulary-internal.ts';
import { PERSONAL_WORDS } from './vocabulary-personal.ts';
import { IDENTITY_NUMBER_LABELS } from './vocabulary-identity-numbers.ts';
import { MACHINE_SECTION_WORDS, SECTION_WORDS } from './vocabulary-sections.ts';
import { CAMPAIGN_WORDS, SHARED_CAMPAIGN_PARTS } from './vocabulary-campaigns.ts';
import { opensWith, unspacedHeads } from './glued-scripts.ts';

const SYSTEM_TIME = SYSTEM_TIME_STEMS.map(fold);
const EVENTS = termsOf(EVENT_WORDS);
const ACTORS = termsOf(ACTOR_WORDS);
const PARTICIPLES = termsOf(ACTOR_PARTICIPLES);
// `by` after a record-keeping participle opening the key (`answered_by`; not `last_inspected_by: "Midas on Belmont"`).
const isActorKey = (list: string[]) => list.length > 1 && PARTICIPLES.has(list[0]) && ACTORS.has(list[1]);
const EVENT_NAMES = termsOf(EVENT_NAME_WORDS);
const EVENT_OWNERS = termsOf(EVENT_QUALIFIERS);
const MONEY_SPLITS = termsOf(MONEY.MONEY_SPLIT_WORDS);
const LEAD_PRICES = termsOf(MONEY.LEAD_PRICE_WORDS);
const TOOL_COSTS = termsOf(MONEY.TOOL_COST_WORDS);
const TOOL_COST_PARTS = termsOf(MONEY.TOOL_COST_HEADS);
const LEADS = termsOf(MONEY.LEAD_WORDS);
const RECORD_NUMBERS = termsOf(RECORD_NUMBER_WORDS);
const RECORD_HEADS = termsOf(RECORD_NUMBER_HEADS);
const COUNTERS = COUNTER_STEMS.map(fold);
const TOOL_COUNTS = TOOL_COUNT_STEMS.map(fold);
const MEASURES = MEASURE_STEMS.map(fold);
const CALL_HEADS = termsOf(CALL_DURATION_HEADS);
const PERSON_COUNTS = termsOf(PERSON_COUNT_WORDS);
const PERSONAL = termsOf(PERSONAL_WORDS);
const IDENTITY_NUMBERS = termsOf(IDENTITY_NUMBER_LABELS);
const SECTIONS = termsOf(SECTION_WORDS);
const MACHINE_SECTIONS = termsOf(MACHINE_SECTION_WORDS);
const CODE_TEXTS = termsOf(CODE_TEXT_WORDS);
const CODE_TWINS = termsOf(CODE_TWIN_WORDS);
const FAULTS = termsOf(FAULT_WORDS);
const TOOL_RECORDS = termsOf(TOOL_RECORD_WORDS);
const INTERNAL = termsOf(INTERNAL_QUALIFIERS);
const NOTES = termsOf(NOTE_WORDS);
const STAFF = termsOf(STAFF_WORDS);
const CONSENT = termsOf(CONSENT_WORDS);
const CONSENT_TWO = termsOf(CONSENT_PAIRS);
const CONSENT_ENDS = termsOf(CONSENT_FLAG_ENDS);
const CONSENT_TEXT = termsOf(CONSENT_TEXT_ENDS);

/** A key ending in consent's words (`whatsapp_opt_in`, `sms_opted_in`, `email_consent`): a flag on a channel, no field of it. */
export const endsInConsent = (list: string[]) =>
  CONSENT_ENDS.has(list[list.length - 1]) ||
  (list.length > 1 && CONSENT_TWO.has(`${list[list.length - 2]} ${list[list.length - 1]}`));
const PLACES = termsOf(PLACE_WORDS);
const PLACES_TWO = termsOf(PLACE_PAIRS);
const REGIONS = termsOf(REGION_WORDS);
const REGION_OWNERS = termsOf(REGION_QUALIFIERS);
const TOOL_PARTS = termsOf(FORM.TOOL_PART_WORDS);
const PART_NAMES = new Set(['name', 'title', 'label']);
const NAMED_PARTS = termsOf(FORM.NAMED_PART_WORDS);
const PART_SETUP = termsOf(FORM.PART_SETUP_WORDS);
const PART_COPY = termsOf(FORM.PART_COPY_WORDS);
const SPEAKING_PARTS = termsOf(FORM.SPEAKING_PART_WORDS);
const SPOKEN_OPENERS = termsOf(FORM.SPOKEN_COPY_OPENERS);
const SPOKEN_ENDS = termsOf(FORM.SPOKEN_COPY_ENDS);
const ASKED = termsOf(ASKED_THINGS);
const ASKED_TWO = termsOf(ASKED_THING_PAIRS);
const CLOSE = termsOf(CLOSE_PEOPLE);
const REPLY = termsOf(SUBMISSION_WORDS);
const COMPOUND_HEADS = [...STAFF_WORDS.filter((word) => /^[a-z]+$/.test(word)), ...STAFF_COMPOUND_HEADS];
const COMPOUND_TAILS = STAFF_COMPOUND_TAILS;

// `owneridname` → owner + id + name: a staff word, then only tails (read once per label: meaning() keeps it).
function isStaffCompound(word: string): boolean {
  if (word.length < 7 || !/^[a-z]+$/.test(word)) return false;
  return COMPOUND_HEADS.some(
    (head) => word.length > head.length && word.startsWith(head) && onlyTails(word, head.length),
  );
}
const UNSPACED_STAFF = unspacedHeads(STAFF_WORDS);
const UNSPACED_MONEY = unspacedHeads(MONEY.MONEY_SPLIT_WORDS);
function onlyTails(word: string, from: number): boolean {
  if (from === word.length) return true;
  return COMPOUND_TAILS.some((tail) => word.startsWith(tail, from) && onlyTails(word, from + tail.length));
}
const BUSINESS = termsOf(BUSINESS_WORDS);
const COLLECTED = termsOf(COLLECTED_WORDS);
const HEAD_COUNTS = termsOf(HEAD_COUNT_WORDS);
const PREFERENCES = termsOf(PREFERENCE_WORDS);
const ADDRESSED = termsOf(ADDRESSED_WORDS);
const MESSAGES = termsOf(MESSAGE_WORDS);
const CHARGES = termsOf(MONEY.CHARGE_WORDS);
const OWN_MONEY = termsOf(MONEY.OWN_MONEY_WORDS);
const ADDRESS_NUMBERS = termsOf(ADDRESS_NUMBER_WORDS);
const FORM_TEXTS = termsOf(FORM.FORM_TEXT_WORDS);
const FORM_OWNERS = termsOf(FORM.FORM_OWNER_WORDS);
const FORM_ONLY_TEXTS = termsOf(FORM.FORM_ONLY_TEXT_WORDS);
const TRAILING_DIGITS = /\d+$/;
const CAMPAIGNS = termsOf(CAMPAIGN_WORDS);
const SHARED_PARTS = termsOf(SHARED_CAMPAIGN_PARTS);

// How long a call ran (`call_duration`, `talk_time`, `talking_time`; not a `call_time` the person prefers).
const isCallLength = (list: string[]) =>
  list.length === 2 &&
  CALL_HEADS.has(list[0]) &&
  (list[1].startsWith('duration') || (list[1] === 'time' && list[0] !== 'call'));

// A charge's word first or last (`Convenience fee`, `Taxa de conveniência`), before a number or `amount` (`Processing
// fee 3`, `Service fee amount`), or ending a label written without spaces (`服务费`, `手数料`).
const isCharge = (list: string[]) => {
  const last = list[list.length - 1];
  const before = list.length >= 2 && CHARGES.has(list[list.length - 2]);
  return (
    CHARGES.has(list[0]) ||
    CHARGES.has(last) ||
    (before && (last === 'amount' || allDigits(last))) ||
    (list.length === 1 && MONEY.UNSPACED_CHARGES.some((end) => last.length > end.length && last.endsWith(end)))
  );
};

// The word at `at` names a kind or a status, after a word that is no tool's event's owner (`property_type`, not `lead_status`).
const isThingKind = (list: string[], at: number) => at >= 1 && EVENTS.has(list[at]) && !EVENT_OWNERS.has(list[at - 1]);

export function roleWordsOf(list: string[]): RoleWords {
  const stem = (stems: string[]) => list.some((word) => stems.some((one) => word.startsWith(one)));
  const word = (terms: Set<string>) => list.some((one) => terms.has(one));
  // Read once for the three role words that ask.
  const places = word(PLACES);
  // A record's number, or its code after a record's word (`ConfirmationCode`, `booking_confirmation_code`; not
  // `zip_code`, `promo_code`).
  const last = list[list.length - 1];
  const numbered =
    RECORD_NUMBERS.has(last) || (last === 'code' && list.length >= 2 && RECORD_NUMBERS.has(list[list.length - 2]));
  return {
    systemTime: stem(SYSTEM_TIME),
    event:
      EVENTS.has(list[list.length - 1]) ||
      (list.length >= 2 && EVENT_NAMES.has(list[list.length - 1]) && EVENTS.has(list[list.length - 2])),
    // A kind or a status the key says is of a thing (`property_type`, `marital_status`): not the tool's event's.
    // So is its code (`marital_status_code`, `property_type_id`).
    thingKind: isThingKind(list, list.length - 1) || (EVENT_NAMES.has(last) && isThingKind(list, list.length - 2)),
    money:
      (word(MONEY_SPLITS) && !word(OWN_MONEY)) || (word(LEADS) && word(LEAD_PRICES)) || opensWith(UNSPACED_MONEY, list),
    barePrice: list.length === 1 && LEAD_PRICES.has(list[0]),
    // Or a head after a cost's word closing a longer key (`analysis_cost_breakdown`): not `monthly_usage_cost`.
    toolCost:
      (list.length === 2 && word(TOOL_COSTS) && word(TOOL_COST_PARTS)) ||
      (list.length > 2 && TOOL_COST_PARTS.has(last) && TOOL_COSTS.has(list[list.length - 2])),
    // A count of what the person brings (`guest_count`, `bedroom_count`) is theirs: no counter, but what only a tool counts.
    counter: (stem(COUNTERS) && (!word(PERSON_COUNTS) || stem(TOOL_COUNTS))) || isCallLength(list),
    toolCount: stem(TOOL_COUNTS) || isCallLength(list) || (list.length > 1 && last === 'counter'), // `requestsCounter`
    measure: stem(MEASURES),
    numberLast: numbered && !places && !word(ADDRESS_NUMBERS),
    recordNumber: numbered || (list.length >= 2 && list.length <= 3 && RECORD_HEADS.has(list[0]) && !places),
    staff:
      (word(STAFF) ||
        (list.length === 1 && isStaffCompound(list[0])) ||
        opensWith(UNSPACED_STAFF, list) ||
        (word(INTERNAL) && word(NOTES))) &&
      !word(HEAD_COUNTS),
    consent: word(CONSENT) || list.some((one, i) => i > 0 && CONSENT_TWO.has(`${list[i - 1]} ${one}`)),
    consentText: list.length > 1 && CONSENT_TEXT.has(list[list.length - 1]),
    place: places || list.some((one, i) => i > 0 && PLACES_TWO.has(`${list[i - 1]} ${one}`)),
    region:
      REGIONS.has(list[list.length - 1]) &&
      (list.length === 1 || REGION_OWNERS.has(list[list.length - 2]) || PERSON_WORDS.has(list[list.length - 2])),
    asked: word(ASKED) || list.some((one, i) => i > 0 && ASKED_TWO.has(`${list[i - 1]} ${one}`)),
    close: word(CLOSE),
    personal: word(PERSONAL) && !word(STAFF),
    identityNumber: IDENTITY_NUMBERS.has(list.join(' ')),
    section: list.length >= 2 && SECTIONS.has(last) && !word(MACHINE_SECTIONS),
    eventOwner: EVENT_OWNERS.has(last),
    personsAmount: (word(PERSON_COUNTS) || word(OWN_MONEY)) && !stem(TOOL_COUNTS) && !isCallLength(list),
    // A numbered one too (`merchantDefined1`, `udf3`): a merchant's fields come numbered.
    reply: list.some((one) => REPLY.has(one) || REPLY.has(one.replace(TRAILING_DIGITS, ''))),
    business: word(BUSINESS) && !COLLECTED.has(last), // not what it passed through from the buyer (`merchant_order`)
    formText:
      list.some((one) => FORM_TEXTS.has(one)) && list.every((one) => FORM_TEXTS.has(one) || FORM_OWNERS.has(one)),
    // A field's placeholder or tooltip owns itself: a form's text wherever it sits.
    formOwner: word(FORM_OWNERS) || word(FORM_ONLY_TEXTS),
    partName:
      (word(TOOL_PARTS) && (list.every((one) => TOOL_PARTS.has(one)) || PART_NAMES.has(list[list.length - 1]))) ||
      (list.length === 2 && PART_NAMES.has(list[1]) && NAMED_PARTS.has(list[0])),
    namedPart: list.length === 1 && NAMED_PARTS.has(list[0]),
    partSetup:
      list.every((one) => PART_SETUP.has(one) || FORM_TEXTS.has(one) || TOOL_PARTS.has(one)) ||
      list.some((one) => PART_COPY.has(one)),
    speaks: list.length === 1 && SPEAKING_PARTS.has(list[0]),
    spoken: list.length >= 2 && SPOKEN_OPENERS.has(list[0]) && SPOKEN_ENDS.has(last),
    preference: word(PREFERENCES) || word(ADDRESSED) || (list.includes('to') && word(MESSAGES)),
    charge: isCharge(list) && !word(OWN_MONEY),
    codeText: list.length >= 2 && CODE_TEXTS.has(list[list.length - 1]),
    codeTwin: list.length >= 2 && CODE_TWINS.has(last),
    fault: word(FAULTS),
    toolRecord: list.length === 1 && TOOL_RECORDS.has(list[0]),
    partyNote: list.length === 2 && NOTES.has(list[1]),
    campaign: word(CAMPAIGNS) && !word(STAFF),
    sharedPart: SHARED_PARTS.has(last),
    // The key opens with it (`answered_by`, `SoldByName`): not `prefer_to_be_called_by`.
    actor: isActorKey(list),
  };
}
