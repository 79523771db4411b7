import { meaning } from './labels.ts';
import type { LabelMeaning } from './label-meaning.ts';
import type { Reading } from './reading.ts';
import { byScore, featuresAt, noFeatures, type Features, type Scored } from './score.ts';
import type { Role } from './vocabulary.ts';
import { PHONE_SYSTEM_DEVICES } from './vocabulary-machines.ts';
import { isContactShaped } from './value-shapes.ts';
import { CONTACT_WEIGHTS } from './weights.ts';

export const isOwnKey = (reading: Reading) =>
  !reading.labelled && (reading.label === 'phone' || reading.label === 'email' || reading.label === 'name');

/**
 * What a reading asks for and how surely: 0 our own key (`phone`, at any depth), 1 a type or a
 * term, 1.5 a term with a person's qualifier (`customer_phone`), 2 a question holding a term.
 */
export function roleOf(reading: Reading, known?: LabelMeaning): { role: Role | null; tier: number } {
  if (isOwnKey(reading)) return { role: reading.label as Role, tier: 0 };
  if (reading.hint) return { role: reading.hint, tier: 1 };
  const { role, tier } = known ?? meaning(reading.label);
  return { role, tier };
}

/**
 * A candidate, with its label's meaning when known, whether it is someone else's (otherParty) and
 * its key's number (`phone2`), worked out once and only when two candidates are compared (most
 * bodies have one of each).
 */
export type Ranked = Scored & {
  reading: Reading;
  tier: number;
  other?: boolean;
  known?: LabelMeaning;
  ordinal?: number;
  /** A phone in the object holding the chosen email and a name: the person's whole contact set (markContactSet). */
  inContactSet?: boolean;
  /** A phone in the chosen email's object: the same person's, before one as sure elsewhere (markContactSet). */
  besideEmail?: boolean;
  /** In an object holding a message (message-blocks.ts): the person's block, where two compete. */
  besideMessage?: boolean;
  /** In a record below the body's top that holds a question the person answered (message-blocks.ts): theirs, where two compete. */
  inAnsweredRecord?: boolean;
  /** A phone a message of the body writes again (written-phones.ts): the person's, where two compete. */
  writtenAgain?: boolean;
  /** One of a name, a phone and an email keyed alike after the lead's word (`bookedClientPhone`: lead-sets.ts). */
  leadSet?: boolean;
  /** Keyed as a lead in one of several items of a list, each keyed so (`positions: [{attendee_email}, …]`: people-lists.ts). */
  inPeopleList?: boolean;
  /** In an object under a key naming who sent the message, holding a phone (`from: {name, mobile}`: sender-blocks.ts). */
  senderBlock?: boolean;
  /** An email that is a business's own mailbox, beside another email (mailboxes.ts). */
  businessMailbox?: boolean;
  /** A phone that is a business's line (a fixed line, toll-free) beside a mobile number (phone-lines.ts). */
  businessLine?: boolean;
  /** A toll-free, shared-cost, premium or universal-access number beside another phone: only ever called (phone-lines.ts). */
  calledLine?: boolean;
  /** A value in a business's own card beside the person's block (business-cards.ts): someone else's. */
  businessCard?: boolean;
  /** An email in the object of a business's line (phone-lines.ts markLineBlocks): that business's block. */
  businessBlock?: boolean;
};
/**
 * Someone else's value, chosen only when nothing else is there: under a key naming someone else (a
 * booking's organizer, a meeting's hosts, a comment's `posted_by`: the nearest key naming a party
 * decides) unless a `type`/`role` says the person; in an object a `type`/`role` says is the
 * business's side (`"type": "agent"`); under a label naming who a message went to (`to`,
 * `recipient`: the business's own inbox or number); a phone or email qualified by a thing
 * (`store_email`, `agent_phone`).
 */
export const otherParty = (reading: Reading, known: LabelMeaning = meaning(reading.label)) =>
  reading.party === 'other' ||
  known.recipient ||
  known.thing ||
  // A value read by its shape under a key naming someone else (`agentIdentity`), or a phone or an email its key
  // qualifies so (`dealer_email`, `referrer_phone`): theirs; not a tool's user's nor a sender's (the lead's).
  (known.otherParty &&
    !known.toolUser &&
    !known.sender &&
    (known.role === null || ((known.role === 'phone' || known.role === 'email') && known.prefix !== ''))) ||
  // An address or a number under a key naming a phone system's device (`peer: 777…@fpbx.de`, `sip_uri`): the system's.
  (known.role === null && isContactShaped(reading.value) && namesDevice(known.words)) ||
  isStaff(reading);
const DEVICES = new Set(PHONE_SYSTEM_DEVICES);
const namesDevice = (words: string) => words.split(' ').some((word) => DEVICES.has(word));
/** Under a key naming someone else, or in an object whose `type`/`role` says so: known without the label's meaning. */
export const isStaff = (reading: Reading) =>
  reading.party === 'other' || (reading.underOther && reading.party !== 'person');
/** The lead's: a `type`/`role` says the person, or the nearest key naming a party names the lead (`contact`, `candidate`). */
export const isPersons = ({ reading, senderBlock }: Ranked) =>
  reading.party === 'person' || ((reading.underLead || senderBlock === true) && reading.party !== 'other');
// The key itself names the lead (`client_phone`, `customer_email`, `bookedClientPhone`: a term after the lead's word, not a
// question): the lead's, not a bare `phone` in a branch's object.
const isLeadKey = (candidate: Ranked) =>
  (candidate.tier === 1.5 || (candidate.tier === 2 && candidate.leadSet === true)) &&
  candidate.inPeopleList !== true &&
  !candidate.reading.labelled &&
  (candidate.known ?? meaning(candidate.reading.label)).leadParty;
/** A text under a term or a qualified term naming the lead (`customerName`, `nome_do_cliente`; not `customer_acct_name`, an account's). */
export const isLeadName = ({ known, reading, tier, inPeopleList }: Ranked) =>
  tier <= 1.5 &&
  !reading.labelled &&
  inPeopleList !== true &&
  typeof reading.value === 'string' &&
  (known ?? meaning(reading.label)).leadParty;
export const ranked = (reading: Reading, tier: number, known?: LabelMeaning): Ranked => ({
  reading,
  tier,
  other: undefined,
  known,
  ordinal: undefined,
  features: undefined,
  scores: undefined,
});
export const isOther = (candidate: Ranked) => (candidate.other ??= otherParty(candidate.reading, candidate.known));
const ordinalOf = (candidate: Ranked) =>
  (candidate.ordinal ??= candidate.reading.labelled
    ? 0
    : (candidate.known ?? meaning(candidate.reading.label)).ordinal);
// Among someone else's values (the lead has none of its own), a tool's user's (`user.profile`) before staff's (`manager`);
// only between two values under someone else's key: a message's sender (`senderData.sender`) still comes before the
// receiving instance's own number (`instanceData.wid`), which is under no one's.
const isStaffOnly = ({ reading }: Ranked) => reading.party === 'other' || (isStaff(reading) && !reading.underToolUser);
// Someone else's only as a tool's user's (`user: {…}`: a chat widget's visitor, or a CRM's salesperson): weighed after a
// business's own card, which a tool's user is not.
const isToolUsers = ({ reading, known }: Ranked) =>
  reading.underToolUser &&
  reading.party !== 'other' &&
  !(known ?? meaning(reading.label)).recipient &&
  !(known ?? meaning(reading.label)).thing;
/** Someone else's only as a tool's user's (feature toolUsers): after anyone's but a business's own card. */
export const isToolUserOnly = (candidate: Ranked) => isOther(candidate) && isToolUsers(candidate);
// Each feature's place in a candidate's vector (score.ts), read once at load.
const [OTHER_PARTY, TOOL_USERS, UNDER_PERSON, LEAD_KEY, UNDER_OTHER, STAFF_ONLY, IN_CONTACT_SET] = featuresAt(
  'otherParty',
  'toolUsers',
  'underPerson',
  'leadKey',
  'underOther',
  'staffOnly',
  'inContactSet',
);
const [ANSWER_OF_QUESTION, KEY_NUMBER, BESIDE_EMAIL, BESIDE_MESSAGE, WRITTEN_AGAIN, CALLED_LINE] = featuresAt(
  'answerOfQuestion',
  'keyNumber',
  'besideEmail',
  'besideMessage',
  'writtenAgain',
  'calledLine',
);
const [BUSINESS_MAILBOX, BUSINESS_LINE, BUSINESS_CARD, BUSINESS_BLOCK, DEPTH, ORDER, IN_ANSWERED_RECORD] = featuresAt(
  'businessMailbox',
  'businessLine',
  'businessCard',
  'businessBlock',
  'depth',
  'order',
  'inAnsweredRecord',
);
const [OWN_KEY, TYPE_HINT, LABEL_TERM, QUALIFIED_TERM, SENDER_LABEL, QUESTION_TERM, SHAPE_ONLY, UNLABELLED_SHAPE] =
  featuresAt(
    'ownKey',
    'typeHint',
    'labelTerm',
    'qualifiedTerm',
    'senderLabel',
    'questionTerm',
    'shapeOnly',
    'unlabelledShape',
  );

/** Which label feature a candidate's tier is (weights.ts LABEL_WEIGHTS): one per kind of label, ranked as surely as its tier. */
function labelFeature({ reading, tier }: Ranked): number {
  if (tier === 0) return OWN_KEY;
  if (tier === 1) return reading.hint !== null ? TYPE_HINT : LABEL_TERM;
  if (tier === 1.5) return QUALIFIED_TERM;
  if (tier === 2)
    return reading.hint === null && !reading.labelled && isSenderLabel(reading) ? SENDER_LABEL : QUESTION_TERM;
  return tier === 3 ? SHAPE_ONLY : UNLABELLED_SHAPE;
}
const isSenderLabel = (reading: Reading) => meaning(reading.label).sender;

/**
 * A phone's or an email's features (weights.ts CONTACT_WEIGHTS names what each is worth); `beside`,
 * when the email is chosen, is its object: a phone there is the same person's (a coherent pair).
 */
export function contactFeatures(candidate: Ranked): Features {
  const { reading } = candidate;
  const other = isOther(candidate);
  const toolUsers = isToolUserOnly(candidate);
  const features = noFeatures();
  features[OTHER_PARTY] = Number(other && !toolUsers);
  features[TOOL_USERS] = Number(toolUsers);
  features[UNDER_PERSON] = Number(isPersons(candidate));
  features[LEAD_KEY] = Number(isLeadKey(candidate));
  features[UNDER_OTHER] = Number(reading.underOther);
  features[STAFF_ONLY] = Number(isStaffOnly(candidate));
  // A tool's user's set (`user: {name, email, phone}`) is no reason to come before a phone of no one's (`phone` at the root):
  // toolUsers, after it, would never be asked.
  features[IN_CONTACT_SET] = Number(candidate.inContactSet === true && !toolUsers);
  features[labelFeature(candidate)] = 1;
  features[ANSWER_OF_QUESTION] = Number(reading.labelled);
  // A key numbered 1 (`tel1`, `phone_1`) names the first phone, as a key with no number does: `phone2` comes after either.
  features[KEY_NUMBER] = Math.max(0, ordinalOf(candidate) - 1);
  features[BESIDE_EMAIL] = Number(candidate.besideEmail === true);
  features[BESIDE_MESSAGE] = Number(candidate.besideMessage === true);
  features[IN_ANSWERED_RECORD] = Number(candidate.inAnsweredRecord === true);
  features[WRITTEN_AGAIN] = Number(candidate.writtenAgain === true);
  features[BUSINESS_MAILBOX] = Number(candidate.businessMailbox === true);
  features[BUSINESS_LINE] = Number(candidate.businessLine === true);
  features[CALLED_LINE] = Number(candidate.calledLine === true);
  features[BUSINESS_CARD] = Number(candidate.businessCard === true);
  features[BUSINESS_BLOCK] = Number(candidate.businessBlock === true);
  features[DEPTH] = reading.at.length;
  features[ORDER] = reading.order;
  return features;
}
export const byRank = byScore(CONTACT_WEIGHTS, contactFeatures);

export type NameRanked = Ranked & { role: Role };

// Whether a chosen value is someone else's, as its candidate was ranked (a value read out of another, a mailbox's address: as that one was).
export function isOthers(chosen: Reading, candidates: Ranked[]): boolean {
  const found = candidates.find(({ reading }) => reading === chosen || reading === chosen.origin);
  return found !== undefined ? isOther(found) : otherParty(chosen);
}

// How surely a chosen value is someone else's: the person's own, only a tool's user's (isToolUserOnly), or theirs.
export const OWN = 0;
const TOOL_USERS_ONLY = 1;
const OTHERS = 2;
export function othersDegree(chosen: Reading, candidates: Ranked[]): number {
  const found = candidates.find(({ reading }) => reading === chosen || reading === chosen.origin);
  if (found === undefined) return otherParty(chosen) ? OTHERS : OWN;
  return !isOther(found) ? OWN : isToolUserOnly(found) ? TOOL_USERS_ONLY : OTHERS;
}
