import type { LabelMeaning } from './label-meaning.ts';
import { termsOf, wordsOf } from './label-words.ts';
import { COLLECTED_WORDS, GUARDIAN_HEAD_WORDS, GUARDIAN_MARKERS, LEAD_PARTIES } from './vocabulary-lead-parties.ts';
import { PASSED_DATA_PARTIES } from './vocabulary-party-types.ts';
import { HANDLER_PARTIES } from './vocabulary-party-types.ts';
import { OTHER_CONTACT_WORDS } from './vocabulary-other-people.ts';
import { OTHER_PARTIES, TOOL_USER_WORDS } from './vocabulary-staff.ts';
import { HOLDER_WORDS, OWNED_THINGS } from './vocabulary-not-a-person.ts';

/**
 * Whose a key says the values below it are (docs/api.md §2.4 step 6.1), from its words: someone
 * else (staff, a tool's user, someone close to the lead), the lead, or no one said.
 */

const OTHER_PARTY = termsOf(OTHER_PARTIES);
const HANDLERS = termsOf(HANDLER_PARTIES);
const LEAD_PARTY = termsOf(LEAD_PARTIES);
const OTHER_CONTACT = termsOf(OTHER_CONTACT_WORDS);
const COLLECTED = termsOf(COLLECTED_WORDS);
const TOOL_USERS = termsOf(TOOL_USER_WORDS);

// A party's word, or its plural (`customers`, `recruiters`, `assignees`).
const hasWord = (words: Set<string>, word: string) =>
  words.has(word) || (word.length > 3 && word.endsWith('s') && words.has(word.slice(0, -1)));

// A numbered one too (`merchantDefined1`): a merchant's fields come numbered.
const isCollected = (word: string) => COLLECTED.has(word) || COLLECTED.has(word.replace(/\d+$/, ''));
// A merchant's or a sender's `data` (`Ds_MerchantData`): what it passed on, not its own (`seller_data`, `agent_data` are).
const PASSERS = new Set(PASSED_DATA_PARTIES);
const isPassedData = (list: string[]) => list.includes('data') && list.some((word) => PASSERS.has(word));

export interface KeyParties {
  /** The key names someone other than the lead (`organizer`, `hosts`, `posted_by`). */
  otherParty: boolean;
  /** The key names someone else only as a tool's user or account (`user`, `account`): sometimes the lead, so before staff. */
  toolUser: boolean;
  /** The key names the lead (`contact`, `candidate`, `kunde`) and no one else. */
  leadParty: boolean;
  /** The key names who handles the record (`assignee`, `owner`). */
  handler: boolean;
}

// A list of the lead's party (`customer_list`, `contact list`): its items are theirs, as `customers` are.
const isListOfLeads = (list: string[]) =>
  list.length === 2 && (list[1] === 'list' || list[1] === 'lists') && hasWord(LEAD_PARTY, list[0]);

/** Whose a key's words (`list`) say its values are; `notPerson`: a word names a thing (`contact_form` is a form's). */
export function partiesOf(list: string[], notPerson: boolean): KeyParties {
  // An emergency contact, a reference person (`emergency_contact`, `contacto_de_emergencia`): someone else, as staff is.
  // What an agent or a bot collected (`output_agent_variables`) is the lead's: the party's word names the collector.
  const otherParty =
    (list.some((word) => hasWord(OTHER_PARTY, word)) ||
      (list.length <= 4 &&
        list.some((word) => OTHER_CONTACT.has(word)) &&
        list.some((word) => hasWord(LEAD_PARTY, word)))) &&
    !(list.length > 1 && (list.some(isCollected) || isPassedData(list)));
  return {
    otherParty,
    toolUser: otherParty && list.every((word) => !hasWord(OTHER_PARTY, word) || TOOL_USERS.has(word)),
    leadParty: !otherParty && (!notPerson || isListOfLeads(list)) && list.some((word) => hasWord(LEAD_PARTY, word)),
    handler: otherParty && list.some((word) => hasWord(HANDLERS, word)),
  };
}

const HOLDERS = new Set(HOLDER_WORDS);
const GUARDIAN = new Set(GUARDIAN_MARKERS);
const GUARDIAN_HEADS = new Set(GUARDIAN_HEAD_WORDS);

/** The words without the party's word of a legal guardian (`responsable légal`: the parent, not staff), or the list itself. */
export function withoutGuardian(list: string[]): string[] {
  for (let i = 1; i < list.length; i++)
    if (GUARDIAN.has(list[i]) && GUARDIAN_HEADS.has(list[i - 1])) return [...list.slice(0, i - 1), ...list.slice(i)];
  return list;
}
/** A thing's holder's word (`holder`, `Inhaber`, `titular`): a person holding it. */
export const isHolderWord = (word: string) => HOLDERS.has(word);
const OWNED = new Set(OWNED_THINGS);

/** A key's words without a thing and its holder (`card holder name` → `name`), or the words as they are. */
export function withoutHeldThing(list: string[], isThing: (word: string) => boolean): string[] {
  for (let i = 1; i < list.length; i++) {
    const word = list[i];
    const before = list[i - 1];
    if ((HOLDERS.has(word) && isThing(before)) || (word === 'owner' && OWNED.has(before)))
      return [...list.slice(0, i - 1), ...list.slice(i + 1)];
  }
  return list;
}

// A note's signature: a word of letters and a colon at its start (`Оператор: предложил …`, `Agent: called back`).
const SIGNATURE = /^\s*(\p{L}{2,20})\s?:\s/u;

/** A text a staff member signed with their role (`Operator: offered a discount`): someone else's note, not the person's words. */
export function isStaffSignature(text: string): boolean {
  // Most texts hold no colon near their start: looked for char by char before any pattern runs.
  let colon = -1;
  for (let i = 2; i < text.length && i < 23; i++)
    if (text.charCodeAt(i) === 58) {
      colon = i;
      break;
    }
  if (colon < 0) return false;
  const head = SIGNATURE.exec(text.slice(0, colon + 2))?.[1];
  if (head === undefined) return false;
  return isStaffWord(wordsOf(head));
}

/** A staff role's word, as a note's signature or a transcript's speaker writes it (`Rep`, `Conseiller`, `Operator`). */
export const isStaffWord = (word: string) => hasWord(OTHER_PARTY, word) && !TOOL_USERS.has(word);

/**
 * A field someone defined, not whose value it is: numbered (`merchant_param1`, `store custom 2`), or named after its
 * owner's word in the person's own language (`merchant_कक्षाको_समय`, class time; `merchant_कैफियत`, remarks), asking
 * no role: a gateway's own fields are named in English, a merchant's in its customers' words. Its own name or address
 * so named (`merchant_नाम`) reads as an answer too (review 38): losing a person's words is the worse error.
 */
export const isDefinedField = (label: LabelMeaning) =>
  label.numberedField || (label.role === null && label.words.charCodeAt(0) < 128 && BEYOND_ASCII.test(label.words));
const BEYOND_ASCII = /[^\x00-\x7f]/;
